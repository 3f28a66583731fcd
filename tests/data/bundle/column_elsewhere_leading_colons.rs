// breaker: runs
// `::lightsout::` made wider on a line with nothing after it: `column!()` elsewhere stays cargo's.
fn main() {
    let a = ::lightsout::full(3);
    println!("{} {}", a, column!());
}
