//! POJ 1222 EXTENDED LIGHTS OUT: many 5 x 6 puzzles, each with exactly one
//! solution.
//!
//! Input: a positive integer `T`, then `T` puzzles of 5 rows of 6 values
//! `0`/`1`. Output per puzzle: `PUZZLE #m`, then the 5 x 6 press matrix,
//! one space between values. The input is read in blocks and each puzzle
//! answered as it is read, so memory stays small however many puzzles
//! there are, and the answers to every complete puzzle are written even if
//! a later one is malformed.

use std::io::{Read, Write};

use crate::error::Error;
use crate::judge::{self, Judge};
use crate::kit::check::{first_lit, Strict, Verdict};
use crate::kit::generate::{Sink, Spec};
use crate::output::{push_grid, push_number, push_row};
use crate::problems::Problem;
use crate::unique::Unique;
use lightsout::{
    apply, full, random_board, Grid, ParseError, Rule, Scanner, SplitMix, Stream,
};

/// Rows of a puzzle.
const ROWS: usize = 5;
/// Columns of a puzzle.
const COLS: usize = 6;

/// The `extended_lights_out` binary.
pub const JUDGE: Judge = Judge {
    name: "extended_lights_out",
    help: HELP,
    run,
};

/// EXTENDED LIGHTS OUT for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "POJ 1222 EXTENDED LIGHTS OUT (also Baekjoon 6363)",
    reads: "`T`, then T puzzles of 5 rows of 6 values 0/1",
    writes: "`PUZZLE #m` and the 5 x 6 press matrix for each",
    judges: "Baekjoon 6363",
    generate,
    checker: Some(check),
    time_limit_ms: None,
};

/// What `extended_lights_out --help` prints.
const HELP: &str = "\
extended_lights_out: solves POJ 1222 EXTENDED LIGHTS OUT.

Reads from stdin a positive integer T, then T puzzles of 5 rows of 6 values
0 or 1 (1 = lit), separated by any whitespace. Writes, for each puzzle,
`PUZZLE #m` and the 5 x 6 matrix of buttons to press (1) to turn every light
off, one space between values. Every puzzle has exactly one answer.

Example:
  $ printf '1\\n0 0 0 0 0 0\\n0 0 0 0 0 0\\n0 0 1 0 0 0\\n0 0 0 0 0 0\\n0 0 0 0 0 0\\n' \\
      | extended_lights_out
  PUZZLE #1
  1 1 0 1 1 1
  0 0 0 0 1 0
  1 1 0 0 0 0
  0 0 0 0 1 0
  1 1 0 1 1 1
";

/// Writes answers in blocks of about this many bytes, more than a
/// `BufWriter` holds, so that they go straight through.
const BLOCK: usize = 1 << 17;

/// Reads the puzzles from `input` and writes their answers to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let solver =
        Unique::new(ROWS, COLS).expect("every 5 x 6 board has exactly one solution");
    let mut lines = [[0u8; 2 * COLS]; 1 << COLS];
    for (value, line) in lines.iter_mut().enumerate() {
        let mut text = Vec::with_capacity(2 * COLS);
        push_row(&mut text, value as u64, COLS);
        line.copy_from_slice(&text);
    }

    let mut input = Stream::new(input);
    let count = Error::reading(input.parse(read_count))?;
    let mut text = Vec::with_capacity(BLOCK + 128);
    let mut lights = [0u64; ROWS];
    for puzzle in 1..=count {
        let read = input.parse(|scanner| read_puzzle(scanner, &mut lights, puzzle, count));
        if let Err(error) = Error::reading(read) {
            judge::write(out, &text)?;
            return Err(error);
        }
        let presses = solver.presses(&lights);
        text.extend_from_slice(b"PUZZLE #");
        push_number(&mut text, puzzle);
        text.push(b'\n');
        for r in 0..ROWS {
            let row = presses >> ((ROWS - 1 - r) * COLS) & full(COLS);
            text.extend_from_slice(&lines[row as usize]);
        }
        if text.len() >= BLOCK {
            judge::write(out, &text)?;
            text.clear();
        }
    }
    judge::write(out, &text)?;
    Error::reading(input.finish())?;
    Ok(())
}

/// Reads the number of puzzles.
fn read_count(input: &mut Scanner<'_>) -> Result<u64, ParseError> {
    input.number("the number of puzzles", 1, u64::MAX)
}

/// Reads puzzle number `puzzle` of `count` into `lights`.
fn read_puzzle(
    input: &mut Scanner<'_>,
    lights: &mut [u64; ROWS],
    puzzle: u64,
    count: u64,
) -> Result<(), ParseError> {
    if input.at_end() {
        return Err(input.error(None, &format!("puzzle {} of {}", puzzle, count)));
    }
    for row in lights.iter_mut() {
        *row = input.row_mask(COLS).map_err(|mut error| {
            error.expected = format!("{} in puzzle {}", error.expected, puzzle);
            error
        })?;
    }
    Ok(())
}

/// An EXTENDED LIGHTS OUT input of `count` puzzles (default 1).
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    if spec.rows.map_or(false, |r| r != ROWS) || spec.cols.map_or(false, |c| c != COLS) {
        return Err(Error::usage("EXTENDED LIGHTS OUT puzzles are 5 x 6"));
    }
    if spec.many_solutions {
        return Err(Error::usage(
            "every EXTENDED LIGHTS OUT puzzle has exactly one solution",
        ));
    }
    let mut rng = SplitMix(spec.seed);
    let count = spec.count.unwrap_or(1);
    sink.push(format!("{}\n", count).as_bytes())?;
    for _ in 0..count {
        push_grid(sink.text(), &random_board(&mut rng, ROWS, COLS, false));
        sink.push(b"")?;
    }
    Ok(())
}

/// Checks an EXTENDED LIGHTS OUT `output` for `input`: every puzzle in
/// order, its header and a press matrix that clears it (the only one).
pub fn check(input: &[u8], output: &[u8]) -> Result<Verdict, Error> {
    let mut scanner = Scanner::new(input);
    let count = read_count(&mut scanner).map_err(Error::from)?;
    // The whole input is read first: a malformed input is said as such,
    // whatever the output holds.
    let mut ahead = scanner.clone();
    let mut lights = [0u64; ROWS];
    for puzzle in 1..=count {
        read_puzzle(&mut ahead, &mut lights, puzzle, count).map_err(Error::from)?;
    }
    ahead.finish().map_err(Error::from)?;
    let mut reader = Strict::new(output);
    for puzzle in 1..=count {
        read_puzzle(&mut scanner, &mut lights, puzzle, count).map_err(Error::from)?;
        let presses = match reader
            .text(&format!("PUZZLE #{}\n", puzzle))
            .and_then(|()| reader.grid(ROWS, COLS))
        {
            Ok(presses) => presses,
            Err(verdict) => return Ok(verdict),
        };
        let board = Grid::from_masks(&lights, COLS);
        if let Some(cell) = first_lit(&apply(&Rule::standard(), &board, &presses)) {
            return Ok(Verdict::Wrong(format!(
                "puzzle {}: the light at {} stays on",
                puzzle, cell
            )));
        }
    }
    Ok(match reader.end() {
        Ok(()) => Verdict::Ok(format!("{} puzzles", count)),
        Err(verdict) => verdict,
    })
}
