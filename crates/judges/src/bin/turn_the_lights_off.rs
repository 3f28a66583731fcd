//! UVa 10309 Turn the Lights Off: see `turn_the_lights_off --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::turn_the_lights_off;

fn main() {
    std::process::exit(judge::main(&turn_the_lights_off::JUDGE));
}
