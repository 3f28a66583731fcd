#! [allow(unused)]
// breaker: runs
// `#! [` is an attribute, not a `#!` line.
fn main() {
    println!("{}", lightsout::Grid::filled(2, 2).ones());
}
