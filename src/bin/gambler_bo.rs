//! HDU 5755 Gambler Bo: see `gambler_bo --help`.

use lightsout::io::judge;
use lightsout::problems::gambler_bo;

fn main() {
    std::process::exit(judge::main(&gambler_bo::JUDGE));
}
