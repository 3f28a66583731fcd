// breaker: runs
// `::lightsout::` in an expression, as 2015 writes it.
fn main() {
    println!("{}", ::lightsout::Grid::filled(3, 4).ones());
}
