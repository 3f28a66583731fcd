//! Baekjoon 14927 전구 끄기: the one right output, found by a search written here from the
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
    let n = t.number();
    out += &or(fewest(&t.bits(n, n), Goal::Off), "-1");

    out
}

fn malformed() -> Vec<Malformed> {
    vec![Malformed::new(
        b"2\n1 0\n0 1 1\n",
        "line 3, column 5: expected end of input, found \"1\"",
        "2\n",
    )]
}
