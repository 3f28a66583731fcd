// breaker: checked 5
// A method the library's type does not have, called after `.`.
fn main() {
    let g = lightsout::Grid::new(1, 1);
    println!("{}", g.onez());
}
