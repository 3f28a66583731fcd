// breaker: runs
// A variable named `lightsout` is no path.
fn main() {
    let lightsout = 3;
    let grid = lightsout::Grid::new(1, lightsout);
    println!("{} {}", lightsout, grid.width());
}
