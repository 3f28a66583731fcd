//! Library Checker "Inverse Matrix (Mod 2)": see `inverse_matrix_mod_2 --help`.

use lightsout::io::judge;
use lightsout::problems::inverse_matrix_mod_2;

fn main() {
    std::process::exit(judge::main(&inverse_matrix_mod_2::JUDGE));
}
