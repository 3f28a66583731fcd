//! Linear algebra over GF(2) on [`Grid`] matrices: one row an equation,
//! column `j` the coefficient of unknown `j`.
//!
//! Elimination is [`Matrix`]'s: these convert between the grid's bit order
//! and the matrix's.

use std::collections::HashMap;

use crate::board::grid::Grid;
use crate::linalg::matrix::Matrix;

/// An affine space over GF(2), `particular + span(kernel)`: the solutions
/// of a linear system.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Affine {
    /// One solution, with every free unknown zero.
    pub particular: Vec<u64>,
    /// A basis of the kernel, one vector per free unknown, in increasing
    /// order of the free unknown; each is a row of `columns` cells.
    pub kernel: Vec<Vec<u64>>,
}

/// The rank of `matrix`.
///
/// # Complexity
/// O(rows · columns · min(rows, columns) / 512).
pub fn rank(matrix: &Grid) -> usize {
    Matrix::from_grid(matrix).rank()
}

/// The solutions of `matrix · x = rhs`, where bit `r` of `rhs` (a row of
/// `matrix.rows()` cells, see [`crate::board::grid`]) is the right-hand side of
/// equation `r`; `None` if there is none.
///
/// # Complexity
/// O(rows · columns · min(rows, columns) / 512).
///
/// # Example
/// ```
/// use lightsout::linalg::gf2::solutions;
/// use lightsout::board::grid::Grid;
/// // x0 + x1 = 1, x1 + x2 = 1: x = (0, 1, 0) + span{(1, 1, 1)}.
/// let matrix = Grid::from_masks(&[0b110, 0b011], 3);
/// let all = solutions(&matrix, &[0b11]).unwrap();
/// assert_eq!(all.particular, vec![0b010]);
/// assert_eq!(all.kernel, vec![vec![0b111]]);
/// assert!(solutions(&matrix, &[0b01]).is_some());
/// assert!(solutions(&Grid::from_masks(&[0b1, 0b1], 1), &[0b01]).is_none());
/// ```
pub fn solutions(matrix: &Grid, rhs: &[u64]) -> Option<Affine> {
    let bits = Matrix::from_grid(&Grid::from_words(1, matrix.rows(), rhs.to_vec()));
    let (particular, kernel) = Matrix::from_grid(matrix).solve(bits.row(0))?;
    let kernel = kernel.to_grid();
    Some(Affine {
        particular: particular.to_grid().row(0).to_vec(),
        kernel: (0..kernel.rows()).map(|k| kernel.row(k).to_vec()).collect(),
    })
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
///
/// # Example
/// ```
/// use lightsout::linalg::gf2::XorBasis;
/// let mut basis = XorBasis::default();
/// for v in [1, 5, 9, 4] {
///     basis.insert(v);
/// }
/// assert_eq!((basis.dimension(), basis.largest()), (3, 13));
/// assert!(basis.reduce(12) == 0 && basis.reduce(2) != 0);
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
    /// `v` less the basis vectors of its leading bits, highest first: 0
    /// exactly when `v` is in the space.
    pub fn reduce(&self, mut v: u64) -> u64 {
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
        let v = self.reduce(v);
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
    /// of any subset of the vectors inserted.
    pub fn largest(&self) -> u64 {
        self.vectors().fold(0, |best, v| best.max(best ^ v))
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
