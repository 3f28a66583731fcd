// breaker: runs
// The library itself in a group from the root.
use {lightsout, std::collections::BTreeSet};

fn main() {
    let mut set = BTreeSet::new();
    set.insert(lightsout::Grid::filled(1, 2).ones());
    println!("{:?}", set);
}
