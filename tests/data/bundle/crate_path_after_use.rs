// breaker: runs
// `crate::lightsout::` after `use lightsout;` at the root.
#![allow(clippy::single_component_path_imports)]
use lightsout;

mod mine {
    pub fn lit() -> u64 {
        crate::lightsout::Grid::filled(2, 2).ones()
    }
}

fn main() {
    println!("{}", mine::lit());
}
