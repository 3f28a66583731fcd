//! Randomness that is the same on every machine: the generators' and the
//! tests' one random source, and random boards.

use crate::board::grid::{apply, Grid};
use crate::board::rule::Rule;
use crate::board::values::Board;

/// SplitMix64: small, fast, and the same on every machine.
#[derive(Clone, Debug)]
pub struct SplitMix(pub u64);

impl SplitMix {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n`, for `n > 0`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
}

/// A random board of `rows` x `cols`; if `solvable`, the lights of a random
/// press set, so it can be cleared.
pub fn random_board(rng: &mut SplitMix, rows: usize, cols: usize, solvable: bool) -> Grid {
    let mut grid = Grid::new(rows, cols);
    for r in 0..rows {
        for c in 0..cols {
            if rng.next_u64() >> 63 == 1 {
                grid.flip(r, c);
            }
        }
    }
    if solvable {
        apply(&Rule::standard(), &Grid::new(rows, cols), &grid)
    } else {
        grid
    }
}

/// A board of `rows` x `cols` random values from 0 to `modulus - 1`, drawn
/// row by row: random lights, or random presses under any rule.
pub fn random_values(rng: &mut SplitMix, rows: usize, cols: usize, modulus: u32) -> Board {
    let cells = (0..rows * cols)
        .map(|_| rng.below(u64::from(modulus)) as u32)
        .collect();
    Board { rows, cols, cells }
}
