// breaker: runs
// The crate renamed, in a group with `self`.
use lightsout::{self as lo, Grid};

fn main() {
    println!("{} {}", lo::Grid::filled(2, 2).ones(), Grid::new(1, 1).is_zero());
}
