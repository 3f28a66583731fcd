//! CQOI 2014 和谐矩阵 (Luogu P3164): see `harmonious_matrix --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::harmonious_matrix;

fn main() {
    std::process::exit(judge::main(&harmonious_matrix::JUDGE));
}
