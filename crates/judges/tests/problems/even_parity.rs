//! UVa 11464 Even Parity (a cell counts its neighbours, not itself): the one right output, found by a search written here from the
//! statement.

use super::search::Tokens;
use super::{three_cases, Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Exact(expected),
    random: (25, three_cases),
    malformed,
    terminator: None,
};

fn expected(input: &str) -> String {
    let mut t = Tokens(input.split_whitespace());
    let mut out = String::new();
    for case in 1..=t.number() {
        let n = t.number();
        let answer = even_parity(&t.bits(n, n)).map_or(-1, |x| x as i64);
        out += &format!("Case {}: {}\n", case, answer);
    }

    out
}

fn malformed() -> Vec<Malformed> {
    vec![
        Malformed::new(
            b"2\n1\n0\n2\n0 1\n1 2\n",
            "line 6, column 3: expected 0 or 1, found \"2\"",
            "Case 1: 0\n",
        ),
        Malformed::new(
            b"30\n",
            "line 1, column 1: expected the number of cases T, from 1 to 29, found \"30\"",
            "",
        ),
    ]
}

/// Even Parity: the fewest 0s of `grid` to make 1s so that every cell has
/// an even number of 1s among its neighbours, trying every first row that
/// keeps the given 1s (the first row forces the rest: each cell below makes
/// the one above even).
fn even_parity(grid: &[Vec<u8>]) -> Option<usize> {
    let n = grid.len();
    let ones: usize = grid.iter().flatten().map(|&v| usize::from(v)).sum();
    let mut best: Option<usize> = None;
    'first: for first in 0u32..1 << n {
        let mut b = vec![vec![0u8; n]; n];
        for (c, cell) in b[0].iter_mut().enumerate() {
            *cell = (first >> c & 1) as u8;
        }
        for r in 0..n {
            if r + 1 < n {
                for c in 0..n {
                    let up = if r > 0 { b[r - 1][c] } else { 0 };
                    let left = if c > 0 { b[r][c - 1] } else { 0 };
                    let right = if c + 1 < n { b[r][c + 1] } else { 0 };
                    b[r + 1][c] = up ^ left ^ right;
                }
            }
            if (0..n).any(|c| grid[r][c] == 1 && b[r][c] == 0) {
                continue 'first;
            }
        }
        let even = (0..n).all(|c| {
            let up = if n > 1 { b[n - 2][c] } else { 0 };
            let left = if c > 0 { b[n - 1][c - 1] } else { 0 };
            let right = if c + 1 < n { b[n - 1][c + 1] } else { 0 };
            up ^ left ^ right == 0
        });
        if even {
            let total: usize = b.iter().flatten().map(|&v| usize::from(v)).sum();
            best = Some(best.map_or(total - ones, |x: usize| x.min(total - ones)));
        }
    }
    best
}

#[test]
fn even_parity_search_tries_every_grid_on_small_sides() {
    for n in 1..=4 {
        let cells = n * n;
        // For every grid, the fewest 1s added over all even grids above it.
        let mut evens = Vec::new();
        for set in 0u32..1 << cells {
            let cell = |r: usize, c: usize| (set >> (r * n + c) & 1) as u8;
            let even = (0..n).all(|r| {
                (0..n).all(|c| {
                    let up = if r > 0 { cell(r - 1, c) } else { 0 };
                    let down = if r + 1 < n { cell(r + 1, c) } else { 0 };
                    let left = if c > 0 { cell(r, c - 1) } else { 0 };
                    let right = if c + 1 < n { cell(r, c + 1) } else { 0 };
                    up ^ down ^ left ^ right == 0
                })
            });
            if even {
                evens.push(set);
            }
        }
        for grid in 0u32..1 << cells {
            let expected = evens
                .iter()
                .filter(|&&e| e & grid == grid)
                .map(|e| (e.count_ones() - grid.count_ones()) as usize)
                .min();
            let rows: Vec<Vec<u8>> = (0..n)
                .map(|r| (0..n).map(|c| (grid >> (r * n + c) & 1) as u8).collect())
                .collect();
            assert_eq!(even_parity(&rows), expected, "{:?}", rows);
        }
    }
}

#[test]
fn the_librarys_fewest_changes() {
    use lightsout::grid::Grid;
    use lightsout_judges::problems::even_parity::fewest_changes;
    assert_eq!(
        fewest_changes(&Grid::from_masks(&[0b000, 0b100, 0b000], 3)),
        Some(3)
    );
    assert_eq!(
        fewest_changes(&Grid::from_masks(&[0b111, 0b111, 0b000], 3)),
        None
    );
}
