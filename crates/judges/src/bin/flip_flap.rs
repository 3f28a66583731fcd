//! Typical 90 057 Flip Flap (AtCoder): see `flip_flap --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::flip_flap;

fn main() {
    std::process::exit(judge::main(&flip_flap::JUDGE));
}
