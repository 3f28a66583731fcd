// breaker: runs
// A macro that pastes token trees after `lightsout::`.
macro_rules! lib {
    ($($rest:tt)*) => {
        lightsout::$($rest)*
    };
}

fn main() {
    println!("{}", lib!(Grid::filled(2, 2)).ones());
}
