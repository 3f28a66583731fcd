// breaker: runs
// Into `Box<dyn Error + Send + Sync>`, and `source()`.
use std::error::Error;

fn read() -> Result<u64, Box<dyn Error + Send + Sync>> {
    Ok(lightsout::Scanner::new(b"99").number("n", 0, 9)?)
}

fn main() {
    let error = read().unwrap_err();
    println!("{} {}", error, error.source().is_none());
}
