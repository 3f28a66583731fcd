// breaker: runs
// `self` last in its group.
use lightsout::{Grid, self};

fn main() {
    println!("{} {}", Grid::filled(2, 3).ones(), lightsout::MAX_MODULUS > 1);
}
