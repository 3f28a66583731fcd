//! Luogu P3812 线性基: the one right output, by trying every subset of few
//! numbers and a reduced XOR basis of more.

use super::search::{Rng, Tokens};
use super::{one_case, Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Exact(expected),
    random: (25, one_case),
    malformed,
    terminator: None,
};

/// Every subset is tried up to this many numbers.
const NUMBERS_EVERY_SUBSET: usize = 16;

/// The largest XOR of any subset.
fn expected(input: &str) -> String {
    let t = &mut Tokens(input.split_whitespace());
    let n: usize = t.value();
    let numbers: Vec<u64> = (0..n).map(|_| t.value()).collect();
    let best = if n <= NUMBERS_EVERY_SUBSET {
        xor_every_subset(&numbers)
    } else {
        xor_reduced_basis(&numbers)
    };
    format!("{best}\n")
}

fn xor_every_subset(numbers: &[u64]) -> u64 {
    (0u32..1 << numbers.len())
        .map(|set| {
            (0..numbers.len())
                .filter(|&i| set >> i & 1 == 1)
                .fold(0, |x, i| x ^ numbers[i])
        })
        .max()
        .unwrap()
}

/// Reduced row echelon form over GF(2), one bit a column from the top; the
/// XOR of every row then holds every pivot bit, and is the largest.
fn xor_reduced_basis(numbers: &[u64]) -> u64 {
    let mut rows = numbers.to_vec();
    let mut rank = 0;
    for bit in (0..64).rev() {
        let pivot = match (rank..rows.len()).find(|&r| rows[r] >> bit & 1 == 1) {
            Some(r) => r,
            None => continue,
        };
        rows.swap(rank, pivot);
        let pivot_row = rows[rank];
        for (r, row) in rows.iter_mut().enumerate() {
            if r != rank && *row >> bit & 1 == 1 {
                *row ^= pivot_row;
            }
        }
        rank += 1;
    }
    rows[..rank].iter().fold(0, |x, row| x ^ row)
}

fn malformed() -> Vec<Malformed> {
    vec![
        Malformed::new(
            b"1\n1125899906842625\n",
            "line 2, column 1: expected a number, from 0 to 1125899906842624, found \"1125899906842625\"",
            "",
        ),
    ]
}

#[test]
fn samples_of_the_statement() {
    assert_eq!(expected("2\n1 1\n"), "1\n");
    assert_eq!(expected("4\n1 5 9 4\n"), "13\n");
    let big = "20\n".to_string() + &"1125899906842623 ".repeat(20);
    assert_eq!(expected(&big), "1125899906842623\n");
}

#[test]
fn elimination_matches_every_subset() {
    let mut rng = Rng(0x0123_4567_89ab_cdef);
    for _ in 0..500 {
        let n = 1 + rng.below(NUMBERS_EVERY_SUBSET as u64) as usize;
        let bits = 1 + rng.below(50);
        let numbers: Vec<u64> = (0..n).map(|_| rng.below(1 << bits)).collect();
        assert_eq!(
            xor_every_subset(&numbers),
            xor_reduced_basis(&numbers),
            "{numbers:?}"
        );
    }
}
