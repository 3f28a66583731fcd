// breaker: checked 6
// Raw C-string literals with quotes inside.
use lightsout::Grid;

fn main() {
    let c = cr#"say "lightsout::Grid" and ::lightsout::X"#;
    println!("{:?} {}", c, Grid::filled(1, 1).ones());
}
