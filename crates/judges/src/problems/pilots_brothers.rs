//! POJ 2965 The Pilots Brothers' refrigerator: open every handle of a 4 x 4
//! door, where switching a handle toggles its whole row and column.
//!
//! Input: 4 rows of 4 characters, `+` closed, `-` open. Output: the fewest
//! switchings `N`, then `N` lines `i j` (1-based row and column) in
//! row-major order. The set is unique.

use std::io::{Read, Write};

use crate::error::Error;
use crate::formats::char_rows;
use crate::formats::read_char_board;
use crate::judge::{answer_cases, one_case, Judge};
use crate::kit::generate::{fixed_size, Sink, Spec};
use crate::problems::Problem;
use lightsout::{fewest_set, random_board, Grid, ParseError, Scanner, SplitMix};

/// The `pilots_brothers` binary.
pub const JUDGE: Judge = Judge {
    name: "pilots_brothers",
    help: HELP,
    run,
};

/// The Pilots Brothers' refrigerator for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title:
        "POJ 2965 The Pilots Brothers' refrigerator (a switch toggles its row and column)",
    reads: "4 rows of 4 characters `+`/`-`",
    writes: "the fewest switchings N, then N lines `i j` in row-major order",
    judges: "Luogu P10456, AcWing 116, Nowcoder",
    generate,
    checker: None,
    time_limit_ms: None,
};

/// The door's side.
pub const SIDE: usize = 4;
/// Open handles, then closed ones.
const CELLS: &[u8; 2] = b"-+";

/// What `pilots_brothers --help` prints.
const HELP: &str = "\
pilots_brothers: solves POJ 2965 The Pilots Brothers' refrigerator.

Reads from stdin 4 rows of 4 characters, + (closed) or - (open). Switching a
handle toggles every handle of its row and of its column. Writes the fewest
switchings N that open every handle, then N lines `i j`, the row and column
(from 1) of each handle to switch, in row-major order.

Example:
  $ printf -- '-+--\\n----\\n----\\n-+--\\n' | pilots_brothers
  6
  1 1
  1 3
  1 4
  4 1
  4 3
  4 4
";

/// Reads the door from `input` and writes the switchings to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    answer_cases(input, out, one_case, read_case, |_, door| {
        let closed = (0..SIDE * SIDE)
            .filter(|&i| door.cell(i / SIDE, i % SIDE))
            .fold(0u64, |mask, i| mask | 1 << i);
        let columns = switches();
        // Every door can be opened: the rule's system is invertible on 4 x 4.
        let switched = fewest_set(&columns, closed)
            .ok_or_else(|| Error::Failed("no switchings open this door".to_string()))?;
        let mut text = format!("{}\n", switched.count_ones());
        for i in (0..SIDE * SIDE).filter(|i| switched >> i & 1 == 1) {
            text.push_str(&format!("{} {}\n", i / SIDE + 1, i % SIDE + 1));
        }
        Ok(text)
    })
}

/// What each handle switches, as masks of the door (handle (r, c) at bit
/// `4 r + c`): its row and its column, the rule `row-and-column` of
/// [`lightsout::Rule`].
pub fn switches() -> Vec<u64> {
    (0..SIDE * SIDE)
        .map(|i| 0xf << (i / SIDE * SIDE) | 0x1111 << (i % SIDE))
        .collect()
}

fn read_case(input: &mut Scanner<'_>) -> Result<Option<Grid>, ParseError> {
    read_char_board(input, SIDE, SIDE, CELLS).map(Some)
}

/// A random door with at least one closed handle.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    fixed_size(spec, SIDE, SIDE)?;
    if spec.count.is_some() {
        return Err(Error::usage(
            "the input holds one door; vary --seed for more",
        ));
    }
    let mut rng = SplitMix(spec.seed);
    let mut door = random_board(&mut rng, SIDE, SIDE, false);
    if door.ones() == 0 {
        door.flip(rng.below(4) as usize, rng.below(4) as usize);
    }
    Ok(sink.push(char_rows(&door, CELLS).as_bytes())?)
}
