//! POJ 1681 Painter's Problem: see `painters_problem --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::painters_problem;

fn main() {
    std::process::exit(judge::main(&painters_problem::JUDGE));
}
