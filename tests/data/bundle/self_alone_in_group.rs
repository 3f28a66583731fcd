// breaker: runs
// `use lightsout::{self};` at the root.
use lightsout::{self};

fn main() {
    println!("{}", lightsout::Grid::filled(3, 1).ones());
}
