// breaker: runs
// Paths through the prelude and through modules the root re-exports.
fn main() {
    let g = lightsout::prelude::Grid::filled(2, 2);
    let words = lightsout::grid::words(70);
    println!("{} {}", g.ones(), words);
}
