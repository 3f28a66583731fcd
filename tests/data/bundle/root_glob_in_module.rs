// breaker: runs
// The root's glob inside a module of the file's own.
mod mine {
    use lightsout::*;

    pub fn lit() -> u64 {
        Grid::filled(4, 4).ones()
    }
}

fn main() {
    println!("{}", mine::lit());
}
