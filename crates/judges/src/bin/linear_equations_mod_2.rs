//! Library Checker "System of Linear Equations (Mod 2)": see `linear_equations_mod_2 --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::linear_equations_mod_2;

fn main() {
    std::process::exit(judge::main(&linear_equations_mod_2::JUDGE));
}
