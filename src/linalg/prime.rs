//! Linear algebra modulo a prime p below 2^30: rank, determinant, inverse
//! and every solution of a system, by elimination.
//!
//! Entries are `u32` below p. A row operation adds `f` times the pivot row
//! to another row, and its multiplication takes no division: `f`'s Shoup
//! quotient `floor(f 2^32 / p)`, computed once for the row, gives
//! `f y mod p` from one high and two low products and two conditional
//! subtractions, for every entry `y`. Nothing in the inner loop depends on
//! the entry before it, so the compiler runs it on vector registers, and
//! [`with_cpu`] on AVX2 where the CPU has it: modulo 998244353 a 500 x 500
//! determinant takes milliseconds.
//!
//! This one elimination answers Library Checker's problems modulo
//! 998244353, Widget Factory's modulo 7 and every prime factor of
//! `lightsout --mod K` (through [`crate::linalg::modular::solve_mod`]).

use crate::linalg::cpu::with_cpu;

/// Every modulus is below this: twice it fits in 31 bits, and a product of
/// two entries in 60.
pub const LIMIT: u32 = 1 << 30;

/// The integers modulo a prime p, 2 <= p < 2^30: products, powers and
/// reciprocals, the field [`PrimeMatrix`] works in.
///
/// # Constraints
/// p is a prime below 2^30 (998244353 is one); entries below p.
///
/// # Complexity
/// [`Prime::times`]: O(1); [`Prime::power`] and [`Prime::reciprocal`]:
/// O(log e) and O(log p).
///
/// # Example
/// ```
/// use lightsout::Prime;
/// let field = Prime::new(998_244_353);
/// assert_eq!(field.power(2, 10), 1024);
/// assert_eq!(field.times(field.reciprocal(3), 3), 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Prime {
    p: u32,
}

impl Prime {
    /// Arithmetic modulo `p`, which the caller knows to be prime (see
    /// [`takes_modulus`](crate::takes_modulus)).
    ///
    /// # Panics
    /// If `p` is not from 2 to 2^30 - 1.
    pub fn new(p: u32) -> Prime {
        assert!((2..LIMIT).contains(&p), "the modulus {} is out of range", p);
        Prime { p }
    }

    /// p.
    pub fn modulus(self) -> u32 {
        self.p
    }

    /// `a b mod p`.
    pub fn times(self, a: u32, b: u32) -> u32 {
        (u64::from(a) * u64::from(b) % u64::from(self.p)) as u32
    }

    /// `-a mod p`, for `a` below p.
    pub fn negative(self, a: u32) -> u32 {
        if a == 0 {
            0
        } else {
            self.p - a
        }
    }

    /// `a^e mod p`.
    pub fn power(self, a: u32, mut e: u64) -> u32 {
        let (mut base, mut result) = (a % self.p, 1 % self.p);
        while e > 0 {
            if e & 1 == 1 {
                result = self.times(result, base);
            }
            base = self.times(base, base);
            e >>= 1;
        }
        result
    }

    /// `1 / a mod p`, for `a` not a multiple of p (Fermat: `a^(p-2)`).
    pub fn reciprocal(self, a: u32) -> u32 {
        debug_assert!(a % self.p != 0, "0 has no inverse");
        self.power(a, u64::from(self.p) - 2)
    }

    /// `to[j] = to[j] + f from[j] mod p` for every `j`, `f` below p: the row
    /// operation.
    #[inline(always)]
    pub fn add_times(self, to: &mut [u32], from: &[u32], f: u32) {
        let (p, shoup) = (self.p, self.shoup(f));
        for (t, &y) in to.iter_mut().zip(from) {
            let s = *t + Prime::product(f, shoup, y, p);
            *t = s.min(s.wrapping_sub(p));
        }
    }

    /// `v = f v mod p` for every entry.
    #[inline(always)]
    pub fn times_each(self, values: &mut [u32], f: u32) {
        let (p, shoup) = (self.p, self.shoup(f));
        for v in values {
            *v = Prime::product(f, shoup, *v, p);
        }
    }

    /// `floor(f 2^32 / p)`, for `f` below p.
    #[inline(always)]
    fn shoup(self, f: u32) -> u32 {
        ((u64::from(f) << 32) / u64::from(self.p)) as u32
    }

    /// `f y mod p` for `y` below 2^32 and `shoup` = `floor(f 2^32 / p)`:
    /// `floor(shoup y / 2^32)` is the quotient `floor(f y / p)` or one
    /// less, so `f y` less that many p is below 2p, and exact in 32 bits.
    #[inline(always)]
    fn product(f: u32, shoup: u32, y: u32, p: u32) -> u32 {
        let quotient = ((u64::from(shoup) * u64::from(y)) >> 32) as u32;
        let r = f.wrapping_mul(y).wrapping_sub(quotient.wrapping_mul(p));
        // r - p wraps past r exactly when r is below p.
        r.min(r.wrapping_sub(p))
    }
}

