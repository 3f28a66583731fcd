//! The exhaustive searches the judge problems are held to, written apart
//! from the library: each tries every candidate its problem allows (every
//! first row, every press set, every choice of moves), or eliminates
//! a cell at a time, and [`expected`] writes the right output.

use crate::common::press;

/// What a board must become.
#[derive(Clone, Copy)]
pub enum Goal {
    Off,
    On,
    Either,
}

/// The fewest presses that clear `board`, trying every first row of
/// presses along the shorter side: each first row forces the rest (press
/// under every light left on), so this visits every press set that can
/// clear the board. Rows are bit masks here, column `c` bit `c`.
pub fn fewest_off(board: &[Vec<u8>]) -> Option<usize> {
    let (rows, cols) = (board.len(), board[0].len());
    let cell = |r: usize, c: usize| {
        if cols > rows {
            board[c][r]
        } else {
            board[r][c]
        }
    };
    let (rows, cols) = (rows.max(cols), rows.min(cols));
    let masks: Vec<u32> = (0..rows)
        .map(|r| (0..cols).fold(0, |m, c| m | u32::from(cell(r, c)) << c))
        .collect();
    let full = (1u32 << cols) - 1;
    let spread = |p: u32| (p ^ p << 1 ^ p >> 1) & full;
    let mut best: Option<usize> = None;
    for first in 0..=full {
        // The lights of the row being cleared, and the presses above it.
        let (mut above, mut pressing, mut presses) = (0, first, 0);
        let mut left = 0;
        for (r, &mask) in masks.iter().enumerate() {
            presses += pressing.count_ones() as usize;
            left = mask ^ above ^ spread(pressing);
            if r + 1 < rows {
                // The next row presses under every light left on here.
                above = pressing;
                pressing = left;
            }
        }
        if left == 0 {
            best = Some(best.map_or(presses, |b: usize| b.min(presses)));
        }
    }
    best
}

pub fn fewest(board: &[Vec<u8>], goal: Goal) -> Option<usize> {
    let flipped: Vec<Vec<u8>> = board
        .iter()
        .map(|row| row.iter().map(|v| v ^ 1).collect())
        .collect();
    match goal {
        Goal::Off => fewest_off(board),
        Goal::On => fewest_off(&flipped),
        Goal::Either => match (fewest_off(board), fewest_off(&flipped)) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        },
    }
}

/// Adds `row` to `basis` (kept by leading column among the first `width`
/// cells, one cell at a time); false if the row reduces to zero there.
pub fn insert(basis: &mut [Option<Vec<u8>>], mut row: Vec<u8>, width: usize) -> bool {
    while let Some(lead) = row[..width].iter().position(|&b| b == 1) {
        match &basis[lead] {
            Some(b) => row.iter_mut().zip(b).for_each(|(x, y)| *x ^= y),
            None => {
                basis[lead] = Some(row);
                return true;
            }
        }
    }
    false
}

/// The rank over GF(2) of `rows` (each a list of 0/1).
pub fn rank(rows: &[Vec<u8>]) -> usize {
    let width = rows.first().map_or(0, Vec::len);
    let mut basis = vec![None; width];
    rows.iter()
        .filter(|row| insert(&mut basis, row.to_vec(), width))
        .count()
}

/// Whitespace-separated tokens.
pub struct Tokens<'a>(pub std::str::SplitWhitespace<'a>);

impl Tokens<'_> {
    pub fn word(&mut self) -> &str {
        self.0.next().expect("a token")
    }

    pub fn number(&mut self) -> usize {
        self.word().parse().expect("a number")
    }

    /// `rows` words of characters, `lit` marking a lit cell.
    pub fn chars(&mut self, rows: usize, lit: char) -> Vec<Vec<u8>> {
        (0..rows)
            .map(|_| self.word().chars().map(|ch| u8::from(ch == lit)).collect())
            .collect()
    }

    /// `rows` rows of `cols` values 0/1.
    pub fn bits(&mut self, rows: usize, cols: usize) -> Vec<Vec<u8>> {
        (0..rows)
            .map(|_| (0..cols).map(|_| self.number() as u8).collect())
            .collect()
    }

    /// The next word as a number of any type.
    pub fn value<T: std::str::FromStr>(&mut self) -> T {
        let word = self.word();
        match word.parse() {
            Ok(value) => value,
            Err(_) => panic!("not a number: {word:?}"),
        }
    }

    /// The next number, or `None` at the end of the input.
    pub fn value_or_end(&mut self) -> Option<usize> {
        self.0.next().map(|word| word.parse().expect("a number"))
    }

    /// `rows` rows of `cols` numbers.
    pub fn matrix(&mut self, rows: usize, cols: usize) -> Vec<Vec<u64>> {
        (0..rows)
            .map(|_| (0..cols).map(|_| self.value()).collect())
            .collect()
    }
}

