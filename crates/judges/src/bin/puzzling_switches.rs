//! AcWing 95 / Luogu P10449: see `puzzling_switches --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::puzzling_switches;

fn main() {
    std::process::exit(judge::main(&puzzling_switches::JUDGE));
}
