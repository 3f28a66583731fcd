//! Boards whose cells hold values 0 to k-1: lights, presses or targets
//! under a rule modulo k (see [`crate::board::rule::Rule`]), and
//! [`Cells`], such a board as bits modulo 2 or as values.

use std::borrow::Cow;

use crate::board::grid::Grid;
use crate::board::rule::Rule;

/// What stands between the values of a row of a board of `modulus`
/// values, as the tools write it: nothing while every value is one digit
/// (up to 10 values), a space past that.
pub fn value_separator(modulus: u32) -> &'static str {
    if modulus > 10 {
        " "
    } else {
        ""
    }
}

/// A board whose cells hold 0..k, one `u32` a cell, row by row: lights,
/// presses or targets under a rule modulo k (for modulo 2 at scale, see
/// [`Grid`], one bit a cell).
///
/// # Constraints
/// `cells.len() == rows * cols`, each below the rule's modulus.
///
/// # Complexity
/// [`Board::press`] is O(the press's reach); [`Board::apply`] O(cells ·
/// the press's reach).
///
/// # Example
/// ```
/// use lightsout::{Board, Rule};
/// let rule = Rule { modulus: 3, ..Rule::standard() };
/// let mut board = Board::new(2, 3);
/// board.press(&rule, 0, 1, 2);
/// assert_eq!(board.cells, vec![2, 2, 2, 0, 2, 0]);
/// assert_eq!(board.get(1, 1), 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// Rows.
    pub rows: usize,
    /// Columns.
    pub cols: usize,
    /// The cells, row by row.
    pub cells: Vec<u32>,
}

impl Board {
    /// Presses (`r`, `c`) `times` times, as `rule` says.
    pub fn press(&mut self, rule: &Rule, r: usize, c: usize, times: u32) {
        let k = u64::from(rule.modulus);
        for (cell, weight) in rule.reach(self.rows, self.cols, r, c) {
            let value = u64::from(self.cells[cell]) + u64::from(times) * u64::from(weight);
            self.cells[cell] = (value % k) as u32;
        }
    }

    /// Presses every cell of `presses` as often as it says, as `rule` says.
    pub fn apply(&mut self, rule: &Rule, presses: &Board) {
        for r in 0..self.rows {
            for c in 0..self.cols {
                let times = presses.cells[r * self.cols + c];
                if times != 0 {
                    self.press(rule, r, c, times);
                }
            }
        }
    }

    /// A board of zeros.
    pub fn new(rows: usize, cols: usize) -> Board {
        Board {
            rows,
            cols,
            cells: vec![0; rows * cols],
        }
    }

    /// The cell at (`r`, `c`).
    pub fn get(&self, r: usize, c: usize) -> u32 {
        self.cells[r * self.cols + c]
    }

    /// The board with rows and columns exchanged.
    pub fn transposed(&self) -> Board {
        let mut out = Board::new(self.cols, self.rows);
        for r in 0..self.rows {
            for c in 0..self.cols {
                out.cells[c * self.rows + r] = self.get(r, c);
            }
        }
        out
    }

    /// The board upside down.
    pub fn flipped(&self) -> Board {
        let cells = if self.cols == 0 {
            Vec::new()
        } else {
            self.cells
                .chunks(self.cols)
                .rev()
                .flat_map(|row| row.iter().copied())
                .collect()
        };
        Board {
            rows: self.rows,
            cols: self.cols,
            cells,
        }
    }

    /// A board of 0s and 1s from a grid's cells.
    pub fn from_grid(grid: &Grid) -> Board {
        let (rows, cols) = (grid.rows(), grid.width());
        let cells = (0..rows)
            .flat_map(|r| (0..cols).map(move |c| u32::from(grid.cell(r, c))))
            .collect();
        Board { rows, cols, cells }
    }

