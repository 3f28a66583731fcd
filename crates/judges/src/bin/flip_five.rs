//! Kattis flipfive: see `flip_five --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::flip_five;

fn main() {
    std::process::exit(judge::main(&flip_five::JUDGE));
}
