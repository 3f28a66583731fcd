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
        let mut both = self.beside_identity();
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

    /// `[self | I]`, the identity of as many rows beside it.
    fn beside_identity(&self) -> PrimeMatrix {
        let (n, m) = (self.rows, self.cols);
        let mut both = PrimeMatrix::new(self.field, n, m + n);
        for r in 0..n {
            both.entries[r * (m + n)..r * (m + n) + m].copy_from_slice(self.row(r));
            both.entries[r * (m + n) + m + r] = 1 % self.field.p;
        }
        both
    }

    /// Brings the matrix to reduced row echelon form (each pivot 1 and
    /// alone in its column) and returns the pivot columns, in order.
    ///
    /// # Complexity
    /// O(rows · cols · rank).
    pub fn echelon(&mut self) -> Vec<usize> {
        self.eliminate(self.cols, true).0
    }

    /// Every solution of `self · x = rhs` (one entry of `rhs` a row), or
    /// `None` if there is none. For many right-hand sides of one matrix:
    /// [`PrimeEchelon`], one elimination.
    ///
    /// # Panics
    /// If `rhs` does not have an entry a row.
    pub fn solve(&self, rhs: &[u32]) -> Option<PrimeSpace> {
        assert_eq!(rhs.len(), self.rows, "a right-hand side an equation");
        let cols = self.cols;
        let mut system = PrimeMatrix::new(self.field, 0, cols + 1);
        for (r, &b) in rhs.iter().enumerate() {
            system.push_row(&[self.row(r), &[b]].concat());
        }
        let (pivots, _) = system.eliminate(cols, true);
        if (pivots.len()..self.rows).any(|r| system.get(r, cols) != 0) {
            return None;
        }
        let mut particular = vec![0; cols];
        for (r, &c) in pivots.iter().enumerate() {
            particular[c] = system.get(r, cols);
        }
        let kernel = system.kernel_basis(&pivots, cols);
        Some(PrimeSpace { particular, kernel })
    }

    /// A basis of the kernel of the first `cols` columns of a reduced
    /// echelon form with these pivots (all below `cols`), one vector for
    /// each free unknown in increasing order.
    fn kernel_basis(&self, pivots: &[usize], cols: usize) -> Vec<Vec<u32>> {
        (0..cols)
            .filter(|free| pivots.binary_search(free).is_err())
            .map(|free| {
                let mut v = vec![0; cols];
                v[free] = 1 % self.field.p;
                for (r, &c) in pivots.iter().enumerate() {
                    v[c] = self.field.negative(self.get(r, free));
                }
                v
            })
            .collect()
    }
}

/// A matrix modulo a prime eliminated once ([`PrimeEchelon::new`]): its
/// rank and pivots (the form itself is [`PrimeMatrix::echelon`]'s), the
/// kernel, whether a vector is in its row space, and `A x = b` for each
/// right-hand side `b` in `O(rows^2)`, for the many queries of one matrix.
///
/// # Constraints
/// Entries below the prime; `rows · (cols + rows)` entries fit in memory.
///
/// # Complexity
/// [`PrimeEchelon::new`]: O(rows · (cols + rows) · rank);
/// [`PrimeEchelon::solve`]: O(rows^2 + cols) (500 x 500: 300 right-hand
/// sides in milliseconds); [`PrimeEchelon::contains`]: O(rank · cols).
///
/// # Traps
/// [`PrimeMatrix::solve`] eliminates again for each right-hand side, O(n^3)
/// a query: for many of them, build a `PrimeEchelon` once.
/// [`PrimeEchelon::solve`] gives the solution whose free unknowns are 0;
/// there are `p^(cols - rank)` in all, each that one plus a combination of
/// [`PrimeEchelon::kernel`]'s vectors.
///
/// # Example
/// ```
/// use lightsout::{Prime, PrimeEchelon, PrimeMatrix};
/// let five = Prime::new(5);
/// // x + 2y = b0, 2x + 4y = b1: rank 1.
/// let a = PrimeMatrix::from_rows(five, &[vec![1, 2], vec![2, 4]]);
/// let echelon = PrimeEchelon::new(&a);
/// assert_eq!((echelon.rank(), echelon.pivots()), (1, &[0][..]));
/// assert_eq!(echelon.solve(&[3, 1]), Some(vec![3, 0]));
/// assert_eq!(echelon.solve(&[3, 0]), None);
/// assert!(echelon.contains(&[2, 4]) && !echelon.contains(&[0, 1]));
/// assert_eq!(echelon.kernel(), vec![vec![3, 1]]);
/// ```
#[derive(Clone, Debug)]
pub struct PrimeEchelon {
    /// `[A | I]` with A's columns eliminated: the form on the left.
    both: PrimeMatrix,
    /// A's columns.
    cols: usize,
    pivots: Vec<usize>,
    /// The row operations, transposed: `steps^T · A` is the form.
    steps: PrimeMatrix,
}

