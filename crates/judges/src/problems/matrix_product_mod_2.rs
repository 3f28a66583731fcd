//! Library Checker "Matrix Product (Mod 2)": the product of two matrices
//! over GF(2).
//!
//! Input: `N M K` (1 to 4096 each), `N` rows of `A` (`M` digits `0`/`1`),
//! then `M` rows of `B` (`K` digits). Output: the `N` rows of `AB`, `K`
//! digits each.

use std::io::{Read, Write};

use crate::error::Error;
use crate::judge::{numbers, read_case, Judge};
use crate::kit::generate::{pick_side, Sink, Spec};
use crate::output::{push_digit_rows, write_digit_rows};
use crate::problems::library_checker::{random_matrix, read_digit_matrix};
use crate::problems::Problem;
use lightsout::SplitMix;

/// The `matrix_product_mod_2` binary.
pub const JUDGE: Judge = Judge {
    name: "matrix_product_mod_2",
    help: HELP,
    run,
};

/// The product for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "Library Checker Matrix Product (Mod 2)",
    reads: "`N M K`, N rows of M digits, M rows of K digits",
    writes: "the N rows of the product",
    judges: "Library Checker",
    generate,
    checker: None,
    time_limit_ms: Some(10000),
};

/// The judge's largest `N`, `M` and `K`.
const MAX_SIDE: u64 = 4096;

/// What `matrix_product_mod_2 --help` prints.
const HELP: &str = "\
matrix_product_mod_2: solves Library Checker \"Matrix Product (Mod 2)\".

Reads from stdin N M K (1 <= N, M, K <= 4096), N rows of A (M digits 0/1
each), then M rows of B (K digits each). Writes the N rows of AB over
GF(2), K digits each.

Example:
  $ printf '2 2 2\\n11\\n01\\n10\\n11\\n' | matrix_product_mod_2
  01
  11
";

/// Reads the two matrices from `input` and writes their product to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let (a, b) = read_case(input, |stream| {
        let (n, m, k) = numbers(stream, |s| {
            let n = s.number("N", 1, MAX_SIDE)? as usize;
            let m = s.number("M", 1, MAX_SIDE)? as usize;
            Ok((n, m, s.number("K", 1, MAX_SIDE)? as usize))
        })?;
        Ok((
            read_digit_matrix(stream, n, m)?,
            read_digit_matrix(stream, m, k)?,
        ))
    })?;
    // 16 MB of text at the judge's largest.
    Ok(write_digit_rows(out, &a.product(&b).to_grid())?)
}

/// Random `--rows` N x `--cols` M and M x K matrices (each side 1 to 4096
/// unless given; K is drawn).
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    let mut rng = SplitMix(spec.seed);
    let n = pick_side(spec.rows, 1, MAX_SIDE as usize, &mut rng)?;
    let m = pick_side(spec.cols, 1, MAX_SIDE as usize, &mut rng)?;
    let k = pick_side(None, 1, MAX_SIDE as usize, &mut rng)?;
    sink.push(format!("{} {} {}\n", n, m, k).as_bytes())?;
    push_digit_rows(sink.text(), &random_matrix(n, m, n.min(m), &mut rng));
    sink.push(b"")?;
    push_digit_rows(sink.text(), &random_matrix(m, k, m.min(k), &mut rng));
    Ok(sink.push(b"")?)
}
