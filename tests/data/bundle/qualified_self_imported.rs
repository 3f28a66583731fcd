// breaker: runs
// `<Grid>::filled` through an import.
use lightsout::Grid;

fn main() {
    println!("{}", <Grid>::filled(3, 3).ones());
}
