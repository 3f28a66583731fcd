//! Baekjoon 2138 전구와 스위치: the fewest presses that turn a row of bulbs
//! into another, a 1 x N board.
//!
//! Input: `N` (2 to 100000), then the current states as one word of `N`
//! digits, then the wanted states the same way. Switch i toggles bulbs
//! i - 1, i and i + 1. Output: the fewest presses, or `-1`.

use std::io::{Read, Write};

use crate::error::Error;
use crate::formats::char_rows;
use crate::formats::read_char_board;
use crate::judge::{answer_cases, one_case, Judge};
use crate::kit::generate::{pick_side, Sink, Spec};
use crate::problems::shared::count_line;
use crate::problems::Problem;
use lightsout::standard::Goal;
use lightsout::{random_board, Grid, ParseError, Scanner, SplitMix};

/// The `bulbs_and_switches` binary.
pub const JUDGE: Judge = Judge {
    name: "bulbs_and_switches",
    help: HELP,
    run,
};

/// 전구와 스위치 for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "Baekjoon 2138 전구와 스위치",
    reads: "`N`, then two words of N digits",
    writes: "the fewest presses that turn the first into the second, or `-1`",
    judges: "Baekjoon 2138",
    generate,
    checker: None,
    time_limit_ms: None,
};

/// The judge's most bulbs.
const MAX_BULBS: u64 = 100_000;
/// A bulb's states as digits.
const CELLS: &[u8; 2] = b"01";

/// What `bulbs_and_switches --help` prints.
const HELP: &str = "\
bulbs_and_switches: solves Baekjoon 2138 (전구와 스위치).

Reads from stdin N (2 to 100000), then the bulbs' current states as one word
of N digits 0 or 1, then the wanted states the same way. Switch i toggles
bulbs i - 1, i and i + 1. Writes the fewest presses that make the current
states the wanted ones, or -1 if no presses do.

Example:
  $ printf '3\\n000\\n010\\n' | bulbs_and_switches
  3
";

/// Reads the bulbs from `input` and writes the answer to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    answer_cases(input, out, one_case, read_case, |_, lights| {
        Ok(count_line(&lights, Goal::ALL_OFF, "-1"))
    })
}

/// Reads both rows; the lights to clear are where they differ.
fn read_case(input: &mut Scanner<'_>) -> Result<Option<Grid>, ParseError> {
    let n = input.number("the number of bulbs N", 2, MAX_BULBS)? as usize;
    let mut lights = read_char_board(input, 1, n, CELLS)?;
    lights.xor(&read_char_board(input, 1, n, CELLS)?);
    Ok(Some(lights))
}

/// Random current and wanted states, N from 2 to 100000 unless `--cols`
/// gives it; `--solvable` pairs can be matched.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    if spec.rows.map_or(false, |rows| rows != 1) || spec.count.is_some() {
        return Err(Error::usage(
            "the input holds one row of bulbs: give --cols N, vary --seed",
        ));
    }
    let mut rng = SplitMix(spec.seed);
    let n = pick_side(spec.cols, 2, MAX_BULBS as usize, &mut rng)?;
    let current = random_board(&mut rng, 1, n, false);
    let mut wanted = random_board(&mut rng, 1, n, spec.solvable || spec.many_solutions);
    wanted.xor(&current);
    let text = format!(
        "{}\n{}{}",
        n,
        char_rows(&current, b"01"),
        char_rows(&wanted, b"01")
    );
    Ok(sink.push(text.as_bytes())?)
}
