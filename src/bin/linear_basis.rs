//! Luogu P3812 【模板】线性基 (the linear basis template): see `linear_basis --help`.

use lightsout::io::judge;
use lightsout::problems::linear_basis;

fn main() {
    std::process::exit(judge::main(&linear_basis::JUDGE));
}
