// breaker: runs
// A glob of a library enum's variants.
use lightsout::Minimal::*;

fn main() {
    let m = Least;
    println!("{}", matches!(m, Least));
}
