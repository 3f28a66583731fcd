//! POJ 3185 The Water Bowls: the one right output, found by a search written here from the
//! statement.

use super::search::{fewest, Goal, Tokens};
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
    let count = fewest(&t.bits(1, 20), Goal::Off).expect("promised solvable");
    out += &format!("{}\n", count);

    out
}

fn malformed() -> Vec<Malformed> {
    vec![
        // A 1 x 20 board has a kernel of dimension 1: half the rows cannot
        // be turned right side up, this one among them.
        Malformed::new(
            b"1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n",
            "no flips turn every bowl right side up, though the statement promises some do",
            "",
        ),
        Malformed::new(
            b"0 0 1 1 1 0 0 1 1 0 1 1 0 0 0 0 0 0 0 0\nx\n",
            "line 2, column 1: expected end of input, found \"x\"",
            "3\n",
        ),
        Malformed::new(
            b"0 0 1 1 1 0 0 1 1 0 1 1 0 0 0 0 0 0 0\n",
            "line 2, column 1: expected 0 or 1, found end of input",
            "",
        ),
    ]
}
