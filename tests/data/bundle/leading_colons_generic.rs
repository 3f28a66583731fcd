// breaker: runs
// `::lightsout::` as a generic argument and after `impl ... for`.
trait Weight {
    fn weight(&self) -> u64;
}

impl Weight for ::lightsout::Grid {
    fn weight(&self) -> u64 {
        self.ones()
    }
}

fn main() {
    let grids: Vec<::lightsout::Grid> = vec![::lightsout::Grid::filled(2, 2)];
    println!("{}", grids[0].weight());
}
