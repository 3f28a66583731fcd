//! POJ 1753 Flip Game (also Timus 1060): the one right output, found by a search written here from the
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
    out += &or(fewest(&t.chars(4, 'b'), Goal::Either), "Impossible");
    out
}

fn malformed() -> Vec<Malformed> {
    vec![Malformed::new(
        b"bwwb\nbbwb\nbwwb\nbww\n",
        "line 4, column 1: expected a row of 4 characters b or w, found \"bww\"",
        "",
    )]
}
