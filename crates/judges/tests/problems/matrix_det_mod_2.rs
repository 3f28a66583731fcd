//! Library Checker Determinant of Matrix (Mod 2): the one right output, found by a search written here from the
//! statement.

use super::search::{rank, Tokens};
use super::{matrix_rows, Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Exact(expected),
    random: (25, matrix_rows),
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

fn malformed() -> Vec<Malformed> {
    vec![Malformed::new(
        b"2\n10\n011\n",
        "line 3, column 1: expected a row of 2 characters 1 or 0, found \"011\"",
        "",
    )]
}
