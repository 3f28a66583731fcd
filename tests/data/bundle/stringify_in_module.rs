// breaker: runs
// `stringify!` in a module of the file's own.
mod mine {
    pub fn name() -> &'static str {
        stringify!(lightsout::XorBasis)
    }

    pub fn lit() -> u64 {
        lightsout::Grid::filled(2, 2).ones()
    }
}

fn main() {
    println!("{} {}", mine::name(), mine::lit());
}
