// breaker: runs
// A library module renamed, and a path through it.
use lightsout::prelude as p;

fn main() {
    println!("{}", p::Grid::filled(2, 3).ones());
}
