// breaker: runs
// A removed `extern crate lightsout;` leaves spaces as wide: `column!()` after it is cargo's.
extern crate lightsout; extern crate lightsout as lo; fn main() { println!("{} {}", column!(), lo::full(2)); }
#[allow(unused_attributes)] extern crate lightsout as lo2; fn f() -> u32 { column!() + lo2::full(1) as u32 }
