//! Dense matrices over GF(2), bit-packed, and their elimination by the
//! Method of the Four Russians: reduced echelon form, rank, determinant,
//! inverse, the solutions of `Ax = b` with a kernel basis, and products.
//!
//! Row `r` is `stride` words; column `j` is bit `j % 64` of word `j / 64`
//! (the lowest bit first, unlike [`crate::board::grid`], whose rows print
//! as numbers). Elimination takes the columns 64 at a time: plain Gaussian
//! elimination finds the strip's pivots, wherever they fall in it, reading
//! other rows without changing them (a row's value in a column, once
//! cleared of the pivots found, is its bit plus a parity), then every other
//! row clears all of them at once by adding up to eight precomputed sums of
//! the pivot rows, one from each table of 256 (every sum of the pivot rows
//! of one byte of the strip). That is one pass over the matrix per 64
//! columns instead of one per pivot: O(n^3 / 64 / 8) word operations for an
//! `n` x `n` matrix, whatever the pattern of pivots. The passes run in the
//! CPU's widest copy ([`crate::linalg::cpu`]).

use crate::board::grid::Grid;
use crate::linalg::cpu::with_cpu;

pub mod echelon;

/// A dense matrix over GF(2), 64 entries a word: rank, determinant,
/// inverse, every solution of a system, and products, by the Method of the
/// Four Russians with AVX2 where the machine has it.
///
/// A row holds entry `c` in bit `c % 64` of word `c / 64`, as numbers hold
/// bits (a [`crate::Grid`] row is the other way round: see
/// [`Matrix::from_grid`], which converts).
///
/// # Constraints
/// `rows · cols` bits fit in memory.
///
/// # Complexity
/// [`Matrix::rank`], [`Matrix::determinant`], [`Matrix::inverse`] and
/// [`Matrix::solve`]: O(rows · cols · rank / 512) word operations (4096 x
/// 4096 in well under a second); [`Matrix::product`]: O(n m k / 256).
///
/// # Example
/// ```
/// use lightsout::Matrix;
/// let mut a = Matrix::new(2, 2);
/// a.set(0, 0, true);
/// a.set(0, 1, true);
/// a.set(1, 1, true);
/// assert_eq!(a.rank(), 2);
/// assert!(a.determinant());
/// assert_eq!(a.product(&a.inverse().unwrap()), Matrix::identity(2));
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct Matrix {
    rows: usize,
    cols: usize,
    stride: usize,
    bits: Vec<u64>,
}

impl std::fmt::Debug for Matrix {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "{} x {}", self.rows, self.cols)?;
        for r in 0..self.rows {
            let row: String = (0..self.cols)
                .map(|c| if self.get(r, c) { '1' } else { '0' })
                .collect();
            writeln!(f, "{}", row)?;
        }
        Ok(())
    }
}

/// Columns a table of row sums covers.
const TABLE_BITS: usize = 8;

/// Tables a product adds from at once: 32 of the left matrix's columns a
/// pass, each row of the product loaded and stored once for them.
const PRODUCT_TABLES: usize = 4;

/// Columns a strip covers: up to 64 pivots cleared in one pass, with
/// eight tables.
const STRIP: usize = 64;

/// Words of a row `cols` columns wide.
pub fn words(cols: usize) -> usize {
    (cols + 63) / 64
}

impl Matrix {
    /// The zero matrix.
    pub fn new(rows: usize, cols: usize) -> Matrix {
        let stride = words(cols);
        Matrix {
            rows,
            cols,
            stride,
            bits: vec![0; rows * stride],
        }
    }

    /// The `n` x `n` identity.
    pub fn identity(n: usize) -> Matrix {
        let mut m = Matrix::new(n, n);
        for i in 0..n {
            m.set(i, i, true);
        }
        m
    }

