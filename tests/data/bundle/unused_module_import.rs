// breaker: runs
// A module imported and never used.
#![allow(unused_imports)]
use lightsout::elimination;

fn main() {
    println!("{}", lightsout::Grid::new(1, 1).is_zero());
}
