//! POJ 2965 The Pilots Brothers' refrigerator: see `pilots_brothers --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::pilots_brothers;

fn main() {
    std::process::exit(judge::main(&pilots_brothers::JUDGE));
}
