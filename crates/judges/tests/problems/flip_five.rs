//! Kattis flipfive: the one right output, found by a search written here from the
//! statement.

use super::search::{fewest, or, Goal, Tokens};
use super::{three_cases, Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Exact(expected),
    random: (25, three_cases),
    malformed,
    terminator: None,
};

fn expected(input: &str) -> String {
    let mut t = Tokens(input.split_whitespace());
    let mut out = String::new();
    for _ in 0..t.number() {
        out += &or(fewest(&t.chars(3, '*'), Goal::Off), "none");
    }

    out
}

fn malformed() -> Vec<Malformed> {
    vec![Malformed::new(
        b"2\n*..\n**.\n*..\n***\n*..\n..*\n***\n",
        "line 8, column 1: expected end of input, found \"***\"",
        "1\n3\n",
    )]
}
