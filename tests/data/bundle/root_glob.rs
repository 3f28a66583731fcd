// breaker: runs
// The crate root's glob.
use lightsout::*;

fn main() {
    let mut basis = XorBasis::default();
    basis.insert(6);
    println!("{} {}", Grid::filled(3, 3).ones(), basis.dimension());
}
