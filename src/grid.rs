//! Boards, press sets and GF(2) matrices of any size, as rows of words.
//!
//! A row `width` cells wide takes `words(width)` words and is one big
//! number, word 0 the most significant, column `j` its bit `width - 1 - j`
//! (the padding is at the top of word 0). So a row of at most 64 cells is
//! exactly the `u64` mask of [`crate::row`], and comparing two rows as word
//! slices compares them as printed, column 0 first.

use crate::row::{full, press_word};

/// Words in a row of `width` cells.
///
/// # Example
/// ```
/// use lightsout::grid::words;
/// assert_eq!((words(1), words(64), words(65)), (1, 1, 2));
/// ```
pub fn words(width: usize) -> usize {
    (width + 63) / 64
}

/// The mask of the cells in word 0 of a row `width` cells wide.
fn top(width: usize) -> u64 {
    match width % 64 {
        0 if width > 0 => u64::MAX,
        rest => full(rest),
    }
}

/// Where column `column` of a row `width` cells wide lives: its word and
/// its bit within the word.
///
/// # Example
/// ```
/// use lightsout::grid::locate;
/// assert_eq!(locate(0, 3), (0, 0b100));
/// assert_eq!(locate(0, 65), (0, 1));
/// assert_eq!(locate(1, 65), (1, 1 << 63));
/// ```
#[inline]
pub fn locate(column: usize, width: usize) -> (usize, u64) {
    let from_top = words(width) * 64 - width + column;
    (from_top / 64, 1 << (63 - from_top % 64))
}

/// The row of `width` cells with only `column` set.
///
/// # Example
/// ```
/// // 66 cells: word 0 holds columns 0 and 1, word 1 the other 64.
/// assert_eq!(lightsout::grid::cell_row(1, 66), vec![1, 0]);
/// assert_eq!(lightsout::grid::cell_row(2, 66), vec![0, 1 << 63]);
/// ```
pub fn cell_row(column: usize, width: usize) -> Vec<u64> {
    let mut row = vec![0; words(width)];
    let (word, bit) = locate(column, width);
    row[word] = bit;
    row
}

/// `target ^= press(row)` for rows of `width` cells: the recurrence of
/// [`crate::row::press_word`] applied word by word, carries crossing words.
///
/// # Example
/// ```
/// use lightsout::grid::press_into;
/// // 66 cells: pressing column 1 toggles columns 0, 1 and 2, across words.
/// let mut target = [0, 0];
/// press_into(&mut target, &[0b01, 0], 66);
/// assert_eq!(target, [0b11, 1 << 63]);
/// ```
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

/// A grid of `rows` x `width` cells: a board of lights, a press set, or a
/// matrix over GF(2) (one row an equation).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    rows: usize,
    width: usize,
    words: usize,
    cells: Vec<u64>,
}

impl Grid {
    /// The all-zero grid.
    ///
    /// # Complexity
    /// O(rows · width / 64) time and memory.
    pub fn new(rows: usize, width: usize) -> Grid {
        Grid::from_words(rows, width, vec![0; rows * words(width)])
    }

