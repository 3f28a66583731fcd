// breaker: refused 4
// An unterminated string.
fn main() {
    let s = "open;
}
