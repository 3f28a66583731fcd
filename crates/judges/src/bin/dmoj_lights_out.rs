//! DMOJ mockdwite09p4 Lights Out!: see `dmoj_lights_out --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::dmoj_lights_out;

fn main() {
    std::process::exit(judge::main(&dmoj_lights_out::JUDGE));
}
