// breaker: runs
// Identifiers and strings beyond ASCII.
fn main() {
    let größe = lightsout::Grid::filled(2, 2).ones();
    let λ = "lightsout::Grid → ✓";
    println!("{} {}", größe, λ);
}
