//! IOI 1994 The Clocks (Luogu P1213, POJ 1166): see `clocks --help`.

use lightsout::io::judge;
use lightsout::problems::clocks;

fn main() {
    std::process::exit(judge::main(&clocks::JUDGE));
}
