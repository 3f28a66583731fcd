// breaker: runs
// A library path as a macro's argument.
macro_rules! call {
    ($p:path) => {
        $p(2, 2)
    };
}

fn main() {
    println!("{}", call!(lightsout::Grid::filled).ones());
}
