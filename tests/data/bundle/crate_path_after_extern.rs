// breaker: runs
// `crate::lightsout::` after `extern crate lightsout;`.
extern crate lightsout;

fn main() {
    println!("{}", crate::lightsout::Grid::filled(2, 4).ones());
}