    /// The grid lit where a cell is not 0.
    pub fn to_grid(&self) -> Grid {
        let mut grid = Grid::new(self.rows, self.cols);
        for (i, &v) in self.cells.iter().enumerate() {
            if v != 0 {
                grid.flip(i / self.cols, i % self.cols);
            }
        }
        grid
    }

    /// The board as text, a row a line, its values `separator` apart (see
    /// [`value_separator`]).
    pub fn rows_text(&self, separator: &str) -> String {
        let mut text = String::with_capacity(self.cells.len() * (1 + separator.len()));
        for row in self.cells.chunks(self.cols.max(1)) {
            let values: Vec<String> = row.iter().map(u32::to_string).collect();
            text.push_str(&values.join(separator));
            text.push('\n');
        }
        text
    }

    /// The sum of the cells: for presses, how many there are.
    pub fn total(&self) -> u64 {
        self.cells.iter().map(|&v| u64::from(v)).sum()
    }
}

/// A board as the engines take and give it: one bit a cell under a rule
/// modulo 2 (so that the largest boards stay small), one value a cell
/// otherwise. [`Cells::grid`] and [`Cells::board`] read it either way.
///
/// # Example
/// ```
/// use lightsout::{Cells, Grid};
/// let lights = Cells::Bits(Grid::from_masks(&[0b10, 0b01], 2));
/// assert_eq!((lights.rows(), lights.cols(), lights.total()), (2, 2, 2));
/// assert_eq!(lights.board().cells, vec![1, 0, 0, 1]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cells {
    /// Cells 0 or 1.
    Bits(Grid),
    /// Cells 0 to k-1.
    Values(Board),
}

impl Cells {
    /// Rows.
    pub fn rows(&self) -> usize {
        match self {
            Cells::Bits(grid) => grid.rows(),
            Cells::Values(board) => board.rows,
        }
    }

    /// Columns.
    pub fn cols(&self) -> usize {
        match self {
            Cells::Bits(grid) => grid.width(),
            Cells::Values(board) => board.cols,
        }
    }

    /// The cell at (`r`, `c`).
    pub fn get(&self, r: usize, c: usize) -> u32 {
        match self {
            Cells::Bits(grid) => u32::from(grid.cell(r, c)),
            Cells::Values(board) => board.get(r, c),
        }
    }

    /// The sum of the cells: for presses, how many there are.
    pub fn total(&self) -> u64 {
        match self {
            Cells::Bits(grid) => grid.ones(),
            Cells::Values(board) => board.total(),
        }
    }

    /// The cells as bits, each cell not 0 a 1.
    pub fn grid(&self) -> Cow<'_, Grid> {
        match self {
            Cells::Bits(grid) => Cow::Borrowed(grid),
            Cells::Values(board) => Cow::Owned(board.to_grid()),
        }
    }

    /// The cells as values.
    pub fn board(&self) -> Cow<'_, Board> {
        match self {
            Cells::Bits(grid) => Cow::Owned(Board::from_grid(grid)),
            Cells::Values(board) => Cow::Borrowed(board),
        }
    }

    /// The cells less `other`'s (same size), modulo `modulus`: the presses
    /// that turn a board into `other` are those that clear the difference.
    pub fn less(&self, other: &Cells, modulus: u32) -> Cells {
        if let (Cells::Bits(a), Cells::Bits(b)) = (self, other) {
            let mut difference = a.clone();
            difference.xor(b);
            return Cells::Bits(difference);
        }
        let (a, b) = (self.board(), other.board());
        let cells = a
            .cells
            .iter()
            .zip(&b.cells)
            .map(|(&x, &y)| {
                ((u64::from(x) + u64::from(modulus) - u64::from(y) % u64::from(modulus))
                    % u64::from(modulus)) as u32
            })
            .collect();
        Cells::Values(Board {
            rows: a.rows,
            cols: a.cols,
            cells,
        })
    }

    /// The cells as text, a row a line, values one space apart.
    pub fn rows_text(&self) -> String {
        self.board().rows_text(" ")
    }
}
