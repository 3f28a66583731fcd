// breaker: refused 3
// A glob of a module the library does not have.
use lightsout::nope::*;

fn main() {}
