// breaker: runs
// Library types in a `static`, a `const` and an array length.
static EMPTY: Option<lightsout::Grid> = None;
const LIMIT: u32 = lightsout::MAX_MODULUS;

fn main() {
    let cells = [0u8; lightsout::MAX_MODULUS as usize];
    println!("{} {} {}", EMPTY.is_none(), LIMIT == cells.len() as u32, cells.len() > 0);
}
