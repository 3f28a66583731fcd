//! Baekjoon 2138: see `bulbs_and_switches --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::bulbs_and_switches;

fn main() {
    std::process::exit(judge::main(&bulbs_and_switches::JUDGE));
}