    /// The matrix of `grid`'s cells (one row a row), a word at a time: the
    /// conversion from the grid's bit order (column 0 in a mask's top bit)
    /// to the matrix's (column 0 in bit 0).
    pub fn from_grid(grid: &Grid) -> Matrix {
        let mut m = Matrix::new(grid.rows(), grid.width());
        // A grid row is a number whose top bit is column 0: reversed, its
        // columns start `pad` bits up.
        let pad = m.stride * 64 - m.cols;
        for r in 0..m.rows {
            let from = grid.row(r);
            let row = m.row_mut(r);
            for (k, word) in row.iter_mut().enumerate() {
                let low = from[k].reverse_bits() >> pad;
                let high = match from.get(k + 1) {
                    Some(next) if pad > 0 => next.reverse_bits() << (64 - pad),
                    _ => 0,
                };
                *word = low | high;
            }
        }
        m
    }

    /// The grid of the matrix's cells (see [`Matrix::from_grid`]).
    pub fn to_grid(&self) -> Grid {
        let pad = self.stride * 64 - self.cols;
        let mut words = Vec::with_capacity(self.rows * self.stride);
        for r in 0..self.rows {
            let row = self.row(r);
            words.extend((0..self.stride).map(|k| {
                let low = match k.checked_sub(1) {
                    Some(before) if pad > 0 => row[before] >> (64 - pad),
                    _ => 0,
                };
                (row[k] << pad | low).reverse_bits()
            }));
        }
        Grid::from_words(self.rows, self.cols, words)
    }

    /// Rows.
    // The bundler follows methods by name: a bundle that asks a grid for
    // its `rows` keeps this one too, unused.
    #[allow(dead_code)]
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Entry `(r, c)`.
    #[inline]
    pub fn get(&self, r: usize, c: usize) -> bool {
        self.bits[r * self.stride + c / 64] >> (c % 64) & 1 == 1
    }

    /// Sets entry `(r, c)`.
    #[inline]
    pub fn set(&mut self, r: usize, c: usize, value: bool) {
        let word = &mut self.bits[r * self.stride + c / 64];
        *word = *word & !(1 << (c % 64)) | u64::from(value) << (c % 64);
    }

    /// Row `r`: `words(cols)` words, the bits past the last column zero.
    #[inline]
    pub fn row(&self, r: usize) -> &[u64] {
        &self.bits[r * self.stride..(r + 1) * self.stride]
    }

    /// Row `r`, to change; the bits past the last column must stay zero.
    #[inline]
    pub fn row_mut(&mut self, r: usize) -> &mut [u64] {
        &mut self.bits[r * self.stride..(r + 1) * self.stride]
    }

    /// Swaps rows `a` and `b`.
    pub fn swap_rows(&mut self, a: usize, b: usize) {
        if a != b {
            let (low, high) = (a.min(b), a.max(b));
            let (head, tail) = self.bits.split_at_mut(high * self.stride);
            head[low * self.stride..(low + 1) * self.stride]
                .swap_with_slice(&mut tail[..self.stride]);
        }
    }

    /// Adds row `from` to row `to`, from word `word` on.
    #[inline(always)]
    fn add_row(&mut self, to: usize, from: usize, word: usize) {
        let s = self.stride;
        let (target, source) = if to < from {
            let (head, tail) = self.bits.split_at_mut(from * s);
            (&mut head[to * s + word..(to + 1) * s], &tail[word..s])
        } else {
            let (head, tail) = self.bits.split_at_mut(to * s);
            (&mut tail[word..s], &head[from * s + word..(from + 1) * s])
        };
        for (t, f) in target.iter_mut().zip(source) {
            *t ^= f;
        }
    }

    /// The 64 columns from `c` of row `r` (fewer at the right edge; the
    /// bits past the last column are zero).
    #[inline]
    fn bits_from(&self, r: usize, c: usize) -> u64 {
        let row = self.row(r);
        let (word, shift) = (c / 64, c % 64);
        let low = row[word] >> shift;
        match row.get(word + 1) {
            Some(&next) if shift > 0 => low | next << (64 - shift),
            _ => low,
        }
    }

    /// Sets the columns from `c` of row `r` where `bits` has ones (bit `i`
    /// for column `c + i`, none past the last column).
    #[inline]
    fn or_bits(&mut self, r: usize, c: usize, bits: u64) {
        let (word, shift) = (c / 64, c % 64);
        let row = self.row_mut(r);
        row[word] |= bits << shift;
        if shift > 0 && bits >> (64 - shift) != 0 {
            row[word + 1] |= bits >> (64 - shift);
        }
    }

