// breaker: runs
// `<lightsout::Grid>::new(..)`.
fn main() {
    let grid = <lightsout::Grid>::new(2, 3);
    println!("{} {}", grid.rows(), grid.width());
}
