//! Numbered levels of the standard game, the same board for everyone,
//! that grow harder three ways: the board's side, its kernel (a board
//! whose kernel has dimension t has 2^t solutions, and the fewest must be
//! picked among them), and, on each board, the fewest presses, from an
//! eighth of the cells to a third, so that the lights do not show where
//! to press. No level is cleared by the chase alone: its first row needs
//! presses, found by the first-row system (see `lightsout first-row`).

use std::sync::Mutex;

use crate::board::chase::residue;
use crate::board::grid::{apply, words, Grid};
use crate::board::random::SplitMix;
use crate::board::rule::Rule;
use crate::board::values::Cells;
use crate::engine::standard::nullity;
use crate::engine::{fewest, DEFAULT_SEARCH_WORK};

/// The highest level.
pub const MAX_LEVEL: u64 = 999;

/// The largest side the page plays, the last levels' too: `lightsout
/// solve` takes any size.
pub const MAX_SIDE: usize = 50;

/// The most levels on one side.
const PER_SIDE: u64 = 24;

/// The largest kernel of a level's board: the fewest presses are proven
/// by trying its 2^t solutions, a million at most.
const MAX_KERNEL: usize = 20;

/// The sides the levels are played on, in their order, each with its
/// kernel's dimension: by the side plus half that dimension (the smaller
/// side first on a tie), from 3 x 3 to the page's largest.
fn sides() -> Vec<(usize, usize)> {
    let mut sides: Vec<(usize, usize)> = (3..=MAX_SIDE)
        .map(|n| (n, nullity(n, n)))
        // Where the kernel is as wide as the board (4 x 4), the chase
        // clears every board that can be cleared.
        .filter(|&(n, t)| t <= MAX_KERNEL && t < n)
        .collect();
    sides.sort_by_key(|&(n, t)| (2 * n + t, n));
    sides
}

/// The fewest presses of a side's levels, first and last: an eighth of
/// the cells (two at least) to a third.
fn presses(side: usize) -> (u64, u64) {
    let cells = (side * side) as u64;
    ((cells / 8).max(2), cells / 3)
}

/// The side of level `k` (1 to [`MAX_LEVEL`]) and the fewest presses it
/// needs.
///
/// # Example
/// ```
/// use lightsout::game::level::shape;
/// assert_eq!(shape(1), (3, 2));
/// assert_eq!(shape(2), (3, 3));
/// // Then 5 x 5, whose kernel has dimension 2, as hard as 6 x 6 is.
/// assert_eq!(shape(3), (5, 3));
/// ```
pub fn shape(k: u64) -> (usize, u64) {
    let sides = sides();
    let mut first = 1;
    for (i, &(side, _)) in sides.iter().enumerate() {
        let (low, high) = presses(side);
        let count = (high - low + 1).min(PER_SIDE);
        if k < first + count || i + 1 == sides.len() {
            let j = (k - first).min(count - 1);
            return (side, low + (high - low) * j / (count - 1).max(1));
        }
        first += count;
    }
    unreachable!("the last side takes every level past the others")
}

/// The last levels made, for the requests that read one again.
static MADE: Mutex<Vec<(u64, Grid)>> = Mutex::new(Vec::new());

/// The board of level `k` (all off is its goal): presses on a dark board
/// drawn from a seed that is `k`'s own, drawn again until the chase alone
/// does not clear it and the fewest presses that put it out are exactly
/// as many as the level needs, proven by trying every solution.
pub fn board(k: u64) -> Grid {
    let mut made = MADE.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some((_, lights)) = made.iter().find(|(level, _)| *level == k) {
        return lights.clone();
    }
    let lights = make(k);
    if made.len() == 4 {
        made.remove(0);
    }
    made.push((k, lights.clone()));
    lights
}

/// [`board`], made.
fn make(k: u64) -> Grid {
    let (side, presses) = shape(k);
    let mut rng = SplitMix(0x1e7e_2000 + k);
    let dark = vec![0; words(side)];
    loop {
        let mut pressed = Grid::new(side, side);
        while pressed.ones() < presses {
            let cell = rng.below((side * side) as u64) as usize;
            if !pressed.cell(cell / side, cell % side) {
                pressed.flip(cell / side, cell % side);
            }
        }
        let lights = apply(&Rule::standard(), &Grid::new(side, side), &pressed);
        if residue(Some(&lights), side, side, &dark)
            .iter()
            .all(|&w| w == 0)
        {
            continue;
        }
        // The walk over every solution (2^20 at most) proves it: no search
        // past it is needed.
        let lit = Cells::Bits(lights.clone());
        let found = fewest(&Rule::standard(), &lit, DEFAULT_SEARCH_WORK);
        if let Ok(Some(found)) = found {
            if found.minimal.proven() && found.count == presses {
                return lights;
            }
        }
    }
}
