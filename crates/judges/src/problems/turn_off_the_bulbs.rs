//! Baekjoon 14927 전구 끄기: the fewest presses that put out an N x N board
//! of bulbs.
//!
//! Input: `N` (2 to 18), then `N` rows of `N` values 0/1 separated by
//! spaces (1 = lit). Output: the fewest presses, or `-1`.

use std::io::{Read, Write};

use crate::error::Error;
use crate::formats::read_bit_board;
use crate::judge::{answer_cases, one_case, Judge};
use crate::kit::generate::{pick_side, Sink, Spec};
use crate::output::push_grid;
use crate::problems::shared::count_line;
use crate::problems::Problem;
use lightsout::standard::Goal;
use lightsout::{random_board, Grid, ParseError, Scanner, SplitMix};

/// The `turn_off_the_bulbs` binary.
pub const JUDGE: Judge = Judge {
    name: "turn_off_the_bulbs",
    help: HELP,
    run,
};

/// 전구 끄기 for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "Baekjoon 14927 전구 끄기",
    reads: "`N`, then N rows of N values 0/1",
    writes: "the fewest presses that put every bulb out, or `-1`",
    judges: "Baekjoon 14927",
    generate,
    checker: None,
    time_limit_ms: None,
};

/// The judge's largest side.
const MAX_SIDE: u64 = 18;

/// What `turn_off_the_bulbs --help` prints.
const HELP: &str = "\
turn_off_the_bulbs: solves Baekjoon 14927 (전구 끄기).

Reads from stdin N (2 to 18), then N rows of N values 0 or 1 (1 = lit),
separated by any whitespace. Pressing a bulb toggles it and its up to four
neighbours. Writes the fewest presses that put every bulb out, or -1 if no
presses do.

Example:
  $ printf '2\\n1 1\\n1 0\\n' | turn_off_the_bulbs
  1
";

/// Reads the board from `input` and writes the answer to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    answer_cases(input, out, one_case, read_case, |_, bulbs| {
        Ok(count_line(&bulbs, Goal::ALL_OFF, "-1"))
    })
}

fn read_case(input: &mut Scanner<'_>) -> Result<Option<Grid>, ParseError> {
    let n = input.number("the side N", 2, MAX_SIDE)? as usize;
    read_bit_board(input, n, n).map(Some)
}

/// A random board, N from 2 to 18 unless `--rows` gives it; `--solvable`
/// boards can be put out.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    if spec.cols.is_some() || spec.count.is_some() {
        return Err(Error::usage(
            "the input holds one square board: give --rows only",
        ));
    }
    let mut rng = SplitMix(spec.seed);
    let n = pick_side(spec.rows, 2, MAX_SIDE as usize, &mut rng)?;
    let bulbs = random_board(&mut rng, n, n, spec.solvable || spec.many_solutions);
    sink.push(format!("{}\n", n).as_bytes())?;
    push_grid(sink.text(), &bulbs);
    Ok(sink.push(b"")?)
}
