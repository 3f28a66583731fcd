#![deny(unreachable_pub)]
// breaker: runs
// `#![deny(unreachable_pub)]` must not reach the library's `pub` items.
use lightsout::XorBasis;

fn main() {
    let mut b = XorBasis::default();
    b.insert(1);
    println!("{}", b.dimension());
}
