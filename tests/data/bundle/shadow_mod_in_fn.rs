// breaker: runs
// A `mod lightsout` of the file's own inside a function.
fn main() {
    mod lightsout {
        pub fn answer() -> u32 {
            42
        }
    }
    println!("{}", lightsout::answer());
}
