//! Writing press matrices the way the judges print them.

use std::convert::Infallible;
use std::io::{self, Write};

use lightsout::grid::head;
use lightsout::{Cells, Grid};

/// Appends a row of `width` cells to `out` as `0`/`1` separated by single
/// spaces, ending in `\n`; column 0 is the most significant bit (see
/// [`lightsout::press`]).
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

/// Appends `value` in decimal.
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
/// let grid = lightsout::Grid::from_masks(&[0b10, 0b01], 2);
/// lightsout_judges::output::push_grid(&mut out, &grid);
/// assert_eq!(out, b"1 0\n0 1\n");
/// ```
pub fn push_grid(out: &mut Vec<u8>, grid: &Grid) {
    out.reserve(grid.rows() * 2 * grid.width());
    let mut keep = |_: &mut Vec<u8>| Ok::<(), Infallible>(());
    for r in 0..grid.rows() {
        if let Err(never) = push_grid_row(out, grid, r, &mut keep) {
            match never {}
        }
    }
}

/// Appends every row of `grid` as a word of digits `0`/`1` and `\n`.
pub fn push_digit_rows(out: &mut Vec<u8>, grid: &Grid) {
    out.reserve(grid.rows() * (grid.width() + 1));
    for r in 0..grid.rows() {
        push_digit_row(out, grid, r);
    }
}

/// Writes every row of `grid` as [`push_digit_rows`] does, 64 KiB of text
/// at a time (a 4096 x 4096 matrix is 16 MB of it).
pub fn write_digit_rows(out: &mut dyn Write, grid: &Grid) -> io::Result<()> {
    let mut text = Vec::new();
    for r in 0..grid.rows() {
        push_digit_row(&mut text, grid, r);
        if text.len() >= 1 << 16 {
            out.write_all(&text)?;
            text.clear();
        }
    }
    out.write_all(&text)
}

/// Appends row `r` of `grid` as a word of digits `0`/`1` and `\n`.
pub fn push_digit_row(out: &mut Vec<u8>, grid: &Grid, r: usize) {
    let mut cells = head(grid.width());
    for &word in grid.row(r).iter() {
        while cells >= 8 {
            out.extend_from_slice(&DIGIT_TEXT[(word >> (cells - 8) & 0xff) as usize]);
            cells -= 8;
        }
        while cells > 0 {
            out.push(b'0' + (word >> (cells - 1) & 1) as u8);
            cells -= 1;
        }
        cells = 64;
    }
    out.push(b'\n');
}

/// The text of eight cells, `0` or `1` each, for every byte of cells, the
/// highest bit first.
const DIGIT_TEXT: [[u8; 8]; 256] = digit_text();

const fn digit_text() -> [[u8; 8]; 256] {
    let mut table = [[b'0'; 8]; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut i = 0;
        while i < 8 {
            table[byte][i] = b'0' + ((byte >> (7 - i)) & 1) as u8;
            i += 1;
        }
        byte += 1;
    }
    table
}

/// The text of eight cells, `0 ` or `1 ` each, for every byte of cells,
/// the highest bit first.
const CELL_TEXT: [[u8; 16]; 256] = cell_text();

const fn cell_text() -> [[u8; 16]; 256] {
    let mut table = [[b' '; 16]; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut i = 0;
        while i < 8 {
            table[byte][2 * i] = b'0' + ((byte >> (7 - i)) & 1) as u8;
            i += 1;
        }
        byte += 1;
    }
    table
}

/// Appends row `r` of `grid` as [`push_row`] does, eight cells at a time,
/// handing `out` to `spill` between words, so that a long row's text need
/// not be held whole.
fn push_grid_row<E>(
    out: &mut Vec<u8>,
    grid: &Grid,
    r: usize,
    spill: &mut impl FnMut(&mut Vec<u8>) -> Result<(), E>,
) -> Result<(), E> {
    let row = grid.row(r);
    let mut cells = head(grid.width());
    for (i, &word) in row.iter().enumerate() {
        if i > 0 {
            spill(out)?;
        }
        while cells >= 8 {
            out.extend_from_slice(&CELL_TEXT[(word >> (cells - 8) & 0xff) as usize]);
            cells -= 8;
        }
        while cells > 0 {
            out.push(b'0' + (word >> (cells - 1) & 1) as u8);
            out.push(b' ');
            cells -= 1;
        }
        cells = 64;
    }
    // The last cell ends the line.
    if let Some(last) = out.last_mut() {
        if grid.width() > 0 {
            *last = b'\n';
        }
    }
    Ok(())
}

/// Writes every row of `grid` to `out` as [`push_row`] does, in blocks, so
/// that the text is never held whole.
pub fn write_grid(out: &mut dyn Write, grid: &Grid) -> io::Result<()> {
    // Blocks end with a row where rows are short: a line-buffered `out`
    // then passes each on in one write.
    const BLOCK: usize = 1 << 18;
    let mut text = Vec::with_capacity(2 * BLOCK);
    let mut flush = |text: &mut Vec<u8>, least: usize| {
        if text.len() >= least {
            out.write_all(text)?;
            text.clear();
        }
        Ok::<(), io::Error>(())
    };
    for r in 0..grid.rows() {
        push_grid_row(&mut text, grid, r, &mut |text| flush(text, 2 * BLOCK))?;
        flush(&mut text, BLOCK)?;
    }
    out.write_all(&text)
}

/// Writes `cells` to `out` a row at a time, values one space apart: bits
/// as [`write_grid`] does.
pub fn write_cells(out: &mut dyn Write, cells: &Cells) -> io::Result<()> {
    match cells {
        Cells::Bits(grid) => write_grid(out, grid),
        Cells::Values(board) => {
            let mut text = Vec::new();
            for row in board.cells.chunks(board.cols.max(1)) {
                text.clear();
                for (c, &value) in row.iter().enumerate() {
                    if c > 0 {
                        text.push(b' ');
                    }
                    push_number(&mut text, u64::from(value));
                }
                text.push(b'\n');
                out.write_all(&text)?;
            }
            Ok(())
        }
    }
}
