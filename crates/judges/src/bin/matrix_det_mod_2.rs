//! Library Checker "Determinant of Matrix (Mod 2)": see `matrix_det_mod_2 --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::matrix_det_mod_2;

fn main() {
    std::process::exit(judge::main(&matrix_det_mod_2::JUDGE));
}
