#![deny(warnings)]
// breaker: runs
// Under `#![deny(warnings)]`, modules that import the library as `lightsout`: their paths need no rewriting, and the imports stay used.
mod mine {
    use lightsout;

    pub fn lit() -> u64 {
        lightsout::Grid::filled(3, 3).ones()
    }
}

mod theirs {
    extern crate lightsout;

    pub fn lit() -> u64 {
        lightsout::Grid::filled(1, 1).ones()
    }
}

fn main() {
    println!("{} {}", mine::lit(), theirs::lit());
}
