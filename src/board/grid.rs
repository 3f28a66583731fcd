//! Boards, press sets and GF(2) matrices of any size, as rows of words.
//!
//! A row `width` cells wide takes `words(width)` words and is one big
//! number, word 0 the most significant, column `j` its bit `width - 1 - j`
//! (the padding is at the top of word 0). So a row of at most 64 cells is
//! exactly the `u64` mask of [`press`](crate::press), and comparing two rows as word
//! slices compares them as printed, column 0 first. A grid stores rows of
//! more than 32 cells as these words end to end, and packs narrower rows
//! several to a word (see [`Grid`]).

use crate::board::row::{full, press_word};
use crate::board::rule::Rule;

/// Words in a row of `width` cells.
pub fn words(width: usize) -> usize {
    (width + 63) / 64
}

/// The cells in word 0 of a row `width` cells wide: `width % 64`, or 64
/// if that is 0 (every later word holds 64).
pub fn head(width: usize) -> usize {
    match width % 64 {
        0 => width.min(64),
        rest => rest,
    }
}

/// The mask of the cells in word 0 of a row `width` cells wide.
fn top(width: usize) -> u64 {
    full(head(width))
}

/// Where column `column` of a row `width` cells wide lives: its word and
/// its bit within the word.
#[inline]
pub fn locate(column: usize, width: usize) -> (usize, u64) {
    let from_top = words(width) * 64 - width + column;
    (from_top / 64, 1 << (63 - from_top % 64))
}

/// The row of `width` cells with only `column` set.
pub fn cell_row(column: usize, width: usize) -> Vec<u64> {
    let mut row = vec![0; words(width)];
    let (word, bit) = locate(column, width);
    row[word] = bit;
    row
}

/// `target ^= press(row)` for rows of `width` cells: the recurrence of
/// [`press`](crate::press) applied word by word, carries crossing words.
#[inline]
pub fn press_into(target: &mut [u64], row: &[u64], width: usize) {
    let last = row.len() - 1;
    for i in 0..=last {
        let above = if i > 0 { row[i - 1] } else { 0 };
        let below = if i < last { row[i + 1] } else { 0 };
        target[i] ^= press_word(row[i], above, below);
    }
    // The toggle pushed out of column 0 lands in the padding.
    target[0] &= top(width);
}

/// How many rows of `width` cells share a word: one row a word (or more)
/// past 32 cells, else as many as fit, so a narrow board takes close to
/// its bits.
fn lanes(width: usize) -> usize {
    if width == 0 || width > 32 {
        1
    } else {
        64 / width
    }
}

/// Words a grid of `rows` x `width` cells takes.
pub fn size(rows: usize, width: usize) -> usize {
    match lanes(width) {
        1 => rows * words(width),
        lanes => (rows + lanes - 1) / lanes,
    }
}

/// One row of a grid, as words: derefs to `[u64]`.
#[derive(Clone, Copy, Debug)]
pub enum Row<'a> {
    /// A row with words of its own.
    Words(&'a [u64]),
    /// A row of at most 32 cells, out of the word it shares.
    Lane([u64; 1]),
}

impl std::ops::Deref for Row<'_> {
    type Target = [u64];

    #[inline]
    fn deref(&self) -> &[u64] {
        match self {
            Row::Words(words) => words,
            Row::Lane(word) => word,
        }
    }
}

/// A grid of `rows` x `width` cells, one bit a cell: a board of lights or
/// a press set under a rule modulo 2 (the standard rule's engines take it
/// at any size), or a matrix over GF(2) (one row an equation).
///
/// A row of at most 64 cells reads and writes as a mask with column 0 in
/// its *top* bit, as the row prints: `0b100` is `1 0 0` (see
/// [`press`](crate::press)); so comparing masks compares the rows as text.
/// A row of more than 32 cells has `words(width)` words of its own; rows of
/// at most 32 share words, the first row in the high bits, so a 10^8 x 1
/// board takes 12.5 MB. Either way the words, compared in order, compare
/// the grid as printed.
///
/// # Constraints
/// `rows · width` bits fit in memory; `from_masks` takes rows of at most
/// 64 cells.
///
/// # Complexity
/// [`Grid::new`], [`Grid::xor`], [`Grid::ones`]: O(rows · width / 64);
/// [`Grid::cell`], [`Grid::flip`]: O(1).
///
/// # Example
/// ```
/// use lightsout::Grid;
/// let mut lights = Grid::from_masks(&[0b100, 0b011], 3);
/// assert!(lights.cell(0, 0) && !lights.cell(0, 2) && lights.cell(1, 2));
/// lights.flip(0, 0);
/// assert_eq!((lights.ones(), lights.rows(), lights.width()), (2, 2, 3));
/// assert_eq!(lights, Grid::from_masks(&[0b000, 0b011], 3));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    rows: usize,
    width: usize,
    words: usize,
    lanes: usize,
    cells: Vec<u64>,
}

