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
//! `u64` mask (see [`crate::board::row`]). Every chase in the crate goes through one
//! step function.

use crate::board::grid::{press_into, Grid};
use crate::board::rule::Rule;

/// One step of the chase: `above`, the press row above `current`, becomes
/// the press row below it, which presses under every light of `current`'s
/// row (`light`, or none on a dark board) that is still on. A rule that
/// chases ([`Rule::chases`], checked by [`walk`]) presses the neighbours and
/// no lines, so the centre is all that can differ from the standard press.
#[inline]
fn step(
    rule: Rule,
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
    if !rule.centre {
        // The standard press, less the pressed cells themselves.
        for (x, y) in above.iter_mut().zip(current) {
            *x ^= y;
        }
    }
}

/// Chases `lights` from the first row of presses `first` under the standard
/// rule: returns the press set and the residue, the lights left in the last
/// row.
///
/// # Complexity
/// O(rows · width / 64).
///
/// # Example
/// ```
/// use lightsout::board::chase::chase;
/// use lightsout::board::grid::Grid;
/// let lights = Grid::from_masks(&[0b000, 0b010, 0b000], 3);
/// let (presses, residue) = chase(&lights, &[0b010]);
/// assert_eq!(presses, Grid::from_masks(&[0b010, 0b111, 0b010], 3));
/// assert_eq!(residue, vec![0]);
/// ```
pub fn chase(lights: &Grid, first: &[u64]) -> (Grid, Vec<u64>) {
    chase_from(
        Rule::STANDARD,
        Some(lights),
        lights.rows(),
        lights.width(),
        first,
    )
}

/// [`chase`] under `rule` on `lights`, or on a dark board of `rows` x
/// `width` if `None`.
///
/// # Constraints
/// `rule` reaches only the rows beside a press ([`Rule::chases`]).
///
/// # Example
/// ```
/// use lightsout::board::chase::chase_from;
/// use lightsout::board::grid::Grid;
/// use lightsout::board::rule::Rule;
/// let (presses, residue) = chase_from(Rule::STANDARD, None, 2, 3, &[0b100]);
/// assert_eq!((presses, residue), (Grid::from_masks(&[0b100, 0b110], 3), vec![0b101]));
/// // Pressing the neighbours only, the pressed cell stays dark.
/// let (presses, _) = chase_from(Rule::NEIGHBOURS_ONLY, None, 2, 3, &[0b100]);
/// assert_eq!(presses, Grid::from_masks(&[0b100, 0b010], 3));
/// ```
pub fn chase_from(
    rule: Rule,
    lights: Option<&Grid>,
    rows: usize,
    width: usize,
    first: &[u64],
) -> (Grid, Vec<u64>) {
    let mut presses = Grid::with_capacity(rows, width);
    let residue = walk(rule, lights, rows, width, first, |row| {
        presses.push_row(row)
    });
    (presses, residue)
}

/// The residue of chasing `lights` (a dark board of `rows` x `width` if
/// `None`) from `first` under `rule`, keeping two rows instead of the press
/// set.
///
/// # Complexity
/// O(rows · width / 64) time, O(width / 64) memory.
///
/// # Example
/// ```
/// use lightsout::board::chase::residue;
/// use lightsout::board::grid::Grid;
/// use lightsout::board::rule::Rule;
/// let lights = Grid::from_masks(&[0b000, 0b010, 0b000], 3);
/// assert_eq!(residue(Rule::STANDARD, Some(&lights), 3, 3, &[0b010]), vec![0]);
/// assert_eq!(residue(Rule::STANDARD, None, 1, 3, &[0b010]), vec![0b111]);
/// ```
pub fn residue(
    rule: Rule,
    lights: Option<&Grid>,
    rows: usize,
    width: usize,
    first: &[u64],
) -> Vec<u64> {
    walk(rule, lights, rows, width, first, |_| {})
}

/// The chase itself: hands each row of presses to `press`, top to bottom,
/// and returns the residue.
///
/// # Panics
/// If `rule` reaches past the rows beside a press.
#[inline]
fn walk(
    rule: Rule,
    lights: Option<&Grid>,
    rows: usize,
    width: usize,
    first: &[u64],
    mut press: impl FnMut(&[u64]),
) -> Vec<u64> {
    assert!(rule.chases(), "{:?} reaches past the next row", rule);
    let mut above = vec![0; first.len()];
    let mut current = first.to_vec();
    for r in 0..rows {
        press(&current);
        let light = lights.map(|l| l.row(r));
        step(rule, &mut above, light.as_deref(), &current, width);
        std::mem::swap(&mut above, &mut current);
    }
    current
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::grid::apply;
    use crate::board::random::{random_board, SplitMix};

    #[test]
    fn chase_clears_all_but_the_last_row() {
        let mut rng = SplitMix(7);
        for &(rows, width) in &[(3, 1), (5, 63), (4, 64), (6, 65), (3, 130), (2, 200)] {
            let lights = random_board(&mut rng, rows, width, false);
            let first = random_board(&mut rng, 1, width, false);
            let (presses, left) = chase(&lights, &first.row(0));
            let after = apply(Rule::STANDARD, &lights, &presses);
            for r in 0..rows - 1 {
                assert!(
                    after.row(r).iter().all(|&w| w == 0),
                    "{} x {} row {}",
                    rows,
                    width,
                    r
                );
            }
            assert_eq!(&after.row(rows - 1)[..], &left[..], "{} x {}", rows, width);
            let residue =
                residue(Rule::STANDARD, Some(&lights), rows, width, &first.row(0));
            assert_eq!(residue, left);
        }
    }
}
