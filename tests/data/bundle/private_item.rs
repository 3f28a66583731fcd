// breaker: checked 4
// A private item of the library's: under cargo and in the bundle alike, refused.
fn main() {
    let n = lightsout::grid::words(3) + lightsout::board::grid::words(3);
    println!("{}", n);
}
