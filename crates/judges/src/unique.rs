//! Board sizes on which every board has exactly one solution, solved by
//! table look-up; the standard rule only, as the solver that builds the
//! tables.
//!
//! When the first-row map is invertible the press set is a linear function
//! of the board over GF(2): the XOR of the press sets of its lit cells.
//! [`Unique`] stores, for every row and every value of that row, the XOR of
//! the press sets of its cells, so a board is solved with one look-up and
//! one XOR per row.

use lightsout::standard::solved;
use lightsout::{chase, full, Grid};

/// The most cells a packed press set holds.
const MAX_CELLS: usize = 64;
/// The widest row [`Unique`] builds a table for (`2^width` entries a row).
pub const MAX_TABLE_WIDTH: usize = 16;

/// The solver for one board size whose boards all have a unique solution.
#[derive(Clone, Debug)]
pub struct Unique {
    rows: usize,
    width: usize,
    /// `table[row << width | value]`: the packed press set for row `row`
    /// holding `value`, every other row dark.
    table: Vec<u64>,
}

impl Unique {
    /// The solver for `rows` x `width` boards, or `None` if some board of
    /// that size has no solution (equivalently, some dark board has more
    /// than one).
    ///
    /// # Constraints
    /// `rows * width <= 64`, `1 <= width <= 16`.
    ///
    /// # Complexity
    /// O(rows · width · 2^width · rows) to build.
    ///
    /// # Example
    /// ```
    /// use lightsout_judges::unique::Unique;
    /// assert!(Unique::new(5, 6).is_some());
    /// assert!(Unique::new(5, 5).is_none());
    /// ```
    pub fn new(rows: usize, width: usize) -> Option<Unique> {
        assert!(rows * width <= MAX_CELLS && (1..=MAX_TABLE_WIDTH).contains(&width));
        let full = full(width);
        let mut table = vec![0; rows << width];
        for r in 0..rows {
            let base = r << width;
            for value in 1..=full {
                // Build each value from a smaller one and its lowest cell.
                let low = value & value.wrapping_neg();
                let rest = table[base | (value ^ low) as usize];
                let unit = if value == low {
                    let mut lights = Grid::new(rows, width);
                    lights.set_row(r, &[low]);
                    let solved = solved(&lights)?;
                    if !solved.kernel.is_empty() {
                        return None;
                    }
                    let (presses, _) = chase(&lights, &solved.particular);
                    pack(
                        &(0..rows).map(|i| presses.row(i)[0]).collect::<Vec<_>>(),
                        width,
                    )
                } else {
                    table[base | low as usize]
                };
                table[base | value as usize] = rest ^ unit;
            }
        }
        Some(Unique { rows, width, table })
    }

    /// The press set that clears `lights`, packed as by [`pack`].
    ///
    /// # Constraints
    /// `lights.len()` is the number of rows, each mask fits the width.
    ///
    /// # Complexity
    /// O(rows).
    ///
    /// # Example
    /// ```
    /// use lightsout_judges::unique::{unpack, Unique};
    /// let solver = Unique::new(1, 3).unwrap();
    /// assert_eq!(unpack(solver.presses(&[0b111]), 1, 3), vec![0b010]);
    /// ```
    #[inline]
    pub fn presses(&self, lights: &[u64]) -> u64 {
        debug_assert_eq!(lights.len(), self.rows);
        let mut packed = 0;
        for (r, &row) in lights.iter().enumerate() {
            packed ^= self.table[r << self.width | row as usize];
        }
        packed
    }
}

/// Packs press rows into one word, row 0 in the most significant
/// `width` bits of the `rows * width` used, so the packed numbers order as
/// the printed answers do.
///
/// # Example
/// ```
/// assert_eq!(lightsout_judges::unique::pack(&[0b10, 0b01], 2), 0b1001);
/// ```
pub fn pack(rows: &[u64], width: usize) -> u64 {
    rows.iter().fold(0, |packed, &row| packed << width | row)
}

/// The rows of a press set packed by [`pack`].
///
/// # Example
/// ```
/// assert_eq!(lightsout_judges::unique::unpack(0b1001, 2, 2), vec![0b10, 0b01]);
/// ```
pub fn unpack(packed: u64, rows: usize, width: usize) -> Vec<u64> {
    (0..rows)
        .map(|r| packed >> ((rows - 1 - r) * width) & full(width))
        .collect()
}
