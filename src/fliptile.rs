//! POJ 3279 Fliptile: the fewest flips, ties broken by the least output.
//!
//! Input: `M N` (`1 <= M, N <= 15`), then `M` rows of `N` values `0`/`1`
//! (1 = black). Output: `M` lines of `N` space-separated `0`/`1`, the tiles
//! to flip so that every tile shows white, using the fewest flips, ties
//! broken by the least output string; or the single line `IMPOSSIBLE`.

use std::io::Write;

use super::chase::chase;
use super::first_row::fewest;
use super::input::Scanner;
use super::judge::Error;
use super::output::push_rows;
use super::row::full;

/// The largest `M` and `N` the judge allows.
pub const MAX_SIDE: u64 = 15;

/// What `fliptile --help` prints.
pub const HELP: &str = "\
fliptile: solves POJ 3279 Fliptile.

Reads from stdin `M N` (1 <= M, N <= 15), then M rows of N values 0 or 1
(1 = black), separated by any whitespace. Writes M lines of N space-separated
0/1 values, the tiles to flip to turn every tile white: the fewest flips, ties
broken by the least output string. Writes IMPOSSIBLE if no flips will do.

Example:
  $ printf '1 5\\n1 1 0 0 0\\n' | fliptile
  1 0 0 0 0
";

/// The press rows that clear `lights` with the fewest presses, ties broken
/// by the least printed answer; `None` if the board cannot be cleared.
///
/// # Constraints
/// `lights` is not empty, `1 <= width <= 32` (in practice `2^width` first
/// rows must be affordable).
///
/// # Complexity
/// O(2^width · rows).
///
/// # Example
/// ```
/// use lightsout::fliptile::solve;
/// let lights = [0b1001, 0b0110, 0b0110, 0b1001];
/// assert_eq!(solve(&lights, 4), Some(vec![0b0000, 0b1001, 0b1001, 0b0000]));
/// // On a 1 x 2 board every press toggles both cells.
/// assert_eq!(solve(&[0b10], 2), None);
/// ```
pub fn solve(lights: &[u64], width: usize) -> Option<Vec<u64>> {
    let (first, _) = fewest(lights, width)?;
    let mut presses = vec![0; lights.len()];
    chase(lights, first, full(width), &mut presses);
    Some(presses)
}

/// Reads one Fliptile case from `input` and writes its answer to `out`.
///
/// # Example
/// ```
/// let mut out = Vec::new();
/// lightsout::fliptile::run(b"1 2\n1 1\n", &mut out).unwrap();
/// assert_eq!(out, b"0 1\n");
/// ```
pub fn run(input: &[u8], out: &mut dyn Write) -> Result<(), Error> {
    let mut input = Scanner::new(input);
    let rows = input.number("the number of rows M", 1, MAX_SIDE)? as usize;
    let width = input.number("the number of columns N", 1, MAX_SIDE)? as usize;
    let mut lights = Vec::with_capacity(rows);
    for _ in 0..rows {
        lights.push(input.row(width)?);
    }
    input.finish()?;
    let mut text = Vec::new();
    match solve(&lights, width) {
        Some(presses) => push_rows(&mut text, &presses, width),
        None => text.extend_from_slice(b"IMPOSSIBLE\n"),
    }
    out.write_all(&text)?;
    Ok(())
}
