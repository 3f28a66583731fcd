// breaker: runs
// `<lightsout::XorBasis as Default>::default()`.
fn main() {
    let basis = <lightsout::XorBasis as Default>::default();
    println!("{}", basis.dimension());
}
