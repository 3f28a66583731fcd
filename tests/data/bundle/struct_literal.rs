// breaker: runs
// A library struct built with its fields and `..`.
fn main() {
    let rule = lightsout::Rule {
        modulus: 3,
        ..lightsout::Rule::standard()
    };
    println!("{}", rule.modulus);
}
