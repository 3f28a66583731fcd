// breaker: runs
// Raw strings, byte strings and chars that look like code.
fn main() {
    let a = r#"use lightsout::Grid; "quoted" lightsout::X"#;
    let b = br##"::lightsout::Y "# "##;
    let c = b"lightsout::Z \" /* not a comment";
    let d = '"';
    let e = b'\'';
    println!("{} {} {} {} {}", a, b.len(), c.len(), d, e);
    println!("{}", lightsout::Grid::filled(1, 1).ones());
}
