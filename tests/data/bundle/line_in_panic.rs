// breaker: runs
// A panic's line, caught.
fn main() {
    let line = std::panic::catch_unwind(|| {
        let _ = lightsout::Grid::new(1, 1);
        line!()
    });
    println!("{:?}", line);
}
