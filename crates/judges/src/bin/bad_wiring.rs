//! BAPC 2011 preliminaries Bad Wiring (HDU 4200): see `bad_wiring --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::bad_wiring;

fn main() {
    std::process::exit(judge::main(&bad_wiring::JUDGE));
}
