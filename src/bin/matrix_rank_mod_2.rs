//! Library Checker "Matrix Rank (Mod 2)": see `matrix_rank_mod_2 --help`.

use lightsout::io::judge;
use lightsout::problems::matrix_rank_mod_2;

fn main() {
    std::process::exit(judge::main(&matrix_rank_mod_2::JUDGE));
}
