//! POJ 3279 Fliptile: see `fliptile --help`.

use lightsout::fliptile;

fn main() {
    std::process::exit(lightsout::judge::main(
        "fliptile",
        fliptile::HELP,
        fliptile::run,
    ));
}
