// breaker: refused 5
// A root `macro_rules! vec` would be in scope in the library pasted after the file: refused.
use std::sync::atomic::{AtomicUsize, Ordering};
static CALLS: AtomicUsize = AtomicUsize::new(0);
macro_rules! vec {
    ($e:expr; $n:expr) => {{ $crate::CALLS.fetch_add(1, ::std::sync::atomic::Ordering::SeqCst); let mut v = ::std::vec::Vec::new(); v.resize($n, $e); v }};
    ($($e:expr),* $(,)?) => {{ $crate::CALLS.fetch_add(1, ::std::sync::atomic::Ordering::SeqCst); <[_]>::into_vec(::std::boxed::Box::new([$($e),*])) }};
}
use lightsout::{standard, Grid};
fn main() {
    let v = vec![0u64; 2];
    let g = Grid::from_masks(&[0b11000], 5);
    let a = standard::fewest(&g).unwrap();
    println!("{} {} calls={}", v.len(), a.count, CALLS.load(Ordering::SeqCst));
}
