// breaker: runs
// A trait's methods named as the library's pub(crate) ones, on Scanner and Search: the file's own are called.
use lightsout::{Grid, Scanner, Search};
trait Off { fn offset(&self) -> usize; }
impl<'a> Off for Scanner<'a> { fn offset(&self) -> usize { 12345 } }
trait Within { fn within(self, b: u64) -> Self; }
impl Within for Search { fn within(self, _b: u64) -> Self { println!("user within"); self } }
fn main() {
    let mut s = Scanner::new(b"1 2 3");
    let _ = s.number("a", 0, 9);
    println!("{}", s.offset());
    let sr = Search::prove(100).within(5);
    let r = lightsout::fewest(&lightsout::Rule::standard(), &lightsout::Cells::Bits(Grid::from_masks(&[0b11000], 5)), sr);
    println!("{:?}", r.is_ok());
}
