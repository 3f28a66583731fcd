// breaker: runs
// Library paths in patterns and in a match's arms.
fn main() {
    let found = lightsout::Minimal::Least;
    let name = match found {
        lightsout::Minimal::Least => "least",
        _ => "other",
    };
    println!("{}", name);
}
