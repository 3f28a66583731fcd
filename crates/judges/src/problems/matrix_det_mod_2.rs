//! Library Checker "Determinant of Matrix (Mod 2)": whether a square
//! matrix over GF(2) is invertible.
//!
//! Input: `N` (1 to 4096), then `N` rows of `N` digits `0`/`1`. Output: the
//! determinant, `0` or `1`.

use std::io::{Read, Write};

use crate::error::Error;
use crate::judge::{numbers, read_case, write, Judge};
use crate::kit::generate::{Sink, Spec};
use crate::problems::library_checker::{read_digit_matrix, square_matrix};
use crate::problems::Problem;

/// The `matrix_det_mod_2` binary.
pub const JUDGE: Judge = Judge {
    name: "matrix_det_mod_2",
    help: HELP,
    run,
};

/// The determinant for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "Library Checker Determinant of Matrix (Mod 2)",
    reads: "`N`, N rows of N digits",
    writes: "`0` or `1`",
    judges: "Library Checker",
    generate,
    checker: None,
    time_limit_ms: Some(5000),
};

/// The judge's largest `N`.
pub(crate) const MAX_N: u64 = 4096;

/// What `matrix_det_mod_2 --help` prints.
const HELP: &str = "\
matrix_det_mod_2: solves Library Checker \"Determinant of Matrix (Mod 2)\".

Reads from stdin N (1 <= N <= 4096), then N rows of N digits 0/1. Writes the
determinant over GF(2): 1 if the matrix is invertible, else 0.

Example:
  $ printf '3\\n110\\n010\\n111\\n' | matrix_det_mod_2
  1
";

/// Reads the matrix from `input` and writes its determinant to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let matrix = read_case(input, |stream| {
        let n = numbers(stream, |s| s.number("N", 1, MAX_N))? as usize;
        read_digit_matrix(stream, n, n)
    })?;
    write(out, if matrix.determinant() { b"1\n" } else { b"0\n" })
}

/// A random matrix of `--rows` N (default 1 to 4096), invertible about
/// three times in ten.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    square_matrix(spec, MAX_N, sink)
}
