#![no_implicit_prelude]
// breaker: runs
// The file opts out of the prelude; the library must not.
fn main() {
    let grid = ::lightsout::Grid::filled(3, 3);
    ::std::println!("{}", grid.ones());
}
