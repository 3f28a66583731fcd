//! Library Checker "Determinant of Matrix": see `matrix_det_mod_p --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::matrix_det_mod_p;

fn main() {
    std::process::exit(judge::main(&matrix_det_mod_p::JUDGE));
}
