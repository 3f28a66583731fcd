#![warn(clippy::pedantic, missing_docs)]
#![allow(dead_code)]
// breaker: runs
// Tool lints and warnings at the crate's root.
fn main() {
    println!("{}", lightsout::Grid::filled(2, 2).ones());
}