    /// The transpose.
    pub fn transposed(&self) -> Matrix {
        let mut t = Matrix::new(self.cols, self.rows);
        let mut block = [0u64; 64];
        for rb in (0..self.rows).step_by(64) {
            for cw in 0..self.stride {
                let height = (self.rows - rb).min(64);
                for (i, slot) in block.iter_mut().enumerate() {
                    *slot = if i < height {
                        self.bits[(rb + i) * self.stride + cw]
                    } else {
                        0
                    };
                }
                transpose64(&mut block);
                let width = (self.cols - cw * 64).min(64);
                for (i, &word) in block.iter().enumerate().take(width) {
                    t.bits[(cw * 64 + i) * t.stride + rb / 64] = word;
                }
            }
        }
        t
    }

    /// `self · other`, by the Method of the Four Russians: eight of
    /// `other`'s rows at a time make a table of their 256 sums, and each
    /// row of the product adds from four tables at once.
    ///
    /// # Panics
    /// If `self.cols() != other.rows()`.
    pub fn product(&self, other: &Matrix) -> Matrix {
        assert_eq!(self.cols, other.rows, "the product's inner sizes differ");
        let mut product = Matrix::new(self.rows, other.cols);
        let s = other.stride;
        if s == 0 {
            return product;
        }
        let mut tables = vec![0u64; PRODUCT_TABLES * 256 * s];
        let group = TABLE_BITS * PRODUCT_TABLES;
        with_cpu(
            true,
            #[inline(always)]
            || {
                for first in (0..self.cols).step_by(group) {
                    let count = (self.cols - first).min(group);
                    for (k, table) in tables.chunks_mut(256 * s).enumerate() {
                        let rows: Vec<Option<usize>> = (0..TABLE_BITS)
                            .map(|b| {
                                Some(first + k * TABLE_BITS + b)
                                    .filter(|&row| row < first + count)
                            })
                            .collect();
                        fill_table(table, other, &rows, 0, s);
                    }
                    for r in 0..self.rows {
                        let bits = self.bits_from(r, first) & ((1 << count) - 1);
                        if bits != 0 {
                            let sums: [&[u64]; PRODUCT_TABLES] = std::array::from_fn(|k| {
                                let i =
                                    (k * 256) + (bits >> (k * TABLE_BITS) & 255) as usize;
                                &tables[i * s..(i + 1) * s]
                            });
                            add_sums(product.row_mut(r), sums);
                        }
                    }
                }
            },
        );
        product
    }

    /// Brings the matrix to reduced row echelon form and returns the pivot
    /// columns, in order (row `k` has its leading one in `pivots[k]`; the
    /// rank is their number).
    ///
    /// # Complexity
    /// O(rows · cols · rank / 512) word operations.
    pub fn echelon(&mut self) -> Vec<usize> {
        self.eliminate(true)
    }

    /// Row echelon form (`full`: reduced, every pivot column clear but
    /// for its pivot); returns the pivot columns.
    fn eliminate(&mut self, full: bool) -> Vec<usize> {
        with_cpu(
            true,
            #[inline(always)]
            || {
                let mut pivots = Vec::new();
                let mut table = Vec::new();
                let (mut r, mut c) = (0, 0);
                while c < self.cols && r < self.rows {
                    let width = (self.cols - c).min(STRIP);
                    let found = self.pivot_strip(r, c, width);
                    if found == 0 {
                        // The strip is zero from row r down: skip to the next
                        // column that is not, in one pass over those rows.
                        match self.next_nonzero_column(r, c + width) {
                            Some(next) => c = next,
                            None => break,
                        }
                        continue;
                    }
                    let count = found.count_ones() as usize;
                    pivots
                        .extend((0..width).filter(|&j| found >> j & 1 == 1).map(|j| c + j));
                    self.clear_strip(r, c, found, full, &mut table);
                    r += count;
                    c += width;
                }
                pivots
            },
        )
    }

