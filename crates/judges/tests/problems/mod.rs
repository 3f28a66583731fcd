//! What the tests know of each judge problem, written from its statement
//! apart from the library: one file a problem (`NAME.rs`, declared here
//! from the registry, so that a new problem fails to build until its file
//! is written), each holding its [`Oracle`]. `judges/tests/judges.rs` holds
//! every problem to its oracle; `search` holds the searches several oracles share.

pub mod search;

use lightsout_judges::kit::generate::Spec;

/// A problem's oracle: its right answers, the random inputs it takes in a
/// moment, and the malformed inputs its binary must refuse.
pub struct Oracle {
    /// How an answer is known right.
    pub answers: Answers,
    /// How many random inputs the tests draw, and the spec of the one
    /// drawn with each seed from 0: its sizes, within what the oracle
    /// searches in a moment, and its count of cases.
    pub random: (u64, fn(u64) -> Spec),
    /// Malformed inputs, each with the line its binary says and the
    /// answers to the complete cases before it.
    pub malformed: fn() -> Vec<Malformed>,
    /// The line that ends the input, where the statement has one (`0 0`):
    /// the judge's data may leave it out.
    pub terminator: Option<&'static str>,
}

/// How an answer is known right.
pub enum Answers {
    /// Every case has one right answer: the whole output, found here.
    Exact(fn(&str) -> String),
    /// Many answers are right: `Err` says why an output is not.
    Checked(fn(&str, &str) -> Result<(), String>),
}

/// An input its binary refuses.
pub struct Malformed {
    pub input: Vec<u8>,
    /// The stderr line without the binary's name and its newline.
    pub message: String,
    /// What stdout holds: the answers to the complete cases before.
    pub stdout: String,
}

impl Malformed {
    pub fn new(input: &[u8], message: &str, stdout: &str) -> Self {
        Malformed {
            input: input.to_vec(),
            message: message.to_string(),
            stdout: stdout.to_string(),
        }
    }
}

/// The random input of `seed` for a problem of one case a file: a board
/// that can be cleared every other seed.
pub fn one_case(seed: u64) -> Spec {
    Spec {
        seed,
        solvable: seed % 2 == 0,
        ..Spec::default()
    }
}

/// The random input of `seed` for a problem of many cases: three of them.
pub fn three_cases(seed: u64) -> Spec {
    Spec {
        count: Some(3),
        ..one_case(seed)
    }
}

/// The random input of `seed` for a problem of one matrix of `--rows`
/// rows: 1 + 7 `seed` of them, which the elimination an oracle does takes
/// in a moment.
pub fn matrix_rows(seed: u64) -> Spec {
    Spec {
        rows: Some(1 + seed as usize * 7),
        ..one_case(seed)
    }
}

macro_rules! oracles {
    ($($name:ident)*) => {
        $(pub mod $name;)*

        /// Every problem's oracle, by binary name.
        pub const ORACLES: &[(&str, &Oracle)] = &[$((stringify!($name), &$name::ORACLE)),*];
    };
}

lightsout_judges::each_problem!(oracles);
