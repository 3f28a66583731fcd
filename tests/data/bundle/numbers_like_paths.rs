// breaker: runs
// Numbers, ranges and method calls on literals beside library paths.
fn main() {
    let x = 1.0e3_f64 + 2.5;
    let y: u64 = (0..3).map(|i| 1u64.max(i)).sum();
    println!("{} {} {}", x, y, lightsout::Grid::filled(1, 1).ones());
}
