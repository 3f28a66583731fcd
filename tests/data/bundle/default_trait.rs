// breaker: runs
// `Default::default()` for a library type, by inference.
fn main() {
    let basis: lightsout::XorBasis = Default::default();
    println!("{}", basis.dimension());
}
