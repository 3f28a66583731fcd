//! The lightest vector of an affine space over GF(2), `point + span(basis)`:
//! the fewest-press search past the walk, in two ways.
//! [`crate::search::bound`] proves the lightest without seeing every
//! vector (Brouwer–Zimmermann, with the space's symmetries);
//! [`crate::search::transform`] tries every vector, `2^16` at a time
//! through a Walsh–Hadamard transform, which is cheaper where the lightest
//! is heavy. This module holds what they share.

/// The lightest vector found, its weight, and whether it is proven lightest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lightest {
    /// The vector, `point` plus some basis vectors.
    pub vector: Vec<u64>,
    /// Its number of ones.
    pub weight: u64,
    /// Whether no vector of the space is lighter.
    pub proven: bool,
    /// No vector of the space has fewer ones than this: `weight` where
    /// proven, otherwise what the search proved before it stopped.
    pub lower: u64,
}

impl Lightest {
    /// `vector` alone, as a search starts: nothing proven of the space.
    pub fn unproven(vector: Vec<u64>) -> Lightest {
        Lightest {
            weight: ones(&vector),
            vector,
            proven: false,
            lower: 0,
        }
    }
}

/// `point` plus the vectors of `basis` that the bits of `mask` pick.
pub fn combination(point: &[u64], basis: &[Vec<u64>], mask: u64) -> Vec<u64> {
    let mut v = point.to_vec();
    for (i, b) in basis.iter().enumerate() {
        if mask >> i & 1 == 1 {
            add(&mut v, b);
        }
    }
    v
}

/// The number of ones of `v`.
#[inline]
pub fn ones(v: &[u64]) -> u64 {
    v.iter().map(|w| u64::from(w.count_ones())).sum()
}

/// Coordinate `i` of `v`.
#[inline]
pub fn bit(v: &[u64], i: usize) -> bool {
    v[i / 64] >> (i % 64) & 1 == 1
}

/// `target += source`.
#[inline]
pub fn add(target: &mut [u64], source: &[u64]) {
    for (x, y) in target.iter_mut().zip(source) {
        *x ^= y;
    }
}
