// breaker: runs
// `super::lightsout::` in a module, after `extern crate lightsout;`.
extern crate lightsout;

mod mine {
    use super::lightsout::Grid;

    pub fn lit() -> u64 {
        Grid::filled(3, 2).ones() + super::lightsout::Grid::filled(1, 1).ones()
    }
}

fn main() {
    println!("{}", mine::lit());
}
