// breaker: runs
// A `From<ParseError>` of the file's own, and `?` into it.
use lightsout::{ParseError, Scanner};

#[derive(Debug)]
struct Mine(String);

impl From<ParseError> for Mine {
    fn from(e: ParseError) -> Mine {
        Mine(format!("{}", e))
    }
}

fn read() -> Result<u64, Mine> {
    Ok(Scanner::new(b"-").number("n", 0, 9)?)
}

fn main() {
    println!("{:?}", read());
}
