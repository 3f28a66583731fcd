#![forbid(unsafe_code)]
// breaker: runs
// `#![forbid(unsafe_code)]`: the contestant's, not the library's.
use lightsout::Grid;

fn main() {
    println!("{}", Grid::filled(3, 3).ones());
}
