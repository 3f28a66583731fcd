// breaker: runs
// `use lightsout;` at the root.
use lightsout;

fn main() {
    println!("{}", lightsout::Grid::filled(5, 5).ones());
}
