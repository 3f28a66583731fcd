//! Library Checker "Rank of Matrix": the rank of a matrix modulo
//! 998244353.
//!
//! Input: `N M` (N M at most 250,000; either may be 0), then `N` rows of
//! `M` numbers below 998244353. Output: the rank.

use std::io::{Read, Write};

use crate::error::Error;
use crate::judge::{numbers, read_case, write, Judge};
use crate::kit::generate::{pick_side, Sink, Spec};
use crate::problems::library_checker::{
    push_prime_matrix, random_prime_matrix, read_prime_matrix,
};
use crate::problems::Problem;
use lightsout::SplitMix;

/// The `matrix_rank_mod_p` binary.
pub const JUDGE: Judge = Judge {
    name: "matrix_rank_mod_p",
    help: HELP,
    run,
};

/// The rank for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "Library Checker Rank of Matrix",
    reads: "`N M` (N M up to 250,000, either may be 0), N rows of M numbers",
    writes: "the rank modulo 998244353",
    judges: "Library Checker",
    generate,
    checker: None,
    time_limit_ms: Some(5000),
};

/// The judge's most entries, N M.
const MAX_CELLS: u64 = 250_000;

/// What `matrix_rank_mod_p --help` prints.
const HELP: &str = "\
matrix_rank_mod_p: solves Library Checker \"Rank of Matrix\".

Reads from stdin N M (N M <= 250000; either may be 0), then N rows of M
numbers from 0 to 998244352. Writes the rank modulo 998244353.

Example:
  $ printf '2 3\\n1 2 3\\n2 4 6\\n' | matrix_rank_mod_p
  1
";

/// Reads the matrix from `input` and writes its rank to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let matrix = read_case(input, |stream| {
        let (n, m) = numbers(stream, |s| {
            let n = s.number("N", 0, MAX_CELLS)?;
            let m = s.number("M", 0, MAX_CELLS.checked_div(n).unwrap_or(MAX_CELLS))?;
            Ok((n as usize, m as usize))
        })?;
        read_prime_matrix(stream, n, m)
    })?;
    write(out, format!("{}\n", matrix.rank()).as_bytes())
}

/// A random matrix of `--rows` N by `--cols` M (N M at most 250,000; by
/// default each from 0 to 300), of a random rank.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    let mut rng = SplitMix(spec.seed);
    let max = MAX_CELLS as usize;
    let n = pick_side(
        spec.rows,
        0,
        spec.cols.map_or(300, |m| max / m.max(1)),
        &mut rng,
    )?;
    // Any M the judge allows for this N when given, up to 300 when drawn.
    let drawn = if spec.cols.is_some() { max } else { 300 };
    let m = pick_side(
        spec.cols,
        0,
        max.checked_div(n).unwrap_or(max).min(drawn),
        &mut rng,
    )?;
    let rank = rng.below(n.min(m) as u64 + 1) as usize;
    sink.push(format!("{} {}\n", n, m).as_bytes())?;
    push_prime_matrix(sink.text(), &random_prime_matrix(n, m, rank, &mut rng));
    Ok(sink.push(b"")?)
}
