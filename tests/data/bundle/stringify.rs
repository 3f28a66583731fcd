// breaker: runs
// `stringify!` shows the path as written.
use lightsout::Grid;

fn main() {
    println!("{}", stringify!(lightsout::Grid::filled));
    println!("{}", stringify!(::lightsout::Grid));
    println!("{}", Grid::filled(1, 1).ones());
}