/// Fliptile: the fewest presses that clear `board`, ties broken by the
/// least output, trying every first row in the order its line sorts
/// (column 0 first): each forces the rest, and two press sets with one
/// first row are one set, so the first found of the fewest prints least.
pub fn least_fewest(board: &[Vec<u8>]) -> Option<Vec<Vec<u8>>> {
    let (rows, cols) = (board.len(), board[0].len());
    let mut best: Option<(usize, Vec<Vec<u8>>)> = None;
    for first in 0u32..1 << cols {
        let mut presses = vec![vec![0u8; cols]; rows];
        for (c, p) in presses[0].iter_mut().enumerate() {
            *p = (first >> (cols - 1 - c) & 1) as u8;
        }
        let mut clear = true;
        for r in 0..rows {
            for c in 0..cols {
                let mut light = board[r][c] ^ presses[r][c];
                if c > 0 {
                    light ^= presses[r][c - 1];
                }
                if c + 1 < cols {
                    light ^= presses[r][c + 1];
                }
                if r > 0 {
                    light ^= presses[r - 1][c];
                }
                if r + 1 < rows {
                    presses[r + 1][c] = light;
                } else if light == 1 {
                    clear = false;
                }
            }
        }
        let count = presses.iter().flatten().filter(|&&p| p == 1).count();
        if clear && best.as_ref().map_or(true, |(b, _)| count < *b) {
            best = Some((count, presses));
        }
    }
    best.map(|(_, presses)| presses)
}

/// Rows of values, one space apart.
pub fn spaced(rows: &[Vec<u8>]) -> String {
    rows.iter()
        .map(|row| {
            let values: Vec<String> = row.iter().map(u8::to_string).collect();
            values.join(" ") + "\n"
        })
        .collect()
}

/// A count, or `none` where no presses will do.
pub fn or(count: Option<usize>, none: &str) -> String {
    count.map_or(none.to_string(), |n| n.to_string()) + "\n"
}

/// Values separated by single spaces, and a newline.
pub fn line<T: ToString>(values: &[T]) -> String {
    let words: Vec<String> = values.iter().map(T::to_string).collect();
    words.join(" ") + "\n"
}

/// The prime of the Library Checker problems.
pub const P: u64 = 998_244_353;

pub fn pow_mod(mut base: u64, mut exp: u64) -> u64 {
    let mut result = 1;
    base %= P;
    while exp > 0 {
        if exp & 1 == 1 {
            result = result * base % P;
        }
        base = base * base % P;
        exp >>= 1;
    }
    result
}

pub fn inv_mod(x: u64) -> u64 {
    assert!(x % P != 0, "no inverse of 0");
    pow_mod(x, P - 2)
}

/// Expansion along the first row: sum of (-1)^j a[0][j] det(minor(0, j)).
pub fn det_laplace(a: &[Vec<u64>]) -> u64 {
    let n = a.len();
    if n == 0 {
        return 1;
    }
    let mut det = 0;
    for j in 0..n {
        if a[0][j] % P == 0 {
            continue;
        }
        let minor: Vec<Vec<u64>> = a[1..]
            .iter()
            .map(|row| (0..n).filter(|&c| c != j).map(|c| row[c]).collect())
            .collect();
        let term = a[0][j] % P * det_laplace(&minor) % P;
        det = if j % 2 == 0 {
            (det + term) % P
        } else {
            (det + P - term) % P
        };
    }
    det
}

/// Forward elimination: the product of the pivots, negated at each swap.
pub fn det_elimination(mut a: Vec<Vec<u64>>) -> u64 {
    let n = a.len();
    let mut det = 1;
    for col in 0..n {
        let pivot = match (col..n).find(|&r| a[r][col] % P != 0) {
            Some(r) => r,
            None => return 0,
        };
        if pivot != col {
            a.swap(col, pivot);
            det = (P - det) % P;
        }
        det = det * (a[col][col] % P) % P;
        let inverse = inv_mod(a[col][col]);
        let pivot_row = a[col].clone();
        for row in a.iter_mut().skip(col + 1) {
            let factor = row[col] % P * inverse % P;
            for c in col..n {
                row[c] = (row[c] % P + P - factor * pivot_row[c] % P) % P;
            }
        }
    }
    det
}

/// The rank mod P of `rows` (each `cols` long; there may be no rows).
pub fn rank_mod_p(mut rows: Vec<Vec<u64>>, cols: usize) -> usize {
    let mut rank = 0;
    for col in 0..cols {
        let pivot = match (rank..rows.len()).find(|&r| rows[r][col] % P != 0) {
            Some(r) => r,
            None => continue,
        };
        rows.swap(rank, pivot);
        let inverse = inv_mod(rows[rank][col]);
        let pivot_row = rows[rank].clone();
        for row in rows.iter_mut().skip(rank + 1) {
            let factor = row[col] % P * inverse % P;
            for c in col..cols {
                row[c] = (row[c] % P + P - factor * pivot_row[c] % P) % P;
            }
        }
        rank += 1;
    }
    rank
}

