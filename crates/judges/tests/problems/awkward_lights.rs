//! AOJ 1308 Awkward Lights: the one right output, by trying every press set
//! on small grids and eliminating over GF(2) on larger ones.

use lightsout_judges::kit::generate::Spec;

use super::search::{Rng, Tokens};
use super::{three_cases, Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Exact(expected),
    random: (25, spec),
    malformed,
    terminator: Some("0 0 0"),
};

/// Every press set is tried up to this many rooms.
const ROOMS_EVERY_SET: usize = 20;

/// Each dataset: `1` if every light can be turned off, else `0`.
fn expected(input: &str) -> String {
    let t = &mut Tokens(input.split_whitespace());
    let mut out = String::new();
    loop {
        let (cols, rows, d): (usize, usize, usize) = (t.value(), t.value(), t.value());
        if cols == 0 && rows == 0 && d == 0 {
            break;
        }
        let lit: Vec<u8> = t
            .matrix(rows, cols)
            .concat()
            .iter()
            .map(|&v| v as u8)
            .collect();
        // The switch of room `s` flips room `r` (cells numbered row by row).
        let flips = |s: usize, r: usize| {
            let (sr, sc, rr, rc) = (s / cols, s % cols, r / cols, r % cols);
            s == r || sr.abs_diff(rr) + sc.abs_diff(rc) == d
        };
        let cells = rows * cols;
        let solvable = if cells <= ROOMS_EVERY_SET {
            lights_every_set(&lit, &flips)
        } else {
            lights_elimination(&lit, &flips)
        };
        out += if solvable { "1\n" } else { "0\n" };
    }
    out
}

/// Every press set, visited in Gray-code order (one switch more or less at
/// each step), against the lit rooms.
fn lights_every_set(lit: &[u8], flips: &dyn Fn(usize, usize) -> bool) -> bool {
    let cells = lit.len();
    let press: Vec<u32> = (0..cells)
        .map(|s| {
            (0..cells)
                .filter(|&r| flips(s, r))
                .fold(0, |m, r| m | 1 << r)
        })
        .collect();
    let target = (0..cells).fold(0u32, |m, r| m | u32::from(lit[r]) << r);
    let mut state = 0u32;
    if state == target {
        return true;
    }
    for step in 1u32..1 << cells {
        state ^= press[step.trailing_zeros() as usize];
        if state == target {
            return true;
        }
    }
    false
}

/// Gaussian elimination mod 2: one equation a light, one unknown a switch.
fn lights_elimination(lit: &[u8], flips: &dyn Fn(usize, usize) -> bool) -> bool {
    let cells = lit.len();
    let mut rows: Vec<Vec<u8>> = (0..cells)
        .map(|r| {
            let mut row: Vec<u8> = (0..cells).map(|s| u8::from(flips(s, r))).collect();
            row.push(lit[r]);
            row
        })
        .collect();
    let mut rank = 0;
    for col in 0..cells {
        let pivot = match (rank..cells).find(|&r| rows[r][col] == 1) {
            Some(r) => r,
            None => continue,
        };
        rows.swap(rank, pivot);
        let pivot_row = rows[rank].clone();
        for row in rows.iter_mut().skip(rank + 1) {
            if row[col] == 1 {
                for c in col..=cells {
                    row[c] ^= pivot_row[c];
                }
            }
        }
        rank += 1;
    }
    rows[rank..].iter().all(|row| row[cells] == 0)
}

fn spec(seed: u64) -> Spec {
    Spec {
        cols: Some(1 + seed as usize % 9),
        rows: Some(1 + seed as usize * 7 % 25),
        ..three_cases(seed)
    }
}

fn malformed() -> Vec<Malformed> {
    vec![
        Malformed::new(
            b"1 1 1\n1\n3 2 1\n1 0\n1 0 1\n0 0 0\n",
            "line 5, column 1: expected 3 values on one line (row 1 has 2), found \"1\"",
            "1\n",
        ),
        Malformed::new(
            b"1 1 1\n1\n3 2 1\n1 0 1 1\n0 1\n0 0 0\n",
            "line 4, column 7: expected the end of the line after a row of 3 values, found \"1\"",
            "1\n",
        ),
        Malformed::new(
            b"1 1 1\n1\n3 2 1\n1 0 1\n0 1 0 1\n0 0 0\n",
            "line 5, column 7: expected the end of the line after a row of 3 values, found \"1\"",
            "1\n",
        ),
    ]
}

/// The statement's ten datasets (AOJ 1308, ICPC Asia Tokyo 2010 D).
const AWKWARD_SAMPLE: &str = "1 1 1\n1\n2 2 1\n1 1\n1 1\n3 2 1\n1 0 1\n0 1 0\n\
    3 3 1\n1 0 1\n0 1 0\n1 0 1\n4 4 2\n1 1 0 1\n0 0 0 1\n1 0 1 1\n1 0 0 0\n\
    5 5 1\n1 1 1 0 1\n0 1 0 1 0\n1 0 1 0 1\n0 1 0 1 0\n1 0 1 0 1\n\
    5 5 2\n0 0 0 0 0\n0 0 0 0 0\n0 0 1 0 0\n0 0 0 0 0\n0 0 0 0 0\n\
    11 11 3\n\
    0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0\n\
    0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 1 0 0 0 0 0\n\
    0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0\n\
    0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0\n\
    11 11 3\n\
    0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0\n\
    0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 1 1 0 0 0 0\n\
    0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0\n\
    0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0\n\
    13 13 7\n\
    0 0 0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0 0 0\n\
    0 0 0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0 0 0\n\
    0 0 0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0 0 0\n\
    0 0 0 0 0 0 1 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0 0 0\n\
    0 0 0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0 0 0\n\
    0 0 0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0 0 0\n\
    0 0 0 0 0 0 0 0 0 0 0 0 0\n\
    0 0 0\n";

#[test]
fn the_statements_sample() {
    assert_eq!(expected(AWKWARD_SAMPLE), "1\n1\n0\n1\n0\n0\n1\n1\n0\n1\n");
}

#[test]
fn the_room_itself_and_distance_exactly_d() {
    // 1 x 3, d = 2: the middle switch flips only itself; the ends flip
    // each other and themselves. So the middle light alone: 1; an end
    // alone: 0 (it always flips with the other end).
    assert_eq!(expected("3 1 2\n0 1 0\n0 0 0\n"), "1\n");
    assert_eq!(expected("3 1 2\n1 0 0\n0 0 0\n"), "0\n");
    // m columns, n rows: 2 columns of 1 row, d = 1: one press flips both.
    assert_eq!(expected("2 1 1\n1 1\n0 0 0\n"), "1\n");
    assert_eq!(expected("2 1 1\n1 0\n0 0 0\n"), "0\n");
}

#[test]
fn elimination_matches_every_set() {
    let mut rng = Rng(0xdead_beef_cafe_f00d);
    for _ in 0..300 {
        let rows = 1 + rng.below(4) as usize;
        let cols = 1 + rng.below(5) as usize;
        let d = 1 + rng.below((rows + cols) as u64) as usize;
        let lit: Vec<u8> = (0..rows * cols).map(|_| rng.below(2) as u8).collect();
        let flips = |s: usize, r: usize| {
            let (sr, sc, rr, rc) = (s / cols, s % cols, r / cols, r % cols);
            s == r || sr.abs_diff(rr) + sc.abs_diff(rc) == d
        };
        assert_eq!(
            lights_every_set(&lit, &flips),
            lights_elimination(&lit, &flips),
            "{rows}x{cols} d={d} {lit:?}"
        );
    }
}
