//! Kattis flipfive: see `flip_five --help`.

use lightsout::{judge, problems::flip_five};

fn main() {
    std::process::exit(judge::main(&flip_five::JUDGE));
}