    /// The first column from `c` with a one in a row from `r`, a word of
    /// columns at a time across the rows, so that a near column costs one
    /// word a row.
    #[inline(always)]
    fn next_nonzero_column(&self, r: usize, c: usize) -> Option<usize> {
        if c >= self.cols {
            return None;
        }
        for word in c / 64..self.stride {
            let low = if word == c / 64 { !mask(c % 64) } else { !0 };
            let any = (r..self.rows)
                .fold(0, |any, i| any | self.bits[i * self.stride + word])
                & low;
            if any != 0 {
                return Some(word * 64 + any.trailing_zeros() as usize);
            }
        }
        None
    }

    /// Gaussian elimination in the strip of `width` columns from `c`
    /// (at most 64), rows from `r`: finds the strip's pivot columns in
    /// order, swaps their rows into rows `r`, `r + 1`, ... and reduces them
    /// among themselves; returns the pivot columns as a mask of the strip.
    /// Another row's value in column `j` once cleared of the pivots found
    /// so far is read without clearing it: its own bit plus the parity of
    /// its bits at those pivots that have a one in column `j`. So a column
    /// without a pivot costs a read of each row, and only the rows that
    /// become pivots are changed.
    #[inline(always)]
    fn pivot_strip(&mut self, r: usize, c: usize, width: usize) -> u64 {
        let mut found: u64 = 0;
        let mut count = 0;
        for j in 0..width {
            // The found pivots with a one in column c + j, as strip bits.
            let mut through = 0u64;
            let mut pivots = found;
            for k in 0..count {
                let at = pivots.trailing_zeros();
                if self.get(r + k, c + j) {
                    through |= 1 << at;
                }
                pivots &= pivots - 1;
            }
            let cleared = |m: &Matrix, i: usize| {
                let window = m.bits_from(i, c);
                (window >> j ^ u64::from((window & through).count_ones())) & 1 == 1
            };
            let pivot = match (r + count..self.rows).find(|&i| cleared(self, i)) {
                Some(i) => i,
                None => continue,
            };
            // Clear the new pivot row of the pivots found so far.
            let window = self.bits_from(pivot, c) & found;
            let mut earlier = window;
            while earlier != 0 {
                let k =
                    (found & mask(earlier.trailing_zeros() as usize)).count_ones() as usize;
                self.add_row(pivot, r + k, c / 64);
                earlier &= earlier - 1;
            }
            let p = r + count;
            self.swap_rows(pivot, p);
            // Reduce the earlier pivot rows in column c + j.
            for above in r..p {
                if self.get(above, c + j) {
                    self.add_row(above, p, (c + j) / 64);
                }
            }
            found |= 1 << j;
            count += 1;
        }
        found
    }

