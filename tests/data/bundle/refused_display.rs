// breaker: runs
// The engine's `Refused` as an error with `?`.
use std::error::Error;

fn main() -> Result<(), Box<dyn Error>> {
    let t = lightsout::nullity(&lightsout::Rule::standard(), 3, 3)?;
    println!("{:?}", t);
    Ok(())
}
