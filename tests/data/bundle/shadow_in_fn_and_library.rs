// breaker: runs
// A function's own `lightsout`, and the library elsewhere.
mod other {
    pub mod lightsout {
        pub fn ones() -> u64 {
            1
        }
    }
}

fn own() -> u64 {
    use other::lightsout;
    lightsout::ones()
}

fn main() {
    println!("{} {}", own(), lightsout::Grid::filled(2, 2).ones());
}
