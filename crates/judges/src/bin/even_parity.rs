//! UVa 11464 Even Parity: see `even_parity --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::even_parity;

fn main() {
    std::process::exit(judge::main(&even_parity::JUDGE));
}
