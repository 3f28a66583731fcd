//! Polynomials over GF(2), and the kernel dimension of a board from them.
//! The standard rule only: the recurrence below is the standard press.
//!
//! Chasing a dark `M`-row board from first row `x` presses row `i` with
//! `f_i(P) x`, where `P` is the `N` x `N` matrix of [`crate::board::row::press`]
//! and `f_0 = 1`, `f_1 = t`, `f_{i+1} = t f_i + f_{i-1}`. The first-row
//! matrix is therefore `A = f_M(P)`. `P + I` is the path's adjacency
//! matrix, whose minimal polynomial is `f_N`, so `P`'s is `f_N(t + 1)`, and
//! the kernel dimension of `A` is `deg gcd(f_M(t), f_N(t + 1))`: no
//! elimination at all. [`nullity`] reduces `f_M` modulo `f_N` by one chase
//! first, so it costs O(M N / 64 + N^2 / 64) for the shorter side `N`.
//!
//! The same algebra solves boards. With `T = P + I`, `f_k(T) e_0 = e_k`
//! for `k < N`, so a row `v` of `N` cells *is* the polynomial
//! `V = sum v_k f_k` modulo `f_N`, and a matrix that is a polynomial in `T`
//! acts on rows as multiplication in `GF(2)[t] / (f_N)`. [`from_row`] and
//! [`to_row`] convert, in O(N^2 / 64); [`crate::algebra::solve`] uses them to solve
//! the first-row equations with one extended gcd instead of an elimination.
//!
//! A polynomial is a `Vec<u64>` of coefficients, bit `i` of word `i / 64`
//! (least significant first) the coefficient of `t^i`.

use crate::board::chase::residue;
use crate::board::grid::{cell_row, locate, press_into};
use crate::board::rule::Rule;

/// The degree of `p`, `None` for the zero polynomial.
///
/// # Example
/// ```
/// use lightsout::algebra::poly::degree;
/// assert_eq!(degree(&[0b1011]), Some(3));
/// assert_eq!(degree(&[0, 1]), Some(64));
/// assert_eq!(degree(&[0, 0]), None);
/// ```
pub fn degree(p: &[u64]) -> Option<usize> {
    let top = p.iter().rposition(|&w| w != 0)?;
    Some(top * 64 + 63 - p[top].leading_zeros() as usize)
}

/// The chase polynomial `f_m(t)`, or `f_m(t + 1)` if `shifted`.
///
/// # Complexity
/// O(m^2 / 64).
///
/// # Example
/// ```
/// use lightsout::algebra::poly::chase_polynomial;
/// // f_2 = t^2 + 1, f_3 = t^3; f_2(t + 1) = t^2.
/// assert_eq!(chase_polynomial(2, false), vec![0b101]);
/// assert_eq!(chase_polynomial(3, false), vec![0b1000]);
/// assert_eq!(chase_polynomial(2, true), vec![0b100]);
/// ```
pub fn chase_polynomial(m: usize, shifted: bool) -> Vec<u64> {
    let words = m / 64 + 1;
    let mut before = vec![0u64; words];
    let mut current = vec![0u64; words];
    current[0] = 1;
    for _ in 0..m {
        // next = t · current (+ current if shifted) + before, in place of before.
        let mut carry = 0;
        for (b, &c) in before.iter_mut().zip(&current) {
            *b ^= c << 1 | carry;
            if shifted {
                *b ^= c;
            }
            carry = c >> 63;
        }
        std::mem::swap(&mut before, &mut current);
    }
    current
}

/// `a ^= b · t^shift`.
fn add_shifted(a: &mut [u64], b: &[u64], shift: usize) {
    let (words, bits) = (shift / 64, shift % 64);
    for (i, &w) in b.iter().enumerate() {
        if w == 0 {
            continue;
        }
        a[i + words] ^= w << bits;
        if bits > 0 {
            if let Some(next) = a.get_mut(i + words + 1) {
                *next ^= w >> (64 - bits);
            }
        }
    }
}

/// `p` without its high zero words (one word for zero), so that equal
/// polynomials compare equal.
fn trimmed(mut p: Vec<u64>) -> Vec<u64> {
    p.truncate(degree(&p).map_or(1, |d| d / 64 + 1));
    p
}

