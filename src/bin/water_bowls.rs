//! POJ 3185 The Water Bowls: see `water_bowls --help`.

use lightsout::io::judge;
use lightsout::problems::water_bowls;

fn main() {
    std::process::exit(judge::main(&water_bowls::JUDGE));
}
