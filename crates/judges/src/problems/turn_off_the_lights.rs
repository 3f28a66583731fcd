//! Baekjoon 14939 불 끄기: the fewest presses that put out a 10 x 10 board.
//!
//! Input: 10 rows of 10 characters, `O` lit, `#` dark. Output: the fewest
//! presses that put every light out, or `-1`.

use std::io::{Read, Write};

use crate::error::Error;
use crate::formats::char_rows;
use crate::formats::read_char_board;
use crate::judge::{answer_cases, one_case, Judge};
use crate::kit::generate::{fixed_size, Sink, Spec};
use crate::problems::shared::count_line;
use crate::problems::Problem;
use lightsout::standard::Goal;
use lightsout::{random_board, Grid, ParseError, Scanner, SplitMix};

/// The `turn_off_the_lights` binary.
pub const JUDGE: Judge = Judge {
    name: "turn_off_the_lights",
    help: HELP,
    run,
};

/// 불 끄기 for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "Baekjoon 14939 불 끄기",
    reads: "10 rows of 10 characters `O`/`#`",
    writes: "the fewest presses that put every light out, or `-1`",
    judges: "Baekjoon 14939",
    generate,
    checker: None,
    time_limit_ms: None,
};

/// The board's side.
const SIDE: usize = 10;

/// What `turn_off_the_lights --help` prints.
const HELP: &str = "\
turn_off_the_lights: solves Baekjoon 14939 (불 끄기).

Reads from stdin 10 rows of 10 characters, O (lit) or # (dark). Pressing a
switch toggles its light and the up to four beside it. Writes the fewest
presses that put every light out, or -1 if no presses do.

Example:
  $ printf '%s\\n' '#O########' 'OOO#######' '#O########' '##########' \\
      '##########' '##########' '##########' '##########' '##########' \\
      '##########' | turn_off_the_lights
  1
";

/// Reads the board from `input` and writes the answer to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    answer_cases(input, out, one_case, read_case, |_, board| {
        Ok(count_line(&board, Goal::ALL_OFF, "-1"))
    })
}

fn read_case(input: &mut Scanner<'_>) -> Result<Option<Grid>, ParseError> {
    read_char_board(input, SIDE, SIDE, b"#O").map(Some)
}

/// A random board (every 10 x 10 board can be put out).
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    fixed_size(spec, SIDE, SIDE)?;
    if spec.count.is_some() {
        return Err(Error::usage(
            "the input holds one board; vary --seed for more",
        ));
    }
    let mut rng = SplitMix(spec.seed);
    let board = random_board(&mut rng, SIDE, SIDE, false);
    Ok(sink.push(char_rows(&board, b"#O").as_bytes())?)
}
