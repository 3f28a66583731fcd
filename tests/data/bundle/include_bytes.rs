// breaker: refused 4
// `include_bytes!` through its std path.
fn main() {
    let bytes = std::include_bytes!("input.bin");
    println!("{}", bytes.len());
}