    /// A grid from its rows' words, laid end to end.
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
        Grid {
            rows,
            width,
            words,
            cells,
        }
    }

    /// The grid with every cell set.
    ///
    /// # Example
    /// ```
    /// use lightsout::grid::Grid;
    /// assert_eq!(Grid::filled(2, 3), Grid::from_masks(&[0b111, 0b111], 3));
    /// assert_eq!(Grid::filled(1, 65).ones(), 65);
    /// ```
    pub fn filled(rows: usize, width: usize) -> Grid {
        let mut row = vec![u64::MAX; words(width)];
        if let Some(first) = row.first_mut() {
            *first = top(width);
        }
        Grid::from_words(rows, width, row.repeat(rows))
    }

    /// A grid from `u64` row masks (see [`crate::row`]).
    ///
    /// # Example
    /// ```
    /// use lightsout::grid::Grid;
    /// let grid = Grid::from_masks(&[0b10, 0b01], 2);
    /// assert!(grid.cell(0, 0) && grid.cell(1, 1) && !grid.cell(0, 1));
    /// ```
    pub fn from_masks(masks: &[u64], width: usize) -> Grid {
        assert!(width <= 64);
        Grid::from_words(masks.len(), width, masks.to_vec())
    }

    /// Every row's words, end to end.
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

    /// Row `r` as words.
    #[inline]
    pub fn row(&self, r: usize) -> &[u64] {
        &self.cells[r * self.words..(r + 1) * self.words]
    }

    /// Row `r` as words, to change. Padding bits must stay zero.
    #[inline]
    pub fn row_mut(&mut self, r: usize) -> &mut [u64] {
        &mut self.cells[r * self.words..(r + 1) * self.words]
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
        let (word, bit) = locate(c, self.width);
        self.row_mut(r)[word] ^= bit;
    }

    /// The words of rows `0..r` and of rows `r..`, to change apart.
    #[inline]
    pub fn split_rows_mut(&mut self, r: usize) -> (&mut [u64], &mut [u64]) {
        self.cells.split_at_mut(r * self.words)
    }

    /// Presses cell (`r`, `c`): toggles it and its up to four neighbours.
    ///
    /// # Example
    /// ```
    /// use lightsout::grid::Grid;
    /// let mut grid = Grid::new(2, 3);
    /// grid.press(0, 0);
    /// assert_eq!(grid, Grid::from_masks(&[0b110, 0b100], 3));
    /// ```
    pub fn press(&mut self, r: usize, c: usize) {
        self.flip(r, c);
        if r > 0 {
            self.flip(r - 1, c);
        }
        if r + 1 < self.rows {
            self.flip(r + 1, c);
        }
        if c > 0 {
            self.flip(r, c - 1);
        }
        if c + 1 < self.width {
            self.flip(r, c + 1);
        }
    }

    /// Swaps rows `a` and `b`.
    pub fn swap_rows(&mut self, a: usize, b: usize) {
        if a != b {
            let (low, high) = (a.min(b), a.max(b));
            let (head, tail) = self.cells.split_at_mut(high * self.words);
            head[low * self.words..(low + 1) * self.words]
                .swap_with_slice(&mut tail[..self.words]);
        }
    }

    /// `row[target] ^= row[source]`, from word `from` on.
    #[inline]
    pub fn add_row(&mut self, target: usize, source: usize, from: usize) {
        let w = self.words;
        debug_assert_ne!(target, source);
        let (t, s) = if target < source {
            let (head, tail) = self.cells.split_at_mut(source * w);
            (&mut head[target * w..(target + 1) * w], &tail[..w])
        } else {
            let (head, tail) = self.cells.split_at_mut(target * w);
            (&mut tail[..w], &head[source * w..(source + 1) * w])
        };
        for (x, y) in t[from..].iter_mut().zip(&s[from..]) {
            *x ^= y;
        }
    }

    /// The number of set cells: lights on, or presses.
    pub fn ones(&self) -> u64 {
        self.cells.iter().map(|w| u64::from(w.count_ones())).sum()
    }

    /// `self ^= other`, cell by cell.
    ///
    /// # Panics
    /// Panics if the sizes differ.
    pub fn xor(&mut self, other: &Grid) {
        assert_eq!(
            (self.rows, self.width),
            (other.rows, other.width),
            "grids differ in size"
        );
        for (x, y) in self.cells.iter_mut().zip(&other.cells) {
            *x ^= y;
        }
    }

    /// Makes `self` a copy of `other` (same size), without allocating.
    pub fn copy_from(&mut self, other: &Grid) {
        assert_eq!(
            (self.rows, self.width),
            (other.rows, other.width),
            "grids differ in size"
        );
        self.cells.copy_from_slice(&other.cells);
    }

    /// Whether no cell is set.
    pub fn is_zero(&self) -> bool {
        self.cells.iter().all(|&w| w == 0)
    }

    /// The transposed grid: cell (`r`, `c`) becomes (`c`, `r`).
    ///
    /// # Example
    /// ```
    /// use lightsout::grid::Grid;
    /// let grid = Grid::from_masks(&[0b110, 0b001], 3);
    /// assert_eq!(grid.transpose(), Grid::from_masks(&[0b10, 0b10, 0b01], 2));
    /// ```
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

    /// Whether `self` prints before `other` (same size), read row by row,
    /// or, if `by_columns`, column by column (as the transpose prints).
    ///
    /// # Example
    /// ```
    /// use lightsout::grid::Grid;
    /// let (a, b) = (Grid::from_masks(&[0b01, 0b10], 2), Grid::from_masks(&[0b10, 0b00], 2));
    /// assert!(a.prints_before(&b, false));
    /// // By columns `a` reads 0 1 1 0 and `b` reads 1 0 0 0.
    /// assert!(a.prints_before(&b, true));
    /// assert!(!b.prints_before(&a, true) && !a.prints_before(&a, true));
    /// ```
    pub fn prints_before(&self, other: &Grid, by_columns: bool) -> bool {
        assert_eq!(
            (self.rows, self.width),
            (other.rows, other.width),
            "grids differ in size"
        );
        if !by_columns {
            return self.cells < other.cells;
        }
        // The first difference in column order: the least column holding
        // one, and the least row with a difference there.
        let pad = self.words * 64 - self.width;
        let mut first: Option<(usize, usize)> = None;
        for r in 0..self.rows {
            let differing = self
                .row(r)
                .iter()
                .zip(other.row(r))
                .position(|(x, y)| x != y);
            if let Some(word) = differing {
                let bits = self.row(r)[word] ^ other.row(r)[word];
                let c = word * 64 + bits.leading_zeros() as usize - pad;
                if first.map_or(true, |(best, _)| c < best) {
                    first = Some((c, r));
                }
            }
        }
        first.map_or(false, |(c, r)| !self.cell(r, c))
    }
}

/// The lights left after applying `presses` to `lights`, cell by cell: a
/// direct simulation for checking answers.
///
/// # Example
/// ```
/// use lightsout::grid::{apply, Grid};
/// let lights = Grid::from_masks(&[0b111], 3);
/// assert!(apply(&lights, &Grid::from_masks(&[0b010], 3)).is_zero());
/// ```
pub fn apply(lights: &Grid, presses: &Grid) -> Grid {
    let mut after = lights.clone();
    for r in 0..presses.rows {
        for c in 0..presses.width {
            if presses.cell(r, c) {
                after.press(r, c);
            }
        }
    }
    after
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// xorshift64, for reproducible random rows.
    fn random(seed: &mut u64) -> u64 {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        *seed
    }

    /// A random board, the same for the same seed.
    pub(crate) fn random_board(rows: usize, width: usize, seed: &mut u64) -> Grid {
        let mut grid = Grid::new(rows, width);
        for r in 0..rows {
            for c in 0..width {
                if random(seed) & 1 == 1 {
                    grid.flip(r, c);
                }
            }
        }
        grid
    }

    #[test]
    fn rows_swap_and_add() {
        let mut grid = Grid::from_masks(&[0b01, 0b10, 0b11], 2);
        grid.swap_rows(2, 0);
        assert_eq!(grid, Grid::from_masks(&[0b11, 0b10, 0b01], 2));
        grid.add_row(0, 1, 0);
        grid.add_row(2, 0, 0);
        assert_eq!(grid, Grid::from_masks(&[0b01, 0b10, 0b00], 2));
        assert_eq!(grid.ones(), 2);
    }
}
