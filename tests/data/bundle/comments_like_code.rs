// breaker: runs
/* A block comment /* nested */ with lightsout::Grid and "a quote */
/// lightsout::XorBasis in a doc comment.
fn main() {
    // ::lightsout::Gird would name nothing.
    println!("{}", lightsout::Grid::filled(2, 2).ones()); /* lightsout::Nope */
}
