// breaker: refused 3
// A `mod lightsout` of the file's own at the root, where the library would stand.
mod lightsout {
    pub fn answer() -> u32 {
        42
    }
}

fn main() {
    println!("{}", lightsout::answer());
}