/// A dense matrix modulo a prime, row by row: rank, determinant, inverse,
/// every solution of a system ([`PrimeSpace`]), products.
///
/// # Constraints
/// Entries below the prime; `rows · cols` entries fit in memory.
///
/// # Complexity
/// [`PrimeMatrix::rank`], [`PrimeMatrix::determinant`],
/// [`PrimeMatrix::inverse`] and [`PrimeMatrix::solve`]: O(rows · cols ·
/// rank) (500 x 500 in milliseconds); [`PrimeMatrix::product`]: O(n m k).
///
/// # Example
/// ```
/// use lightsout::{Prime, PrimeMatrix};
/// let seven = Prime::new(7);
/// let a = PrimeMatrix::from_rows(seven, &[vec![1, 2], vec![3, 4]]);
/// assert_eq!(a.determinant(), 5); // 4 - 6 = -2
/// let inverse = a.inverse().unwrap();
/// assert_eq!(a.product(&inverse), PrimeMatrix::identity(seven, 2));
/// // x + 2y = 3, 3x + 4y = 0: one solution.
/// let all = a.solve(&[3, 0]).unwrap();
/// assert_eq!((all.particular, all.kernel.len()), (vec![1, 1], 0));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrimeMatrix {
    field: Prime,
    rows: usize,
    cols: usize,
    entries: Vec<u32>,
}

/// Every solution of a system: `particular + sum t_i kernel[i]`, each
/// solution once for the choices of the `t_i` modulo p.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrimeSpace {
    /// The solution whose free unknowns are 0.
    pub particular: Vec<u32>,
    /// A basis of the kernel: one vector per free unknown, in increasing
    /// order of the free unknown, which is 1 in it and every other free
    /// unknown 0.
    pub kernel: Vec<Vec<u32>>,
}

impl PrimeMatrix {
    /// The `rows` x `cols` zero matrix.
    pub fn new(field: Prime, rows: usize, cols: usize) -> PrimeMatrix {
        PrimeMatrix {
            field,
            rows,
            cols,
            entries: vec![0; rows * cols],
        }
    }

    /// The `n` x `n` identity.
    pub fn identity(field: Prime, n: usize) -> PrimeMatrix {
        let mut identity = PrimeMatrix::new(field, n, n);
        for i in 0..n {
            identity.entries[i * n + i] = 1 % field.p;
        }
        identity
    }

    /// The matrix of `rows`, each as long (entries reduced modulo p).
    ///
    /// # Panics
    /// If the rows differ in length.
    pub fn from_rows(field: Prime, rows: &[Vec<u32>]) -> PrimeMatrix {
        let cols = rows.first().map_or(0, Vec::len);
        let mut matrix = PrimeMatrix::new(field, 0, cols);
        for row in rows {
            matrix.push_row(row);
        }
        matrix
    }

    /// Adds a row of [`PrimeMatrix::cols`] entries (reduced modulo p) at the
    /// bottom.
    ///
    /// # Panics
    /// If the row's length is not the matrix's width.
    pub fn push_row(&mut self, row: &[u32]) {
        assert_eq!(row.len(), self.cols, "a row of the wrong length");
        let p = self.field.p;
        self.entries.extend(row.iter().map(|&v| v % p));
        self.rows += 1;
    }

    /// The field.
    pub fn field(&self) -> Prime {
        self.field
    }

    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Every entry, row by row.
    pub fn entries(&self) -> &[u32] {
        &self.entries
    }

    /// Row `r`.
    pub fn row(&self, r: usize) -> &[u32] {
        &self.entries[r * self.cols..(r + 1) * self.cols]
    }

    /// The entry in row `r`, column `c`.
    pub fn get(&self, r: usize, c: usize) -> u32 {
        self.entries[r * self.cols + c]
    }

    /// `self · other`.
    ///
    /// # Panics
    /// If `self.cols() != other.rows()` or the fields differ.
    pub fn product(&self, other: &PrimeMatrix) -> PrimeMatrix {
        assert_eq!(self.cols, other.rows, "the product's inner sizes differ");
        assert_eq!(self.field, other.field, "the fields differ");
        let mut product = PrimeMatrix::new(self.field, self.rows, other.cols);
        let width = other.cols;
        with_cpu(
            true,
            #[inline(always)]
            || {
                for r in 0..self.rows {
                    let to = &mut product.entries[r * width..(r + 1) * width];
                    for (k, &f) in self.row(r).iter().enumerate() {
                        if f != 0 {
                            self.field.add_times(to, other.row(k), f);
                        }
                    }
                }
            },
        );
        product
    }

