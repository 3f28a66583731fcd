// breaker: runs
// Renames, `as _` and a rename named like another library item.
#![allow(unused_imports)]
use lightsout::Grid as Board;
use lightsout::XorBasis as _;
use std::path::Path;

fn main() {
    let p = Path::new("x");
    println!("{} {}", Board::filled(2, 2).ones(), p.display());
}
