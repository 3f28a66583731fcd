//! Polynomials over GF(2): a polynomial is a `Vec<u64>` of coefficients,
//! bit `i` of word `i / 64` (least significant first) the coefficient of
//! `t^i`. Products, division with remainder, the gcd and its cofactor, each
//! O(n^2 / 64) for degrees up to `n`; what the standard rule's engine
//! ([`crate::engine::standard`]) computes with.

/// The degree of `p`, `None` for the zero polynomial.
pub fn degree(p: &[u64]) -> Option<usize> {
    let top = p.iter().rposition(|&w| w != 0)?;
    Some(top * 64 + 63 - p[top].leading_zeros() as usize)
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

/// The greatest common divisor of `a` and `b` (zero if both are zero).
///
/// # Complexity
/// O(n^2 / 64) for degrees up to `n`.
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
