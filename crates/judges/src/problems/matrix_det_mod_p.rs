//! Library Checker "Determinant of Matrix": the determinant of a square
//! matrix modulo 998244353.
//!
//! Input: `N` (1 to 500), then `N` rows of `N` numbers below 998244353.
//! Output: the determinant modulo 998244353.

use std::io::{Read, Write};

use crate::error::Error;
use crate::judge::{write, Judge};
use crate::kit::generate::{pick_side, Sink, Spec};
use crate::problems::library_checker::{
    push_prime_matrix, random_prime_matrix, read_square_prime_matrix, MAX_PRIME_SIDE,
};
use crate::problems::Problem;
use lightsout::SplitMix;

/// The `matrix_det_mod_p` binary.
pub const JUDGE: Judge = Judge {
    name: "matrix_det_mod_p",
    help: HELP,
    run,
};

/// The determinant for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "Library Checker Determinant of Matrix",
    reads: "`N`, N rows of N numbers below 998244353",
    writes: "the determinant modulo 998244353",
    judges: "Library Checker",
    generate,
    checker: None,
    time_limit_ms: Some(5000),
};

/// What `matrix_det_mod_p --help` prints.
const HELP: &str = "\
matrix_det_mod_p: solves Library Checker \"Determinant of Matrix\".

Reads from stdin N (1 <= N <= 500), then N rows of N numbers from 0 to
998244352. Writes the determinant modulo 998244353.

Example:
  $ printf '3\\n3 1 4\\n1 5 9\\n2 6 5\\n' | matrix_det_mod_p
  998244263
";

/// Reads the matrix from `input` and writes its determinant to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let matrix = read_square_prime_matrix(input)?;
    write(out, format!("{}\n", matrix.determinant()).as_bytes())
}

/// A random matrix of `--rows` N (default 1 to 500), singular about one
/// time in four.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    if spec.cols.map_or(false, |cols| Some(cols) != spec.rows) {
        return Err(Error::usage("the matrix is square: give --rows N only"));
    }
    let mut rng = SplitMix(spec.seed);
    let n = pick_side(spec.rows, 1, MAX_PRIME_SIDE as usize, &mut rng)?;
    let rank = if rng.below(4) == 0 {
        rng.below(n as u64) as usize
    } else {
        n
    };
    sink.push(format!("{}\n", n).as_bytes())?;
    push_prime_matrix(sink.text(), &random_prime_matrix(n, n, rank, &mut rng));
    Ok(sink.push(b"")?)
}
