//! ICPC Asia Regional Tokyo 2010 D Awkward Lights (AOJ 1308): see `awkward_lights --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::awkward_lights;

fn main() {
    std::process::exit(judge::main(&awkward_lights::JUDGE));
}
