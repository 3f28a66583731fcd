//! CQOI 2014 和谐矩阵 (Luogu P3164): see `harmonious_matrix --help`.

use lightsout::io::judge;
use lightsout::problems::harmonious_matrix;

fn main() {
    std::process::exit(judge::main(&harmonious_matrix::JUDGE));
}
