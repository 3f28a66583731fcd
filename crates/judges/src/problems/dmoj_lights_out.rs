//! DMOJ mockdwite09p4 Lights Out!: five small boards, the fewest presses
//! for each.
//!
//! Input: exactly five cases, each `R C` (1 to 5) and R rows of C
//! characters `0`/`1` (1 on). Output per case: the fewest presses that
//! turn every light off, or `-1`.

use std::io::{Read, Write};

use crate::error::Error;
use crate::formats::{char_rows, read_char_board};
use crate::judge::{answer_cases, Judge};
use crate::kit::generate::{pick_side, Sink, Spec};
use crate::problems::shared::count_line;
use crate::problems::Problem;
use lightsout::standard::Goal;
use lightsout::{random_board, Grid, ParseError, Scanner, SplitMix};

/// The `dmoj_lights_out` binary.
pub const JUDGE: Judge = Judge {
    name: "dmoj_lights_out",
    help: HELP,
    run,
};

/// Lights Out! for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "DMOJ mockdwite09p4 Lights Out! (five boards up to 5 x 5)",
    reads: "exactly five cases: `R C`, then R words of C digits 0/1",
    writes: "per case, the fewest presses that put every light out, or `-1`",
    judges: "DMOJ",
    generate,
    checker: None,
    time_limit_ms: None,
};

/// The cases in every input.
const CASES: u64 = 5;
/// The judge's largest side.
const MAX_SIDE: u64 = 5;

/// What `dmoj_lights_out --help` prints.
const HELP: &str = "\
dmoj_lights_out: solves DMOJ mockdwite09p4 (Lights Out!).

Reads from stdin exactly five cases, each R and C (1 to 5) and R rows of C
characters 0 or 1 (1 on). Pressing a light toggles it and the up to four
beside it. Writes, for each case, the fewest presses that turn every light
off, or -1 if no presses do.

Example:
  $ printf '3 3\\n010\\n111\\n010\\n1 1\\n0\\n1 1\\n1\\n' > cases
  $ printf '1 2\\n10\\n2 2\\n11\\n11\\n' >> cases
  $ dmoj_lights_out < cases
  1
  0
  1
  -1
  4
";

/// Reads the five cases from `input` and writes their answers to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    answer_cases(
        input,
        out,
        |_| Ok(Some(CASES)),
        read_case,
        |_, board| Ok(count_line(&board, Goal::ALL_OFF, "-1")),
    )
}

fn read_case(input: &mut Scanner<'_>) -> Result<Option<Grid>, ParseError> {
    let rows = input.number("the number of rows R", 1, MAX_SIDE)? as usize;
    let cols = input.number("the number of columns C", 1, MAX_SIDE)? as usize;
    read_char_board(input, rows, cols, b"01").map(Some)
}

/// Five random boards, sides from 1 to 5 unless `--rows`/`--cols` are
/// given; `--solvable` boards can be turned off.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    if spec.count.map_or(false, |count| count != CASES) {
        return Err(Error::usage("the input holds exactly five cases"));
    }
    let mut rng = SplitMix(spec.seed);
    for _ in 0..CASES {
        let rows = pick_side(spec.rows, 1, MAX_SIDE as usize, &mut rng)?;
        let cols = pick_side(spec.cols, 1, MAX_SIDE as usize, &mut rng)?;
        let board =
            random_board(&mut rng, rows, cols, spec.solvable || spec.many_solutions);
        sink.push(format!("{} {}\n{}", rows, cols, char_rows(&board, b"01")).as_bytes())?;
    }
    Ok(())
}
