//! Typical 90 057 Flip Flap (AtCoder): see `flip_flap --help`.

use lightsout::io::judge;
use lightsout::problems::flip_flap;

fn main() {
    std::process::exit(judge::main(&flip_flap::JUDGE));
}
