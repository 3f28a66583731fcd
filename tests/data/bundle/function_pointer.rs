// breaker: runs
// Library functions as values.
fn main() {
    let make: fn(usize, usize) -> lightsout::Grid = lightsout::Grid::filled;
    let ones = lightsout::Grid::ones;
    println!("{}", ones(&make(2, 2)));
}