impl Grid {
    /// The all-zero grid.
    ///
    /// # Complexity
    /// O(rows · width / 64) time and memory.
    pub fn new(rows: usize, width: usize) -> Grid {
        Grid {
            rows,
            width,
            words: words(width),
            lanes: lanes(width),
            cells: vec![0; size(rows, width)],
        }
    }

    /// A grid of no rows yet, `width` cells wide, with room for `rows`
    /// rows to be added by [`Grid::push_row`].
    pub(crate) fn with_capacity(rows: usize, width: usize) -> Grid {
        let mut grid = Grid::new(0, width);
        grid.cells.reserve(size(rows, width));
        grid
    }

    /// A grid from its rows' words, laid end to end, `words(width)` a row.
    ///
    /// # Panics
    /// Panics unless `cells.len() == rows * words(width)` and the padding
    /// bits are zero.
    pub fn from_words(rows: usize, width: usize, cells: Vec<u64>) -> Grid {
        let words = words(width);
        assert_eq!(
            cells.len(),
            rows * words,
            "grid of {} x {} needs {} words",
            rows,
            width,
            rows * words
        );
        assert!(
            width == 0 || cells.chunks(words).all(|row| row[0] & !top(width) == 0),
            "padding bits set"
        );
        if lanes(width) == 1 {
            return Grid {
                rows,
                width,
                words,
                lanes: 1,
                cells,
            };
        }
        let mut grid = Grid::with_capacity(rows, width);
        for &row in &cells {
            grid.push_row(&[row]);
        }
        grid
    }

    /// The grid with every cell set.
    pub fn filled(rows: usize, width: usize) -> Grid {
        let mut row = vec![u64::MAX; words(width)];
        if let Some(first) = row.first_mut() {
            *first = top(width);
        }
        let mut grid = Grid::with_capacity(rows, width);
        for _ in 0..rows {
            grid.push_row(&row);
        }
        grid
    }

    /// A grid from `u64` row masks (see [`press`](crate::press)).
    ///
    /// # Example
    /// ```
    /// use lightsout::Grid;
    /// let grid = Grid::from_masks(&[0b10, 0b01], 2);
    /// assert!(grid.cell(0, 0) && grid.cell(1, 1) && !grid.cell(0, 1));
    /// ```
    pub fn from_masks(masks: &[u64], width: usize) -> Grid {
        assert!(width <= 64);
        Grid::from_words(masks.len(), width, masks.to_vec())
    }

    /// Every word of the grid, in order (see [`Grid`] for the layout).
    pub fn as_words(&self) -> &[u64] {
        &self.cells
    }

    /// Rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Cells in a row.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Where row `r` lives when rows share words: its word, and the shift
    /// of its lowest cell.
    #[inline]
    fn lane(&self, r: usize) -> (usize, usize) {
        (
            r / self.lanes,
            (self.lanes - 1 - r % self.lanes) * self.width,
        )
    }

