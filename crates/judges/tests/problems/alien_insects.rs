//! SDOI 2010 外星千足虫 (the fewest leading equations that fix every unknown): the one right output, found by a search written here from the
//! statement.

use lightsout_judges::kit::generate::Spec;

use super::search::{insert, Tokens};
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
    let (n, m) = (t.number(), t.number());
    let mut basis = vec![None; n];
    let mut found = 0;
    let mut fixed = None;
    for line in 1..=m {
        let mut row: Vec<u8> = t.chars(1, '1').remove(0);
        row.push(t.number() as u8);
        if insert(&mut basis, row, n) {
            found += 1;
            if found == n && fixed.is_none() {
                fixed = Some(line);
            }
        }
    }
    match fixed {
        None => out += "Cannot Determine\n",
        Some(k) => {
            // Back substitution, from the last insect.
            let mut legs = vec![0u8; n];
            for i in (0..n).rev() {
                let row = basis[i].as_ref().unwrap();
                legs[i] = (i + 1..n).fold(row[n], |p, j| p ^ (row[j] & legs[j]));
            }
            out += &format!("{}\n", k);
            for odd in legs {
                out += if odd == 1 { "?y7M#\n" } else { "Earth\n" };
            }
        }
    }

    out
}

fn spec(seed: u64) -> Spec {
    Spec {
        cols: Some(1 + seed as usize * 7),
        rows: Some(1 + seed as usize * 17),
        ..one_case(seed)
    }
}

fn malformed() -> Vec<Malformed> {
    vec![
        Malformed::new(
            b"2 2\n1 1\n10 1\n",
            "line 2, column 1: expected a row of 2 characters 1 or 0, found \"1\"",
            "",
        ),
        Malformed::new(
            b"2 3\n10 1\n01 0\n11 0\n",
            "the weighings disagree, though the statement promises they do not",
            "",
        ),
    ]
}
