// breaker: refused 4
// A bracket that never closes.
fn main() {
    let g = lightsout::Grid::filled(2, 2;
}
