//! CQOI 2014 和谐矩阵, a special judge: the matrix is nonzero and every
//! cell even (itself and its neighbours hold an even number of 1s), and on
//! sides up to 10 it is the least as text, found by trying every first row
//! in printed order.

use super::search::Tokens;
use super::{one_case, Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Checked(check),
    random: (25, one_case),
    malformed,
    terminator: None,
};

/// The least nonzero first row is searched for up to this many columns.
const LEAST_COLUMNS: usize = 10;

/// The matrix a first row chases to, one row more than `rows`: a row below
/// each row makes every cell of that row even. Even everywhere exactly when
/// the extra row is all 0s.
fn chased(first: Vec<u8>, rows: usize) -> Vec<Vec<u8>> {
    let cols = first.len();
    let mut matrix = vec![first];
    while matrix.len() <= rows {
        let r = matrix.len() - 1;
        let next: Vec<u8> = (0..cols)
            .map(|c| {
                let mut v = matrix[r][c];
                if c > 0 {
                    v ^= matrix[r][c - 1];
                }
                if c + 1 < cols {
                    v ^= matrix[r][c + 1];
                }
                if r > 0 {
                    v ^= matrix[r - 1][c];
                }
                v
            })
            .collect();
        matrix.push(next);
    }
    matrix
}

/// The least nonzero first row that chases to an even last row, as the
/// matrix's text.
fn least(rows: usize, cols: usize) -> Option<String> {
    (1u32..1 << cols)
        .map(|first| {
            let row = (0..cols)
                .map(|c| (first >> (cols - 1 - c) & 1) as u8)
                .collect();
            chased(row, rows)
        })
        .find(|matrix| matrix[rows].iter().all(|&v| v == 0))
        .map(|matrix| {
            matrix[..rows]
                .iter()
                .map(|row| {
                    let values: Vec<String> = row.iter().map(u8::to_string).collect();
                    values.join(" ") + "\n"
                })
                .collect()
        })
}

fn check(input: &str, output: &str) -> Result<(), String> {
    let mut t = Tokens(input.split_whitespace());
    let (rows, cols) = (t.number(), t.number());
    if cols <= LEAST_COLUMNS {
        return match least(rows, cols) {
            Some(text) if text == output => Ok(()),
            Some(text) => Err(format!("expected the least matrix\n{}", text)),
            None => Err("no matrix but 0s is even everywhere".to_string()),
        };
    }
    let mut answer = Tokens(output.split_whitespace());
    let matrix = answer.bits(rows, cols);
    let cell = |r: usize, c: usize| matrix.get(r).and_then(|row| row.get(c)).copied();
    let odd = (0..rows)
        .flat_map(|r| (0..cols).map(move |c| (r, c)))
        .find(|&(r, c)| {
            let around = [
                cell(r, c),
                cell(r.wrapping_sub(1), c),
                cell(r + 1, c),
                cell(r, c.wrapping_sub(1)),
                cell(r, c + 1),
            ];
            around.iter().flatten().fold(0, |s, v| s ^ v) == 1
        });
    if let Some((r, c)) = odd {
        return Err(format!("cell {} {} is odd", r + 1, c + 1));
    }
    if matrix.iter().flatten().all(|&v| v == 0) {
        return Err("the matrix is all 0s".to_string());
    }
    Ok(())
}

fn malformed() -> Vec<Malformed> {
    vec![
        Malformed::new(
            b"3 41\n",
            "line 1, column 3: expected the number of columns n, from 1 to 40, found \"41\"",
            "",
        ),
        Malformed::new(
            b"2 2\n",
            "no 2 x 2 matrix but all 0s has every cell even",
            "",
        ),
    ]
}

/// Every pair of sides up to 10, those with no nonzero even matrix too.
#[test]
fn every_side_up_to_ten_gives_the_least_or_says_there_is_none() {
    let harmonious = lightsout_judges::problems::find("harmonious_matrix").unwrap();
    for rows in 1..=10 {
        for cols in 1..=10 {
            let input = format!("{} {}\n", rows, cols);
            let mut out = Vec::new();
            let ran = (harmonious.judge.run)(&mut input.as_bytes(), &mut out);
            match least(rows, cols) {
                None => assert!(ran.is_err(), "{} x {}", rows, cols),
                Some(text) => {
                    assert_eq!(String::from_utf8(out).unwrap(), text, "{} x {}", rows, cols)
                }
            }
        }
    }
}
