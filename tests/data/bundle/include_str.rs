// breaker: refused 4
// `include_str!`.
fn main() {
    let text = include_str!("input.txt");
    println!("{}", text);
}