/// `a · b`.
///
/// # Complexity
/// O(deg a · deg b / 64).
///
/// # Example
/// ```
/// // (t + 1)^2 = t^2 + 1.
/// assert_eq!(lightsout::algebra::poly::multiply(&[0b11], &[0b11]), vec![0b101]);
/// ```
pub fn multiply(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut product = vec![0; a.len() + b.len()];
    for (i, &word) in a.iter().enumerate() {
        let mut rest = word;
        while rest != 0 {
            add_shifted(&mut product, b, i * 64 + rest.trailing_zeros() as usize);
            rest &= rest - 1;
        }
    }
    trimmed(product)
}

/// The quotient and remainder of `a` divided by `m`.
///
/// # Panics
/// Panics if `m` is zero.
///
/// # Example
/// ```
/// // t^3 + t + 1 = t (t^2 + 1) + 1.
/// assert_eq!(lightsout::algebra::poly::divide(&[0b1011], &[0b101]), (vec![0b10], vec![0b1]));
/// ```
pub fn divide(a: &[u64], m: &[u64]) -> (Vec<u64>, Vec<u64>) {
    let dm = degree(m).expect("division by the zero polynomial");
    let mut quotient = vec![0; a.len()];
    let mut rest = a.to_vec();
    while let Some(dr) = degree(&rest) {
        if dr < dm {
            break;
        }
        add_shifted(&mut rest, &m[..dm / 64 + 1], dr - dm);
        quotient[(dr - dm) / 64] |= 1 << ((dr - dm) % 64);
    }
    (trimmed(quotient), trimmed(rest))
}

/// The gcd `d` of `a` and `m` with a cofactor `u`: `u · a = d (mod m)`.
///
/// # Complexity
/// O(n^2 / 64) for degrees up to `n`.
///
/// # Example
/// ```
/// use lightsout::algebra::poly::{divide, gcd_cofactor, multiply};
/// let (a, m) = ([0b1001u64], [0b110u64]);
/// let (d, u) = gcd_cofactor(&a, &m);
/// assert_eq!(d, vec![0b11]);
/// assert_eq!(divide(&multiply(&u, &a), &m).1, divide(&d, &m).1);
/// ```
pub fn gcd_cofactor(a: &[u64], m: &[u64]) -> (Vec<u64>, Vec<u64>) {
    let words = a.len().max(m.len()) + 1;
    let widen = |p: &[u64]| {
        let mut wide = p.to_vec();
        wide.resize(words, 0);
        wide
    };
    // Invariant: r = s · a (mod m) for both pairs.
    let (mut r0, mut s0) = (widen(m), vec![0; words]);
    let (mut r1, mut s1) = (widen(a), widen(&[1]));
    while let Some(d1) = degree(&r1) {
        while let Some(d0) = degree(&r0) {
            if d0 < d1 {
                break;
            }
            add_shifted(&mut r0, &r1[..d1 / 64 + 1], d0 - d1);
            add_shifted(&mut s0, &s1, d0 - d1);
        }
        std::mem::swap(&mut r0, &mut r1);
        std::mem::swap(&mut s0, &mut s1);
    }
    (trimmed(r0), trimmed(s0))
}

/// The polynomial of a row of `width` cells (see [`crate::board::grid`]):
/// `sum v_k f_k`, by Clenshaw's recurrence `b_k = v_k + t b_{k+1} + b_{k+2}`.
///
/// # Complexity
/// O(width^2 / 64).
///
/// # Example
/// ```
/// use lightsout::algebra::poly::{chase_polynomial, from_row};
/// // Column 2 alone is f_2 = t^2 + 1.
/// assert_eq!(from_row(&[0b0010], 4), chase_polynomial(2, false));
/// ```
pub fn from_row(row: &[u64], width: usize) -> Vec<u64> {
    let words = width / 64 + 1;
    let mut next = vec![0u64; words];
    let mut after = vec![0u64; words];
    for k in (0..width).rev() {
        // after = t · next + after + v_k, then shift the pair along.
        let mut carry = 0;
        for (a, &n) in after.iter_mut().zip(&next) {
            *a ^= n << 1 | carry;
            carry = n >> 63;
        }
        let (word, bit) = locate(k, width);
        after[0] ^= u64::from(row[word] & bit != 0);
        std::mem::swap(&mut next, &mut after);
    }
    next
}