impl PrimeEchelon {
    /// Eliminates `a` once, `[A | I]` to `[form | steps]`.
    pub fn new(a: &PrimeMatrix) -> PrimeEchelon {
        let (n, m) = (a.rows, a.cols);
        let mut both = a.beside_identity();
        let (pivots, _) = both.eliminate(m, true);
        // Column c of both's right part as row c.
        let mut steps = PrimeMatrix::new(a.field, n, n);
        for (i, v) in steps.entries.iter_mut().enumerate() {
            *v = both.get(i % n, m + i / n);
        }
        PrimeEchelon {
            both,
            cols: m,
            pivots,
            steps,
        }
    }

    /// The rank.
    pub fn rank(&self) -> usize {
        self.pivots.len()
    }

    /// The pivot columns, increasing: row `k` of the reduced row echelon
    /// form ([`PrimeMatrix::echelon`]) has its leading 1 in `pivots()[k]`.
    pub fn pivots(&self) -> &[usize] {
        &self.pivots
    }

    /// The solution of `A x = rhs` (values reduced modulo p) whose free
    /// unknowns are 0, `None` if there is none.
    ///
    /// # Panics
    /// If `rhs` does not have an entry a row.
    pub fn solve(&self, rhs: &[u32]) -> Option<Vec<u32>> {
        assert_eq!(rhs.len(), self.steps.rows, "a right-hand side a row");
        let b = PrimeMatrix::from_rows(self.steps.field, &[rhs.to_vec()]);
        // The form's right-hand side: b^T · steps^T, a row at a time.
        let reduced = b.product(&self.steps).entries;
        if reduced[self.rank()..].iter().any(|&v| v != 0) {
            return None;
        }
        let mut x = vec![0; self.cols];
        for (k, &p) in self.pivots.iter().enumerate() {
            x[p] = reduced[k];
        }
        Some(x)
    }

    /// Whether `v` (an entry a column, values reduced modulo p) is a
    /// combination of rows of `A`.
    ///
    /// # Panics
    /// If `v` does not have an entry a column.
    pub fn contains(&self, v: &[u32]) -> bool {
        assert_eq!(v.len(), self.cols, "a vector an entry a column");
        let field = self.both.field;
        let mut v: Vec<u32> = v.iter().map(|&x| x % field.p).collect();
        for (k, &p) in self.pivots.iter().enumerate() {
            let f = field.negative(v[p]);
            field.add_times(&mut v, &self.both.row(k)[..self.cols], f);
        }
        v.iter().all(|&x| x == 0)
    }

    /// A basis of the kernel, the `x` with `A x = 0`: one vector for each
    /// free unknown, in increasing order, 1 in it and 0 in the others.
    pub fn kernel(&self) -> Vec<Vec<u32>> {
        self.both.kernel_basis(&self.pivots, self.cols)
    }
}
