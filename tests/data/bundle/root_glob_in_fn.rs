// breaker: runs
// The root's glob inside a function.
fn main() {
    use lightsout::*;
    println!("{}", Grid::filled(2, 5).ones());
}
