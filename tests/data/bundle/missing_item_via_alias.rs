// breaker: refused 6
// A name the library does not have, through the crate's alias.
use lightsout as lo;

fn main() {
    let _ = lo::Nope::new();
}
