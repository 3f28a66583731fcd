//! UVa 10309 Turn the Lights Off: see `turn_the_lights_off --help`.

use lightsout::io::judge;
use lightsout::problems::turn_the_lights_off;

fn main() {
    std::process::exit(judge::main(&turn_the_lights_off::JUDGE));
}
