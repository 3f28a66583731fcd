//! POJ 3279 Fliptile: see `fliptile --help`.

use lightsout::{judge, problems::fliptile};

fn main() {
    std::process::exit(judge::main(&fliptile::JUDGE));
}
