//! Baekjoon 2138 전구와 스위치: the one right output, found by a search written here from the
//! statement.

use lightsout_judges::kit::generate::Spec;

use super::search::{fewest, or, Goal, Tokens};
use super::{one_case, Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Exact(expected),
    random: (25, spec),
    malformed,
    terminator: None,
};

fn expected(input: &str) -> String {
    let mut t = Tokens(input.split_whitespace());
    let mut out = String::new();
    t.number();
    let (current, wanted) = (t.chars(1, '1'), t.chars(1, '1'));
    let lights: Vec<u8> = current[0]
        .iter()
        .zip(&wanted[0])
        .map(|(a, b)| a ^ b)
        .collect();
    out += &or(fewest(&[lights], Goal::Off), "-1");

    out
}

fn spec(seed: u64) -> Spec {
    Spec {
        // Rows of 2 to 26 bulbs, every length mod 3.
        cols: Some(2 + seed as usize),
        ..one_case(seed)
    }
}

fn malformed() -> Vec<Malformed> {
    vec![
        Malformed::new(
            b"3\n010\n01\n",
            "line 3, column 1: expected a row of 3 characters 1 or 0, found \"01\"",
            "",
        ),
        Malformed::new(
            b"100001\n",
            "line 1, column 1: expected the number of bulbs N, from 2 to 100000, found \"100001\"",
            "",
        ),
    ]
}
