//! First-row enumeration: every first row of presses, each chased down the
//! board.
//!
//! A first row fixes the whole press set (see [`crate::chase`]), so the
//! `2^width` first rows are all the candidate answers. Because column 0 is
//! the most significant bit (see [`crate::row`]), enumerating first rows in
//! increasing numeric order visits the press sets in lexicographic order of
//! their printed form: the first row decides the comparison, since two
//! press sets that share a first row are the same press set.

use super::chase::{residue, Chase};
use super::row::full;

/// The widest board this module enumerates: `2^32` first rows is already
/// past any time limit.
pub const MAX_WIDTH: usize = 32;

/// The first row that clears `lights` with the fewest presses in all,
/// ties going to the least first row (so to the least printed answer), with
/// that number of presses; `None` if no first row clears the board.
///
/// # Constraints
/// `lights` is not empty and `1 <= width <= MAX_WIDTH`.
///
/// # Panics
/// Panics if `width > MAX_WIDTH`.
///
/// # Complexity
/// O(2^width · rows), less when pruning bites; no allocation.
///
/// # Example
/// ```
/// use lightsout::first_row::fewest;
/// // 1 x 2, both lit: pressing either cell works; "0 1" is the least answer.
/// assert_eq!(fewest(&[0b11], 2), Some((0b01, 1)));
/// // 1 x 5, "1 1 0 0 0": one press beats the lexicographically first
/// // solution, "0 1 0 1 1".
/// assert_eq!(fewest(&[0b11000], 5), Some((0b10000, 1)));
/// ```
pub fn fewest(lights: &[u64], width: usize) -> Option<(u64, u32)> {
    assert!(
        width <= MAX_WIDTH,
        "first-row enumeration is limited to width {}",
        MAX_WIDTH
    );
    let full = full(width);
    let mut best: Option<(u64, u32)> = None;
    for first in 0..=full {
        // Presses so far; a candidate that cannot beat the best strictly is
        // dropped, since a later first row loses every tie.
        let limit = best.map_or(u32::MAX, |(_, count)| count);
        let mut count = 0;
        let mut rows = Chase::new(lights, first, full);
        for row in (&mut rows).take(lights.len()) {
            count += row.count_ones();
            if count >= limit {
                break;
            }
        }
        // What follows the press rows is the residue; only zero solves.
        if count < limit && rows.next() == Some(0) {
            best = Some((first, count));
        }
    }
    best
}

/// Every first row that clears `lights`, in increasing order.
///
/// # Constraints
/// `lights` is not empty and `1 <= width <= MAX_WIDTH`.
///
/// # Complexity
/// O(2^width · rows) for the whole iteration.
///
/// # Example
/// ```
/// use lightsout::first_row::solutions;
/// // The dark 4 x 4 board: 2^4 press sets leave it dark.
/// assert_eq!(solutions(&[0; 4], 4).count(), 16);
/// // The dark 3 x 3 board: only pressing nothing.
/// assert_eq!(solutions(&[0; 3], 3).collect::<Vec<_>>(), vec![0]);
/// ```
pub fn solutions(lights: &[u64], width: usize) -> impl Iterator<Item = u64> + '_ {
    assert!(
        width <= MAX_WIDTH,
        "first-row enumeration is limited to width {}",
        MAX_WIDTH
    );
    let full = full(width);
    (0..=full).filter(move |&first| residue(lights, first, full) == 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chase::chase;

    fn presses_of(lights: &[u64], first: u64, width: usize) -> Vec<u64> {
        let mut presses = vec![0; lights.len()];
        assert_eq!(chase(lights, first, full(width), &mut presses), 0);
        presses
    }

    #[test]
    fn fewest_is_the_least_among_the_smallest_solutions() {
        // Random-ish boards of sizes with large kernels (4 x 4, 5 x 5, 9 x 9).
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for &(rows, width) in &[(4, 4), (5, 5), (9, 9), (3, 7), (2, 5)] {
            for _ in 0..50 {
                let lights: Vec<u64> = (0..rows)
                    .map(|_| {
                        seed ^= seed << 13;
                        seed ^= seed >> 7;
                        seed ^= seed << 17;
                        seed & full(width)
                    })
                    .collect();
                let all: Vec<(u32, u64)> = solutions(&lights, width)
                    .map(|first| {
                        let count = presses_of(&lights, first, width)
                            .iter()
                            .map(|r| r.count_ones())
                            .sum();
                        (count, first)
                    })
                    .collect();
                let expected = all.iter().min().map(|&(count, first)| (first, count));
                assert_eq!(fewest(&lights, width), expected);
            }
        }
    }
}
