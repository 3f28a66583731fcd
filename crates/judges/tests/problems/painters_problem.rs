//! POJ 1681 Painter's Problem: the one right output, found by a search written here from the
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
        let n = t.number();
        out += &or(fewest(&t.chars(n, 'w'), Goal::Off), "inf");
    }

    out
}

fn malformed() -> Vec<Malformed> {
    vec![
        Malformed::new(
            b"2\n3\nyyy\nyyy\nyyy\n2\nyw\nyx\n",
            "line 8, column 2: expected w or y, found \"x\"",
            "0\n",
        ),
        Malformed::new(
            b"21\n",
            "line 1, column 1: expected the number of cases t, from 1 to 20, found \"21\"",
            "",
        ),
    ]
}
