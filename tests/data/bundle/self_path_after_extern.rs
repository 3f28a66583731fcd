// breaker: runs
// `self::lightsout::` at the root after `extern crate lightsout;`.
extern crate lightsout;

use self::lightsout::XorBasis;

fn main() {
    let mut b = XorBasis::default();
    b.insert(9);
    println!("{} {}", b.dimension(), self::lightsout::Grid::filled(1, 2).ones());
}
