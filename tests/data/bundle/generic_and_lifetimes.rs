// breaker: runs
// Generics, lifetimes and labels beside library paths.
struct Holder<'a> {
    grid: &'a lightsout::Grid,
}

fn ones<'a>(h: &Holder<'a>) -> u64 {
    let mut n = 0;
    'outer: for _ in 0..1 {
        n = h.grid.ones();
        break 'outer;
    }
    n
}

fn main() {
    let g = lightsout::Grid::filled(2, 2);
    println!("{}", ones(&Holder { grid: &g }));
}
