// breaker: checked 4
// An error of the contestant's own, reported at its line.
fn main() {
    let n: u32 = lightsout::Grid::filled(1, 1);
    println!("{}", n);
}
