//! Baekjoon 2138: see `bulbs_and_switches --help`.

use lightsout::io::judge;
use lightsout::problems::bulbs_and_switches;

fn main() {
    std::process::exit(judge::main(&bulbs_and_switches::JUDGE));
}
