//! Baekjoon 14939: see `turn_off_the_lights --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::turn_off_the_lights;

fn main() {
    std::process::exit(judge::main(&turn_off_the_lights::JUDGE));
}
