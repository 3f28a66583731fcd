//! POJ 3279 Fliptile: see `fliptile --help`.

use lightsout::io::judge;
use lightsout::problems::fliptile;

fn main() {
    std::process::exit(judge::main(&fliptile::JUDGE));
}
