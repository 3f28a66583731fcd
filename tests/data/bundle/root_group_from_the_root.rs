// breaker: runs
// A group from the root: the library and std in one `use`.
use {lightsout::Grid, std::fmt::Write};

fn main() {
    let mut s = String::new();
    write!(s, "{}", Grid::filled(2, 2).ones()).unwrap();
    println!("{}", s);
}
