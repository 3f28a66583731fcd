#![deny(warnings)]
// breaker: runs
// `{self}` alone at the root under `#![deny(warnings)]`.
use lightsout::{self};

fn main() {
    println!("{}", lightsout::Grid::filled(3, 2).ones());
}
