//! The judge problems: one module each, and the registry,
//! [`each_problem!`](crate::each_problem), the one list of them, from which this module declares
//! their modules and [`ALL`], and the tests make one test module of each.
//! The bundler, the stress kit and the docs' table of judges read [`ALL`].
//!
//! A problem module holds everything about its problem: the judge's input
//! reader and solver (`JUDGE`, what its binary runs), and what the tools add
//! (`PROBLEM`: its title, what it reads and writes, the judges that take its
//! bundle, a generator of random valid inputs and a strict checker of
//! outputs). Adding a problem is its module here, one line in
//! [`each_problem!`](crate::each_problem), a thin `src/bin/NAME.rs`, its oracle in the tests and
//! `samples/NAME/` (`docs/contributing.md`). Two modules are no problem:
//! [`shared`] and [`library_checker`] hold what several problems read or
//! answer alike.

pub mod library_checker;
pub mod shared;

use crate::error::Error;
use crate::judge::Judge;
use crate::kit::check::{Checker, Verdict};
use crate::kit::generate::Generator;

/// A judge problem as the tools know it.
#[derive(Clone, Copy)]
pub struct Problem {
    /// The binary: its name, help and solver.
    pub judge: Judge,
    /// The problem as judges pose it: where, its title, and a word on it
    /// where the title does not say what it asks.
    pub title: &'static str,
    /// What its input holds, in a phrase (`docs/judges.md`'s column).
    pub reads: &'static str,
    /// What its binary writes, in a phrase.
    pub writes: &'static str,
    /// The judges that take its bundle (a Rust submission), or "none
    /// known" where every judge that poses it takes no Rust.
    pub judges: &'static str,
    /// Writes a random valid input, the same for the same spec; `Err` says
    /// why the spec does not fit the problem.
    pub generate: Generator,
    /// Judges an output for an input strictly; `Err` if the input itself is
    /// malformed. `None` where every case has exactly one right answer: then
    /// the output must be the judge binary's own (see
    /// [`crate::kit::check::check_exact`]).
    pub checker: Option<Checker>,
    /// The judge's time limit in milliseconds, where it is known (what
    /// `lightsout stress` gives a program unless told otherwise).
    pub time_limit_ms: Option<u32>,
}

/// The registry: calls the macro `$then` with the module name of every
/// judge problem, in order of name, which is also its binary's name.
/// Adding a problem is one line here; this module declares the modules
/// and [`ALL`] from it, and the tests make one test module of each name
/// (`lightsout_judges::each_problem!(tests_of)`).
#[doc(hidden)]
#[macro_export]
macro_rules! each_problem {
    ($then:ident) => {
        $then! {
            alien_insects
            awkward_lights
            bad_wiring
            bulbs_and_switches
            coloured_lights
            dmoj_lights_out
            even_parity
            extended_lights_out
            face_the_right_way
            flip_five
            flip_flap
            flip_game
            fliptile
            gambler_bo
            harmonious_matrix
            intersection_of_f2_vector_spaces
            inverse_matrix_mod_2
            inverse_matrix_mod_p
            linear_basis
            linear_equations_mod_2
            linear_equations_mod_p
            matrix_det_mod_2
            matrix_det_mod_p
            matrix_product_mod_2
            matrix_rank_mod_2
            matrix_rank_mod_p
            painters_problem
            pilots_brothers
            puzzling_switches
            strange_billboard
            switch_problem
            the_clocks
            turn_off_the_bulbs
            turn_off_the_lights
            turn_the_lights_off
            usaco_lights
            water_bowls
            widget_factory
        }
    };
}

/// Declares the problems' modules and [`ALL`].
macro_rules! registry {
    ($($name:ident)*) => {
        $(pub mod $name;)*

        /// Every judge problem, by binary name.
        pub const ALL: &[Problem] = &[$($name::PROBLEM),*];
    };
}

each_problem!(registry);

/// The problem whose binary is `name`.
///
/// # Example
/// ```
/// let problem = lightsout_judges::problems::find("fliptile").unwrap();
/// assert_eq!(problem.judge.name, "fliptile");
/// assert!(lightsout_judges::problems::find("bundle").is_none());
/// ```
pub fn find(name: &str) -> Option<&'static Problem> {
    ALL.iter().find(|problem| problem.judge.name == name)
}

impl Problem {
    /// Judges `output` for `input` strictly: by the problem's checker, or
    /// where it has none as the judge binary's own output.
    pub fn check(&self, input: &[u8], output: &[u8]) -> Result<Verdict, Error> {
        match self.checker {
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
