// breaker: runs
// `extern crate lightsout as lo;`.
extern crate lightsout as lo;

fn main() {
    println!("{}", lo::Grid::filled(2, 2).ones());
}
