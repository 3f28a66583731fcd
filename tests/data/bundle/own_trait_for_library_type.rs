// breaker: runs
// A trait of the file's own, implemented for a library type.
use lightsout::Grid;

trait Lit {
    fn lit(&self) -> u64;
}

impl Lit for Grid {
    fn lit(&self) -> u64 {
        self.ones() * 10
    }
}

fn main() {
    println!("{}", Grid::filled(2, 2).lit());
}
