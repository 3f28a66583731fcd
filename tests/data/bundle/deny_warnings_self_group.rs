#![deny(warnings)]
// breaker: runs
// `{self, ..}` at the root under `#![deny(warnings)]`.
use lightsout::{self, Grid};

fn main() {
    println!("{} {}", lightsout::Grid::filled(2, 2).ones(), Grid::new(1, 1).is_zero());
}
