// breaker: runs
// Raw identifiers around library paths.
fn r#match(x: u64) -> u64 {
    x
}

fn main() {
    let r#type = lightsout::Grid::filled(2, 2);
    println!("{}", r#match(r#type.ones()));
}
