// breaker: runs
// An `extern crate` over three lines keeps them: `line!()` after it is cargo's.
extern crate lightsout
    as
    lo;
use lightsout::{
    full,
    press,
};
fn main() { println!("{} {} {}", line!(), full(3), press(1, 3)); println!("{}", lo::full(2)); }
