// breaker: runs
// A macro that builds `lightsout::$f`.
macro_rules! standard {
    ($f:ident, $m:expr, $n:expr) => {
        lightsout::$f(&lightsout::Rule::standard(), $m, $n)
    };
}

fn main() {
    println!("{:?}", standard!(nullity, 5, 5));
}
