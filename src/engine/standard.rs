//! The standard rule over GF(2), solved through the first-row equations
//! with polynomials: the first-row algebra is the standard press's.
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
//! [`to_row`] convert, in O(N^2 / 64).
//!
//! The residue left by chasing from first row `x` is affine in `x` over
//! GF(2): `r(x) = A x + b`, with `b` the residue of the empty first row.
//! Solving `A x = b` gives one first row and a kernel of dimension `t`:
//! the board has `2^t` solutions or none. [`solutions`] works in
//! `GF(2)[t] / (f_N)`, where `A` is multiplication by the polynomial `G`
//! of the residue of column 0 alone: with `d = gcd(G, f_N)` and `u G = d`,
//! the board can be cleared iff `d` divides the polynomial `B` of `b`, the
//! first rows are `u B / d` plus the multiples of `f_N / d`, and nothing
//! costs more than O(N^2 / 64 + M N / 64). [`crate::engine::reference`]
//! solves the same equations by elimination, as the check of this; the
//! fewest presses are [`crate::engine::fewest`]'s.

use std::borrow::Cow;

use crate::board::chase::{chase, residue};
use crate::board::grid::{cell_row, locate, press_into, Grid};
use crate::linalg::gf2::Affine;
use crate::linalg::poly::{degree, divide, gcd, gcd_cofactor, multiply};

/// The chase polynomial `f_m(t)`, or `f_m(t + 1)` if `shifted`.
///
/// # Complexity
/// O(m^2 / 64).
///
/// # Example
/// ```
/// use lightsout::engine::standard::chase_polynomial;
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

/// The polynomial of a row of `width` cells (see [`crate::board::grid`]):
/// `sum v_k f_k`, by Clenshaw's recurrence `b_k = v_k + t b_{k+1} + b_{k+2}`.
///
/// # Complexity
/// O(width^2 / 64).
///
/// # Example
/// ```
/// use lightsout::engine::standard::{chase_polynomial, from_row};
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
/// use lightsout::engine::standard::{chase_polynomial, to_row};
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

/// `G`, the polynomial of the first-row matrix `A` of boards of `rows` x
/// `width`: `A` is multiplication by `G` modulo `f_width`, and `G` is the
/// polynomial of the residue of pressing column 0 of the first row alone.
///
/// # Complexity
/// O(rows · width / 64 + width^2 / 64).
///
/// # Example
/// ```
/// use lightsout::engine::standard::{first_row_polynomial, from_row};
/// // One row of 3: pressing column 0 leaves columns 0 and 1 lit.
/// assert_eq!(first_row_polynomial(1, 3), from_row(&[0b110], 3));
/// ```
pub fn first_row_polynomial(rows: usize, width: usize) -> Vec<u64> {
    let column_0 = residue(None, rows, width, &cell_row(0, width));
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
/// use lightsout::engine::standard::nullity;
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

/// The first rows that clear `lights`, or `None` if no press set does,
/// by polynomial arithmetic.
///
/// # Complexity
/// O(width^2 / 64 + rows · width / 64) time, O(width / 64 + t · width / 64) memory
/// besides the board.
///
/// # Example
/// ```
/// use lightsout::engine::standard::solutions;
/// use lightsout::board::grid::Grid;
/// let lights = Grid::from_masks(&[0b1001, 0b0110, 0b0110, 0b1001], 4);
/// assert_eq!(solutions(&lights).unwrap().kernel.len(), 4);
/// assert!(solutions(&Grid::from_masks(&[0b10], 2)).is_none());
/// ```
pub fn solutions(lights: &Grid) -> Option<Affine> {
    let (rows, width) = (lights.rows(), lights.width());
    let modulus = chase_polynomial(width, false);
    let g = first_row_polynomial(rows, width);
    let b = from_row(
        &residue(Some(lights), rows, width, &vec![0; lights.row(0).len()]),
        width,
    );
    let (d, u) = gcd_cofactor(&g, &modulus);
    let (b_over_d, remainder) = divide(&b, &d);
    if degree(&remainder).is_some() {
        return None;
    }
    let (step, _) = divide(&modulus, &d);
    let (_, x) = divide(&multiply(&u, &b_over_d), &step);
    let t = degree(&d).unwrap_or(0);
    // The kernel is the multiples of `step`: `step · t^i` for i < t, each
    // row `T` times the one before, with `T v = v + press(v)`.
    let mut kernel: Vec<Vec<u64>> = Vec::with_capacity(t);
    if t > 0 {
        let mut row = to_row(&step, width);
        for _ in 1..t {
            let mut next = row.clone();
            press_into(&mut next, &row, width);
            kernel.push(std::mem::replace(&mut row, next));
        }
        kernel.push(row);
    }
    Some(Affine {
        particular: to_row(&x, width),
        kernel,
    })
}

/// `lights`, turned on its side if it is wider than tall, and whether it
/// was: chasing along the longer side makes the work on the first row the
/// least.
pub(crate) fn upright(lights: &Grid) -> (Cow<'_, Grid>, bool) {
    if lights.width() > lights.rows() {
        (Cow::Owned(lights.transpose()), true)
    } else {
        (Cow::Borrowed(lights), false)
    }
}

/// Some press set that clears `lights`, without looking for the fewest;
/// `None` if the board cannot be cleared.
///
/// # Complexity
/// O(N^2 / 64 + M N / 64) for the board's sides `N <= M`.
///
/// # Example
/// ```
/// use lightsout::engine::standard::any_solution;
/// use lightsout::board::grid::{apply, Grid};
/// use lightsout::board::rule::Rule;
/// let lights = Grid::from_masks(&[0b11000], 5);
/// assert!(apply(&Rule::standard(), &lights, &any_solution(&lights).unwrap()).is_zero());
/// assert!(any_solution(&Grid::from_masks(&[0b10], 2)).is_none());
/// ```
pub fn any_solution(lights: &Grid) -> Option<Grid> {
    let (board, by_columns) = upright(lights);
    let (presses, _) = chase(&board, &solutions(&board)?.particular);
    Some(if by_columns {
        presses.transpose()
    } else {
        presses
    })
}
