// breaker: refused 3
// Another crate named `lightsout` at the root.
extern crate std as lightsout;

fn main() {
    println!("{:?}", lightsout::cmp::max(1, 2));
}
