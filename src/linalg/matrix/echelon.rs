//! One elimination of a GF(2) matrix, kept for every question after it:
//! the reduced echelon form and the row operations that made it, which
//! solve each right-hand side in one product.

use crate::linalg::matrix::{mask, words, Matrix};

/// A matrix over GF(2) eliminated once ([`Echelon::new`]): its rank and
/// pivots (the form itself is [`Matrix::echelon`]'s), the kernel, whether
/// a vector is in its row space, and `A x = b` for each right-hand side
/// `b` in `O(rows^2 / 64)`, for the many queries of one matrix.
///
/// Vectors are plain bits, `&[bool]`, entry `i` for row or column `i`.
///
/// # Constraints
/// `rows · (cols + rows)` bits fit in memory.
///
/// # Complexity
/// [`Echelon::new`]: O(rows · (cols + rows)^2 / 512) word operations;
/// [`Echelon::solve`]: O(rows^2 / 64 + cols); [`Echelon::contains`]:
/// O(rank · cols / 64).
///
/// # Traps
/// [`Matrix::solve`] eliminates again for each right-hand side: for many
/// of them, build an `Echelon` once. [`Echelon::solve`] gives the solution
/// whose free unknowns are 0; every other one adds a sum of
/// [`Echelon::kernel`]'s rows (`2^(cols - rank)` solutions in all).
///
/// # Example
/// ```
/// use lightsout::{Echelon, Matrix};
/// // x0 + x1 = b0, x1 + x2 = b1: rank 2, one free unknown.
/// let mut a = Matrix::new(2, 3);
/// for &(r, c) in &[(0, 0), (0, 1), (1, 1), (1, 2)] {
///     a.set(r, c, true);
/// }
/// let echelon = Echelon::new(&a);
/// assert_eq!((echelon.rank(), echelon.pivots()), (2, &[0, 1][..]));
/// assert_eq!(echelon.solve(&[true, true]), Some(vec![false, true, false]));
/// assert_eq!(echelon.solve(&[false, true]), Some(vec![true, true, false]));
/// assert!(echelon.contains(&[true, false, true]) && !echelon.contains(&[true, false, false]));
/// assert_eq!(echelon.kernel().row(0), &[0b111]);
/// ```
#[derive(Clone, Debug)]
pub struct Echelon {
    /// `[A | I]` eliminated: the form on the left, the row operations that
    /// made it (`steps · A = form`) on the right.
    both: Matrix,
    /// A's columns.
    cols: usize,
    /// The pivots in A's columns.
    pivots: Vec<usize>,
}

impl Echelon {
    /// Eliminates `a` once, `[A | I]` to `[form | steps]` (on through the
    /// right part, which leaves `steps · A = form`).
    pub fn new(a: &Matrix) -> Echelon {
        let mut both = a.beside_identity();
        let mut pivots = both.echelon();
        pivots.retain(|&p| p < a.cols);
        Echelon {
            both,
            cols: a.cols,
            pivots,
        }
    }

    /// The rank.
    pub fn rank(&self) -> usize {
        self.pivots.len()
    }

    /// The pivot columns, increasing: row `k` of the reduced row echelon
    /// form ([`Matrix::echelon`]) has its leading one in `pivots()[k]`.
    pub fn pivots(&self) -> &[usize] {
        &self.pivots
    }

    /// The solution of `A x = rhs` whose free unknowns are 0, `None` if
    /// there is none.
    ///
    /// # Panics
    /// If `rhs` does not have an entry a row.
    pub fn solve(&self, rhs: &[bool]) -> Option<Vec<bool>> {
        assert_eq!(rhs.len(), self.both.rows, "a right-hand side a row");
        let b = packed(rhs);
        // Row k of the steps times b: the form's right-hand side in row k.
        let reduced = |k: usize| {
            let words = b.iter().enumerate();
            let ones = words.map(|(w, b)| self.both.bits_from(k, self.cols + 64 * w) & b);
            ones.fold(0, |parity, s| parity ^ s.count_ones()) & 1 == 1
        };
        if (self.rank()..self.both.rows).any(reduced) {
            return None;
        }
        let mut x = vec![false; self.cols];
        for (k, &p) in self.pivots.iter().enumerate() {
            x[p] = reduced(k);
        }
        Some(x)
    }

    /// Whether `v` (an entry a column) is a sum of rows of `A`.
    ///
    /// # Panics
    /// If `v` does not have an entry a column.
    pub fn contains(&self, v: &[bool]) -> bool {
        assert_eq!(v.len(), self.cols, "a vector an entry a column");
        let mut v = packed(v);
        for (k, &p) in self.pivots.iter().enumerate() {
            if v[p / 64] >> (p % 64) & 1 == 1 {
                for (w, v) in v.iter_mut().enumerate() {
                    *v ^= self.both.bits_from(k, 64 * w) & mask(self.cols - 64 * w);
                }
            }
        }
        v.iter().all(|&w| w == 0)
    }

    /// A basis of the kernel, the `x` with `A x = 0`: one row for each free
    /// unknown, in increasing order.
    pub fn kernel(&self) -> Matrix {
        self.both.kernel_basis(&self.pivots, self.cols)
    }
}

/// Bits as words, entry `i` in bit `i % 64` of word `i / 64`.
pub(crate) fn packed(bits: &[bool]) -> Vec<u64> {
    let mut words = vec![0u64; words(bits.len())];
    for (i, _) in bits.iter().enumerate().filter(|&(_, &b)| b) {
        words[i / 64] |= 1 << (i % 64);
    }
    words
}
