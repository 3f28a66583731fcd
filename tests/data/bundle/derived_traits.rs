// breaker: runs
// The library types' derived traits: Clone, PartialEq, Debug.
use lightsout::Grid;

fn main() {
    let a = Grid::filled(2, 2);
    let b = a.clone();
    println!("{} {}", a == b, format!("{:?}", Grid::new(1, 1)).is_empty());
}
