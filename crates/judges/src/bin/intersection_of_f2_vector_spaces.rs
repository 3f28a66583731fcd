//! Library Checker "Intersection of F_2 vector spaces": see `intersection_of_f2_vector_spaces --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::intersection_of_f2_vector_spaces;

fn main() {
    std::process::exit(judge::main(&intersection_of_f2_vector_spaces::JUDGE));
}
