// breaker: runs
// Macros named as std's where their scope ends before the library: in a module, a function, a nested module.
mod own {
    macro_rules! vec { ($($t:tt)*) => { Vec::<u64>::new() } }
    pub fn empty() -> usize { let v: Vec<u64> = vec![1, 2, 3]; v.len() }
    #[macro_use]
    mod inner { macro_rules! format { ($($t:tt)*) => { String::from("mine") } } }
}
fn main() {
    macro_rules! vec { ($($t:tt)*) => { Vec::<u64>::new() } }
    let v: Vec<u64> = vec![1];
    let g = lightsout::Grid::from_masks(&[0b11000], 5);
    println!("{} {} {:?}", v.len(), own::empty(), lightsout::standard::fewest(&g).map(|a| a.count));
}
