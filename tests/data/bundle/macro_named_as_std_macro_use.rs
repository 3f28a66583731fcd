// breaker: refused 5
// A `#[macro_use]` module's macro is in scope to the file's end, the library pasted after it too: refused.
#[macro_use]
mod own {
    macro_rules! vec { ($($t:tt)*) => { Vec::<u64>::new() } }
}
fn main() {
    let v: Vec<u64> = vec![1];
    let g = lightsout::Grid::from_masks(&[0b11000], 5);
    println!("{} {:?}", v.len(), lightsout::standard::fewest(&g).map(|a| a.count));
}
