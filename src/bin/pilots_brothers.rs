//! POJ 2965 The Pilots Brothers' refrigerator: see `pilots_brothers --help`.

use lightsout::io::judge;
use lightsout::problems::pilots_brothers;

fn main() {
    std::process::exit(judge::main(&pilots_brothers::JUDGE));
}
