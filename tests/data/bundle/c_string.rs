// breaker: checked 6
// C-string literals (edition 2021, Rust 1.77): a judge under 2015 refuses them.
use lightsout::Grid;

fn main() {
    let c = c"lightsout::Grid \" lightsout::XorBasis";
    println!("{:?} {}", c, Grid::filled(1, 1).ones());
}
