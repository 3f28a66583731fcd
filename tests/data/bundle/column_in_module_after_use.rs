// breaker: refused 3
// A module's `use lightsout::` is made `crate::lightsout::`, wider: a `Location` after it would move.
mod m { use lightsout::full; #[track_caller] pub fn at() -> u32 { std::panic::Location::caller().column() } pub fn f() -> (u64, u32) { (full(4), at()) } }
fn main() { println!("{:?}", m::f()); }
