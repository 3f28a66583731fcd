//! Baekjoon 14927: see `turn_off_the_bulbs --help`.

use lightsout::io::judge;
use lightsout::problems::turn_off_the_bulbs;

fn main() {
    std::process::exit(judge::main(&turn_off_the_bulbs::JUDGE));
}
