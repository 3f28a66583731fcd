// breaker: refused 3
// A module in a file beside it.
mod helper;

fn main() {
    println!("{}", helper::x());
}
