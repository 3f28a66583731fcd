// breaker: checked 6
// A borrow error, found by the check's analysis.
fn main() {
    let mut g = lightsout::Grid::filled(2, 2);
    let r = &g;
    g.flip(0, 0);
    println!("{}", r.ones());
}
