// breaker: runs
// `use ::lightsout::X;`
use ::lightsout::XorBasis;

fn main() {
    let mut basis = XorBasis::default();
    basis.insert(3);
    basis.insert(5);
    println!("{}", basis.dimension());
}
