//! POJ 3185 The Water Bowls: the fewest flips that turn 20 bowls right side
//! up, a 1 x 20 board.
//!
//! Input: 20 values 0/1 (1 = upside down). Flipping bowl i flips bowls
//! i - 1, i and i + 1. Output: the fewest flips that make every value 0. The
//! statement promises an answer; when there is none, that is an error.

use std::io::{Read, Write};

use crate::error::Error;
use crate::formats::read_bit_board;
use crate::judge::{answer_cases, one_case, Judge};
use crate::kit::generate::{fixed_size, Sink, Spec};
use crate::output::push_grid;
use crate::problems::Problem;
use lightsout::standard::{fewest_presses, Goal};
use lightsout::{random_board, Grid, ParseError, Scanner, SplitMix};

/// The `water_bowls` binary.
pub const JUDGE: Judge = Judge {
    name: "water_bowls",
    help: HELP,
    run,
};

/// The Water Bowls for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "POJ 3185 The Water Bowls",
    reads: "20 values 0/1",
    writes: "the fewest flips that make every value 0 (promised to exist)",
    judges: "none known",
    generate,
    checker: None,
    time_limit_ms: None,
};

/// Bowls in the row.
const BOWLS: usize = 20;

/// What `water_bowls --help` prints.
const HELP: &str = "\
water_bowls: solves POJ 3185 The Water Bowls.

Reads from stdin 20 values 0 or 1 (1 = upside down), separated by any
whitespace. Flipping a bowl flips it and the bowls beside it. Writes the
fewest flips that turn every bowl right side up. The statement promises
that some flips do; if none do, says so on stderr and exits with status 1.

Example:
  $ printf '0 0 1 1 1 0 0 1 1 0 1 1 0 0 0 0 0 0 0 0\\n' | water_bowls
  3
";

/// Reads the bowls from `input` and writes the answer to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    answer_cases(
        input,
        out,
        one_case,
        read_case,
        |_, bowls| match fewest_presses(&bowls, Goal::ALL_OFF) {
            Some(flips) => Ok(format!("{}\n", flips)),
            None => Err(Error::Failed(
                "no flips turn every bowl right side up, though the statement \
                 promises some do"
                    .to_string(),
            )),
        },
    )
}

fn read_case(input: &mut Scanner<'_>) -> Result<Option<Grid>, ParseError> {
    read_bit_board(input, 1, BOWLS).map(Some)
}

/// A random row of bowls that can be turned right side up (half the rows of
/// 20 cannot: a 1 x 20 board has a kernel of dimension 1), made by flipping.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    fixed_size(spec, 1, BOWLS)?;
    if spec.count.is_some() {
        return Err(Error::usage(
            "the input holds one row of bowls; vary --seed for more",
        ));
    }
    let mut rng = SplitMix(spec.seed);
    push_grid(sink.text(), &random_board(&mut rng, 1, BOWLS, true));
    Ok(sink.push(b"")?)
}
