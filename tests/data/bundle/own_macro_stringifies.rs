// breaker: runs
// A macro of the file's own that shows its argument as written.
macro_rules! show {
    ($e:expr) => {
        println!("{} = {}", stringify!($e), $e)
    };
}

fn main() {
    show!(lightsout::Grid::filled(2, 2).ones());
}
