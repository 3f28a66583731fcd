// breaker: runs
// Code after a root `use` on its line: the `use` is kept as written, so `column!()` is cargo's.
use lightsout::full; fn main() { println!("{} {}", column!(), full(3)); let r = std::panic::catch_unwind(|| -> u32 { let v: Vec<u32> = Vec::new(); v[0] }); println!("{}", r.is_err()); }
