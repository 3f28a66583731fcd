//! POJ 1681 Painter's Problem: the fewest paintings that make a wall yellow.
//!
//! Input: `t` (1 to 20) cases, each `n` (1 to 15) then `n` rows of `n`
//! characters, `w` (white) or `y` (yellow). Painting a brick flips it and
//! its neighbours. Output per case: the fewest paintings that make every
//! brick yellow, or `inf`.

use std::io::{Read, Write};

use crate::error::Error;
use crate::formats::char_rows;
use crate::formats::read_char_board;
use crate::judge::{answer_cases, counted, Judge};
use crate::kit::generate::{case_count, pick_side, Sink, Spec};
use crate::problems::shared::count_line;
use crate::problems::Problem;
use lightsout::standard::Goal;
use lightsout::{random_board, Grid, ParseError, Scanner, SplitMix};

/// The `painters_problem` binary.
pub const JUDGE: Judge = Judge {
    name: "painters_problem",
    help: HELP,
    run,
};

/// Painter's Problem for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "POJ 1681 Painter's Problem",
    reads: "`t` cases: `n`, then n rows of n characters `w`/`y`",
    writes: "per case, the fewest paintings that make every brick `y`, or `inf`",
    judges: "none known",
    generate,
    checker: None,
    time_limit_ms: None,
};

/// A wall's cells: yellow is done, white is to paint over.
const CELLS: &[u8; 2] = b"yw";
/// The judge's largest wall side.
const MAX_SIDE: u64 = 15;
/// The judge's most cases.
const MAX_CASES: u64 = 20;

/// What `painters_problem --help` prints.
const HELP: &str = "\
painters_problem: solves POJ 1681 Painter's Problem.

Reads from stdin t (1 to 20) cases, each a side n (1 to 15) and n rows of n
characters, w (white) or y (yellow). Painting a brick flips it and its up to
four neighbours. Writes, for each case, the fewest paintings that make every
brick yellow, or inf if none do.

Example:
  $ printf '1\\n3\\nyyy\\nyyy\\nyyy\\n' | painters_problem
  0
";

/// Reads the cases from `input` and writes their answers to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let count = counted("the number of cases t", MAX_CASES);
    answer_cases(input, out, count, read_case, |_, wall| {
        Ok(count_line(&wall, Goal::ALL_OFF, "inf"))
    })
}

fn read_case(input: &mut Scanner<'_>) -> Result<Option<Grid>, ParseError> {
    let n = input.number("the side n", 1, MAX_SIDE)? as usize;
    read_char_board(input, n, n, CELLS).map(Some)
}

/// A random input: `--count` cases (default 1), sides from 1 to 15 unless
/// `--rows` is given; `--solvable` walls can be made yellow.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    if spec.cols.is_some() {
        return Err(Error::usage("walls are square: give --rows only"));
    }
    let mut rng = SplitMix(spec.seed);
    let count = case_count(spec, MAX_CASES)?;
    sink.push(format!("{}\n", count).as_bytes())?;
    for _ in 0..count {
        let n = pick_side(spec.rows, 1, MAX_SIDE as usize, &mut rng)?;
        let wall = random_board(&mut rng, n, n, spec.solvable || spec.many_solutions);
        sink.push(format!("{}\n{}", n, char_rows(&wall, CELLS)).as_bytes())?;
    }
    Ok(())
}
