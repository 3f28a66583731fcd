// breaker: runs
// `?` on the Scanner's error into `Box<dyn Error>` in a module of the file's own.
mod read {
    use std::error::Error;

    pub fn two() -> Result<u64, Box<dyn Error>> {
        let mut s = lightsout::Scanner::new(b"20 22");
        Ok(s.number("a", 0, 99)? + s.number("b", 0, 99)?)
    }
}

fn main() {
    println!("{:?}", read::two().map_err(|e| e.to_string()));
}
