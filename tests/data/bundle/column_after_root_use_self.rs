// breaker: runs
// A root `use lightsout;`, which the bundle makes an item of its width: `column!()` after it is cargo's.
#[allow(unused_imports)] use lightsout; fn main() { println!("{} {}", column!(), lightsout::full(2)); }
