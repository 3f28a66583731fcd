//! POJ 3279 Fliptile: the fewest flips, ties broken by the least output.
//!
//! Input: `M N`, then `M` rows of `N` values `0`/`1` (1 = black). Output:
//! `M` lines of `N` space-separated `0`/`1`, the tiles to flip so that
//! every tile shows white, using the fewest flips, ties broken by the least
//! output string; or the single line `IMPOSSIBLE`. The judge allows
//! `M, N <= 15`; this solver takes any size, and gives the same answer
//! wherever the minimum is computable (see [`lightsout::standard::walkable`]).

use std::io::{Read, Write};

use crate::error::Error;
use crate::formats::read_board;
use crate::judge::{self, Judge};
use crate::kit::check::{first_difference, first_lit, flips, Strict, Verdict};
use crate::kit::generate::{Sink, Spec};
use crate::output::{push_grid, write_grid};
use crate::problems::Problem;
use lightsout::standard::{fewest, nullity};
use lightsout::{apply, random_board, Cells, Grid, Minimal, Rule};
use lightsout::{Search, Solution, SplitMix, Stream, DEFAULT_SEARCH_WORK};

/// The `fliptile` binary.
pub const JUDGE: Judge = Judge {
    name: "fliptile",
    help: HELP,
    run,
};

/// Fliptile for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "POJ 3279 Fliptile (also Luogu P1985)",
    reads: "`M N`, then M rows of N values 0/1",
    writes: "the fewest flips, ties broken by the least output string, or `IMPOSSIBLE`",
    judges: "Luogu P1985",
    generate,
    checker: Some(check),
    time_limit_ms: None,
};

/// The judge's largest side.
const JUDGE_SIDE: usize = 15;

/// What `fliptile --help` prints.
const HELP: &str = "\
fliptile: solves POJ 3279 Fliptile.

Reads from stdin `M N`, then M rows of N values 0 or 1 (1 = black),
separated by any whitespace. Writes M lines of N space-separated 0/1 values,
the tiles to flip to turn every tile white: the fewest flips, ties broken by
the least output string. Writes IMPOSSIBLE if no flips will do.

The judge has M, N <= 15; any size is solved. Where a board has too many
solutions to compare them all, the answer clears the board with flips
improved greedily and a note on stderr says that it is not proven to use the
fewest (`lightsout solve` searches further for a proof).

Example:
  $ printf '1 5\\n1 1 0 0 0\\n' | fliptile
  1 0 0 0 0
";

/// Reads one Fliptile case from `input` and writes its answer to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let mut input = Stream::new(input);
    let lights = read_board(&mut input, |s, width, out| s.bit_row(width, out))?;
    // Past the walk, the greedy search only: the judge's boards never get
    // there, and its bundle stays small.
    match fewest(&lights) {
        Some(answer) => {
            write_grid(out, &answer.presses).map_err(Error::from)?;
            if !answer.minimal() {
                // Past the judge's boards only: the one judge that notes.
                let _ = writeln!(
                    std::io::stderr(),
                    "fliptile: note: too many solutions to compare them all; the answer \
                     clears the board with {} flips, not proven to be the fewest",
                    answer.count
                );
            }
        }
        None => judge::write(out, b"IMPOSSIBLE\n")?,
    }
    // Anything after the board is refused once the answer stands, as every
    // single-case judge binary does.
    Error::reading(input.finish())
}

/// A Fliptile input. Sizes not given are drawn from `1..=15`; with
/// `many_solutions`, only from the sizes whose boards have at least 4
/// solutions when they have any.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    if spec.count.is_some() {
        return Err(Error::usage(
            "a Fliptile input holds one board; vary --seed for more",
        ));
    }
    if spec
        .rows
        .into_iter()
        .chain(spec.cols)
        .any(|side| side > JUDGE_SIDE)
    {
        return Err(Error::Usage(format!(
            "the judge's boards have sides of at most {}",
            JUDGE_SIDE
        )));
    }
    let mut rng = SplitMix(spec.seed);
    let sides = |fixed: Option<usize>| fixed.map_or(1..=JUDGE_SIDE, |side| side..=side);
    let sizes: Vec<(usize, usize)> = sides(spec.rows)
        .flat_map(|rows| sides(spec.cols).map(move |cols| (rows, cols)))
        .filter(|&(rows, cols)| !spec.many_solutions || nullity(rows, cols) >= 2)
        .collect();
    if sizes.is_empty() {
        return Err(Error::usage(
            "no size of those has 4 or more solutions per solvable board",
        ));
    }
    let (rows, cols) = sizes[rng.below(sizes.len() as u64) as usize];
    let board = random_board(&mut rng, rows, cols, spec.solvable || spec.many_solutions);
    sink.push(format!("{} {}\n", rows, cols).as_bytes())?;
    push_grid(sink.text(), &board);
    Ok(sink.push(b"")?)
}

