// breaker: runs
// `::lightsout` in a macro's body.
macro_rules! basis {
    () => {
        ::lightsout::XorBasis::default()
    };
}

fn main() {
    let mut b = basis!();
    b.insert(1);
    println!("{}", b.dimension());
}
