//! Library Checker "Rank of Matrix": see `matrix_rank_mod_p --help`.

use lightsout::io::judge;
use lightsout::problems::matrix_rank_mod_p;

fn main() {
    std::process::exit(judge::main(&matrix_rank_mod_p::JUDGE));
}
