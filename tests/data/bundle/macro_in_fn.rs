// breaker: runs
// A `macro_rules!` inside a function, building a library path.
fn main() {
    macro_rules! lit {
        ($n:expr) => {
            lightsout::Grid::filled($n, $n).ones()
        };
    }
    println!("{}", lit!(3));
}
