//! POJ 1830 开关问题 (The Switch Problem): see `switch_problem --help`.

use lightsout::io::judge;
use lightsout::problems::switch_problem;

fn main() {
    std::process::exit(judge::main(&switch_problem::JUDGE));
}
