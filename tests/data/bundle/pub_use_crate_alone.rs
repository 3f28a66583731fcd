// breaker: runs
// `pub use lightsout;` and `use lightsout as lightsout;` at the root.
#![allow(unused_imports)]
pub use lightsout as lightsout;

fn main() {
    println!("{}", lightsout::Grid::filled(1, 1).ones());
}
