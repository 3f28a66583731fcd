//! AcWing 95 / Luogu P10449: see `puzzling_switches --help`.

use lightsout::io::judge;
use lightsout::problems::puzzling_switches;

fn main() {
    std::process::exit(judge::main(&puzzling_switches::JUDGE));
}
