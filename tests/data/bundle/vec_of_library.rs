// breaker: runs
// Library paths inside `vec!` and `format!`.
fn main() {
    let grids = vec![lightsout::Grid::filled(1, 1), lightsout::Grid::new(1, 1)];
    let text = format!("{}-{}", grids[0].ones(), lightsout::Grid::filled(2, 1).ones());
    println!("{}", text);
}