    /// Row `r` as words.
    #[inline]
    pub fn row(&self, r: usize) -> Row<'_> {
        assert!(r < self.rows, "row {} of {}", r, self.rows);
        if self.lanes == 1 {
            Row::Words(&self.cells[r * self.words..(r + 1) * self.words])
        } else {
            let (word, shift) = self.lane(r);
            Row::Lane([self.cells[word] >> shift & top(self.width)])
        }
    }

    /// Makes row `r` `row`'s words. Padding bits must be zero.
    #[inline]
    pub fn set_row(&mut self, r: usize, row: &[u64]) {
        assert!(r < self.rows, "row {} of {}", r, self.rows);
        if self.lanes == 1 {
            self.cells[r * self.words..(r + 1) * self.words].copy_from_slice(row);
        } else {
            let (word, shift) = self.lane(r);
            let (cells, mask) = (&mut self.cells[word], top(self.width));
            *cells = *cells & !(mask << shift) | (row[0] & mask) << shift;
        }
    }

    /// Adds a last row, `row`'s words. Padding bits must be zero.
    #[inline]
    pub fn push_row(&mut self, row: &[u64]) {
        assert_eq!(row.len(), self.words, "a row of {} cells", self.width);
        debug_assert!(row.first().map_or(true, |&w| w & !top(self.width) == 0));
        if self.lanes == 1 {
            self.cells.extend_from_slice(row);
        } else {
            let (word, shift) = self.lane(self.rows);
            if word == self.cells.len() {
                self.cells.push(0);
            }
            // Padding never reaches the next row's cells.
            self.cells[word] |= (row[0] & top(self.width)) << shift;
        }
        self.rows += 1;
    }

    /// Whether cell (`r`, `c`) is set.
    #[inline]
    pub fn cell(&self, r: usize, c: usize) -> bool {
        let (word, bit) = locate(c, self.width);
        self.row(r)[word] & bit != 0
    }

    /// Toggles cell (`r`, `c`).
    #[inline]
    pub fn flip(&mut self, r: usize, c: usize) {
        assert!(
            r < self.rows && c < self.width,
            "cell ({}, {}) of {} x {}",
            r,
            c,
            self.rows,
            self.width
        );
        let (word, bit) = locate(c, self.width);
        if self.lanes == 1 {
            self.cells[r * self.words + word] ^= bit;
        } else {
            let (word, shift) = self.lane(r);
            self.cells[word] ^= bit << shift;
        }
    }

    /// Presses cell (`r`, `c`) under `rule`, modulo 2: toggles every cell
    /// the rule adds an odd weight to, cell by cell (for checking; the
    /// solvers press a row at a time).
    ///
    /// # Example
    /// ```
    /// use lightsout::{Grid, Rule};
    /// let mut grid = Grid::new(2, 3);
    /// grid.press(&Rule::standard(), 0, 0);
    /// assert_eq!(grid, Grid::from_masks(&[0b110, 0b100], 3));
    /// grid.press(&Rule::row_and_column(), 1, 2);
    /// assert_eq!(grid, Grid::from_masks(&[0b111, 0b011], 3));
    /// ```
    pub fn press(&mut self, rule: &Rule, r: usize, c: usize) {
        for (cell, weight) in rule.reach(self.rows, self.width, r, c) {
            if weight % 2 == 1 {
                self.flip(cell / self.width, cell % self.width);
            }
        }
    }

    /// The number of set cells: lights on, or presses.
    #[inline]
    pub fn ones(&self) -> u64 {
        self.cells.iter().map(|w| u64::from(w.count_ones())).sum()
    }

    /// `self ^= other`, cell by cell.
    ///
    /// # Panics
    /// Panics if the sizes differ.
    #[inline]
    pub fn xor(&mut self, other: &Grid) {
        self.same_size(other);
        for (x, y) in self.cells.iter_mut().zip(&other.cells) {
            *x ^= y;
        }
    }

    /// Makes `self` a copy of `other` (same size), without allocating.
    #[inline]
    pub(crate) fn copy_from(&mut self, other: &Grid) {
        self.same_size(other);
        self.cells.copy_from_slice(&other.cells);
    }

    /// Whether no cell is set.
    pub fn is_zero(&self) -> bool {
        self.cells.iter().all(|&w| w == 0)
    }

    /// The transposed grid: cell (`r`, `c`) becomes (`c`, `r`).
    pub fn transpose(&self) -> Grid {
        let mut transposed = Grid::new(self.width, self.rows);
        let pad = self.words * 64 - self.width;
        for r in 0..self.rows {
            for (i, &word) in self.row(r).iter().enumerate() {
                let mut rest = word;
                while rest != 0 {
                    let from_top = i * 64 + rest.leading_zeros() as usize;
                    rest &= !(1 << (63 - rest.leading_zeros()));
                    transposed.flip(from_top - pad, r);
                }
            }
        }
        transposed
    }

    /// Panics unless `other` has this grid's size.
    #[inline]
    fn same_size(&self, other: &Grid) {
        assert_eq!(
            (self.rows, self.width),
            (other.rows, other.width),
            "grids differ in size"
        );
    }

    /// Whether `self` prints before `other` (same size), read row by row.
    #[inline]
    pub fn prints_before(&self, other: &Grid) -> bool {
        self.same_size(other);
        // Rows stand in order, each with its first cell highest.
        self.cells < other.cells
    }
}

/// The lights left after applying `presses` to `lights` under `rule`, cell
/// by cell: a direct simulation for checking answers.
pub fn apply(rule: &Rule, lights: &Grid, presses: &Grid) -> Grid {
    let mut after = lights.clone();
    for r in 0..presses.rows {
        for c in 0..presses.width {
            if presses.cell(r, c) {
                after.press(rule, r, c);
            }
        }
    }
    after
}
