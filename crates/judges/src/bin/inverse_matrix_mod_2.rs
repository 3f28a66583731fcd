//! Library Checker "Inverse Matrix (Mod 2)": see `inverse_matrix_mod_2 --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::inverse_matrix_mod_2;

fn main() {
    std::process::exit(judge::main(&inverse_matrix_mod_2::JUDGE));
}
