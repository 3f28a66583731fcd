//! TJOI 2008 彩灯 (how many patterns M switches make): the one right output, found by a search written here from the
//! statement.

use super::search::{rank, Tokens};
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
    let (_, m) = (t.number(), t.number());
    let r = rank(&t.chars(m, 'O'));
    out += &format!("{}\n", (0..r).fold(1, |x, _| x * 2 % 2008));

    out
}

fn malformed() -> Vec<Malformed> {
    vec![Malformed::new(
        b"2 1\nOA\n",
        "line 2, column 2: expected O or X, found \"A\"",
        "",
    )]
}
