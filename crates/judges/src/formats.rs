//! Boards as judges write them: rows of `0`/`1` values, rows of characters
//! (`#O`, `.X`, `wb`, ...), and the sized board (`M N`, then the rows) that
//! `fliptile` and `lightsout` read; and the character rows the generators
//! write. The readers take a [`Scanner`] or a [`Stream`] and grow the grid
//! row by row, so a size the input cannot back allocates nothing.

use crate::error::Error;
use lightsout::{input, Board, Grid, ParseError, Scanner, Stream};

/// The largest `M` and `N` of a sized board: far past what memory holds,
/// and a round number in messages.
pub const MAX_SIDE: u64 = 1_000_000_000;

/// Reads a board of `rows` x `width` values `0`/`1` separated by
/// whitespace (1 lit).
pub fn read_bit_board(
    input: &mut Scanner<'_>,
    rows: usize,
    width: usize,
) -> Result<Grid, ParseError> {
    // Grown row by row, so a size the input cannot back allocates nothing.
    let mut words = Vec::new();
    for _ in 0..rows {
        input.bit_row(width, &mut words)?;
    }
    Ok(Grid::from_words(rows, width, words))
}

/// Reads a board of `rows` words of `width` characters, `cells[0]` a dark
/// cell and `cells[1]` a lit one.
///
/// # Example
/// ```
/// use lightsout::Grid;
/// use lightsout_judges::formats::read_char_board;
/// use lightsout::Scanner;
/// let board = read_char_board(&mut Scanner::new(b"#O\nOO"), 2, 2, b"#O");
/// assert_eq!(board.unwrap(), Grid::from_masks(&[0b01, 0b11], 2));
/// ```
pub fn read_char_board(
    input: &mut Scanner<'_>,
    rows: usize,
    width: usize,
    cells: &[u8; 2],
) -> Result<Grid, ParseError> {
    let mut words = Vec::new();
    for _ in 0..rows {
        input.char_row(width, cells, &mut words)?;
    }
    Ok(Grid::from_words(rows, width, words))
}

/// How one row is read: [`Scanner::bit_row`] as Fliptile's input gives it,
/// or [`Scanner::bit_or_digit_row`], which also takes `10011`.
type RowReader = fn(&mut Scanner<'_>, usize, &mut Vec<u64>) -> Result<(), ParseError>;

/// Reads `M N` and a board of `M` rows of `N` cells with `read_row`, a row
/// at a time: memory is the board's bits and a block of text. What follows
/// is the caller's to read or refuse (`input.finish()`).
pub fn read_board(input: &mut Stream<'_>, read_row: RowReader) -> Result<Grid, Error> {
    let (rows, width) = Error::reading(input.parse(|s| {
        let rows = s.number("the number of rows M", 1, MAX_SIDE)?;
        let width = s.number("the number of columns N", 1, MAX_SIDE)?;
        Ok((rows as usize, width as usize))
    }))?;
    read_stream_rows(input, rows, width, read_row)
}

/// Reads `rows` rows of `width` cells with `read_row`, a row at a time:
/// memory is the board's bits and a block of text.
pub fn read_stream_rows(
    input: &mut Stream<'_>,
    rows: usize,
    width: usize,
    read_row: RowReader,
) -> Result<Grid, Error> {
    // A row written as one word is the longest token.
    input.max_token(width);
    // Grown row by row, so a size the input cannot back allocates nothing.
    let mut board = Grid::new(0, width);
    let mut row = Vec::new();
    for _ in 0..rows {
        Error::reading(input.parse(|s| {
            // A row cut at the end of a block is read again whole.
            row.clear();
            read_row(s, width, &mut row)
        }))?;
        board.push_row(&row);
    }
    Ok(board)
}

/// Reads `count` items with `read` (given each item's index), a thousand
/// to a parse: a row of 250,000 numbers is read in pieces, each parsed
/// once, and the items grow only as the input backs them.
pub fn read_many<T>(
    input: &mut Stream<'_>,
    count: usize,
    mut read: impl FnMut(&mut Scanner<'_>, usize) -> Result<T, ParseError>,
) -> Result<Vec<T>, Error> {
    let mut items = Vec::new();
    while items.len() < count {
        let start = items.len();
        let take = (count - start).min(1024);
        Error::reading(input.parse(|s| {
            // Items cut at the end of a block are read again.
            items.truncate(start);
            for i in start..start + take {
                let item = read(s, i)?;
                items.push(item);
            }
            Ok(())
        }))?;
    }
    Ok(items)
}

/// Reads `M N` and a board of `M` rows of `N` cells from 0 to
/// `modulus - 1` (see [`Scanner::value_row`]), a row at a time.
pub fn read_value_board(input: &mut Stream<'_>, modulus: u32) -> Result<Board, Error> {
    let (rows, cols) = Error::reading(input.parse(|s| {
        let rows = s.number("the number of rows M", 1, MAX_SIDE)?;
        let cols = s.number("the number of columns N", 1, MAX_SIDE)?;
        Ok((rows as usize, cols as usize))
    }))?;
    input.max_token(cols);
    let mut cells = Vec::new();
    for _ in 0..rows {
        let start = cells.len();
        Error::reading(input.parse(|s| {
            // A row cut at the end of a block is read again whole.
            cells.truncate(start);
            s.value_row(cols, modulus, &mut cells)
        }))?;
    }
    Ok(Board { rows, cols, cells })
}

/// Reads a board given as its rows alone, one a line, each `N` cells
/// from 0 to `modulus - 1`: digits (`0120`) or spaced (`0 1 2 0`) up to
/// ten values, spaced past that; the size taken from the rows: what the
/// game and the generators print. `None` if the text is not that.
pub fn read_rows(text: &[u8], modulus: u32) -> Option<Board> {
    let rows: Vec<Vec<u32>> = text
        .split(|&b| b == b'\n')
        .map(|line| line.strip_suffix(b"\r").unwrap_or(line))
        .filter(|line| line.iter().any(|b| !input::is_space(*b)))
        .map(|line| -> Option<Vec<u32>> {
            let values: Vec<u32> = if modulus <= 10 {
                let digits = line.iter().filter(|b| !input::is_space(**b));
                digits
                    .map(|&b| b.is_ascii_digit().then(|| u32::from(b - b'0')))
                    .collect::<Option<_>>()?
            } else {
                let words = line
                    .split(|b| input::is_space(*b))
                    .filter(|w| !w.is_empty());
                words
                    .map(|w| std::str::from_utf8(w).ok()?.parse::<u32>().ok())
                    .collect::<Option<_>>()?
            };
            values.iter().all(|&v| v < modulus).then_some(values)
        })
        .collect::<Option<_>>()?;
    let cols = rows.first()?.len();
    if rows.iter().any(|row| row.len() != cols) {
        return None;
    }
    Some(Board {
        rows: rows.len(),
        cols,
        cells: rows.concat(),
    })
}

/// The rows of `grid` as words of characters, `cells[1]` for a set cell and
/// `cells[0]` for a clear one, one row a line.
pub fn char_rows(grid: &Grid, cells: &[u8; 2]) -> String {
    let mut text = String::with_capacity(grid.rows() * (grid.width() + 1));
    for r in 0..grid.rows() {
        text.extend((0..grid.width()).map(|c| cells[usize::from(grid.cell(r, c))] as char));
        text.push('\n');
    }
    text
}
