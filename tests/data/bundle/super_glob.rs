// breaker: runs
// A module's `use super::*` that brings the root's library imports.
use lightsout::Grid;

mod mine {
    use super::*;

    pub fn lit() -> u64 {
        Grid::filled(3, 3).ones()
    }
}

fn main() {
    println!("{}", mine::lit());
}
