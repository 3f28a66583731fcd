// breaker: runs
// A library type as a turbofish's argument.
fn main() {
    let mut grids = Vec::<lightsout::Grid>::new();
    grids.push(lightsout::Grid::filled(2, 2));
    println!("{}", grids.len());
}
