// breaker: refused 6
// A library path that names nothing.
use lightsout::Grid;

fn main() {
    let _ = lightsout::Gird::new(1, 1);
    let _ = Grid::new(1, 1);
}
