//! Library Checker "Intersection of F_2 vector spaces": see `intersection_of_f2_vector_spaces --help`.

use lightsout::io::judge;
use lightsout::problems::intersection_of_f2_vector_spaces;

fn main() {
    std::process::exit(judge::main(&intersection_of_f2_vector_spaces::JUDGE));
}
