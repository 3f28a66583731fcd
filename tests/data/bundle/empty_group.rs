// breaker: runs
// `use lightsout::prelude::{};`
#![allow(unused_imports)]
use lightsout::prelude::{};

fn main() {
    println!("{}", lightsout::Grid::filled(2, 2).ones());
}
