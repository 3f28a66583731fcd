#![deny(warnings)]
// breaker: runs
// `use lightsout;` at the root under `#![deny(warnings)]`: what replaces it warns of nothing.
#[allow(unused_imports)]
use lightsout;

fn main() {
    println!("{}", lightsout::Grid::filled(2, 2).ones());
}
