// breaker: runs
// A library method reached through a generic, not by name on its type.
fn weight<T: AsRef<[u64]>>(words: T) -> u32 {
    words.as_ref().iter().map(|w| w.count_ones()).sum()
}

fn main() {
    let g = lightsout::Grid::filled(2, 2);
    println!("{}", weight(g.as_words()));
}
