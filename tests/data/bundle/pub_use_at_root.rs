// breaker: runs
// `pub use` of library items at the root, used from a module.
#![allow(unreachable_pub)]
pub use lightsout::Grid;

mod mine {
    pub fn lit() -> u64 {
        super::Grid::filled(2, 2).ones()
    }
}

fn main() {
    println!("{}", mine::lit());
}
