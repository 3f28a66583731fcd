#![cfg_attr(not(test), forbid(unsafe_code, unreachable_pub))]
// breaker: runs
// `forbid` inside `cfg_attr`.
fn main() {
    println!("{}", lightsout::Grid::filled(2, 1).ones());
}
