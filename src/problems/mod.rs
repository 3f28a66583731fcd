//! The judge problems: one module each, and [`ALL`], the one list of them
//! that the bundler, the tests, the stress kit and the README check read.
//!
//! A problem module holds everything about its problem: the judge's input
//! reader and solver (`JUDGE`, what its binary runs), a generator of random
//! valid inputs and a strict checker of outputs (`PROBLEM`, what the
//! `lightsout` tool adds). Adding a problem is its module here, one line in
//! [`ALL`], a thin `src/bin/NAME.rs` and `samples/NAME/`.

pub mod alien_insects;
pub mod bad_wiring;
pub mod bulbs_and_switches;
pub mod clocks;
pub mod coloured_lights;
pub mod dmoj_lights_out;
pub mod even_parity;
pub mod extended_lights_out;
pub mod flip_five;
pub mod flip_flap;
pub mod flip_game;
pub mod fliptile;
pub mod gambler_bo;
pub mod harmonious_matrix;
pub mod inverse_matrix_mod_2;
pub mod linear_equations_mod_2;
pub mod matrix_det_mod_2;
pub mod matrix_rank_mod_2;
pub mod painters_problem;
pub mod pilots_brothers;
pub mod puzzling_switches;
pub mod strange_billboard;
pub mod switch_problem;
pub mod turn_off_the_bulbs;
pub mod turn_off_the_lights;
pub mod turn_the_lights_off;
pub mod usaco_lights;
pub mod water_bowls;

use std::io::Read;

use crate::board::grid::{head, words, Grid};
use crate::board::random::SplitMix;
use crate::board::row::full;
use crate::engine::fewest::{fewest_presses, Goal};
use crate::io::formats::read_stream_rows;
use crate::io::input::{self, Scanner};
use crate::io::judge::Error;
use crate::io::judge::Judge;
use crate::io::output::push_digit_rows;
use crate::io::stream::Stream;
use crate::kit::check::{Checker, Verdict};
use crate::kit::generate::{pick_side, Generator, Sink, Spec};
use crate::linalg::matrix::Matrix;

/// A judge problem as the tools know it.
#[derive(Clone, Copy)]
pub struct Problem {
    /// The binary: its name, help and solver.
    pub judge: Judge,
    /// Where the problem is posed, and which of those judges take Rust.
    pub source: &'static str,
    /// Writes a random valid input, the same for the same spec; `Err` says
    /// why the spec does not fit the problem.
    pub generate: Generator,
    /// Judges an output for an input strictly; `Err` if the input itself is
    /// malformed. `None` where every case has exactly one right answer: then
    /// the output must be the judge binary's own (see
    /// [`crate::kit::check::check_exact`]).
    pub check: Option<Checker>,
}

/// Every judge problem, by binary name.
pub const ALL: &[Problem] = &[
    alien_insects::PROBLEM,
    bad_wiring::PROBLEM,
    bulbs_and_switches::PROBLEM,
    clocks::PROBLEM,
    coloured_lights::PROBLEM,
    dmoj_lights_out::PROBLEM,
    even_parity::PROBLEM,
    extended_lights_out::PROBLEM,
    flip_five::PROBLEM,
    flip_flap::PROBLEM,
    flip_game::PROBLEM,
    fliptile::PROBLEM,
    gambler_bo::PROBLEM,
    harmonious_matrix::PROBLEM,
    inverse_matrix_mod_2::PROBLEM,
    linear_equations_mod_2::PROBLEM,
    matrix_det_mod_2::PROBLEM,
    matrix_rank_mod_2::PROBLEM,
    painters_problem::PROBLEM,
    pilots_brothers::PROBLEM,
    puzzling_switches::PROBLEM,
    strange_billboard::PROBLEM,
    switch_problem::PROBLEM,
    turn_off_the_bulbs::PROBLEM,
    turn_off_the_lights::PROBLEM,
    turn_the_lights_off::PROBLEM,
    usaco_lights::PROBLEM,
    water_bowls::PROBLEM,
];

/// The problem whose binary is `name`.
///
/// # Example
/// ```
/// let problem = lightsout::problems::find("fliptile").unwrap();
/// assert_eq!(problem.judge.name, "fliptile");
/// assert!(lightsout::problems::find("bundle").is_none());
/// ```
pub fn find(name: &str) -> Option<&'static Problem> {
    ALL.iter().find(|problem| problem.judge.name == name)
}

impl Problem {
    /// Judges `output` for `input` strictly (see [`Problem::check`]).
    pub fn check(&self, input: &[u8], output: &[u8]) -> Result<Verdict, Error> {
        match self.check {
            Some(check) => check(input, output),
            None => crate::kit::check::check_exact(self.judge.run, input, output),
        }
    }
}

