//! Baekjoon 14927: see `turn_off_the_bulbs --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::turn_off_the_bulbs;

fn main() {
    std::process::exit(judge::main(&turn_off_the_bulbs::JUDGE));
}
