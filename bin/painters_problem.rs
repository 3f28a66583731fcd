//! POJ 1681 Painter's Problem: see `painters_problem --help`.

use lightsout::{judge, problems::painters_problem};

fn main() {
    std::process::exit(judge::main(&painters_problem::JUDGE));
}
