//! Vectors over GF(2) as the bits of words: the solutions of a system
//! ([`Space`]), bases that XOR ([`XorBasis`]), the intersection of two
//! spans, and the fewest columns that sum to a target. Elimination on
//! whole matrices is [`crate::linalg::matrix::Matrix`]'s.

use std::collections::HashMap;

/// An affine space over GF(2), `particular + span(kernel)`: the solutions
/// of a linear system.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Space {
    /// One solution, with every free unknown zero.
    pub particular: Vec<u64>,
    /// A basis of the kernel, one vector per free unknown, in increasing
    /// order of the free unknown; each is a row of `columns` cells.
    pub kernel: Vec<Vec<u64>>,
}

/// The most unknowns [`fewest_set`] takes: its table holds
/// `2^(n / 2)` entries.
pub const MAX_UNKNOWNS: usize = 40;

/// The solution of `sum x_j columns[j] = target` over GF(2) (one mask a
/// column, each unknown 0 or 1) with the fewest unknowns set, as the mask
/// of those unknowns; ties go to the least mask. `None` if there is none.
///
/// Meet in the middle: every sum of the first half's columns goes in a
/// table with the fewest unknowns that reach it, and every sum of the second
/// half's is looked up, so any kernel dimension costs the same.
///
/// # Constraints
/// `columns.len() <= MAX_UNKNOWNS`.
///
/// # Complexity
/// O(2^(n / 2)) time and memory for `n` unknowns.
pub fn fewest_set(columns: &[u64], target: u64) -> Option<u64> {
    assert!(
        columns.len() <= MAX_UNKNOWNS,
        "{} unknowns, more than {}",
        columns.len(),
        MAX_UNKNOWNS
    );
    let half = columns.len() / 2;
    let (low, high) = columns.split_at(half);
    // The key orders candidates: fewest unknowns, then least mask.
    let key = |mask: u64| (mask.count_ones(), mask);
    let mut table: HashMap<u64, u64> = HashMap::with_capacity(1 << low.len());
    for (sum, mask) in subset_sums(low) {
        let best = table.entry(sum).or_insert(mask);
        if key(mask) < key(*best) {
            *best = mask;
        }
    }
    let mut best: Option<u64> = None;
    for (sum, mask) in subset_sums(high) {
        if let Some(&low_mask) = table.get(&(sum ^ target)) {
            let candidate = low_mask | mask << half;
            if best.map_or(true, |b| key(candidate) < key(b)) {
                best = Some(candidate);
            }
        }
    }
    best
}

/// Every subset of `columns` as (its sum, its mask), in Gray code order:
/// one XOR a step.
fn subset_sums(columns: &[u64]) -> impl Iterator<Item = (u64, u64)> + '_ {
    let (mut sum, mut mask) = (0u64, 0u64);
    (0u64..1 << columns.len()).map(move |step| {
        if step > 0 {
            let j = step.trailing_zeros() as usize;
            sum ^= columns[j];
            mask ^= 1 << j;
        }
        (sum, mask)
    })
}

/// A basis of a space of vectors of up to 64 bits under XOR (a linear
/// basis): at most one vector for each leading bit, in row echelon form.
/// Whether a vector is a sum of others, the dimension of their span (a
/// target reached by `2^(m - dimension)` of m switches' subsets, or none),
/// the least and the greatest of `v ^ span`.
///
/// # Constraints
/// Vectors of at most 64 bits (bit 0 entry 0, as numbers hold bits).
///
/// # Complexity
/// [`XorBasis::insert`], [`XorBasis::min_xor`], [`XorBasis::max_xor`]:
/// O(64).
///
/// # Traps
/// The least XOR of `v` with the span is [`XorBasis::min_xor`]: stopping
/// at `v`'s first leading bit without a basis vector, as an insertion
/// does, gives a vector of `v ^ span` but not the least. The greatest XOR
/// of a subset is `max_xor(0)` ([`XorBasis::largest`]); starting from a
/// path's value, it is `max_xor(value)`, not `value ^ largest()`.
///
/// # Example
/// ```
/// use lightsout::XorBasis;
/// let mut basis = XorBasis::default();
/// for v in [1, 5, 9, 4] {
///     basis.insert(v);
/// }
/// assert_eq!((basis.dimension(), basis.largest()), (3, 13));
/// // 12 = 9 ^ 5 is in the span, 2 is not.
/// assert!(basis.min_xor(12) == 0 && basis.min_xor(2) == 2);
/// // 6 ^ 4 = 2 and 6 ^ 9 = 15: the least and greatest of 6 ^ span.
/// assert_eq!((basis.min_xor(6), basis.max_xor(6)), (2, 15));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XorBasis {
    /// The vector whose leading bit is `b`, or 0.
    by_lead: [u64; 64],
}

impl Default for XorBasis {
    fn default() -> XorBasis {
        XorBasis { by_lead: [0; 64] }
    }
}

impl XorBasis {
    /// The least of `v ^ s` for `s` in the space, read as numbers: 0
    /// exactly when `v` is in the space.
    pub fn min_xor(&self, v: u64) -> u64 {
        self.vectors().fold(v, |least, b| least.min(least ^ b))
    }

    /// The greatest of `v ^ s` for `s` in the space, read as numbers.
    pub fn max_xor(&self, v: u64) -> u64 {
        self.vectors().fold(v, |best, b| best.max(best ^ b))
    }

    /// `v` less the basis vectors of its leading bits, highest first, until
    /// a leading bit has none: 0 exactly when `v` is in the space, else a
    /// vector with a leading bit of its own (not the least: the trap).
    fn sift(&self, mut v: u64) -> u64 {
        while v != 0 {
            let lead = 63 - v.leading_zeros() as usize;
            if self.by_lead[lead] == 0 {
                break;
            }
            v ^= self.by_lead[lead];
        }
        v
    }

    /// Adds `v` to the space; false if it was in it already.
    pub fn insert(&mut self, v: u64) -> bool {
        let v = self.sift(v);
        if v == 0 {
            return false;
        }
        self.by_lead[63 - v.leading_zeros() as usize] = v;
        true
    }

    /// The space's dimension.
    pub fn dimension(&self) -> usize {
        self.by_lead.iter().filter(|&&v| v != 0).count()
    }

    /// The basis vectors, highest leading bit first.
    pub fn vectors(&self) -> impl Iterator<Item = u64> + '_ {
        self.by_lead.iter().rev().copied().filter(|&v| v != 0)
    }

    /// The largest vector in the space, read as a number: the largest XOR
    /// of any subset of the vectors inserted, `max_xor(0)`.
    pub fn largest(&self) -> u64 {
        self.max_xor(0)
    }
}

/// A basis of the intersection of the spans of `u` and `v`, vectors of
/// `bits` bits (at most 32), by Zassenhaus' algorithm: the rows `(a, a)`
/// for `a` in `u` and `(b, 0)` for `b` in `v` span pairs whose left half
/// is `a + b`; those of them whose left half is 0 have `a = b`, a vector of
/// both spans, and an echelon basis of the rows holds a basis of them.
///
/// # Panics
/// If `bits` is past 32.
pub fn intersection(u: &[u64], v: &[u64], bits: u32) -> Vec<u64> {
    assert!(bits <= 32, "vectors of {} bits", bits);
    let mut basis = XorBasis::default();
    for &a in u {
        basis.insert(a << bits | a);
    }
    for &b in v {
        basis.insert(b << bits);
    }
    basis.vectors().filter(|&w| w >> bits == 0).collect()
}
