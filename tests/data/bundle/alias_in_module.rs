// breaker: runs
// The crate renamed in a module of the file's own.
mod mine {
    use lightsout as lo;

    pub fn lit() -> u64 {
        lo::Grid::filled(2, 2).ones()
    }
}

fn main() {
    println!("{}", mine::lit());
}
