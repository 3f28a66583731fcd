// breaker: refused 3
// `#[path]`.
#[path = "helper.rs"]
mod helper {}

fn main() {}
