// breaker: refused 4
// `option_env!` of a cargo variable.
fn main() {
    println!("{:?}", option_env!("CARGO_PKG_VERSION"));
}
