//! Library Checker "Inverse Matrix": see `inverse_matrix_mod_p --help`.

use lightsout::io::judge;
use lightsout::problems::inverse_matrix_mod_p;

fn main() {
    std::process::exit(judge::main(&inverse_matrix_mod_p::JUDGE));
}
