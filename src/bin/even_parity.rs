//! UVa 11464 Even Parity: see `even_parity --help`.

use lightsout::io::judge;
use lightsout::problems::even_parity;

fn main() {
    std::process::exit(judge::main(&even_parity::JUDGE));
}
