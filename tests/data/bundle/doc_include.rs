// breaker: refused 3
// `#[doc = include_str!(..)]`.
#[doc = include_str!("README.md")]
fn main() {}
