//! What several problems share: the answer line of the fewest presses
//! toward a goal, and the count of a space's vectors as judges ask for it.

use lightsout::standard::{fewest_presses, Goal};
use lightsout::Grid;

/// The answer line of a problem that prints the fewest presses toward
/// `goal`, or `none` when no presses will do.
pub fn count_line(board: &Grid, goal: Goal, none: &str) -> String {
    match fewest_presses(board, goal) {
        Some(presses) => format!("{}\n", presses),
        None => format!("{}\n", none),
    }
}

/// `2^exponent mod modulus`: how many sets a space of that dimension holds,
/// as judges ask for it.
pub(crate) fn power_of_two(exponent: usize, modulus: u64) -> u64 {
    (0..exponent).fold(1 % modulus, |count, _| count * 2 % modulus)
}
