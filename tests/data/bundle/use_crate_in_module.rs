// breaker: runs
// `use lightsout;` in a module of the file's own.
mod mine {
    use lightsout;

    pub fn lit() -> u64 {
        lightsout::Grid::filled(3, 3).ones()
    }
}

fn main() {
    println!("{}", mine::lit());
}
