//! Library Checker Matrix Rank (Mod 2): the one right output, found by a search written here from the
//! statement.

use lightsout_judges::kit::generate::Spec;

use super::search::{rank, Tokens};
use super::{matrix_rows, Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Exact(expected),
    random: (25, spec),
    malformed,
    terminator: None,
};

fn expected(input: &str) -> String {
    let mut t = Tokens(input.split_whitespace());
    let mut out = String::new();
    let (n, m) = (t.number(), t.number());
    let rows = if m == 0 { vec![] } else { t.chars(n, '1') };
    out += &format!("{}\n", rank(&rows));

    out
}

fn spec(seed: u64) -> Spec {
    Spec {
        cols: Some(1 + seed as usize * 11 % 150),
        ..matrix_rows(seed)
    }
}

fn malformed() -> Vec<Malformed> {
    vec![Malformed::new(
        b"4097 4097\n",
        "line 1, column 6: expected M, from 0 to 4095, found \"4097\"",
        "",
    )]
}
