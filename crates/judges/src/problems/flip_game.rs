//! POJ 1753 Flip Game (also Timus 1060): the fewest flips that make a 4 x 4
//! field one colour, either one.
//!
//! Input: 4 rows of 4 characters, `b` (black) or `w` (white). Output: the
//! fewest flips that make every piece black or every piece white (0 if the
//! field already is), or `Impossible`.

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

/// The `flip_game` binary.
pub const JUDGE: Judge = Judge {
    name: "flip_game",
    help: HELP,
    run,
};

/// Flip Game for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "POJ 1753 Flip Game (also Timus 1060)",
    reads: "4 rows of 4 characters `b`/`w`",
    writes: "the fewest flips that make the field one colour, either, or `Impossible`",
    judges: "Timus 1060",
    generate,
    checker: None,
    time_limit_ms: None,
};

/// The field's side.
const SIDE: usize = 4;
/// Either colour may be the goal; black is called lit.
const CELLS: &[u8; 2] = b"wb";

/// What `flip_game --help` prints.
const HELP: &str = "\
flip_game: solves POJ 1753 Flip Game (Timus 1060).

Reads from stdin 4 rows of 4 characters, b (black) or w (white). Flipping a
piece flips it and its up to four neighbours. Writes the fewest flips that
make every piece the same colour, either colour (0 if they already are), or
Impossible.

Example:
  $ printf 'bwwb\\nbbwb\\nbwwb\\nbwww\\n' | flip_game
  4
";

/// Reads the field from `input` and writes the answer to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    answer_cases(input, out, one_case, read_case, |_, field| {
        Ok(count_line(&field, Goal::EITHER, "Impossible"))
    })
}

fn read_case(input: &mut Scanner<'_>) -> Result<Option<Grid>, ParseError> {
    read_char_board(input, SIDE, SIDE, CELLS).map(Some)
}

/// A random field; `--solvable` fields can be made one colour.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    fixed_size(spec, SIDE, SIDE)?;
    if spec.count.is_some() {
        return Err(Error::usage(
            "the input holds one field; vary --seed for more",
        ));
    }
    let mut rng = SplitMix(spec.seed);
    let mut field =
        random_board(&mut rng, SIDE, SIDE, spec.solvable || spec.many_solutions);
    if rng.next_u64() >> 63 == 1 {
        // Presses from all black as often as from all white.
        field.xor(&Grid::filled(SIDE, SIDE));
    }
    Ok(sink.push(char_rows(&field, b"wb").as_bytes())?)
}