/// The row of `width` cells whose polynomial is `p` modulo `f_width`:
/// `p(T) e_0`, by Horner's rule with `T v = press(v) + v`.
///
/// # Complexity
/// O(deg p · width / 64).
///
/// # Example
/// ```
/// use lightsout::algebra::poly::{chase_polynomial, to_row};
/// assert_eq!(to_row(&chase_polynomial(2, false), 4), vec![0b0010]);
/// // f_4 is zero modulo f_4.
/// assert_eq!(to_row(&chase_polynomial(4, false), 4), vec![0]);
/// ```
pub fn to_row(p: &[u64], width: usize) -> Vec<u64> {
    let words = crate::board::grid::words(width);
    let mut row = vec![0u64; words];
    let mut spare = vec![0u64; words];
    let (first_word, first_bit) = locate(0, width);
    if let Some(top) = degree(p) {
        for k in (0..=top).rev() {
            spare.copy_from_slice(&row);
            press_into(&mut spare, &row, width);
            std::mem::swap(&mut row, &mut spare);
            if p[k / 64] >> (k % 64) & 1 == 1 {
                row[first_word] ^= first_bit;
            }
        }
    }
    row
}

/// The greatest common divisor of `a` and `b` (zero if both are zero).
///
/// # Complexity
/// O(n^2 / 64) for degrees up to `n`.
///
/// # Example
/// ```
/// use lightsout::algebra::poly::gcd;
/// // (t + 1)(t^2 + t + 1) and (t + 1)t: gcd t + 1.
/// assert_eq!(gcd(&[0b1001], &[0b110]), vec![0b11]);
/// ```
pub fn gcd(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut a = a.to_vec();
    let mut b = b.to_vec();
    while let Some(db) = degree(&b) {
        // a = a mod b
        while let Some(da) = degree(&a) {
            if da < db {
                break;
            }
            add_shifted(&mut a, &b[..db / 64 + 1], da - db);
        }
        std::mem::swap(&mut a, &mut b);
    }
    trimmed(a)
}

/// `G`, the polynomial of the first-row matrix `A` of boards of `rows` x
/// `width`: `A` is multiplication by `G` modulo `f_width`, and `G` is the
/// polynomial of the residue of pressing column 0 of the first row alone.
///
/// # Complexity
/// O(rows · width / 64 + width^2 / 64).
///
/// # Example
/// ```
/// use lightsout::algebra::poly::{first_row_polynomial, from_row};
/// // One row of 3: pressing column 0 leaves columns 0 and 1 lit.
/// assert_eq!(first_row_polynomial(1, 3), from_row(&[0b110], 3));
/// ```
pub fn first_row_polynomial(rows: usize, width: usize) -> Vec<u64> {
    let column_0 = residue(Rule::STANDARD, None, rows, width, &cell_row(0, width));
    from_row(&column_0, width)
}

/// The kernel dimension `t` of the `rows` x `width` board: `2^t` press sets
/// leave it unchanged, a solvable board has `2^t` solutions, and
/// `2^(rows · width - t)` boards can be cleared. It is the degree of
/// `gcd(G, f_N)` for the shorter side `N` (see [`first_row_polynomial`]).
///
/// # Complexity
/// O(M N / 64 + N^2 / 64) for the sides `N <= M`.
///
/// # Example
/// ```
/// use lightsout::algebra::poly::nullity;
/// assert_eq!(nullity(4, 4), 4);
/// assert_eq!(nullity(5, 5), 2);
/// assert_eq!(nullity(5, 6), 0);
/// assert_eq!(nullity(19, 19), 16);
/// // One row of N cells: t = 1 exactly when N = 2 (mod 3).
/// assert_eq!(nullity(1, 1_000_001), 1);
/// ```
pub fn nullity(rows: usize, width: usize) -> usize {
    let (rows, width) = (rows.max(width), rows.min(width));
    let divisor = gcd(
        &first_row_polynomial(rows, width),
        &chase_polynomial(width, false),
    );
    degree(&divisor).unwrap_or(0)
}
