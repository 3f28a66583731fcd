//! Polynomials over GF(2), and the kernel dimension of a board from them.
//!
//! Chasing a dark `M`-row board from first row `x` presses row `i` with
//! `f_i(P) x`, where `P` is the `N` x `N` matrix of [`crate::row::press`]
//! and `f_0 = 1`, `f_1 = t`, `f_{i+1} = t f_i + f_{i-1}`. The first-row
//! matrix is therefore `A = f_M(P)`. `P + I` is the path's adjacency
//! matrix, whose minimal polynomial is `f_N`, so `P`'s is `f_N(t + 1)`, and
//! the kernel dimension of `A` is `deg gcd(f_M(t), f_N(t + 1))`: no
//! elimination at all, O((M + N)^2 / 64) word operations.
//!
//! A polynomial is a `Vec<u64>` of coefficients, bit `i` of word `i / 64`
//! (least significant first) the coefficient of `t^i`.

/// The degree of `p`, `None` for the zero polynomial.
///
/// # Example
/// ```
/// use lightsout::poly::degree;
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
/// use lightsout::poly::chase_polynomial;
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

/// The greatest common divisor of `a` and `b` (zero if both are zero).
///
/// # Complexity
/// O(n^2 / 64) for degrees up to `n`.
///
/// # Example
/// ```
/// use lightsout::poly::gcd;
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
    a.truncate(degree(&a).map_or(1, |d| d / 64 + 1));
    a
}

/// The kernel dimension `t` of the `rows` x `width` board: `2^t` press sets
/// leave it unchanged, a solvable board has `2^t` solutions, and
/// `2^(rows · width - t)` boards can be cleared.
///
/// # Complexity
/// O((rows + width)^2 / 64).
///
/// # Example
/// ```
/// use lightsout::poly::nullity;
/// assert_eq!(nullity(4, 4), 4);
/// assert_eq!(nullity(5, 5), 2);
/// assert_eq!(nullity(5, 6), 0);
/// assert_eq!(nullity(19, 19), 16);
/// ```
pub fn nullity(rows: usize, width: usize) -> usize {
    let divisor = gcd(
        &chase_polynomial(rows, false),
        &chase_polynomial(width, true),
    );
    degree(&divisor).unwrap_or(0)
}
