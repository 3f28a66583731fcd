#![deny(
    missing_docs,
    missing_debug_implementations,
    missing_copy_implementations,
    rust_2018_idioms,
    unused_qualifications,
    trivial_casts,
    trivial_numeric_casts,
    unused_results,
    single_use_lifetimes,
    unused_lifetimes,
    elided_lifetimes_in_paths
)]
//! breaker: runs
//! Lints denied for the whole crate reach no further than the file.

use lightsout::{Grid, Scanner};

fn main() {
    let mut input = Scanner::new(b"3");
    let n = input.number("n", 1, 9).unwrap() as usize;
    println!("{}", Grid::filled(n, n).ones());
}
