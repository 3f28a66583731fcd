//! Baekjoon 14939: see `turn_off_the_lights --help`.

use lightsout::io::judge;
use lightsout::problems::turn_off_the_lights;

fn main() {
    std::process::exit(judge::main(&turn_off_the_lights::JUDGE));
}
