//! POJ 3279 Fliptile: the fewest flips, ties broken by the least output.
//!
//! Input: `M N`, then `M` rows of `N` values `0`/`1` (1 = black). Output:
//! `M` lines of `N` space-separated `0`/`1`, the tiles to flip so that
//! every tile shows white, using the fewest flips, ties broken by the least
//! output string; or the single line `IMPOSSIBLE`. The judge allows
//! `M, N <= 15`; this solver takes any size, and gives the same answer
//! wherever the minimum is computable (see [`crate::solve::exact`]).

use std::io::{Read, Write};

use super::grid::Grid;
use super::input::Scanner;
use super::judge::Error;
use super::output::push_grid;
use super::solve::fewest;

/// The largest `M` and `N` read.
pub const MAX_SIDE: u64 = 1 << 32;

/// What `fliptile --help` prints.
pub const HELP: &str = "\
fliptile: solves POJ 3279 Fliptile.

Reads from stdin `M N`, then M rows of N values 0 or 1 (1 = black),
separated by any whitespace. Writes M lines of N space-separated 0/1 values,
the tiles to flip to turn every tile white: the fewest flips, ties broken by
the least output string. Writes IMPOSSIBLE if no flips will do.

The judge has M, N <= 15; any size is solved. Where a board has too many
solutions to compare them all, the answer clears the board and a note on
stderr says that it is not proven to use the fewest flips.

Example:
  $ printf '1 5\\n1 1 0 0 0\\n' | fliptile
  1 0 0 0 0
";

/// Reads `M N` and a board of `M` rows of `N` cells, as Fliptile's input
/// gives them (or, with `packed`, rows such as `10011` too).
pub fn read_board(input: &mut Scanner<'_>, packed: bool) -> Result<Grid, super::input::Error> {
    let rows = input.number("the number of rows M", 1, MAX_SIDE)? as usize;
    let width = input.number("the number of columns N", 1, MAX_SIDE)? as usize;
    // Grown row by row, so a size the input cannot back allocates nothing.
    let mut words = Vec::new();
    for _ in 0..rows {
        input.wide_row(width, packed, &mut words)?;
    }
    Ok(Grid::from_words(rows, width, words))
}

/// Reads one Fliptile case from `input` and writes its answer to `out`.
///
/// # Example
/// ```
/// let mut out = Vec::new();
/// lightsout::fliptile::run(&mut &b"1 2\n1 1\n"[..], &mut out, &mut |_| {}).unwrap();
/// assert_eq!(out, b"0 1\n");
/// ```
pub fn run(
    input: &mut dyn Read,
    out: &mut dyn Write,
    note: &mut dyn FnMut(&str),
) -> Result<(), Error> {
    let mut data = Vec::new();
    input.read_to_end(&mut data).map_err(Error::Read)?;
    let mut input = Scanner::new(&data);
    let lights = read_board(&mut input, false)?;
    input.finish()?;
    let mut text = Vec::new();
    match fewest(&lights) {
        Some(answer) => {
            push_grid(&mut text, &answer.presses);
            if !answer.minimal {
                note(&format!(
                    "too many solutions to compare them all; the answer clears the board with {} flips, not proven to be the fewest",
                    answer.count
                ));
            }
        }
        None => text.extend_from_slice(b"IMPOSSIBLE\n"),
    }
    out.write_all(&text)?;
    Ok(())
}
