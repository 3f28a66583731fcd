//! Library Checker "Matrix Rank (Mod 2)": the rank of a matrix over GF(2).
//!
//! Input: `N M` (N M at most 2^24, either may be 0), then `N` rows of `M`
//! digits `0`/`1`. Output: the rank.

use std::io::{Read, Write};

use crate::error::Error;
use crate::judge::{numbers, read_case, write, Judge};
use crate::kit::generate::{pick_side, Sink, Spec};
use crate::output::push_digit_rows;
use crate::problems::library_checker::{random_matrix, read_digit_rows};
use crate::problems::Problem;
use lightsout::{Matrix, SplitMix};

/// The `matrix_rank_mod_2` binary.
pub const JUDGE: Judge = Judge {
    name: "matrix_rank_mod_2",
    help: HELP,
    run,
};

/// The rank for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "Library Checker Matrix Rank (Mod 2)",
    reads: "`N M` (N M up to 2^24, either may be 0), N rows of M digits",
    writes: "the rank",
    judges: "Library Checker",
    generate,
    checker: None,
    time_limit_ms: Some(10000),
};

/// The judge's most cells, N M.
const MAX_CELLS: u64 = 1 << 24;

/// What `matrix_rank_mod_2 --help` prints.
const HELP: &str = "\
matrix_rank_mod_2: solves Library Checker \"Matrix Rank (Mod 2)\".

Reads from stdin N M (N M <= 2^24; either may be 0), then N rows of M digits
0/1 (none to read when M is 0). Writes the rank over GF(2).

Example:
  $ printf '3 3\\n110\\n101\\n011\\n' | matrix_rank_mod_2
  2
";

/// Reads the matrix from `input` and writes its rank to `out`. A matrix
/// taller than it is wide is held transposed: a 2^24 x 1 matrix takes
/// 2^24 bits, not 2^24 words.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let grid = read_case(input, |stream| {
        let (n, m) = numbers(stream, |s| {
            let n = s.number("N", 0, MAX_CELLS)?;
            let m = s.number("M", 0, MAX_CELLS.checked_div(n).unwrap_or(MAX_CELLS))?;
            Ok((n as usize, m as usize))
        })?;
        read_digit_rows(stream, n, m)
    })?;
    let tall = grid.rows() > grid.width();
    let matrix = Matrix::from_grid(&if tall { grid.transpose() } else { grid });
    write(out, format!("{}\n", matrix.rank()).as_bytes())
}

/// A random matrix of `--rows` N by `--cols` M (N M at most 2^24; by
/// default each from 0 to 1024), of a random rank.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    let mut rng = SplitMix(spec.seed);
    let max = MAX_CELLS as usize;
    let n = match spec.rows {
        Some(_) => pick_side(spec.rows, 0, max, &mut rng)?,
        None => rng.below(1025) as usize,
    };
    let most = max.checked_div(n).unwrap_or(max);
    let m = match spec.cols {
        Some(_) => pick_side(spec.cols, 0, most, &mut rng)?,
        None => rng.below(1025.min(most as u64 + 1)) as usize,
    };
    sink.push(format!("{} {}\n", n, m).as_bytes())?;
    let rank = rng.below(n.min(m) as u64 + 1) as usize;
    push_digit_rows(sink.text(), &random_matrix(n, m, rank, &mut rng));
    Ok(sink.push(b"")?)
}
