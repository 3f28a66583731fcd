// breaker: runs
// `#[cfg(test)] mod tests;`: no file needed outside tests.
#[cfg(test)]
mod tests;

fn main() {
    println!("{}", lightsout::Grid::filled(1, 1).ones());
}
