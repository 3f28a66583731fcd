//! Library Checker Inverse Matrix (Mod 2): the one right output, found by a search written here from the
//! statement.

use super::search::Tokens;
use super::{matrix_rows, Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Exact(expected),
    random: (25, matrix_rows),
    malformed,
    terminator: None,
};

fn expected(input: &str) -> String {
    let mut t = Tokens(input.split_whitespace());
    let mut out = String::new();
    let n = t.number();
    out += &match inverse(&t.chars(n, '1')) {
        Some(rows) => rows
            .iter()
            .map(|row| row.iter().map(u8::to_string).collect::<String>() + "\n")
            .collect(),
        None => "-1\n".to_string(),
    };

    out
}

fn malformed() -> Vec<Malformed> {
    vec![Malformed::new(
        b"2\n10\n0a\n",
        "line 3, column 2: expected 1 or 0, found \"a\"",
        "",
    )]
}

/// The inverse of a square matrix over GF(2), by Gauss-Jordan elimination
/// a cell at a time on `[A | I]`; `None` if it has none.
fn inverse(matrix: &[Vec<u8>]) -> Option<Vec<Vec<u8>>> {
    let n = matrix.len();
    let mut both: Vec<Vec<u8>> = matrix
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let mut wide = row.clone();
            wide.extend((0..n).map(|j| u8::from(i == j)));
            wide
        })
        .collect();
    for col in 0..n {
        let pivot = (col..n).find(|&r| both[r][col] == 1)?;
        both.swap(col, pivot);
        for r in 0..n {
            if r != col && both[r][col] == 1 {
                let source = both[col].clone();
                both[r].iter_mut().zip(&source).for_each(|(x, y)| *x ^= y);
            }
        }
    }
    Some(both.into_iter().map(|row| row[n..].to_vec()).collect())
}

#[test]
fn the_librarys_check() {
    use lightsout_judges::kit::check::Verdict;
    use lightsout_judges::problems::inverse_matrix_mod_2::check;
    let input = b"2\n11\n01\n";
    assert_eq!(check(input, b"11\n01\n").unwrap().status(), 0);
    assert_eq!(check(input, b"10\n01\n").unwrap().status(), 1);
    assert_eq!(check(input, b"-1\n").unwrap().status(), 1);
    assert!(matches!(
        check(input, b"11\n01").unwrap(),
        Verdict::Malformed(_)
    ));
}
