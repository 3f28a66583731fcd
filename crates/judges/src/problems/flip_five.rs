//! Kattis flipfive: the fewest clicks that turn a white 3 x 3 grid into a
//! given one.
//!
//! Input: `P` (1 to 50) grids, each 3 rows of 3 characters, `*` black, `.`
//! white. Output per grid: the fewest clicks, the same as clearing it.

use std::io::{Read, Write};

use crate::error::Error;
use crate::formats::char_rows;
use crate::formats::read_char_board;
use crate::judge::{answer_cases, counted, Judge};
use crate::kit::generate::{case_count, fixed_size, Sink, Spec};
use crate::problems::Problem;
use lightsout::standard::{fewest_presses, Goal};
use lightsout::{random_board, Grid, ParseError, Scanner, SplitMix};

/// The `flip_five` binary.
pub const JUDGE: Judge = Judge {
    name: "flip_five",
    help: HELP,
    run,
};

/// Flip Five for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "Kattis flipfive",
    reads: "`P` grids of 3 rows of 3 characters `*`/`.`",
    writes: "per grid, the fewest clicks that make it from white",
    judges: "Kattis flipfive",
    generate,
    checker: None,
    time_limit_ms: None,
};

/// The grid's side.
const SIDE: usize = 3;
/// The judge's most grids.
const MAX_GRIDS: u64 = 50;

/// What `flip_five --help` prints.
const HELP: &str = "\
flip_five: solves Kattis flipfive.

Reads from stdin P (1 to 50), then P grids of 3 rows of 3 characters, *
(black) or . (white). Clicking a square flips it and its up to four
neighbours. Writes, for each grid, the fewest clicks that turn an all-white
grid into it.

Example:
  $ printf '1\\n*..\\n**.\\n*..\\n' | flip_five
  1
";

/// Reads the grids from `input` and writes their answers to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let count = counted("the number of grids P", MAX_GRIDS);
    answer_cases(input, out, count, read_case, |_, grid| {
        // Every 3 x 3 grid has exactly one set of clicks.
        let clicks = fewest_presses(&grid, Goal::ALL_OFF)
            .ok_or_else(|| Error::Failed("no clicks make this grid".to_string()))?;
        Ok(format!("{}\n", clicks))
    })
}

fn read_case(input: &mut Scanner<'_>) -> Result<Option<Grid>, ParseError> {
    read_char_board(input, SIDE, SIDE, b".*").map(Some)
}

/// `--count` random grids (default 1).
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    fixed_size(spec, SIDE, SIDE)?;
    let mut rng = SplitMix(spec.seed);
    let count = case_count(spec, MAX_GRIDS)?;
    sink.push(format!("{}\n", count).as_bytes())?;
    for _ in 0..count {
        let grid = random_board(&mut rng, SIDE, SIDE, false);
        sink.push(char_rows(&grid, b".*").as_bytes())?;
    }
    Ok(())
}
