//! ICPC Asia Regional Tokyo 2010 D Awkward Lights (AOJ 1308): see `awkward_lights --help`.

use lightsout::io::judge;
use lightsout::problems::awkward_lights;

fn main() {
    std::process::exit(judge::main(&awkward_lights::JUDGE));
}
