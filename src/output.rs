//! Writing press matrices the way the judges print them.

use std::io::{self, Write};

use crate::grid::{locate, Grid};

/// Appends a row of `width` cells to `out` as `0`/`1` separated by single
/// spaces, ending in `\n`; column 0 is the most significant bit (see
/// [`crate::row`]).
///
/// # Example
/// ```
/// let mut out = Vec::new();
/// lightsout::output::push_row(&mut out, 0b1001, 4);
/// assert_eq!(out, b"1 0 0 1\n");
/// ```
pub fn push_row(out: &mut Vec<u8>, row: u64, width: usize) {
    push_cells(out, width, |column| row >> (width - 1 - column) & 1 == 1);
}

/// Appends `width` cells as `0`/`1`, `set(column)` telling which, single
/// spaces between them and `\n` after.
fn push_cells(out: &mut Vec<u8>, width: usize, set: impl Fn(usize) -> bool) {
    for column in 0..width {
        out.push(if set(column) { b'1' } else { b'0' });
        out.push(if column + 1 < width { b' ' } else { b'\n' });
    }
}

/// Appends `rows` of `width` cells each, as [`push_row`] does.
///
/// # Example
/// ```
/// let mut out = Vec::new();
/// lightsout::output::push_rows(&mut out, &[0b10, 0b01], 2);
/// assert_eq!(out, b"1 0\n0 1\n");
/// ```
pub fn push_rows(out: &mut Vec<u8>, rows: &[u64], width: usize) {
    for &row in rows {
        push_row(out, row, width);
    }
}

/// Appends `value` in decimal.
///
/// # Example
/// ```
/// let mut out = Vec::new();
/// lightsout::output::push_number(&mut out, 1222);
/// assert_eq!(out, b"1222");
/// ```
pub fn push_number(out: &mut Vec<u8>, value: u64) {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    let mut rest = value;
    loop {
        start -= 1;
        digits[start] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[start..]);
}

/// Appends every row of `grid` as [`push_row`] does.
///
/// # Example
/// ```
/// let mut out = Vec::new();
/// let grid = lightsout::grid::Grid::from_masks(&[0b10, 0b01], 2);
/// lightsout::output::push_grid(&mut out, &grid);
/// assert_eq!(out, b"1 0\n0 1\n");
/// ```
pub fn push_grid(out: &mut Vec<u8>, grid: &Grid) {
    out.reserve(grid.rows() * 2 * grid.width());
    for r in 0..grid.rows() {
        push_grid_row(out, grid, r);
    }
}

/// Appends row `r` of `grid` as [`push_row`] does.
fn push_grid_row(out: &mut Vec<u8>, grid: &Grid, r: usize) {
    let width = grid.width();
    let row = grid.row(r);
    push_cells(out, width, |column| {
        let (word, bit) = locate(column, width);
        row[word] & bit != 0
    });
}

/// Writes every row of `grid` to `out` as [`push_row`] does, in blocks, so
/// that the text is never held whole.
///
/// # Example
/// ```
/// let mut out = Vec::new();
/// let grid = lightsout::grid::Grid::from_masks(&[0b10, 0b01], 2);
/// lightsout::output::write_grid(&mut out, &grid).unwrap();
/// assert_eq!(out, b"1 0\n0 1\n");
/// ```
pub fn write_grid(out: &mut dyn Write, grid: &Grid) -> io::Result<()> {
    const BLOCK: usize = 1 << 16;
    let mut text = Vec::with_capacity(BLOCK + 2 * grid.width());
    for r in 0..grid.rows() {
        push_grid_row(&mut text, grid, r);
        if text.len() >= BLOCK {
            out.write_all(&text)?;
            text.clear();
        }
    }
    out.write_all(&text)
}
