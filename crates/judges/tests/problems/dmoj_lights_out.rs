//! DMOJ mockdwite09p4 Lights Out! (five boards up to 5 x 5): the one right output, found by a search written here from the
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
    for _ in 0..5 {
        let rows = t.number();
        t.number();
        out += &or(fewest(&t.chars(rows, '1'), Goal::Off), "-1");
    }

    out
}

fn malformed() -> Vec<Malformed> {
    vec![
        Malformed::new(
            b"1 1\n1\n1 1\n2\n",
            "line 4, column 1: expected 1 or 0, found \"2\"",
            "1\n",
        ),
        Malformed::new(
            b"1 1\n1\n1 1\n0\n1 1\n0\n1 1\n0\n1 1\n0\n1 1\n0\n",
            "line 11, column 1: expected end of input, found \"1\"",
            "1\n0\n0\n0\n0\n",
        ),
    ]
}
