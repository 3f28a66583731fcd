//! BAPC 2011 preliminaries Bad Wiring (HDU 4200): a row of lights in which
//! switch i toggles every light within D of light i.
//!
//! Input: the number of cases, then per case `n D` (n from 1 to 100, D from
//! 0 to 15) and n values, 0 off or 1 on. Output per case: the fewest
//! switch flips that turn every light off, or `impossible`.

use std::io::{Read, Write};

use crate::error::Error;
use crate::judge::{answer_cases, counted, Judge};
use crate::kit::generate::{case_count, pick_side, Sink, Spec};
use crate::problems::Problem;
use lightsout::elimination::{chased, FIELD, MAX_SEARCH};
use lightsout::{
    random_values, Board, ParseError, Press, Rule, Scanner, SplitMix, Stencil,
};

/// The `bad_wiring` binary.
pub const JUDGE: Judge = Judge {
    name: "bad_wiring",
    help: HELP,
    run,
};

/// Bad Wiring for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "BAPC 2011 Bad Wiring (a switch toggles the lights within D of it)",
    reads: "the number of cases, then per case `n D` and n values 0/1",
    writes: "per case, the fewest switch flips that turn every light off, or `impossible` (the statement's output section was not found: the format follows the jury's solution)",
    judges: "none known",
    generate,
    checker: None,
    time_limit_ms: None,
};

/// The judge's most lights.
const MAX_LIGHTS: u64 = 100;
/// The judge's widest reach.
const MAX_REACH: u64 = 15;
/// The most cases read.
const MAX_CASES: u64 = 1_000_000;
/// The most cases generated.
const MAX_GENERATED: u64 = 100;

/// What `bad_wiring --help` prints.
const HELP: &str = "\
bad_wiring: solves BAPC 2011 Bad Wiring (HDU 4200).

Reads from stdin the number of cases, then for each a line `n D` (n from 1
to 100 lights, D from 0 to 15) and a line of n values, 0 off or 1 on.
Switch i toggles every light from i - D to i + D that exists. Writes, for
each case, the fewest switch flips that turn every light off, or
impossible.

Example:
  $ printf '2\\n3 1\\n1 1 1\\n2 0\\n1 0\\n' | bad_wiring
  1
  1
";

/// Reads the cases from `input` and writes their answers to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let count = counted("the number of cases", MAX_CASES);
    answer_cases(input, out, count, read_case, |_, (reach, lights)| {
        let line = match chased(&rule(reach), &lights, FIELD)
            .expect("100 lights are within reach")
        {
            Some(solved) => format!("{}\n", solved.fewest(MAX_SEARCH).0.total()),
            None => "impossible\n".to_string(),
        };
        Ok(line)
    })
}

/// A switch toggles the lights within `reach` of its own.
fn rule(reach: usize) -> Rule {
    let stencil = Stencil::new(1, 2 * reach + 1, vec![1; 2 * reach + 1]).expect("odd");
    Rule {
        press: Press::Stencil(stencil),
        modulus: 2,
        torus: false,
    }
}

fn read_case(input: &mut Scanner<'_>) -> Result<Option<(usize, Board)>, ParseError> {
    let n = input.number("the number of lights n", 1, MAX_LIGHTS)? as usize;
    let reach = input.number("the reach D", 0, MAX_REACH)? as usize;
    let mut cells = Vec::with_capacity(n);
    input.value_row(n, 2, &mut cells)?;
    Ok(Some((
        reach,
        Board {
            rows: 1,
            cols: n,
            cells,
        },
    )))
}

/// Random rows of lights: `--count` cases (default 1), n from 1 to 100
/// unless `--cols` is given; `--solvable` rows can be turned off.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    if spec.rows.map_or(false, |rows| rows != 1) {
        return Err(Error::usage("the lights are one row: give --cols only"));
    }
    let mut rng = SplitMix(spec.seed);
    let count = case_count(spec, MAX_GENERATED)?;
    sink.push(format!("{}\n", count).as_bytes())?;
    for _ in 0..count {
        let n = pick_side(spec.cols, 1, MAX_LIGHTS as usize, &mut rng)?;
        let reach = rng.below(MAX_REACH + 1) as usize;
        let random = random_values(&mut rng, 1, n, 2);
        let lights = if spec.solvable || spec.many_solutions {
            let mut lights = Board::new(1, n);
            lights.apply(&rule(reach), &random);
            lights
        } else {
            random
        };
        let text = format!("{} {}\n{}", n, reach, lights.rows_text(" "));
        sink.push(text.as_bytes())?;
    }
    Ok(())
}
