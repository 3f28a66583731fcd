//! ICPC Asia Regional Tokyo 2010 D Awkward Lights (AOJ 1308): a switch
//! toggles its own room and every room at Manhattan distance exactly d.
//!
//! Input: datasets `m n d` (m columns and n rows, each 1 to 25; d from 1 to
//! m + n), then n rows of m values, 0 off or 1 on, one row a line; `0 0 0`
//! ends the input. Output per dataset: `1` if every light can be turned
//! off, else `0`.

use std::io::{Read, Write};

use crate::error::Error;
use crate::judge::{answer_cases, Judge};
use crate::kit::generate::{case_count, pick_side, Sink, Spec};
use crate::problems::Problem;
use lightsout::elimination::{solvable, FIELD};
use lightsout::{
    random_values, Board, ParseError, Press, Rule, Scanner, SplitMix, Stencil,
};

/// The `awkward_lights` binary.
pub const JUDGE: Judge = Judge {
    name: "awkward_lights",
    help: HELP,
    run,
};

/// Awkward Lights for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "AOJ 1308 Awkward Lights (rooms at distance exactly d)",
    reads: "datasets `m n d` and n rows of m values 0/1, one row a line, then `0 0 0` (or the end of input)",
    writes: "per dataset, `1` if a switch that toggles its room and those at distance exactly d can turn every light off, else `0`",
    judges: "AOJ 1308",
    generate,
    checker: None,
    time_limit_ms: None,
};

/// The judge's longest side.
const MAX_SIDE: u64 = 25;
/// The most datasets generated.
const MAX_GENERATED: u64 = 100;

/// What `awkward_lights --help` prints.
const HELP: &str = "\
awkward_lights: solves ICPC Asia Tokyo 2010 D Awkward Lights (AOJ 1308).

Reads from stdin datasets `m n d` (m columns and n rows from 1 to 25, d
from 1 to m + n), each followed by n rows of m values 0/1 (1 on), one row a
line; `0 0 0` (or the end of input) ends the input. A switch toggles its
own room and every room at Manhattan distance exactly d. Writes, for each
dataset, 1 if every light can be turned off, else 0.

Example:
  $ printf '3 2 1\\n1 0 1\\n0 1 0\\n3 3 1\\n1 0 1\\n0 1 0\\n1 0 1\\n0 0 0\\n' | awkward_lights
  0
  1
";

/// Reads the datasets from `input` and writes their answers to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    answer_cases(
        input,
        out,
        |_| Ok(None),
        read_dataset,
        |_, (d, lights)| {
            let solvable =
                solvable(&rule(d), &lights, FIELD).expect("625 rooms are within reach");
            Ok(if solvable { "1\n" } else { "0\n" }.to_string())
        },
    )
}

/// A switch toggles its own room and those at distance exactly `d`.
fn rule(d: usize) -> Rule {
    let side = 2 * d + 1;
    let weights = (0..side * side)
        .map(|i| {
            let distance = (i / side).abs_diff(d) + (i % side).abs_diff(d);
            u32::from(distance == 0 || distance == d)
        })
        .collect();
    Rule {
        press: Press::Stencil(Stencil::new(side, side, weights).expect("odd sides")),
        modulus: 2,
        torus: false,
    }
}

/// A dataset, `None` at `0 0 0`; each row of the board must be a line of
/// its own, and something must follow the last (`0 0 0` at least), on a
/// line of its own: a row with a value too many is refused before its
/// dataset is answered.
fn read_dataset(input: &mut Scanner<'_>) -> Result<Option<(usize, Board)>, ParseError> {
    let m = input.number(
        "the number of columns m (0 0 0 ends the input)",
        0,
        MAX_SIDE,
    )?;
    if m == 0 {
        input.number("n, 0 after m = 0", 0, 0)?;
        input.number("d, 0 after m = 0", 0, 0)?;
        return Ok(None);
    }
    let n = input.number("the number of rows n", 1, MAX_SIDE)?;
    let d = input.number("the distance d, at most m + n", 1, m + n)? as usize;
    let (rows, cols) = (n as usize, m as usize);
    let mut cells = Vec::with_capacity(rows * cols);
    for r in 0..rows {
        for c in 0..cols {
            let expected = if r == 0 && c == 0 {
                "the end of the line after m n d".to_string()
            } else if c == 0 {
                format!("the end of the line after a row of {}", values(cols))
            } else {
                format!("{} on one line (row {} has {})", values(cols), r + 1, c)
            };
            input.on_line(c == 0, &expected)?;
            cells.push(input.bit()? as u32);
        }
    }
    let expected = format!("the end of the line after a row of {}", values(cols));
    input.line_ends(&expected)?;
    Ok(Some((d, Board { rows, cols, cells })))
}

/// `n values`, or `1 value`.
fn values(n: usize) -> String {
    match n {
        1 => "1 value".to_string(),
        _ => format!("{} values", n),
    }
}

/// Random datasets: `--count` of them (default 1), sides from 1 to 25
/// unless `--rows` n and `--cols` m are given, d from 1 to m + n;
/// `--solvable` boards can be turned off.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    let mut rng = SplitMix(spec.seed);
    let count = case_count(spec, MAX_GENERATED)?;
    for _ in 0..count {
        let n = pick_side(spec.rows, 1, MAX_SIDE as usize, &mut rng)?;
        let m = pick_side(spec.cols, 1, MAX_SIDE as usize, &mut rng)?;
        // Short distances, where most boards are decided, half the time.
        let d = 1 + if rng.below(2) == 0 {
            rng.below(3.min(m + n) as u64)
        } else {
            rng.below((m + n) as u64)
        } as usize;
        let random = random_values(&mut rng, n, m, 2);
        let lights = if spec.solvable || spec.many_solutions {
            let mut lights = Board::new(n, m);
            lights.apply(&rule(d), &random);
            lights
        } else {
            random
        };
        let text = format!("{} {} {}\n{}", m, n, d, lights.rows_text(" "));
        sink.push(text.as_bytes())?;
    }
    Ok(sink.push(b"0 0 0\n")?)
}
