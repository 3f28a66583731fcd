// breaker: runs
// `self` in a group with the prelude's glob.
use lightsout::{self, prelude::*};

fn main() {
    let t = lightsout::nullity(&Rule::standard(), 4, 4).unwrap().unwrap();
    println!("{} {}", t, Grid::filled(2, 2).ones());
}
