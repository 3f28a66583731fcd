// breaker: runs
// Two globs that bring the same items.
use lightsout::prelude::*;
use lightsout::*;

fn main() {
    println!("{}", Grid::filled(1, 7).ones());
}
