//! POJ 1681 Painter's Problem: see `painters_problem --help`.

use lightsout::io::judge;
use lightsout::problems::painters_problem;

fn main() {
    std::process::exit(judge::main(&painters_problem::JUDGE));
}
