//! Library Checker "System of Linear Equations (Mod 2)": see `linear_equations_mod_2 --help`.

use lightsout::io::judge;
use lightsout::problems::linear_equations_mod_2;

fn main() {
    std::process::exit(judge::main(&linear_equations_mod_2::JUDGE));
}
