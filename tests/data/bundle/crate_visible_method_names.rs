// breaker: runs
// A trait's methods named as the library's pub(crate) ones: the file calls its own, as under cargo.
use lightsout::Grid;
trait Cap { fn with_capacity(rows: usize, width: usize) -> Self; }
impl Cap for Grid { fn with_capacity(rows: usize, width: usize) -> Self { Grid::filled(rows, width) } }
trait CopyFrom { fn copy_from(&mut self, other: &Self); }
impl CopyFrom for Grid { fn copy_from(&mut self, other: &Self) { self.xor(other); self.xor(other); self.flip(0, 0); } }
fn main() {
    let g = <Grid as Cap>::with_capacity(2, 3);
    let mut h = Grid::new(2, 3);
    h.copy_from(&g);
    println!("{} {}", g.ones(), h.ones());
    let a = lightsout::standard::fewest(&Grid::from_masks(&[0b11000], 5)).unwrap();
    println!("{}", a.count);
}
