// breaker: runs
// `::lightsout::` in a module of the file's own.
mod mine {
    pub fn lit() -> u64 {
        ::lightsout::Grid::filled(6, 1).ones()
    }
}

fn main() {
    println!("{}", mine::lit());
}
