//! Library Checker Matrix Product (Mod 2): the one right output, by the
//! triple loop.

use lightsout_judges::kit::generate::Spec;

use super::search::Tokens;
use super::{one_case, Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Exact(expected),
    random: (25, spec),
    malformed,
    terminator: None,
};

/// The triple loop, rows written as 0/1 strings.
fn expected(input: &str) -> String {
    let t = &mut Tokens(input.split_whitespace());
    let (n, m, k): (usize, usize, usize) = (t.value(), t.value(), t.value());
    let mut bits = |rows: usize, cols: usize| -> Vec<Vec<u8>> {
        (0..rows)
            .map(|_| {
                let row: Vec<u8> = t.word().bytes().map(|b| b - b'0').collect();
                assert_eq!(row.len(), cols, "a row of {cols} bits");
                row
            })
            .collect()
    };
    let a = bits(n, m);
    let b = bits(m, k);
    let columns: Vec<Vec<u8>> = (0..k)
        .map(|j| b.iter().map(|row| row[j]).collect())
        .collect();
    let mut out = String::new();
    for a_row in &a {
        for column in &columns {
            let mut sum = 0;
            for (&x, &y) in a_row.iter().zip(column) {
                sum ^= x & y;
            }
            out.push(char::from(b'0' + sum));
        }
        out.push('\n');
    }
    out
}

fn spec(seed: u64) -> Spec {
    Spec {
        cols: Some(1 + seed as usize * 11 % 90),
        rows: Some(1 + seed as usize * 5 % 70),
        ..one_case(seed)
    }
}

fn malformed() -> Vec<Malformed> {
    vec![]
}

#[test]
fn library_checkers_examples() {
    // gen/example_*.in and sol/correct.cpp's answers.
    assert_eq!(expected("2 2 2\n11\n10\n10\n11\n"), "01\n10\n");
    assert_eq!(expected("1 2 3\n10\n101\n010\n"), "101\n");
    assert_eq!(expected("1 1 1\n0\n0\n"), "0\n");
}