/// Checks a Fliptile `output` for `input`: the fewest flips, ties broken
/// by the least output, or `IMPOSSIBLE` exactly when no flips will do.
/// `Err` if the input itself is malformed.
pub fn check(input: &[u8], output: &[u8]) -> Result<Verdict, Error> {
    let mut bytes = input;
    let mut input = Stream::new(&mut bytes);
    let lights = read_board(&mut input, |s, width, out| s.bit_row(width, out))?;
    Error::reading(input.finish())?;
    let mut reader = Strict::new(output);
    let claimed = if output.first() == Some(&b'I') {
        reader
            .text("IMPOSSIBLE\n")
            .and_then(|()| reader.end())
            .map(|()| None)
    } else {
        reader
            .grid(lights.rows(), lights.width())
            .and_then(|grid| reader.end().map(|()| Some(grid)))
    };
    let claimed = match claimed {
        Ok(claimed) => claimed,
        Err(verdict) => return Ok(verdict),
    };
    // The reference is `lightsout solve`'s, proofs past the walk included.
    let search = Search::prove(DEFAULT_SEARCH_WORK);
    let cells = Cells::Bits(lights.clone());
    let reference = lightsout::fewest(&Rule::standard(), &cells, search).expect("any size");
    Ok(verdict(&lights, claimed, reference))
}

/// The verdict on `claimed` (`None` for `IMPOSSIBLE`) for `lights`, given
/// the reference answer.
pub fn verdict(
    lights: &Grid,
    claimed: Option<Grid>,
    reference: Option<Solution>,
) -> Verdict {
    match (claimed, reference) {
        (None, None) => Verdict::Ok("IMPOSSIBLE".to_string()),
        (None, Some(answer)) => Verdict::Wrong(format!(
            "IMPOSSIBLE claimed, but the board can be cleared with {}",
            flips(answer.count)
        )),
        (Some(presses), reference) => {
            let after = apply(&Rule::standard(), lights, &presses);
            let count = presses.ones();
            match (first_lit(&after), reference) {
            (Some(cell), None) => Verdict::Wrong(format!(
                "IMPOSSIBLE missed: no flips clear this board, and these leave the light at {} on",
                cell
            )),
            (Some(cell), Some(_)) => Verdict::Wrong(format!("the light at {} stays on", cell)),
            (None, None) => Verdict::Wrong("the flips clear a board the reference cannot: a bug".to_string()),
            (None, Some(answer)) if count > answer.count && answer.minimal.proven() => {
                Verdict::Wrong(format!("{}, but the minimum is {}", flips(count), answer.count))
            }
            // Beyond what can be proven, only a known better answer is
            // evidence; the minimum itself is not claimed.
            (None, Some(answer)) if count > answer.count => Verdict::Wrong(format!(
                "{}, but {} clear the board too (the minimum is not proven on a board this large)",
                flips(count),
                flips(answer.count)
            )),
            (None, Some(answer)) if !answer.minimal.proven() => Verdict::Ok(format!(
                "the board is cleared with {}; the minimum is not proven on a board this large",
                flips(count)
            )),
            (None, Some(answer)) if answer.minimal != Minimal::Least => Verdict::Ok(format!(
                "{}, the fewest; the least output is not checked on a board this large",
                flips(count)
            )),
            (None, Some(answer)) => match first_difference(&presses, &answer.presses.grid()) {
                None => Verdict::Ok(format!("{}, the fewest and the least output", flips(count))),
                Some((r, c)) => Verdict::Wrong(format!(
                    "{} is the fewest, but not the least output: the first difference is at row {}, column {}, which should be 0",
                    flips(count),
                    r + 1,
                    c + 1
                )),
            },
        }
        }
    }
}
