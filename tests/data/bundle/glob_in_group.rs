// breaker: runs
// A glob inside a group, beside a name.
use lightsout::{prelude::Grid, *};

fn main() {
    let mut b = XorBasis::default();
    b.insert(5);
    println!("{} {}", Grid::filled(2, 2).ones(), b.dimension());
}
