// breaker: runs
// `::lightsout::` after `->`, in a type.
fn lit() -> ::lightsout::Grid {
    ::lightsout::Grid::filled(2, 3)
}

fn main() {
    println!("{}", lit().ones());
}
