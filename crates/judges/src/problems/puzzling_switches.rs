//! AcWing 95 / Luogu P10449 费解的开关: light every lamp of 5 x 5 boards in
//! at most 6 presses.
//!
//! Input: `n` (1 to 500) boards, each 5 rows of 5 characters `0`/`1`
//! (1 = lit). Output per board: the fewest presses that light every lamp if
//! that is at most 6, else `-1` (also when no presses will).

use std::io::{Read, Write};

use crate::error::Error;
use crate::formats::char_rows;
use crate::formats::read_char_board;
use crate::judge::{answer_cases, counted, Judge};
use crate::kit::generate::{case_count, fixed_size, Sink, Spec};
use crate::problems::Problem;
use lightsout::standard::{fewest_presses, Goal};
use lightsout::{Grid, ParseError, Rule, Scanner, SplitMix};

/// The `puzzling_switches` binary.
pub const JUDGE: Judge = Judge {
    name: "puzzling_switches",
    help: HELP,
    run,
};

/// 费解的开关 for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "AcWing 95 / Luogu P10449 费解的开关",
    reads: "`n` boards of 5 rows of 5 characters `0`/`1`",
    writes: "per board, the fewest presses that light every lamp if at most 6, else `-1`",
    judges: "Luogu P10449 (AcWing 95 as well, by its own rules)",
    generate,
    checker: None,
    time_limit_ms: None,
};

/// The board's side.
const SIDE: usize = 5;
/// The most presses that count as an answer.
const MAX_PRESSES: u64 = 6;
/// The judge's most boards.
const MAX_BOARDS: u64 = 500;

/// What `puzzling_switches --help` prints.
const HELP: &str = "\
puzzling_switches: solves AcWing 95 / Luogu P10449 (费解的开关).

Reads from stdin n (1 to 500), then n boards of 5 rows of 5 characters 0 or
1 (1 = lit). Pressing a lamp toggles it and its up to four neighbours.
Writes, for each board, the fewest presses that light every lamp if that is
at most 6, else -1 (also when no presses will).

Example:
  $ printf '1\\n01111\\n11111\\n11111\\n11111\\n11111\\n' | puzzling_switches
  -1
";

/// Reads the boards from `input` and writes their answers to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let count = counted("the number of boards n", MAX_BOARDS);
    answer_cases(input, out, count, read_case, |_, board| {
        Ok(match fewest_presses(&board, Goal::ALL_ON) {
            Some(presses) if presses <= MAX_PRESSES => format!("{}\n", presses),
            _ => "-1\n".to_string(),
        })
    })
}

fn read_case(input: &mut Scanner<'_>) -> Result<Option<Grid>, ParseError> {
    read_char_board(input, SIDE, SIDE, b"01").map(Some)
}

/// `--count` random boards (default 1), each all lit with up to 8 random
/// presses undone, so that answers of at most 6 and `-1` both come up.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    fixed_size(spec, SIDE, SIDE)?;
    let mut rng = SplitMix(spec.seed);
    let count = case_count(spec, MAX_BOARDS)?;
    sink.push(format!("{}\n", count).as_bytes())?;
    for case in 0..count {
        if case > 0 {
            sink.push(b"\n")?;
        }
        let mut board = Grid::filled(SIDE, SIDE);
        for _ in 0..rng.below(9) {
            let (r, c) = (rng.below(5) as usize, rng.below(5) as usize);
            board.press(&Rule::standard(), r, c);
        }
        if !(spec.solvable || spec.many_solutions) && rng.below(8) == 0 {
            board.flip(rng.below(5) as usize, rng.below(5) as usize);
        }
        sink.push(char_rows(&board, b"01").as_bytes())?;
    }
    Ok(())
}
