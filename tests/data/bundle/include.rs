// breaker: refused 3
// `include!`.
include!("helper.rs");

fn main() {}
