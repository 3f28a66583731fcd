// breaker: runs
// A type alias of a library type, and its associated functions.
type G = lightsout::Grid;

fn main() {
    let grid = G::filled(3, 2);
    println!("{}", grid.ones());
}
