//! POJ 3279 Fliptile: see `fliptile --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::fliptile;

fn main() {
    std::process::exit(judge::main(&fliptile::JUDGE));
}
