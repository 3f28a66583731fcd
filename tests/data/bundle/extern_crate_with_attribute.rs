// breaker: runs
// `extern crate lightsout;` under an attribute.
#[allow(unused_extern_crates)]
extern crate lightsout;

fn main() {
    println!("{}", ::lightsout::Grid::filled(2, 2).ones());
}