/// The names of every problem, comma separated, for messages.
pub fn names() -> String {
    ALL.iter()
        .map(|problem| problem.judge.name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The answer line of a problem that prints the fewest presses toward
/// `goal`, or `none` when no presses will do.
///
/// # Example
/// ```
/// use lightsout::engine::fewest::Goal;
/// use lightsout::board::grid::Grid;
/// use lightsout::problems::count_line;
/// assert_eq!(count_line(&Grid::from_masks(&[0b11], 2), Goal::ALL_OFF, "-1"), "1\n");
/// assert_eq!(count_line(&Grid::from_masks(&[0b10], 2), Goal::ALL_OFF, "-1"), "-1\n");
/// ```
pub fn count_line(board: &Grid, goal: Goal, none: &str) -> String {
    match fewest_presses(board, goal) {
        Some(presses) => format!("{}\n", presses),
        None => format!("{}\n", none),
    }
}

/// Reads the one case of `input` with `read`, a token or a row at a time
/// (see [`Stream`]), and refuses anything but whitespace after it.
pub fn read_case<T>(
    input: &mut dyn Read,
    read: impl FnOnce(&mut Stream<'_>) -> Result<T, Error>,
) -> Result<T, Error> {
    let mut stream = Stream::new(input);
    let value = read(&mut stream)?;
    Error::reading(stream.finish())?;
    Ok(value)
}

/// Reads numbers from the stream with `parse`.
pub(crate) fn numbers<T>(
    input: &mut Stream<'_>,
    parse: impl FnMut(&mut Scanner<'_>) -> Result<T, input::Error>,
) -> Result<T, Error> {
    Error::reading(input.parse(parse))
}

/// A matrix of `rows` rows, each a word of `cols` digits `0`/`1` (none to
/// read when `cols` is 0), as Library Checker writes them, read a row at a
/// time, as a grid.
pub(crate) fn read_digit_rows(
    input: &mut Stream<'_>,
    rows: usize,
    cols: usize,
) -> Result<Grid, Error> {
    if cols == 0 {
        return Ok(Grid::new(rows, 0));
    }
    read_stream_rows(input, rows, cols, |s, width, row| {
        s.char_row(width, b"01", row)
    })
}

/// [`read_digit_rows`], as a matrix.
pub(crate) fn read_digit_matrix(
    input: &mut Stream<'_>,
    rows: usize,
    cols: usize,
) -> Result<Matrix, Error> {
    read_digit_rows(input, rows, cols).map(|grid| Matrix::from_grid(&grid))
}

/// A random `rows` x `cols` matrix, as a grid, whose rows span a space of
/// dimension `rank` (at most both sides): each row a random sum of `rank`
/// random rows, or a random row where `rank` is full.
pub(crate) fn random_matrix(
    rows: usize,
    cols: usize,
    rank: usize,
    rng: &mut SplitMix,
) -> Grid {
    let random_row = |rng: &mut SplitMix| {
        let mut row: Vec<u64> = (0..words(cols)).map(|_| rng.next_u64()).collect();
        if let Some(first) = row.first_mut() {
            *first &= full(head(cols));
        }
        row
    };
    let full_rank = rank >= rows.min(cols);
    let basis: Vec<Vec<u64>> = if full_rank {
        Vec::new()
    } else {
        (0..rank).map(|_| random_row(rng)).collect()
    };
    let mut grid = Grid::new(0, cols);
    for _ in 0..rows {
        if full_rank {
            grid.push_row(&random_row(rng));
            continue;
        }
        let mut sum = vec![0; words(cols)];
        for b in basis.iter().filter(|_| rng.next_u64() & 1 == 1) {
            for (s, w) in sum.iter_mut().zip(b) {
                *s ^= w;
            }
        }
        grid.push_row(&sum);
    }
    grid
}

/// `N` (`--rows`, by default 1 to `max`) and a random `N` x `N` matrix:
/// invertible about three times in ten, and of lower rank now and then.
pub(crate) fn square_matrix(
    spec: &Spec,
    max: u64,
    sink: &mut Sink<'_>,
) -> Result<(), Error> {
    if spec.cols.map_or(false, |cols| Some(cols) != spec.rows) {
        return Err(Error::usage("the matrix is square: give --rows N only"));
    }
    let mut rng = SplitMix(spec.seed);
    let n = pick_side(spec.rows, 1, max as usize, &mut rng)?;
    sink.push(format!("{}\n", n).as_bytes())?;
    let rank = if rng.below(4) == 0 {
        rng.below(n as u64) as usize
    } else {
        n
    };
    push_digit_rows(sink.text(), &random_matrix(n, n, rank, &mut rng));
    Ok(sink.push(b"")?)
}

/// `2^exponent mod modulus`: how many sets a space of that dimension holds,
/// as judges ask for it.
pub(crate) fn power_of_two(exponent: usize, modulus: u64) -> u64 {
    (0..exponent).fold(1 % modulus, |count, _| count * 2 % modulus)
}
