// breaker: runs
// Library items in a derive's struct and an impl's method.
#[derive(Debug, Clone)]
struct State {
    grid: lightsout::Grid,
}

impl State {
    fn lit(&self) -> u64 {
        self.grid.ones()
    }
}

fn main() {
    let s = State { grid: lightsout::Grid::filled(1, 3) };
    println!("{}", s.clone().lit());
}
