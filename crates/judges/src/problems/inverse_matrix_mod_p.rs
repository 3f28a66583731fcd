//! Library Checker "Inverse Matrix": the inverse of a square matrix modulo
//! 998244353.
//!
//! Input: `N` (1 to 500), then `N` rows of `N` numbers below 998244353.
//! Output: the inverse's `N` rows, or `-1` if the matrix is singular.

use std::io::{Read, Write};

use crate::error::Error;
use crate::judge::{write, Judge};
use crate::kit::generate::{Sink, Spec};
use crate::problems::library_checker::{push_prime_matrix, read_square_prime_matrix};
use crate::problems::Problem;

/// The `inverse_matrix_mod_p` binary.
pub const JUDGE: Judge = Judge {
    name: "inverse_matrix_mod_p",
    help: HELP,
    run,
};

/// The inverse for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "Library Checker Inverse Matrix",
    reads: "`N`, N rows of N numbers below 998244353",
    writes: "the inverse's N rows modulo 998244353, or `-1`",
    judges: "Library Checker",
    generate,
    checker: None,
    time_limit_ms: Some(5000),
};

/// What `inverse_matrix_mod_p --help` prints.
const HELP: &str = "\
inverse_matrix_mod_p: solves Library Checker \"Inverse Matrix\".

Reads from stdin N (1 <= N <= 500), then N rows of N numbers from 0 to
998244352. Writes the inverse modulo 998244353, N rows of N numbers, or -1
if the matrix has none.

Example:
  $ printf '2\\n1 2\\n3 4\\n' | inverse_matrix_mod_p
  998244351 1
  499122178 499122176
";

/// Reads the matrix from `input` and writes its inverse to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let matrix = read_square_prime_matrix(input)?;
    match matrix.inverse() {
        Some(inverse) => {
            let mut text = Vec::new();
            push_prime_matrix(&mut text, &inverse);
            write(out, &text)
        }
        None => write(out, b"-1\n"),
    }
}

/// A random matrix of `--rows` N (default 1 to 500), singular about one
/// time in four.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    crate::problems::matrix_det_mod_p::generate(spec, sink)
}
