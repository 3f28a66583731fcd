// breaker: refused 3
// A name the library does not have, deep in a group.
use lightsout::{prelude::{Grid, Nope}, XorBasis};

fn main() {}