    /// Clears the pivot columns `found` (a mask of the strip from `c`;
    /// pivots in rows `r`..) in every row below them, and above them if
    /// `full`, in one pass with up to eight tables: table `t` holds the
    /// sums of the pivot rows of the strip's byte `t`, indexed by that
    /// byte of a row's bits at the pivots.
    #[inline(always)]
    fn clear_strip(
        &mut self,
        r: usize,
        c: usize,
        found: u64,
        full: bool,
        table: &mut Vec<u64>,
    ) {
        let start = c / 64;
        let len = self.stride - start;
        let count = (64 - found.leading_zeros() as usize + TABLE_BITS - 1) / TABLE_BITS;
        table.clear();
        table.resize(count * 256 * len, 0);
        for t in 0..count {
            // The pivot row of each bit of byte t, if it is a pivot.
            let rows: Vec<Option<usize>> = (0..TABLE_BITS)
                .map(|b| {
                    let j = t * TABLE_BITS + b;
                    (found >> j & 1 == 1)
                        .then(|| r + (found & mask(j)).count_ones() as usize)
                })
                .collect();
            fill_table(
                &mut table[t * 256 * len..(t + 1) * 256 * len],
                self,
                &rows,
                start,
                len,
            );
        }
        let table = &table[..];
        let stride = self.stride;
        let pivots = found.count_ones() as usize;
        let above = if full { 0 } else { r };
        for i in (above..r).chain(r + pivots..self.rows) {
            let bits = self.bits_from(i, c) & found;
            if bits == 0 {
                continue;
            }
            let row = &mut self.bits[i * stride + start..(i + 1) * stride];
            let sum = |t: usize| {
                let index = (bits >> (t * TABLE_BITS) & 0xff) as usize;
                let at = (t * 256 + index) * len;
                &table[at..at + len]
            };
            match count {
                1 => add_sums(row, [sum(0)]),
                2 => add_sums(row, [sum(0), sum(1)]),
                3 => add_sums(row, [sum(0), sum(1), sum(2)]),
                4 => add_sums(row, [sum(0), sum(1), sum(2), sum(3)]),
                5 => add_sums(row, [sum(0), sum(1), sum(2), sum(3), sum(4)]),
                6 => add_sums(row, [sum(0), sum(1), sum(2), sum(3), sum(4), sum(5)]),
                7 => add_sums(
                    row,
                    [sum(0), sum(1), sum(2), sum(3), sum(4), sum(5), sum(6)],
                ),
                _ => add_sums(
                    row,
                    [
                        sum(0),
                        sum(1),
                        sum(2),
                        sum(3),
                        sum(4),
                        sum(5),
                        sum(6),
                        sum(7),
                    ],
                ),
            }
        }
    }

    /// The rank.
    pub fn rank(&self) -> usize {
        self.clone().eliminate(false).len()
    }

    /// The determinant of a square matrix: whether it is invertible.
    ///
    /// # Panics
    /// If the matrix is not square.
    pub fn determinant(&self) -> bool {
        assert_eq!(
            self.rows, self.cols,
            "the determinant of a matrix not square"
        );
        self.rank() == self.rows
    }

    /// The inverse of a square matrix, `None` if it has none.
    ///
    /// # Panics
    /// If the matrix is not square.
    pub fn inverse(&self) -> Option<Matrix> {
        let n = self.rows;
        assert_eq!(n, self.cols, "the inverse of a matrix not square");
        let mut both = self.beside_identity();
        // [A | I] has rank n; A is invertible when its pivots are all left.
        if both.echelon().into_iter().ne(0..n) {
            return None;
        }
        let mut inverse = Matrix::new(n, n);
        for r in 0..n {
            for k in 0..self.stride {
                let bits = both.bits_from(r, n + 64 * k);
                inverse.row_mut(r)[k] = bits & mask(n - 64 * k);
            }
        }
        Some(inverse)
    }

    /// `[self | I]`, the identity of as many rows beside it.
    fn beside_identity(&self) -> Matrix {
        let (n, m) = (self.rows, self.cols);
        let mut both = Matrix::new(n, m + n);
        for r in 0..n {
            both.row_mut(r)[..self.stride].copy_from_slice(self.row(r));
            both.set(r, m + r, true);
        }
        both
    }

    /// The solutions of `self · x = rhs` (bit `r` of `rhs` for row `r`, as a
    /// matrix row): one solution, with every free unknown zero, as a
    /// one-row matrix, and a basis of the kernel as the rows of a matrix,
    /// one for each free unknown in increasing order; `None` if there is
    /// none. For plain bits, or many right-hand sides of one matrix:
    /// [`Echelon`](crate::Echelon).
    ///
    /// # Example
    /// ```
    /// use lightsout::Matrix;
    /// // x0 + x1 = 1, x1 + x2 = 1.
    /// let mut a = Matrix::new(2, 3);
    /// for &(r, c) in &[(0, 0), (0, 1), (1, 1), (1, 2)] {
    ///     a.set(r, c, true);
    /// }
    /// let (x, kernel) = a.solve(&[0b11]).unwrap();
    /// assert_eq!(x.row(0), &[0b010]);
    /// assert_eq!(kernel.row(0), &[0b111]);
    /// ```
    pub fn solve(&self, rhs: &[u64]) -> Option<(Matrix, Matrix)> {
        let (n, m) = (self.rows, self.cols);
        let mut both = Matrix::new(n, m + 1);
        for r in 0..n {
            both.row_mut(r)[..self.stride].copy_from_slice(self.row(r));
            both.set(r, m, rhs[r / 64] >> (r % 64) & 1 == 1);
        }
        let pivots = both.echelon();
        if pivots.last() == Some(&m) {
            return None;
        }
        let mut x = Matrix::new(1, m);
        for (k, &p) in pivots.iter().enumerate() {
            x.set(0, p, both.get(k, m));
        }
        Some((x, both.kernel_basis(&pivots, m)))
    }

