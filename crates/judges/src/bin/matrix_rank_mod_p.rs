//! Library Checker "Rank of Matrix": see `matrix_rank_mod_p --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::matrix_rank_mod_p;

fn main() {
    std::process::exit(judge::main(&matrix_rank_mod_p::JUDGE));
}
