// breaker: runs
// `main` returning the library's error type, failing: its Debug on stderr, status 1.
fn main() -> Result<(), lightsout::ParseError> {
    let mut input = lightsout::Scanner::new(b"7 x");
    println!("{}", input.number("a", 0, 9)?);
    println!("{}", input.number("b", 0, 9)?);
    Ok(())
}
