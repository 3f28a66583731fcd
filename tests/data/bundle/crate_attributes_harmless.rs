#![recursion_limit = "256"]
#![crate_name = "my_solution"]
#![allow(unused)]
// breaker: runs
// Crate attributes that do not reach the library.
fn main() {
    println!("{}", lightsout::Grid::filled(1, 4).ones());
}
