// breaker: runs
// Nested groups, `self` in a nested group, trailing commas.
use lightsout::{
    grid::{self, words},
    prelude::{Grid, XorBasis,},
};

fn main() {
    let b = XorBasis::default();
    println!("{} {} {} {}", words(64), grid::words(65), Grid::new(1, 1).is_zero(), b.dimension());
}
