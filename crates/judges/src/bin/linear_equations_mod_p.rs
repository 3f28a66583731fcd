//! Library Checker "System of Linear Equations": see `linear_equations_mod_p --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::linear_equations_mod_p;

fn main() {
    std::process::exit(judge::main(&linear_equations_mod_p::JUDGE));
}
