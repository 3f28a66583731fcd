//! Fliptile against an exhaustive brute force: every one of the `2^(M*N)`
//! press sets is simulated cell by cell, and the answer is the press set
//! with the fewest presses, ties broken by the least output string.

use crate::common;

use std::collections::HashMap;

use lightsout::standard;

use common::press;
use lightsout::SplitMix;

/// The answer text for every board of one size that can be cleared, keyed
/// by the board text, found by trying every press set.
fn brute_force(rows: usize, cols: usize) -> HashMap<Vec<u8>, (usize, String)> {
    let cells = rows * cols;
    let mut best: HashMap<Vec<u8>, (usize, String)> = HashMap::new();
    for set in 0u32..1 << cells {
        let pressed: Vec<bool> = (0..cells).map(|c| set >> c & 1 == 1).collect();
        let mut lights = vec![vec![0u8; cols]; rows];
        for r in 0..rows {
            for c in (0..cols).filter(|&c| pressed[r * cols + c]) {
                press(&mut lights, r, c);
            }
        }
        let board: Vec<u8> = lights.concat();
        let count = pressed.iter().filter(|&&p| p).count();
        let candidate = (
            count,
            grid_text(&pressed.iter().map(|&p| p as u8).collect::<Vec<_>>(), cols),
        );
        match best.get(&board) {
            Some(current) if *current <= candidate => {}
            _ => {
                best.insert(board, candidate);
            }
        }
    }
    best
}

/// Cells as the judge prints them.
fn grid_text(cells: &[u8], cols: usize) -> String {
    cells
        .chunks(cols)
        .map(|row| {
            row.iter()
                .map(|v| v.to_string())
                .collect::<Vec<_>>()
                .join(" ")
                + "\n"
        })
        .collect()
}

fn fliptile(rows: usize, cols: usize, board: &[u8]) -> String {
    let input = format!("{} {}\n{}", rows, cols, grid_text(board, cols));
    let mut out = Vec::new();
    lightsout_judges::problems::fliptile::run(&mut input.as_bytes(), &mut out).unwrap();
    // Every board here is walked whole: the answer is proven, no note.
    let mut lights = lightsout::Grid::new(rows, cols);
    for (i, _) in board.iter().enumerate().filter(|(_, &v)| v == 1) {
        lights.flip(i / cols, i % cols);
    }
    let answer = standard::fewest(&lights);
    assert!(
        answer.map_or(true, |answer| answer.minimal()),
        "{:?}",
        board
    );
    String::from_utf8(out).unwrap()
}

/// Asserts that `fliptile` answers `board` as the brute force does.
fn agrees(
    rows: usize,
    cols: usize,
    answers: &HashMap<Vec<u8>, (usize, String)>,
    board: &[u8],
) {
    let expected = answers
        .get(board)
        .map_or("IMPOSSIBLE\n", |(_, text)| text.as_str());
    assert_eq!(
        fliptile(rows, cols, board),
        expected,
        "{} x {} board {:?}",
        rows,
        cols,
        board
    );
}

/// Every size with `M * N <= limit` and both sides judge-legal.
fn sizes(min: usize, limit: usize) -> Vec<(usize, usize)> {
    let mut sizes = Vec::new();
    for rows in 1..=15 {
        for cols in 1..=15 {
            if (min..=limit).contains(&(rows * cols)) {
                sizes.push((rows, cols));
            }
        }
    }
    sizes
}

#[test]
fn every_board_up_to_nine_cells() {
    for (rows, cols) in sizes(1, 9) {
        let answers = brute_force(rows, cols);
        for bits in 0u32..1 << (rows * cols) {
            let board: Vec<u8> = (0..rows * cols).map(|c| (bits >> c & 1) as u8).collect();
            agrees(rows, cols, &answers, &board);
        }
    }
}

#[test]
fn random_boards_up_to_sixteen_cells() {
    let mut rng = SplitMix(0x1ce_b00d_f00d);
    for (rows, cols) in sizes(10, 16) {
        let answers = brute_force(rows, cols);
        // Half the boards are drawn from the solvable ones, so that ties
        // among many solutions are exercised on sizes with a kernel.
        // Sorted, so that the same boards are drawn on every run.
        let mut solvable: Vec<&Vec<u8>> = answers.keys().collect();
        solvable.sort();
        for round in 0..60 {
            let board: Vec<u8> = if round % 2 == 0 {
                solvable[(rng.next_u64() % solvable.len() as u64) as usize].clone()
            } else {
                (0..rows * cols)
                    .map(|_| (rng.next_u64() >> 40 & 1) as u8)
                    .collect()
            };
            agrees(rows, cols, &answers, &board);
        }
    }
}
