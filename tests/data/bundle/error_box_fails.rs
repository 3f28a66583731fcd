// breaker: runs
// `?` on a Scanner's error that happens: main's error and status.
use lightsout::Scanner;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut input = Scanner::new(b"12 x");
    let a = input.number("a", 0, 99)?;
    println!("{}", a);
    let b = input.number("b", 0, 99)?;
    println!("{}", b);
    Ok(())
}
