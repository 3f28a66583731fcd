// breaker: checked 4
// Too few arguments to a library function: rustc's error at the file's line.
fn main() {
    let g = lightsout::Grid::filled(2);
    println!("{}", g.ones());
}
