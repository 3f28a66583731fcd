//! POJ 3185 The Water Bowls: see `water_bowls --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::water_bowls;

fn main() {
    std::process::exit(judge::main(&water_bowls::JUDGE));
}
