// breaker: refused 4
// `::lightsout::` must become `crate::lightsout::`, wider: `column!()` after it would move.
fn main() {
    let a = ::lightsout::full(3); let c1 = column!();
    println!("{} {}", a, c1);
}