    /// Brings the first `width` columns to row echelon form (`reduced`: each
    /// pivot 1 and alone in its column) by row operations on whole rows, and
    /// returns the pivot columns, in order, with the determinant's factor:
    /// the product of the pivots before they were made 1, negated for each
    /// swap of rows (the determinant of a square matrix of full rank).
    ///
    /// # Complexity
    /// O(rows · cols · rank) row operations on entries.
    fn eliminate(&mut self, width: usize, reduced: bool) -> (Vec<usize>, u32) {
        let field = self.field;
        let cols = self.cols;
        let mut pivots = Vec::new();
        let mut factor = 1 % field.p;
        with_cpu(
            true,
            #[inline(always)]
            || {
                for c in 0..width {
                    let r = pivots.len();
                    if r == self.rows {
                        break;
                    }
                    let found = (r..self.rows).find(|&i| self.row(i)[c] != 0);
                    let i = match found {
                        Some(i) => i,
                        None => continue,
                    };
                    if i != r {
                        let (above, below) = self.entries.split_at_mut(i * cols);
                        above[r * cols..(r + 1) * cols].swap_with_slice(&mut below[..cols]);
                        factor = field.negative(factor);
                    }
                    let pivot = self.entries[r * cols + c];
                    factor = field.times(factor, pivot);
                    let (above, rest) = self.entries.split_at_mut(r * cols);
                    let (pivot_row, below) = rest.split_at_mut(cols);
                    field.times_each(&mut pivot_row[c..], field.reciprocal(pivot));
                    let pivot_row = &pivot_row[c..];
                    let clear = |row: &mut [u32]| {
                        let lead = row[c];
                        if lead != 0 {
                            field.add_times(&mut row[c..], pivot_row, field.p - lead);
                        }
                    };
                    below.chunks_exact_mut(cols).for_each(clear);
                    if reduced {
                        above.chunks_exact_mut(cols).for_each(clear);
                    }
                    pivots.push(c);
                }
            },
        );
        (pivots, factor)
    }

    /// The rank.
    pub fn rank(&self) -> usize {
        self.clone().eliminate(self.cols, false).0.len()
    }

    /// The determinant of a square matrix.
    ///
    /// # Panics
    /// If the matrix is not square.
    pub fn determinant(&self) -> u32 {
        assert_eq!(self.rows, self.cols, "a determinant needs a square matrix");
        let mut a = self.clone();
        let (pivots, factor) = a.eliminate(self.cols, false);
        if pivots.len() == self.rows {
            factor
        } else {
            0
        }
    }

    /// The inverse of a square matrix, if it has one.
    ///
    /// # Panics
    /// If the matrix is not square.
    pub fn inverse(&self) -> Option<PrimeMatrix> {
        assert_eq!(self.rows, self.cols, "an inverse needs a square matrix");
        let n = self.rows;
        let mut both = PrimeMatrix::new(self.field, n, 2 * n);
        for r in 0..n {
            both.entries[r * 2 * n..r * 2 * n + n].copy_from_slice(self.row(r));
            both.entries[r * 2 * n + n + r] = 1 % self.field.p;
        }
        if both.eliminate(n, true).0.len() < n {
            return None;
        }
        let mut inverse = PrimeMatrix::new(self.field, n, n);
        for r in 0..n {
            inverse.entries[r * n..(r + 1) * n]
                .copy_from_slice(&both.entries[r * 2 * n + n..(r + 1) * 2 * n]);
        }
        Some(inverse)
    }

    /// Every solution of `self · x = rhs` (one entry of `rhs` a row), or
    /// `None` if there is none.
    ///
    ///
    /// # Panics
    /// If `rhs` does not have an entry a row.
    pub fn solve(&self, rhs: &[u32]) -> Option<PrimeSpace> {
        assert_eq!(rhs.len(), self.rows, "a right-hand side an equation");
        let (field, cols) = (self.field, self.cols);
        let mut system = PrimeMatrix::new(field, self.rows, cols + 1);
        for (r, &b) in rhs.iter().enumerate() {
            let to = &mut system.entries[r * (cols + 1)..(r + 1) * (cols + 1)];
            to[..cols].copy_from_slice(self.row(r));
            to[cols] = b % field.p;
        }
        let (pivots, _) = system.eliminate(cols, true);
        let rank = pivots.len();
        if (rank..self.rows).any(|r| system.get(r, cols) != 0) {
            return None;
        }
        let mut particular = vec![0; cols];
        for (r, &c) in pivots.iter().enumerate() {
            particular[c] = system.get(r, cols);
        }
        let mut is_pivot = vec![false; cols];
        for &c in &pivots {
            is_pivot[c] = true;
        }
        let kernel = (0..cols)
            .filter(|&free| !is_pivot[free])
            .map(|free| {
                let mut v = vec![0; cols];
                v[free] = 1 % field.p;
                for (r, &c) in pivots.iter().enumerate() {
                    v[c] = field.negative(system.get(r, free));
                }
                v
            })
            .collect();
        Some(PrimeSpace { particular, kernel })
    }
}
