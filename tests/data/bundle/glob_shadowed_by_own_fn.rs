// breaker: runs
// The root's glob, and a function of the file's own named like the library's.
use lightsout::*;

fn press(x: u64) -> u64 {
    x + 1
}

fn main() {
    println!("{} {}", press(41), Grid::new(2, 2).is_zero());
}
