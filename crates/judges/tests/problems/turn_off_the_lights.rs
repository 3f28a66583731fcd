//! Baekjoon 14939 불 끄기: the one right output, found by a search written here from the
//! statement.

use super::search::{fewest, or, Goal, Tokens};
use super::{one_case, Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Exact(expected),
    random: (25, one_case),
    malformed,
    terminator: None,
};

fn expected(input: &str) -> String {
    let mut t = Tokens(input.split_whitespace());
    let mut out = String::new();
    out += &or(fewest(&t.chars(10, 'O'), Goal::Off), "-1");
    out
}

fn malformed() -> Vec<Malformed> {
    vec![Malformed::new(
        b"##########\n",
        "line 2, column 1: expected a row of 10 characters, found end of input",
        "",
    )]
}
