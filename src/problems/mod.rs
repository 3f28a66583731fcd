//! The judge problems: one module each, and [`ALL`], the one list of them
//! that the bundler, the tests, the stress kit and the README check read.
//!
//! A problem module holds everything about its problem: the judge's input
//! reader and solver (`JUDGE`, what its binary runs), a generator of random
//! valid inputs and a strict checker of outputs (`PROBLEM`, what the
//! `lightsout` tool adds). Adding a problem is its module here, one line in
//! [`ALL`], a thin `src/bin/NAME.rs` and `samples/NAME/`. Two modules are
//! no problem: [`shared`] and [`library_checker`] hold what several
//! problems read or answer alike.

pub mod alien_insects;
pub mod awkward_lights;
pub mod bad_wiring;
pub mod bulbs_and_switches;
pub mod coloured_lights;
pub mod dmoj_lights_out;
pub mod even_parity;
pub mod extended_lights_out;
pub mod face_the_right_way;
pub mod flip_five;
pub mod flip_flap;
pub mod flip_game;
pub mod fliptile;
pub mod gambler_bo;
pub mod harmonious_matrix;
pub mod intersection_of_f2_vector_spaces;
pub mod inverse_matrix_mod_2;
pub mod inverse_matrix_mod_p;
pub mod library_checker;
pub mod linear_basis;
pub mod linear_equations_mod_2;
pub mod linear_equations_mod_p;
pub mod matrix_det_mod_2;
pub mod matrix_det_mod_p;
pub mod matrix_product_mod_2;
pub mod matrix_rank_mod_2;
pub mod matrix_rank_mod_p;
pub mod painters_problem;
pub mod pilots_brothers;
pub mod puzzling_switches;
pub mod shared;
pub mod strange_billboard;
pub mod switch_problem;
pub mod the_clocks;
pub mod turn_off_the_bulbs;
pub mod turn_off_the_lights;
pub mod turn_the_lights_off;
pub mod usaco_lights;
pub mod water_bowls;
pub mod widget_factory;

use crate::io::judge::{Error, Judge};
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
    /// The judge's time limit in milliseconds, where it is known (what
    /// `lightsout stress` gives a program unless told otherwise).
    pub time_limit_ms: Option<u32>,
}

/// Every judge problem, by binary name.
pub const ALL: &[Problem] = &[
    alien_insects::PROBLEM,
    awkward_lights::PROBLEM,
    bad_wiring::PROBLEM,
    bulbs_and_switches::PROBLEM,
    coloured_lights::PROBLEM,
    dmoj_lights_out::PROBLEM,
    even_parity::PROBLEM,
    extended_lights_out::PROBLEM,
    face_the_right_way::PROBLEM,
    flip_five::PROBLEM,
    flip_flap::PROBLEM,
    flip_game::PROBLEM,
    fliptile::PROBLEM,
    gambler_bo::PROBLEM,
    harmonious_matrix::PROBLEM,
    intersection_of_f2_vector_spaces::PROBLEM,
    inverse_matrix_mod_2::PROBLEM,
    inverse_matrix_mod_p::PROBLEM,
    linear_basis::PROBLEM,
    linear_equations_mod_2::PROBLEM,
    linear_equations_mod_p::PROBLEM,
    matrix_det_mod_2::PROBLEM,
    matrix_det_mod_p::PROBLEM,
    matrix_product_mod_2::PROBLEM,
    matrix_rank_mod_2::PROBLEM,
    matrix_rank_mod_p::PROBLEM,
    painters_problem::PROBLEM,
    pilots_brothers::PROBLEM,
    puzzling_switches::PROBLEM,
    strange_billboard::PROBLEM,
    switch_problem::PROBLEM,
    the_clocks::PROBLEM,
    turn_off_the_bulbs::PROBLEM,
    turn_off_the_lights::PROBLEM,
    turn_the_lights_off::PROBLEM,
    usaco_lights::PROBLEM,
    water_bowls::PROBLEM,
    widget_factory::PROBLEM,
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

    /// Judges `output` for `input` as judges that compare tokens do: an
    /// answer laid out otherwise (`\r\n`, extra spaces, no final newline)
    /// is judged as its tokens, and the `Ok` verdict says what differs;
    /// `exact` holds it to the bytes (see [`crate::kit::check::relaxed`]).
    pub fn verdict(
        &self,
        input: &[u8],
        output: &[u8],
        exact: bool,
    ) -> Result<Verdict, Error> {
        let verdict = self.check(input, output)?;
        let relaxed = match (&verdict, exact) {
            (Verdict::Malformed(_), false) => crate::kit::check::relaxed(output),
            _ => None,
        };
        let (fixed, changes) = match relaxed {
            Some(relaxed) => relaxed,
            None => return Ok(verdict),
        };
        Ok(match self.check(input, &fixed)? {
            Verdict::Ok(text) => Verdict::Ok(format!(
                "{}, as judges that compare tokens take it (not exactly: {})",
                text,
                changes.join(", ")
            )),
            Verdict::Wrong(text) => Verdict::Wrong(text),
            Verdict::Malformed(_) => verdict,
        })
    }
}

/// The names of every problem, comma separated, for messages.
pub fn names() -> String {
    ALL.iter()
        .map(|problem| problem.judge.name)
        .collect::<Vec<_>>()
        .join(", ")
}
