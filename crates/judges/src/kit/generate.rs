//! Reproducible generators of judge inputs: the spec a user gives
//! (`lightsout gen`), and the sink a generator writes to.

use std::io::{self, Write};

use crate::error::Error;
use lightsout::{random_values, value_separator, Board, Press, Rule, SplitMix};

/// Where a generator writes its input: text gathered in blocks of 64 KiB,
/// each written out as it fills, so a million cases hold one block of
/// memory and `| head` stops the generator at once (a failed write is the
/// generator's error).
pub struct Sink<'a> {
    out: &'a mut dyn Write,
    text: Vec<u8>,
}

impl<'a> Sink<'a> {
    /// A sink writing to `out`.
    pub fn new(out: &'a mut dyn Write) -> Sink<'a> {
        Sink {
            out,
            text: Vec::new(),
        }
    }

    /// The text not yet written, to append to; [`Sink::push`] with nothing
    /// writes it out once a block is full.
    pub(crate) fn text(&mut self) -> &mut Vec<u8> {
        &mut self.text
    }

    /// Appends `bytes`, and writes the text out if a block is full.
    pub(crate) fn push(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.text.extend_from_slice(bytes);
        if self.text.len() >= 1 << 16 {
            self.out.write_all(&self.text)?;
            self.text.clear();
        }
        Ok(())
    }

    /// Writes the rest.
    pub fn finish(self) -> io::Result<()> {
        self.out.write_all(&self.text)
    }
}

/// A generator: writes a random valid input for `spec` to the sink, the
/// same for the same spec; [`Error::Usage`] says why the spec does not fit,
/// and a failed write stops it.
pub type Generator = fn(&Spec, &mut Sink<'_>) -> Result<(), Error>;

/// The whole input `generate` makes for `spec`, as a string.
///
/// # Example
/// ```
/// use lightsout_judges::kit::generate::{generated, Spec};
/// use lightsout_judges::problems::fliptile::generate;
/// let text = generated(generate, &Spec { rows: Some(2), cols: Some(3), ..Spec::default() });
/// assert!(text.unwrap().starts_with("2 3\n"));
/// ```
pub fn generated(generate: Generator, spec: &Spec) -> Result<String, Error> {
    let mut out = Vec::new();
    let mut sink = Sink::new(&mut out);
    generate(spec, &mut sink)?;
    sink.finish()?;
    Ok(String::from_utf8(out).expect("generators write text"))
}

/// What to generate.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Spec {
    /// The generator's seed.
    pub seed: u64,
    /// Cases, for problems with many.
    pub count: Option<u64>,
    /// Fixed rows, where the problem's boards vary.
    pub rows: Option<usize>,
    /// Fixed columns, where the problem's boards vary.
    pub cols: Option<usize>,
    /// Only boards that can be cleared.
    pub solvable: bool,
    /// Sizes with many solutions, and boards that can be cleared, so that
    /// tie-breaking matters.
    pub many_solutions: bool,
}

/// The number of cases to generate: `--count`, or 1; at most `max`.
pub(crate) fn case_count(spec: &Spec, max: u64) -> Result<u64, Error> {
    match spec.count {
        Some(count) if count > max => Err(Error::Usage(format!(
            "the judge allows at most {} cases",
            max
        ))),
        count => Ok(count.unwrap_or(1)),
    }
}

/// A side of a board: `fixed`, checked to be from `min` to `max`, or drawn
/// from that range.
pub(crate) fn pick_side(
    fixed: Option<usize>,
    min: usize,
    max: usize,
    rng: &mut SplitMix,
) -> Result<usize, Error> {
    match fixed {
        Some(side) if side < min || side > max => Err(Error::Usage(format!(
            "the judge's boards have sides from {} to {}",
            min, max
        ))),
        Some(side) => Ok(side),
        None => Ok(min + rng.below((max - min + 1) as u64) as usize),
    }
}

/// Refuses the options a problem of one fixed board size has no use for.
pub(crate) fn fixed_size(spec: &Spec, rows: usize, cols: usize) -> Result<(), Error> {
    let fits = |given: Option<usize>, side| given.map_or(true, |given| given == side);
    if fits(spec.rows, rows) && fits(spec.cols, cols) {
        Ok(())
    } else {
        Err(Error::Usage(format!(
            "the judge's boards are {} x {}",
            rows, cols
        )))
    }
}

/// The largest side [`rule_board`] draws when none is given.
const MAX_DRAWN_SIDE: usize = 15;

/// A random board for `lightsout solve` under `rule`: `M N` and M rows of
/// N values 0 to k-1 (digits up to k = 10, spaced past it), sides from 1
/// to 15 unless given (a rule of moves, its own board's); `--solvable`
/// boards are the lights of random presses, so that they can be cleared.
pub fn rule_board(spec: &Spec, rule: &Rule, sink: &mut Sink<'_>) -> Result<(), Error> {
    if spec.count.is_some() {
        return Err(Error::usage("a board is one case; vary --seed for more"));
    }
    let mut rng = SplitMix(spec.seed);
    let own = match &rule.press {
        Press::Moves(moves) => Some(moves.size()),
        _ => None,
    };
    let mut side = |given: Option<usize>, own: Option<usize>| {
        given
            .or(own)
            .unwrap_or_else(|| 1 + rng.below(MAX_DRAWN_SIDE as u64) as usize)
    };
    let rows = side(spec.rows, own.map(|(rows, _)| rows));
    let cols = side(spec.cols, own.map(|(_, cols)| cols));
    if let Some(why) = rule.refuses(rows, cols) {
        return Err(Error::Usage(why));
    }
    if rows.checked_mul(cols).map_or(true, |cells| cells > 1 << 24) {
        return Err(Error::usage("boards of at most 2^24 cells"));
    }
    let random = random_values(&mut rng, rows, cols, rule.modulus);
    let board = if spec.solvable || spec.many_solutions {
        let mut lights = Board::new(rows, cols);
        lights.apply(rule, &random);
        lights
    } else {
        random
    };
    sink.push(format!("{} {}\n", rows, cols).as_bytes())?;
    Ok(sink.push(board.rows_text(value_separator(rule.modulus)).as_bytes())?)
}
