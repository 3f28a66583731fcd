// breaker: runs
// The prelude imported as a module and as a glob.
use lightsout::prelude::{self, *};

fn main() {
    println!("{} {}", prelude::Grid::filled(1, 1).ones(), Grid::new(2, 2).is_zero());
}
