// breaker: runs
// `extern crate lightsout as lightsout;`.
extern crate lightsout as lightsout;

fn main() {
    println!("{}", lightsout::Grid::filled(2, 2).ones());
}
