//! HDU 5755 Gambler Bo, a special judge: the strokes clear every case, in
//! as few strokes as trying every stroke board finds, on boards of at most
//! nine cells.

use lightsout::Rule;
use lightsout_judges::kit::generate::Spec;
use lightsout_judges::problems::gambler_bo::rule;

use super::search::Tokens;
use super::{Answers, Malformed, Oracle};
use crate::common::pressed;

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Checked(check),
    random: (30, spec),
    malformed,
    terminator: None,
};

/// Gambler Bo's board after `strokes` (2 on the cell, 1 on each
/// neighbour, modulo 3), by the simulator written in the tests.
fn struck(board: &[Vec<u8>], strokes: &[(usize, usize)]) -> Vec<Vec<u32>> {
    let board: Vec<Vec<u32>> = board
        .iter()
        .map(|row| row.iter().map(|&v| u32::from(v)).collect())
        .collect();
    let mut presses = vec![vec![0; board[0].len()]; board.len()];
    for &(r, c) in strokes {
        presses[r][c] += 1;
    }
    pressed(&board, &presses, "010/121/010", 3, false)
}

fn check(input: &str, output: &str) -> Result<(), String> {
    let mut t = Tokens(input.split_whitespace());
    let numbers: Vec<usize> = output
        .split_whitespace()
        .map(|word| {
            word.parse()
                .map_err(|_| format!("{:?} is not a number", word))
        })
        .collect::<Result<_, _>>()?;
    let mut answer = numbers.into_iter();
    let mut next = || answer.next().ok_or("the output ends early");
    for case in 1..=t.number() {
        let (rows, cols) = (t.number(), t.number());
        let board = t.bits(rows, cols);
        let k = next()?;
        // 1-based; a 0 wraps to a stroke off the board.
        let mut strokes = Vec::new();
        for _ in 0..k {
            let r = next()?.wrapping_sub(1);
            strokes.push((r, next()?.wrapping_sub(1)));
        }
        if strokes.iter().any(|&(r, c)| r >= rows || c >= cols) {
            return Err(format!("case {}: a stroke off the board", case));
        }
        if !struck(&board, &strokes).iter().flatten().all(|&v| v == 0) {
            return Err(format!("case {}: the strokes leave a cell lit", case));
        }
        let cells: Vec<(usize, usize)> = (0..rows)
            .flat_map(|r| (0..cols).map(move |c| (r, c)))
            .collect();
        if cells.len() <= 9 {
            let fewest = (0..3usize.pow(cells.len() as u32))
                .filter_map(|mut choice| {
                    let mut strokes = Vec::new();
                    for &cell in &cells {
                        for _ in 0..choice % 3 {
                            strokes.push(cell);
                        }
                        choice /= 3;
                    }
                    let clear = struck(&board, &strokes).iter().flatten().all(|&v| v == 0);
                    Some(strokes.len()).filter(|_| clear)
                })
                .min();
            if fewest != Some(k) {
                return Err(format!("case {}: {} strokes, fewest {:?}", case, k, fewest));
            }
        }
    }
    Ok(())
}

/// Three boards of at most nine cells.
fn spec(seed: u64) -> Spec {
    Spec {
        seed,
        count: Some(3),
        rows: Some(1 + seed as usize % 3),
        cols: Some(1 + seed as usize / 3 % 3),
        ..Spec::default()
    }
}

fn malformed() -> Vec<Malformed> {
    vec![
        Malformed::new(
            b"2\n1 1\n1\n1 2\n0 3\n",
            "line 5, column 3: expected a cell, from 0 to 2, found \"3\"",
            "1\n1 1\n",
        ),
        Malformed::new(
            b"1\n31 1\n",
            "line 2, column 1: expected the number of rows n, from 1 to 30, found \"31\"",
            "",
        ),
    ]
}

#[test]
fn the_rule_written_out_is_the_named_one() {
    assert_eq!(rule(), Rule::gambler_bo());
}
