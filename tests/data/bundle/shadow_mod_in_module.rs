// breaker: runs
// A module of the file's own that holds its own `lightsout`.
mod mine {
    mod lightsout {
        pub fn ones() -> u64 {
            5
        }
    }

    pub fn lit() -> u64 {
        lightsout::ones()
    }
}

fn main() {
    println!("{} {}", mine::lit(), lightsout::Grid::filled(1, 1).ones());
}
