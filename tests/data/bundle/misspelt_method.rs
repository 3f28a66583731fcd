// breaker: refused 4
// A library type's associated function that does not exist.
fn main() {
    let _ = lightsout::Grid::nwe(1, 1);
}
