//! CQOI 2014 和谐矩阵 (Luogu P3164): a matrix of 0s and 1s, not all 0, in
//! which every cell has an even number of 1s among itself and its
//! neighbours: a nonzero press set of the standard game that changes
//! nothing. Any such matrix is accepted (a special judge).
//!
//! Input: `m n` (1 to 40). Output: m lines of n values 0/1 one space apart;
//! ours is the least such matrix as text, so that it is reproducible.

use std::io::{Read, Write};

use crate::error::Error;
use crate::judge::{answer_cases, one_case, read_case, Judge};
use crate::kit::check::{first_lit, Strict, Verdict};
use crate::kit::generate::{pick_side, Sink, Spec};
use crate::output::push_grid;
use crate::problems::Problem;
use lightsout::standard::solved;
use lightsout::{apply, chase_from, Grid, ParseError, Rule, Scanner, SplitMix};

/// The `harmonious_matrix` binary.
pub const JUDGE: Judge = Judge {
    name: "harmonious_matrix",
    help: HELP,
    run,
};

/// 和谐矩阵 for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "CQOI 2014 和谐矩阵 (a nonzero press set that changes nothing)",
    reads: "`m n`",
    writes: "m rows of n values 0/1, not all 0, each cell with an even number of 1s around and on it: the least as text (any is accepted; `lightsout check` judges them)",
    judges: "Luogu P3164",
    generate,
    checker: Some(check),
    time_limit_ms: None,
};

/// The judge's largest side.
const MAX_SIDE: u64 = 40;

/// What `harmonious_matrix --help` prints.
const HELP: &str = "\
harmonious_matrix: solves CQOI 2014 和谐矩阵 (Luogu P3164).

Reads from stdin m and n (1 to 40). Writes an m x n matrix of 0s and 1s,
not all 0, in which every cell has an even number of 1s among itself and
its up to four neighbours: m lines of n values one space apart, the least
such matrix as text. Where none exists (the judge's data promise one),
says so in one line on stderr.

Example:
  $ echo '4 4' | harmonious_matrix
  0 0 0 1
  0 0 1 1
  0 1 0 1
  1 1 1 0
";

/// Reads the sides from `input` and writes the matrix to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    answer_cases(input, out, one_case, read_sides, |_, (rows, cols)| {
        let matrix = least(rows, cols).ok_or_else(|| {
            Error::Failed(format!(
                "no {} x {} matrix but all 0s has every cell even",
                rows, cols
            ))
        })?;
        let mut text = Vec::new();
        push_grid(&mut text, &matrix);
        Ok(String::from_utf8(text).expect("digits"))
    })
}

fn read_sides(input: &mut Scanner<'_>) -> Result<Option<(usize, usize)>, ParseError> {
    let rows = input.number("the number of rows m", 1, MAX_SIDE)? as usize;
    let cols = input.number("the number of columns n", 1, MAX_SIDE)? as usize;
    Ok(Some((rows, cols)))
}

/// The least nonzero press set on `rows` x `cols` that changes nothing,
/// as text: its first row is the least nonzero first row of the kernel
/// (a row of at most 64 cells compares as printed, column 0 first), and
/// the rest follows from it.
fn least(rows: usize, cols: usize) -> Option<Grid> {
    let kernel = solved(&Grid::new(rows, cols))?.kernel;
    // A basis with distinct leading bits (each new row cleared of the
    // leading bits before it, highest first): the least nonzero sum is
    // the basis row of the lowest leading bit.
    let mut basis: Vec<u64> = Vec::new();
    for row in kernel {
        basis.sort_unstable_by(|a, b| b.cmp(a));
        let v = basis.iter().fold(row[0], |v, &b| v.min(v ^ b));
        if v != 0 {
            basis.push(v);
        }
    }
    let first = basis.into_iter().min()?;
    Some(chase_from(None, rows, cols, &[first]).0)
}

/// Judges a matrix: m rows of n values one space apart, not all 0, every
/// cell even.
pub fn check(input: &[u8], output: &[u8]) -> Result<Verdict, Error> {
    let (rows, cols) = read_case(&mut &input[..], |stream| {
        Error::reading(stream.parse(read_sides)).map(|sides| sides.expect("sides"))
    })?;
    let mut reader = Strict::new(output);
    let matrix = match reader
        .grid(rows, cols)
        .and_then(|m| reader.end().map(|()| m))
    {
        Ok(matrix) => matrix,
        Err(verdict) => return Ok(verdict),
    };
    if matrix.is_zero() {
        return Ok(Verdict::Wrong("every value is 0".into()));
    }
    let odd = apply(&Rule::standard(), &Grid::new(rows, cols), &matrix);
    Ok(match first_lit(&odd) {
        Some(cell) => Verdict::Wrong(format!("the 1s around {} are odd", cell)),
        None => Verdict::Ok(format!("a harmonious {} x {} matrix", rows, cols)),
    })
}

/// Random sides that have a harmonious matrix (or `--rows`/`--cols`).
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    if spec.count.is_some() {
        return Err(Error::usage(
            "the input holds one matrix; vary --seed for more",
        ));
    }
    let mut rng = SplitMix(spec.seed);
    for _ in 0..1000 {
        let rows = pick_side(spec.rows, 1, MAX_SIDE as usize, &mut rng)?;
        let cols = pick_side(spec.cols, 1, MAX_SIDE as usize, &mut rng)?;
        if least(rows, cols).is_some() || spec.rows.is_some() && spec.cols.is_some() {
            return Ok(sink.push(format!("{} {}\n", rows, cols).as_bytes())?);
        }
    }
    Err(Error::usage("no sides in reach have a harmonious matrix"))
}
