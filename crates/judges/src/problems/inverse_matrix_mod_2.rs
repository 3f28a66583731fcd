//! Library Checker "Inverse Matrix (Mod 2)": the inverse of a square
//! matrix over GF(2).
//!
//! Input: `N` (1 to 4096), then `N` rows of `N` digits `0`/`1`. Output: the
//! inverse's `N` rows, or `-1` if there is none.

use std::io::{Read, Write};

use crate::error::Error;
use crate::judge::{numbers, read_case, write, Judge};
use crate::kit::check::{Strict, Verdict};
use crate::kit::generate::{Sink, Spec};
use crate::output::push_digit_rows;
use crate::problems::library_checker::{read_digit_matrix, square_matrix};
use crate::problems::Problem;
use lightsout::{Matrix, Stream};

/// The `inverse_matrix_mod_2` binary.
pub const JUDGE: Judge = Judge {
    name: "inverse_matrix_mod_2",
    help: HELP,
    run,
};

/// The inverse for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "Library Checker Inverse Matrix (Mod 2)",
    reads: "`N`, N rows of N digits",
    writes: "the inverse's N rows, or `-1` (`lightsout check` multiplies them out)",
    judges: "Library Checker",
    generate,
    checker: Some(check),
    time_limit_ms: Some(10000),
};

/// The judge's largest `N`.
const MAX_N: u64 = 4096;

/// What `inverse_matrix_mod_2 --help` prints.
const HELP: &str = "\
inverse_matrix_mod_2: solves Library Checker \"Inverse Matrix (Mod 2)\".

Reads from stdin N (1 <= N <= 4096), then N rows of N digits 0/1. Writes the
inverse over GF(2), N rows of N digits, or -1 if the matrix has none.

Example:
  $ printf '3\\n110\\n100\\n011\\n' | inverse_matrix_mod_2
  010
  110
  111
";

fn read_matrix(stream: &mut Stream<'_>) -> Result<Matrix, Error> {
    let n = numbers(stream, |s| s.number("N", 1, MAX_N))? as usize;
    read_digit_matrix(stream, n, n)
}

/// Reads the matrix from `input` and writes its inverse to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let matrix = read_case(input, read_matrix)?;
    match matrix.inverse() {
        Some(inverse) => {
            let mut text = Vec::new();
            push_digit_rows(&mut text, &inverse.to_grid());
            write(out, &text)
        }
        None => write(out, b"-1\n"),
    }
}

/// A random matrix of `--rows` N (default 1 to 4096), invertible about
/// three times in ten.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    square_matrix(spec, MAX_N, sink)
}

/// Checks an `output` for `input` as the judge does: `-1` exactly when the
/// matrix has no inverse, else `N` rows whose product with the matrix is
/// the identity. `Err` if the input itself is malformed.
pub fn check(input: &[u8], output: &[u8]) -> Result<Verdict, Error> {
    let matrix = read_case(&mut &input[..], read_matrix)?;
    let n = matrix.rows();
    let mut reader = Strict::new(output);
    let claimed = if output.first() == Some(&b'-') {
        reader
            .text("-1\n")
            .and_then(|()| reader.end())
            .map(|()| None)
    } else {
        reader
            .digit_grid(n, n)
            .and_then(|grid| reader.end().map(|()| Some(grid)))
    };
    let claimed = match claimed {
        Ok(claimed) => claimed,
        Err(verdict) => return Ok(verdict),
    };
    let invertible = matrix.determinant();
    Ok(match claimed {
        None if invertible => {
            Verdict::Wrong("-1 claimed, but the matrix is invertible".into())
        }
        None => Verdict::Ok("-1: the matrix is singular".into()),
        Some(_) if !invertible => {
            Verdict::Wrong("an inverse claimed, but the matrix is singular".into())
        }
        Some(grid) => {
            let product = matrix.product(&Matrix::from_grid(&grid));
            match (0..n).find_map(|r| {
                (0..n)
                    .find(|&c| product.get(r, c) != (r == c))
                    .map(|c| (r, c))
            }) {
                None => Verdict::Ok(format!("the inverse of the {} x {} matrix", n, n)),
                Some((r, c)) => Verdict::Wrong(format!(
                    "the matrix times the output has {} at row {}, column {}",
                    u8::from(product.get(r, c)),
                    r + 1,
                    c + 1
                )),
            }
        }
    })
}
