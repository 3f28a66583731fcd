//! POJ 1830 开关问题 (The Switch Problem): see `switch_problem --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::switch_problem;

fn main() {
    std::process::exit(judge::main(&switch_problem::JUDGE));
}
