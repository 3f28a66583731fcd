//! IOI 1994 The Clocks (Luogu P1213, POJ 1166): see `the_clocks --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::the_clocks;

fn main() {
    std::process::exit(judge::main(&the_clocks::JUDGE));
}
