//! CERC 2007 B Strange Billboard: the fewest taps that make a billboard of up
//! to 16 x 16 squares white.
//!
//! Input: cases, each `R C` (1 to 16) then `R` rows of `C` characters, `X`
//! (black) or `.` (white); `0 0` ends the input. Output per case:
//! `You have to tap T tiles.` or `Damaged billboard.`.

use std::io::{Read, Write};

use crate::error::Error;
use crate::formats::char_rows;
use crate::formats::read_char_board;
use crate::judge::{answer_cases, Judge};
use crate::kit::generate::{case_count, pick_side, Sink, Spec};
use crate::problems::Problem;
use lightsout::standard::{fewest_presses, Goal};
use lightsout::{random_board, Grid, ParseError, Scanner, SplitMix};

/// The `strange_billboard` binary.
pub const JUDGE: Judge = Judge {
    name: "strange_billboard",
    help: HELP,
    run,
};

/// Strange Billboard for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "CERC 2007 B Strange Billboard",
    reads:
        "cases `R C` and R rows of C characters `X`/`.`, then `0 0` (or the end of input)",
    writes: "per case, `You have to tap T tiles.` or `Damaged billboard.`",
    judges: "Baekjoon 3436, SPOJ CERC07B (HDU 1882 and ZOJ 2977 take no Rust)",
    generate,
    checker: None,
    time_limit_ms: None,
};

/// The judge's largest side.
const MAX_SIDE: u64 = 16;

/// What `strange_billboard --help` prints.
const HELP: &str = "\
strange_billboard: solves CERC 2007 B Strange Billboard.

Reads from stdin cases, each R C (1 to 16) and R rows of C characters, X
(black) or . (white); 0 0 (or the end of input) ends the input. Tapping a
square flips it and its up to four neighbours. Writes, for each case, `You
have to tap T tiles.` with T the fewest taps that make every square white,
or `Damaged billboard.` if no taps do.

Example:
  $ printf '1 5\\n...XX\\n0 0\\n' | strange_billboard
  You have to tap 1 tiles.
";

/// Reads the cases from `input` and writes their answers to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    answer_cases(
        input,
        out,
        |_| Ok(None),
        read_case,
        |_, billboard| {
            Ok(match fewest_presses(&billboard, Goal::ALL_OFF) {
                Some(taps) => format!("You have to tap {} tiles.\n", taps),
                None => "Damaged billboard.\n".to_string(),
            })
        },
    )
}

/// Reads a billboard, or `None` at the `0 0` that ends the input.
fn read_case(input: &mut Scanner<'_>) -> Result<Option<Grid>, ParseError> {
    let rows = input.number("the number of rows R (0 0 ends)", 0, MAX_SIDE)? as usize;
    if rows == 0 {
        input.number("0 (R = 0 ends the input)", 0, 0)?;
        return Ok(None);
    }
    let cols = input.number("the number of columns C", 1, MAX_SIDE)? as usize;
    read_char_board(input, rows, cols, b".X").map(Some)
}

/// `--count` random billboards (default 1), sides from 1 to 16 unless given,
/// then `0 0`; `--solvable` billboards can be made white.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    let mut rng = SplitMix(spec.seed);
    let count = case_count(spec, u64::MAX)?;
    for _ in 0..count {
        let rows = pick_side(spec.rows, 1, MAX_SIDE as usize, &mut rng)?;
        let cols = pick_side(spec.cols, 1, MAX_SIDE as usize, &mut rng)?;
        let solvable = spec.solvable || spec.many_solutions;
        let billboard = random_board(&mut rng, rows, cols, solvable);
        let text = format!("{} {}\n{}\n", rows, cols, char_rows(&billboard, b".X"));
        sink.push(text.as_bytes())?;
    }
    Ok(sink.push(b"0 0\n")?)
}
