//! Kattis flipfive: see `flip_five --help`.

use lightsout::io::judge;
use lightsout::problems::flip_five;

fn main() {
    std::process::exit(judge::main(&flip_five::JUDGE));
}
