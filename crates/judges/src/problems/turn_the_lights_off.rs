//! UVa 10309 Turn the Lights Off: named 10 x 10 boards, the fewest presses
//! for each.
//!
//! Input: cases until a line `end`, each a name (1 to 100 characters, no
//! spaces) and 10 rows of 10 characters, `#` off and `O` on. Output per
//! case: `NAME K`, the fewest presses that turn every light off, or `NAME
//! -1` if none do or more than 100 are needed.

use std::io::{Read, Write};

use crate::error::Error;
use crate::formats::{char_rows, read_char_board};
use crate::judge::{answer_cases, Judge};
use crate::kit::generate::{case_count, fixed_size, Sink, Spec};
use crate::problems::Problem;
use lightsout::standard::{fewest_presses, Goal};
use lightsout::{random_board, ParseError, Scanner, SplitMix};

/// The `turn_the_lights_off` binary.
pub const JUDGE: Judge = Judge {
    name: "turn_the_lights_off",
    help: HELP,
    run,
};

/// Turn the Lights Off for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "UVa 10309 Turn the Lights Off (named 10 x 10 boards)",
    reads: "cases until `end` (or the end of input): a name, then 10 rows of 10 characters `O`/`#`",
    writes: "per case, `NAME K`, the fewest presses that put every light out, or `NAME -1` if none do or more than 100 are needed",
    judges: "none known",
    generate,
    checker: None,
    time_limit_ms: None,
};

/// The board's side.
const SIDE: usize = 10;
/// The longest name.
const MAX_NAME: usize = 100;
/// The most presses the judge counts; more is -1.
const MAX_PRESSES: u64 = 100;
/// The most cases generated.
const MAX_GENERATED: u64 = 1000;

/// What `turn_the_lights_off --help` prints.
const HELP: &str = "\
turn_the_lights_off: solves UVa 10309 Turn the Lights Off.

Reads from stdin cases until a line `end` (or the end of input), each a
name (1 to 100 characters, no spaces) and 10 rows of 10 characters, # (off)
or O (on). Pressing a light toggles it and the up to four beside it.
Writes, for each case, `NAME K`: the fewest presses that turn every light
off, or -1 if no presses do or more than 100 are needed.

Example:
  $ { echo all_off; for i in 1 2 3 4 5 6 7 8 9 10; do echo '##########'; done;
      echo end; } | turn_the_lights_off
  all_off 0
";

/// Reads the cases from `input` and writes their answers to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    answer_cases(
        input,
        out,
        |_| Ok(None),
        read_case,
        |_, (name, board)| {
            let presses =
                fewest_presses(&board, Goal::ALL_OFF).filter(|&k| k <= MAX_PRESSES);
            Ok(match presses {
                Some(k) => format!("{} {}\n", name, k),
                None => format!("{} -1\n", name),
            })
        },
    )
}

type Case = (String, lightsout::Grid);

fn read_case(input: &mut Scanner<'_>) -> Result<Option<Case>, ParseError> {
    let expected = "a name of 1 to 100 characters, or end";
    let (offset, name) = match input.token() {
        Some(found) => found,
        None => return Err(input.error(None, expected)),
    };
    if name == b"end" {
        return Ok(None);
    }
    let name = match std::str::from_utf8(name) {
        Ok(text) if text.chars().count() <= MAX_NAME => text.to_string(),
        _ => return Err(input.error(Some((offset, name)), expected)),
    };
    let board = read_char_board(input, SIDE, SIDE, b"#O")?;
    Ok(Some((name, board)))
}

/// Random named boards: `--count` cases (default 1), then `end`.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    fixed_size(spec, SIDE, SIDE)?;
    let mut rng = SplitMix(spec.seed);
    let count = case_count(spec, MAX_GENERATED)?;
    for case in 1..=count {
        let board = random_board(&mut rng, SIDE, SIDE, false);
        sink.push(format!("board_{}\n{}", case, char_rows(&board, b"#O")).as_bytes())?;
    }
    Ok(sink.push(b"end\n")?)
}
