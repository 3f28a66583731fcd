#![deny(warnings)]
// breaker: runs
// `#![deny(warnings)]` with a library that has items the file never uses.
use lightsout::prelude::*;

fn main() {
    println!("{}", Grid::filled(2, 2).ones());
}
