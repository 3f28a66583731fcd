// breaker: refused 4
// `env!`: cargo's variables are not there under rustc.
fn main() {
    println!("{}", env!("CARGO_PKG_NAME"));
}
