//! Light chasing: once the first row of presses is fixed, every later row is
//! forced.
//!
//! The only presses that can still change row `i` after rows `0..=i` are
//! chosen are those in row `i + 1`, one below each cell, so row `i + 1` must
//! press exactly under the lights row `i` has left on. Chasing down the board
//! clears every row but the last; what the last row keeps is the *residue*,
//! and the first row solves the board exactly when the residue is zero.
//!
//! Rows are words as in [`crate::board::grid`]; a row of at most 64 cells is one
//! `u64` mask (see [`crate::board::row`]). This is the bit-mask chase of the
//! standard rule (and of the neighbours only, Even Parity's): the judge
//! binaries' narrow path, which takes no rule value. Every other rule is
//! chased by the engines with the rule as data.

use crate::board::grid::{press_into, Grid};

/// One step of the chase: `above`, the press row above `current`, becomes
/// the press row below it, which presses under every light of `current`'s
/// row (`light`, or none on a dark board) that is still on. A press toggles
/// its orthogonal neighbours, and its own cell if `centre`.
#[inline]
fn step(
    centre: bool,
    above: &mut [u64],
    light: Option<&[u64]>,
    current: &[u64],
    width: usize,
) {
    if let Some(light) = light {
        for (x, y) in above.iter_mut().zip(light) {
            *x ^= y;
        }
    }
    press_into(above, current, width);
    if !centre {
        // The standard press, less the pressed cells themselves.
        for (x, y) in above.iter_mut().zip(current) {
            *x ^= y;
        }
    }
}

/// Light chasing: presses `first` on the first row of `lights`, then under
/// every light each row leaves on, row after row, under the standard rule.
/// Returns the press set and the residue, the lights left in the last row:
/// `first` solves the board exactly when the residue is zero, and the
/// residue is affine in `first` (the first-row method).
///
/// # Constraints
/// `first` is a row of `lights.width()` cells, as [`Grid::row`] gives one
/// (a mask, column 0 in its top bit, for a width of at most 64).
///
/// # Complexity
/// O(rows · width / 64).
///
/// # Example
/// ```
/// use lightsout::{chase, Grid};
/// let lights = Grid::from_masks(&[0b000, 0b010, 0b000], 3);
/// let (presses, residue) = chase(&lights, &[0b010]);
/// assert_eq!(presses, Grid::from_masks(&[0b010, 0b111, 0b010], 3));
/// assert_eq!(residue, vec![0]);
/// // Pressing nothing first leaves the middle light to the last row.
/// assert_eq!(chase(&lights, &[0]).1, vec![0b111]);
/// ```
pub fn chase(lights: &Grid, first: &[u64]) -> (Grid, Vec<u64>) {
    chase_from(Some(lights), lights.rows(), lights.width(), first)
}

/// [`chase`] on `lights`, or on a dark board of `rows` x `width` if `None`:
/// then the press set that `first` alone makes, every light it leaves
/// chased away (a kernel's press set, where the residue is dark).
///
/// # Constraints
/// As [`chase`]'s; `lights`, where given, is `rows` x `width`.
///
/// # Complexity
/// O(rows · width / 64).
///
/// # Example
/// ```
/// use lightsout::{chase_from, Grid};
/// // 4 x 4: pressing the first row's first cell alone, and chasing, makes
/// // a press set that leaves a dark board dark.
/// let (presses, residue) = chase_from(None, 4, 4, &[0b1000]);
/// assert_eq!(presses, Grid::from_masks(&[0b1000, 0b1100, 0b1010, 0b0111], 4));
/// assert_eq!(residue, vec![0]);
/// ```
pub fn chase_from(
    lights: Option<&Grid>,
    rows: usize,
    width: usize,
    first: &[u64],
) -> (Grid, Vec<u64>) {
    let mut presses = Grid::with_capacity(rows, width);
    let residue = walk(true, lights, rows, width, first, |row| {
        presses.push_row(row)
    });
    (presses, residue)
}

/// The chase of a dark board of `rows` x `width` from `first` when a press
/// toggles its orthogonal neighbours only, not its own cell (the rule
/// [`Rule::neighbours`](crate::Rule::neighbours), UVa 11464 Even Parity's).
pub fn chase_neighbours_only(rows: usize, width: usize, first: &[u64]) -> (Grid, Vec<u64>) {
    let mut presses = Grid::with_capacity(rows, width);
    let residue = walk(false, None, rows, width, first, |row| presses.push_row(row));
    (presses, residue)
}

/// The residue of chasing `lights` (a dark board of `rows` x `width` if
/// `None`) from `first` under the standard rule, keeping two rows instead
/// of the press set.
///
/// # Complexity
/// O(rows · width / 64) time, O(width / 64) memory.
pub fn residue(
    lights: Option<&Grid>,
    rows: usize,
    width: usize,
    first: &[u64],
) -> Vec<u64> {
    walk(true, lights, rows, width, first, |_| {})
}

/// The chase itself: hands each row of presses to `press`, top to bottom,
/// and returns the residue; a press toggles its own cell if `centre`.
#[inline]
fn walk(
    centre: bool,
    lights: Option<&Grid>,
    rows: usize,
    width: usize,
    first: &[u64],
    mut press: impl FnMut(&[u64]),
) -> Vec<u64> {
    let mut above = vec![0; first.len()];
    let mut current = first.to_vec();
    for r in 0..rows {
        press(&current);
        let light = lights.map(|l| l.row(r));
        step(centre, &mut above, light.as_deref(), &current, width);
        std::mem::swap(&mut above, &mut current);
    }
    current
}