/// Gauss-Jordan elimination of [A | I]; None if A is singular.
pub fn inverse_mod_p(a: Vec<Vec<u64>>) -> Option<Vec<Vec<u64>>> {
    let n = a.len();
    let mut rows: Vec<Vec<u64>> = a
        .into_iter()
        .enumerate()
        .map(|(i, mut row)| {
            row.iter_mut().for_each(|x| *x %= P);
            row.extend((0..n).map(|j| u64::from(i == j)));
            row
        })
        .collect();
    for col in 0..n {
        let pivot = (col..n).find(|&r| rows[r][col] != 0)?;
        rows.swap(col, pivot);
        let inverse = inv_mod(rows[col][col]);
        for x in rows[col].iter_mut() {
            *x = *x * inverse % P;
        }
        let pivot_row = rows[col].clone();
        for (r, row) in rows.iter_mut().enumerate() {
            let factor = row[col];
            if r != col && factor != 0 {
                for c in 0..2 * n {
                    row[c] = (row[c] + P - factor * pivot_row[c] % P) % P;
                }
            }
        }
    }
    Some(rows.into_iter().map(|row| row[n..].to_vec()).collect())
}

/// A times x, mod P.
pub fn times(a: &[Vec<u64>], x: &[u64]) -> Vec<u64> {
    a.iter()
        .map(|row| row.iter().zip(x).fold(0, |s, (&a, &x)| (s + a % P * x) % P))
        .collect()
}

/// The lines of `output`, each of words separated by single spaces, the last
/// ended by a newline.
pub fn output_lines(output: &str) -> Result<Vec<&str>, String> {
    let body = match output.strip_suffix('\n') {
        Some(body) => body,
        None => return Err("the output does not end with a newline".to_string()),
    };
    let lines: Vec<&str> = body.split('\n').collect();
    for (i, l) in lines.iter().enumerate() {
        let words: Vec<&str> = l.split(' ').collect();
        if words
            .iter()
            .any(|w| w.is_empty() || w.contains(char::is_whitespace))
        {
            return Err(format!(
                "line {}: not words separated by single spaces",
                i + 1
            ));
        }
    }
    Ok(lines)
}

/// The numbers on one line of the output.
pub fn numbers(line_no: usize, text: &str) -> Result<Vec<u64>, String> {
    text.split(' ')
        .map(|w| {
            w.parse()
                .map_err(|_| format!("line {line_no}: {w:?} is not a number"))
        })
        .collect()
}

/// A small xorshift generator for the cross-checks.
pub struct Rng(pub u64);

impl Rng {
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

#[test]
fn determinant_elimination_matches_laplace() {
    let mut rng = Rng(0x1357_9bdf_2468_ace0);
    for _ in 0..300 {
        let n = 1 + rng.below(6) as usize;
        let range = if rng.below(2) == 0 { 3 } else { P };
        let a: Vec<Vec<u64>> = (0..n)
            .map(|_| (0..n).map(|_| rng.below(range)).collect())
            .collect();
        assert_eq!(det_laplace(&a), det_elimination(a.clone()), "{a:?}");
        // The rank is n exactly when the determinant is not 0.
        assert_eq!(rank_mod_p(a.clone(), n) == n, det_laplace(&a) != 0);
        // An inverse exactly when the determinant is not 0.
        assert_eq!(inverse_mod_p(a.clone()).is_some(), det_laplace(&a) != 0);
        if let Some(inverse) = inverse_mod_p(a.clone()) {
            for j in 0..n {
                let column: Vec<u64> = inverse.iter().map(|row| row[j]).collect();
                let unit: Vec<u64> = (0..n).map(|i| u64::from(i == j)).collect();
                assert_eq!(times(&a, &column), unit, "{a:?}");
            }
        }
    }
}
#[test]
fn the_search_here_tries_every_press_set_on_small_boards() {
    // Against all 2^(rows * cols) press sets, for every board of a few sizes.
    for &(rows, cols) in &[
        (1, 1),
        (1, 5),
        (2, 2),
        (2, 3),
        (3, 2),
        (3, 3),
        (1, 8),
        (4, 2),
    ] {
        let cells = rows * cols;
        let mut best = vec![None::<usize>; 1 << cells];
        for set in 0u32..1 << cells {
            let mut board = vec![vec![0u8; cols]; rows];
            for i in 0..cells {
                if set >> i & 1 == 1 {
                    press(&mut board, i / cols, i % cols);
                }
            }
            let index =
                (0..cells).fold(0, |k, i| k | usize::from(board[i / cols][i % cols]) << i);
            let count = set.count_ones() as usize;
            best[index] = Some(best[index].map_or(count, |b: usize| b.min(count)));
        }
        for (index, &expected) in best.iter().enumerate() {
            let board: Vec<Vec<u8>> = (0..rows)
                .map(|r| {
                    (0..cols)
                        .map(|c| (index >> (r * cols + c) & 1) as u8)
                        .collect()
                })
                .collect();
            assert_eq!(fewest_off(&board), expected, "{:?}", board);
        }
    }
}
