// breaker: checked 5
// 2021's prelude (`TryFrom`): a judge compiling 2015 refuses it.
fn main() {
    let n = lightsout::Grid::filled(2, 2).ones();
    let small = u8::try_from(n).unwrap();
    println!("{}", small);
}
