//! Library Checker "Inverse Matrix": see `inverse_matrix_mod_p --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::inverse_matrix_mod_p;

fn main() {
    std::process::exit(judge::main(&inverse_matrix_mod_p::JUDGE));
}
