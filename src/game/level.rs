//! Numbered levels of the standard game, the same board for everyone: 5 x
//! 5 boards needing 1 press up to 15, then a side larger every 15 levels.

use crate::board::grid::{apply, Grid};
use crate::board::random::SplitMix;
use crate::board::rule::Rule;
use crate::board::values::Cells;
use crate::engine::DEFAULT_SEARCH_WORK;
use crate::engine::{solve, Want};

/// The highest level.
pub const MAX_LEVEL: u64 = 999;

/// Presses a level's board needs at most on one side before the board
/// grows.
const PER_SIDE: u64 = 15;

/// The side of level `k` and the presses it needs: 5 x 5 from 1 press up to
/// 15, then a side larger every 15 levels, each starting two presses
/// harder than the last.
pub fn shape(k: u64) -> (usize, u64) {
    let step = (k - 1) / PER_SIDE;
    (5 + step as usize, (k - 1) % PER_SIDE + 1 + 2 * step)
}

/// The board of level `k` (all off is its goal): presses on a dark board
/// drawn from a seed that is `k`'s own, drawn again until the fewest
/// presses that put it out are exactly as many as the level needs.
pub fn board(k: u64) -> Grid {
    let (side, presses) = shape(k);
    let mut rng = SplitMix(0x1e7e_1000 + k);
    loop {
        let mut pressed = Grid::new(side, side);
        while pressed.ones() < presses {
            let cell = rng.below((side * side) as u64) as usize;
            if !pressed.cell(cell / side, cell % side) {
                pressed.flip(cell / side, cell % side);
            }
        }
        let lights = apply(&Rule::standard(), &Grid::new(side, side), &pressed);
        let want = Want::Fewest {
            budget: DEFAULT_SEARCH_WORK,
        };
        let found = solve(&Rule::standard(), &Cells::Bits(lights.clone()), want);
        if let Ok(Some(found)) = found {
            if found.minimal.proven() && found.count == presses {
                return lights;
            }
        }
    }
}
