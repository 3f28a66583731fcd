//! Light chasing: once the first row of presses is fixed, every later row is
//! forced.
//!
//! The only presses that can still change row `i` after rows `0..=i` are
//! chosen are those in row `i + 1`, one below each cell, so row `i + 1` must
//! press exactly under the lights row `i` has left on. Chasing down the board
//! clears every row but the last; what the last row keeps is the *residue*,
//! and the first row solves the board exactly when the residue is zero.
//!
//! Boards are slices of row masks (see [`crate::row`] for the bit order),
//! row 0 first.

use super::row::press;

/// The chase as an iterator: the press row of every row of `lights`, row 0
/// (`first`) first, then the residue. Every chase of row masks in the
/// crate is this loop.
///
/// # Example
/// ```
/// use lightsout::{chase::Chase, row::full};
/// // The 3 x 3 board with only its centre lit: press rows, then residue 0.
/// let rows: Vec<u64> = Chase::new(&[0b000, 0b010, 0b000], 0b010, full(3)).collect();
/// assert_eq!(rows, vec![0b010, 0b111, 0b010, 0]);
/// ```
#[derive(Clone, Debug)]
pub struct Chase<'a> {
    lights: std::slice::Iter<'a, u64>,
    above: u64,
    current: Option<u64>,
    full: u64,
}

impl<'a> Chase<'a> {
    /// The chase of `lights` from the first row of presses `first`; every
    /// mask fits in `full`.
    pub fn new(lights: &'a [u64], first: u64, full: u64) -> Self {
        Chase {
            lights: lights.iter(),
            above: 0,
            current: Some(first),
            full,
        }
    }
}

impl Iterator for Chase<'_> {
    type Item = u64;

    #[inline]
    fn next(&mut self) -> Option<u64> {
        let current = self.current?;
        // The row below presses under every light this row still has.
        self.current = self
            .lights
            .next()
            .map(|&row| row ^ self.above ^ press(current, self.full));
        self.above = current;
        Some(current)
    }
}

/// The lights left on in the last row after chasing `lights` from the first
/// row of presses `first`. Zero means `first` solves the board.
///
/// # Constraints
/// `lights` is not empty; every mask and `first` fit in `full`.
///
/// # Complexity
/// O(rows).
///
/// # Example
/// ```
/// use lightsout::{chase::residue, row::full};
/// // A single lit cell in the middle of a 1 x 3 board: pressing it clears it.
/// assert_eq!(residue(&[0b010], 0b010, full(3)), 0b101);
/// assert_eq!(residue(&[0b111], 0b010, full(3)), 0);
/// ```
#[inline]
pub fn residue(lights: &[u64], first: u64, full: u64) -> u64 {
    Chase::new(lights, first, full).last().unwrap_or(first)
}

/// Chases `lights` from `first`, writing the press row of every row into
/// `presses`, and returns the residue as [`residue`] does.
///
/// # Constraints
/// `presses.len() == lights.len()`, not zero.
///
/// # Panics
/// Panics if `presses` is shorter than `lights`.
///
/// # Complexity
/// O(rows).
///
/// # Example
/// ```
/// use lightsout::{chase::chase, row::full};
/// // The 3 x 3 board with only its centre lit.
/// let lights = [0b000, 0b010, 0b000];
/// let mut presses = [0; 3];
/// assert_eq!(chase(&lights, 0b010, full(3), &mut presses), 0);
/// assert_eq!(presses, [0b010, 0b111, 0b010]);
/// ```
pub fn chase(lights: &[u64], first: u64, full: u64, presses: &mut [u64]) -> u64 {
    let mut rows = Chase::new(lights, first, full);
    for (slot, row) in presses[..lights.len()].iter_mut().zip(&mut rows) {
        *slot = row;
    }
    rows.next().unwrap_or(first)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{apply, Grid};
    use crate::row::full;

    #[test]
    fn chased_presses_clear_all_but_the_last_row() {
        let full = full(4);
        let lights = [0b1001, 0b0110, 0b0110, 0b1001];
        for first in 0..16 {
            let mut presses = [0; 4];
            let left = chase(&lights, first, full, &mut presses);
            let after = apply(
                &Grid::from_masks(&lights, 4),
                &Grid::from_masks(&presses, 4),
            );
            assert_eq!(after, Grid::from_masks(&[0, 0, 0, left], 4));
            assert_eq!(residue(&lights, first, full), left);
        }
    }
}
