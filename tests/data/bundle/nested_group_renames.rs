// breaker: runs
// Renames deep in nested groups.
use lightsout::{
    grid::{words as w},
    prelude::{Grid as G, XorBasis as X},
};

fn main() {
    println!("{} {} {}", w(65), G::filled(1, 1).ones(), X::default().dimension());
}
