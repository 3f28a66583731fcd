// breaker: runs
// Library types in a closure's parameters and in `impl Trait`.
fn grids() -> impl Iterator<Item = lightsout::Grid> {
    (1..4).map(|n| lightsout::Grid::filled(n, n))
}

fn main() {
    let count = |g: &lightsout::Grid| g.ones();
    println!("{}", grids().map(|g| count(&g)).sum::<u64>());
}
