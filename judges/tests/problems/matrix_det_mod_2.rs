//! Library Checker Determinant of Matrix (Mod 2): the one right output, found by a search written here from the
//! statement.

use lightsout::kit::generate::Spec;

use super::search::{rank, Tokens};
use super::{one_case, Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Exact(expected),
    random: (25, spec),
    malformed,
    terminator: None,
};

fn expected(input: &str) -> String {
    let mut t = Tokens(input.split_whitespace());
    let mut out = String::new();
    let n = t.number();
    out += &format!("{}\n", u8::from(rank(&t.chars(n, '1')) == n));

    out
}

fn spec(seed: u64) -> Spec {
    Spec {
        // Matrices the elimination here takes in a moment.
        rows: Some(1 + seed as usize * 7),
        ..one_case(seed)
    }
}

fn malformed() -> Vec<Malformed> {
    vec![Malformed::new(
        b"2\n10\n011\n",
        "line 3, column 1: expected a row of 2 characters 1 or 0, found \"011\"",
        "",
    )]
}
