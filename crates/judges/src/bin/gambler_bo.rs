//! HDU 5755 Gambler Bo: see `gambler_bo --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::gambler_bo;

fn main() {
    std::process::exit(judge::main(&gambler_bo::JUDGE));
}
