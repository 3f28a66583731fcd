//! POJ 2965 The Pilots Brothers' refrigerator (a switch toggles its row and column): the one right output, found by a search written here from the
//! statement.

use super::search::Tokens;
use super::{one_case, Answers, Malformed, Oracle};
use lightsout::Rule;
use lightsout_judges::problems::pilots_brothers::{switches, SIDE};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Exact(expected),
    random: (25, one_case),
    malformed,
    terminator: None,
};

fn expected(input: &str) -> String {
    let mut t = Tokens(input.split_whitespace());
    let mut out = String::new();
    let presses = pilots(&t.chars(4, '+'));
    out += &format!("{}\n", presses.len());
    for (r, c) in presses {
        out += &format!("{} {}\n", r, c);
    }

    out
}

fn malformed() -> Vec<Malformed> {
    vec![Malformed::new(
        b"-+--\n----\n--*-\n-+--\n",
        "line 3, column 3: expected + or -, found \"*\"",
        "",
    )]
}

/// The Pilots Brothers: the one set of handles (row-major, 1-based) whose
/// switching opens every `+`, trying all 2^16 sets.
fn pilots(door: &[Vec<u8>]) -> Vec<(usize, usize)> {
    let closed = (0..16).fold(0u32, |m, i| m | u32::from(door[i / 4][i % 4]) << i);
    let toggles = |i: usize| {
        (0..16)
            .filter(|&j| j / 4 == i / 4 || j % 4 == i % 4)
            .fold(0u32, |m, j| m | 1 << j)
    };
    let sets: Vec<u32> = (0u32..1 << 16)
        .filter(|&set| {
            (0..16)
                .filter(|i| set >> i & 1 == 1)
                .fold(0, |m, i| m ^ toggles(i))
                == closed
        })
        .collect();
    assert_eq!(sets.len(), 1, "the set is unique");
    (0..16)
        .filter(|i| sets[0] >> i & 1 == 1)
        .map(|i| (i / 4 + 1, i % 4 + 1))
        .collect()
}

#[test]
fn a_handle_switches_what_the_rule_says() {
    assert_eq!(switches(), Rule::row_and_column().columns(SIDE, SIDE));
}
