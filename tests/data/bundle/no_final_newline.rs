// breaker: runs
// No line end after the last line.
fn main() {
    println!("{}", lightsout::Grid::filled(2, 2).ones())
}  // lightsout::Grid