// breaker: runs
// `use lightsout;` in a function.
fn main() {
    use lightsout;
    println!("{}", lightsout::Grid::filled(2, 2).ones());
}
