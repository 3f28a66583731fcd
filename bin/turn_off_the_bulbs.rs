//! Baekjoon 14927: see `turn_off_the_bulbs --help`.

use lightsout::{judge, problems::turn_off_the_bulbs};

fn main() {
    std::process::exit(judge::main(&turn_off_the_bulbs::JUDGE));
}