    /// A basis of the kernel of the first `m` columns of a reduced echelon
    /// form with these pivots (all below `m`), one row for each free
    /// unknown in increasing order.
    fn kernel_basis(&self, pivots: &[usize], m: usize) -> Matrix {
        // Column f of the echelon form, read as row f of its transpose,
        // gives the pivot unknowns of the kernel vector of free unknown f.
        let columns = self.transposed();
        let free: Vec<usize> = (0..m)
            .filter(|f| pivots.binary_search(f).is_err())
            .collect();
        // Pivot k sits at column pivots[k]: in runs where that is k plus a
        // constant, bits move 64 at a time.
        let mut runs = Vec::new();
        let mut k = 0;
        while k < pivots.len() {
            let start = k;
            while k + 1 < pivots.len() && pivots[k + 1] == pivots[k] + 1 {
                k += 1;
            }
            k += 1;
            runs.push((start, k, pivots[start]));
        }
        let mut kernel = Matrix::new(free.len(), m);
        for (row, &f) in free.iter().enumerate() {
            kernel.set(row, f, true);
            for &(start, end, at) in &runs {
                for from in (start..end).step_by(64) {
                    let bits = columns.bits_from(f, from) & mask(end - from);
                    kernel.or_bits(row, at + from - start, bits);
                }
            }
        }
        kernel
    }
}

/// The low `n` bits (`n <= 64`).
#[inline]
fn mask(n: usize) -> u64 {
    if n >= 64 {
        !0
    } else {
        (1 << n) - 1
    }
}

/// Fills `table` (256 rows of `len` words) with every sum of the rows
/// `rows` (at most eight; `None` a zero row) of `m`, from word `start`:
/// entry `i` sums row `rows[b]` for each bit `b` of `i`.
fn fill_table(
    table: &mut [u64],
    m: &Matrix,
    rows: &[Option<usize>],
    start: usize,
    len: usize,
) {
    table[..len].iter_mut().for_each(|w| *w = 0);
    for i in 1..1usize << rows.len() {
        let low = i & (i - 1);
        let b = i.trailing_zeros() as usize;
        let (done, rest) = table.split_at_mut(i * len);
        let before = &done[low * len..(low + 1) * len];
        match rows[b] {
            Some(row) => {
                let source = &m.row(row)[start..start + len];
                for ((t, l), s) in rest[..len].iter_mut().zip(before).zip(source) {
                    *t = l ^ s;
                }
            }
            None => rest[..len].copy_from_slice(before),
        }
    }
}

/// `row += sums[0] + sums[1] + ...`, one pass over the row.
#[inline(always)]
fn add_sums<const N: usize>(row: &mut [u64], sums: [&[u64]; N]) {
    let len = row.len();
    let sums = sums.map(|s| &s[..len]);
    for w in 0..len {
        let mut x = row[w];
        for s in &sums {
            x ^= s[w];
        }
        row[w] = x;
    }
}

/// Transposes a 64 x 64 bit block in place: bit `j` of word `i` goes to bit
/// `i` of word `j`.
pub fn transpose64(block: &mut [u64; 64]) {
    let mut width = 32;
    let mut m: u64 = 0x0000_0000_ffff_ffff;
    while width != 0 {
        let mut k = 0;
        while k < 64 {
            for i in k..k + width {
                let t = (block[i] >> width ^ block[i + width]) & m;
                block[i] ^= t << width;
                block[i + width] ^= t;
            }
            k += 2 * width;
        }
        width /= 2;
        m ^= m << width;
    }
}
