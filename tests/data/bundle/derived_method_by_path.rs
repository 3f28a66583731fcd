// breaker: runs
// A derived trait's method through the type's path.
fn main() {
    let a = lightsout::Grid::filled(2, 2);
    let b = lightsout::Grid::clone(&a);
    println!("{} {}", lightsout::Grid::eq(&a, &b), b.ones());
}
