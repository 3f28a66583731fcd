// breaker: runs
// A ParseError printed with `{}` and `to_string()`.
fn main() {
    let mut input = lightsout::Scanner::new(b"abc");
    match input.number("n", 0, 9) {
        Ok(n) => println!("{}", n),
        Err(e) => println!("{} | {}", e, e.to_string().len()),
    }
}
