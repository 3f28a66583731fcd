//! The judge problems: one module each, and [`ALL`], the one list of them
//! that the bundler, the tests, the stress kit and the README check read.
//!
//! A problem module holds everything about its problem: the judge's input
//! reader and solver (`JUDGE`, what its binary runs), a generator of random
//! valid inputs and a strict checker of outputs (`PROBLEM`, what the
//! `lightsout` tool adds). Adding a problem is its module here, one line in
//! [`ALL`], a thin `src/bin/NAME.rs` and `samples/NAME/`.

pub mod bulbs_and_switches;
pub mod even_parity;
pub mod extended_lights_out;
pub mod flip_five;
pub mod flip_game;
pub mod fliptile;
pub mod painters_problem;
pub mod pilots_brothers;
pub mod puzzling_switches;
pub mod strange_billboard;
pub mod turn_off_the_bulbs;
pub mod turn_off_the_lights;
pub mod usaco_lights;
pub mod water_bowls;

use crate::algebra::solve::{fewest_presses, Goal};
use crate::board::grid::Grid;
use crate::io::judge::Error;
use crate::io::judge::Judge;
use crate::kit::check::{Checker, Verdict};
use crate::kit::generate::Generator;

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
    bulbs_and_switches::PROBLEM,
    even_parity::PROBLEM,
    extended_lights_out::PROBLEM,
    flip_five::PROBLEM,
    flip_game::PROBLEM,
    fliptile::PROBLEM,
    painters_problem::PROBLEM,
    pilots_brothers::PROBLEM,
    puzzling_switches::PROBLEM,
    strange_billboard::PROBLEM,
    turn_off_the_bulbs::PROBLEM,
    turn_off_the_lights::PROBLEM,
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
/// use lightsout::algebra::solve::Goal;
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
