//! Luogu P3812 【模板】线性基 (the linear basis template): see `linear_basis --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::linear_basis;

fn main() {
    std::process::exit(judge::main(&linear_basis::JUDGE));
}
