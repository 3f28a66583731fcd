// breaker: refused 3
// A `use` group the bundler does not read.
use lightsout::{Grid,, XorBasis};

fn main() {}
