//! CERC 2007 B Strange Billboard: see `strange_billboard --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::strange_billboard;

fn main() {
    std::process::exit(judge::main(&strange_billboard::JUDGE));
}
