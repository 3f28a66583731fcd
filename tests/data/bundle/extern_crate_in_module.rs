// breaker: runs
// `extern crate lightsout;` inside a module of the file's own.
mod mine {
    extern crate lightsout;

    pub fn lit() -> u64 {
        self::lightsout::Grid::filled(2, 2).ones()
    }
}

fn main() {
    println!("{}", mine::lit());
}
