//! Library Checker "Matrix Rank (Mod 2)": see `matrix_rank_mod_2 --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::matrix_rank_mod_2;

fn main() {
    std::process::exit(judge::main(&matrix_rank_mod_2::JUDGE));
}
