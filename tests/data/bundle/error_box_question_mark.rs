// breaker: runs
// `?` on a Scanner's error in a main returning `Box<dyn Error>`.
use lightsout::Scanner;
use std::error::Error;

fn main() -> Result<(), Box<dyn Error>> {
    let mut input = Scanner::new(b"12 7");
    let a = input.number("a", 0, 99)?;
    let b = input.number("b", 0, 99)?;
    println!("{}", a + b);
    Ok(())
}
