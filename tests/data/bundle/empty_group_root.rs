// breaker: runs
// `use lightsout::{};`, and an empty group nested in another.
#![allow(unused_imports)]
use lightsout::{};
use lightsout::{grid::{}, Grid};

fn main() {
    println!("{}", Grid::filled(1, 3).ones());
}
