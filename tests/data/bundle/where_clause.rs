// breaker: runs
// A library type in a `where` clause.
fn total<I>(items: I) -> u64
where
    I: IntoIterator<Item = lightsout::Grid>,
{
    items.into_iter().map(|g| g.ones()).sum()
}

fn main() {
    println!("{}", total(vec![lightsout::Grid::filled(2, 2)]));
}
