//! The judge problems: one module each, and [`ALL`], the one list of them
//! that the bundler, the tests, the stress kit and the README check read.
//!
//! A problem module holds everything about its problem: the judge's input
//! reader and solver (`JUDGE`, what its binary runs), a generator of random
//! valid inputs and a strict checker of outputs (`PROBLEM`, what the
//! `lightsout` tool adds). Adding a problem is its module here, one line in
//! [`ALL`], a thin `bin/NAME.rs`, its `[[bin]]` entry and `samples/NAME/`.

pub mod extended_lights_out;
pub mod fliptile;

use crate::judge::Judge;
use crate::stress::{Spec, Verdict};

/// A judge problem as the tools know it.
#[derive(Clone, Copy)]
pub struct Problem {
    /// The binary: its name, help and solver.
    pub judge: Judge,
    /// Where the problem is posed, and which of those judges take Rust.
    pub source: &'static str,
    /// A random valid input, the same for the same spec; `Err` says why the
    /// spec does not fit the problem.
    pub generate: fn(&Spec) -> Result<String, String>,
    /// Judges an output for an input strictly; `Err` if the input itself is
    /// malformed.
    pub check: fn(&[u8], &[u8]) -> Result<Verdict, String>,
}

/// Every judge problem, by binary name.
pub const ALL: &[Problem] = &[extended_lights_out::PROBLEM, fliptile::PROBLEM];

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

/// The names of every problem, comma separated, for messages.
pub fn names() -> String {
    ALL.iter()
        .map(|problem| problem.judge.name)
        .collect::<Vec<_>>()
        .join(", ")
}
