// breaker: runs
// A UTF-8 byte-order mark first.
use lightsout::Grid;

fn main() {
    println!("{} {}", Grid::filled(2, 2).ones(), line!());
}
