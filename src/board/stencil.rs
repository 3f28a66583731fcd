//! Any Lights Out as data: a stencil of press weights, a modulus and a
//! shape.
//!
//! Pressing cell (r, c) adds the stencil's weight at offset (dr, dc) to cell
//! (r + dr, c + dc), modulo k: on a bounded board offsets past the edge are
//! lost, on a torus they wrap (so on a board narrower than the stencil one
//! press may reach a cell by several offsets, and adds them all). The
//! standard game is the stencil `010/111/010`, k = 2, bounded; it keeps
//! the bit-mask fast path of [`crate::board::grid`], and every variant is
//! solved by `engine::forms`.

use std::fmt;

use crate::board::grid::Grid;

/// Press weights around the pressed cell, in a rectangle of odd sides with
/// the pressed cell at its centre.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stencil {
    /// Rows of the rectangle (odd).
    height: usize,
    /// Columns of the rectangle (odd).
    width: usize,
    /// The weights, row by row.
    weights: Vec<u32>,
}

impl Stencil {
    /// The standard press: the cell and its orthogonal neighbours.
    pub fn standard() -> Stencil {
        Stencil {
            height: 3,
            width: 3,
            weights: vec![0, 1, 0, 1, 1, 1, 0, 1, 0],
        }
    }

    /// A stencil from `height` x `width` weights, row by row; `None` unless
    /// both sides are odd and the weights fill the rectangle.
    pub fn new(height: usize, width: usize, weights: Vec<u32>) -> Option<Stencil> {
        let fits = height % 2 == 1 && width % 2 == 1 && weights.len() == height * width;
        if fits {
            Some(Stencil {
                height,
                width,
                weights,
            })
        } else {
            None
        }
    }

    /// Reads `010/111/010`: rows of digits separated by `/`, each row as
    /// long, both sides odd, every digit below `modulus` and not all zero.
    ///
    /// # Example
    /// ```
    /// use lightsout::board::stencil::Stencil;
    /// assert_eq!(Stencil::parse("010/111/010", 2), Ok(Stencil::standard()));
    /// assert!(Stencil::parse("0110/1111/0110", 2).unwrap_err().contains("odd"));
    /// assert!(Stencil::parse("010/121/010", 2).unwrap_err().contains("below 2"));
    /// ```
    pub fn parse(text: &str, modulus: u32) -> Result<Stencil, String> {
        let rows: Vec<&str> = text.split('/').collect();
        let width = rows[0].len();
        let mut weights = Vec::new();
        for row in &rows {
            if row.len() != width {
                return Err(format!(
                    "stencil {:?}: every row needs {} digits, as the first has",
                    text, width
                ));
            }
            for b in row.bytes() {
                let digit = match b {
                    b'0'..=b'9' => u32::from(b - b'0'),
                    _ => return Err(format!("stencil {:?}: expected digits and /", text)),
                };
                if digit >= modulus {
                    return Err(format!(
                        "stencil {:?}: weights must be below {} (the modulus)",
                        text, modulus
                    ));
                }
                weights.push(digit);
            }
        }
        if weights.iter().all(|&w| w == 0) {
            return Err(format!("stencil {:?}: every weight is zero", text));
        }
        Stencil::new(rows.len(), width, weights).ok_or_else(|| {
            format!(
                "stencil {:?}: {} x {} has no centre; both sides must be odd",
                text,
                rows.len(),
                width
            )
        })
    }

    /// How many rows the stencil reaches above and below the pressed cell.
    pub fn reach_rows(&self) -> usize {
        self.height / 2
    }

    /// How many columns it reaches to each side.
    pub fn reach_cols(&self) -> usize {
        self.width / 2
    }

    /// The weight added to the cell `dr` rows below and `dc` columns right
    /// of the pressed one (0 outside the rectangle).
    pub fn weight(&self, dr: isize, dc: isize) -> u32 {
        let (h, w) = (self.reach_rows() as isize, self.reach_cols() as isize);
        if dr.abs() > h || dc.abs() > w {
            return 0;
        }
        self.weights[((dr + h) as usize) * self.width + (dc + w) as usize]
    }

    /// Every offset with a nonzero weight: `(dr, dc, weight)`.
    pub fn offsets(&self) -> Vec<(isize, isize, u32)> {
        let (h, w) = (self.reach_rows() as isize, self.reach_cols() as isize);
        let mut offsets = Vec::new();
        for dr in -h..=h {
            for dc in -w..=w {
                let weight = self.weight(dr, dc);
                if weight != 0 {
                    offsets.push((dr, dc, weight));
                }
            }
        }
        offsets
    }

    /// The stencil with rows and columns exchanged.
    pub fn transposed(&self) -> Stencil {
        let mut weights = Vec::with_capacity(self.weights.len());
        for c in 0..self.width {
            for r in 0..self.height {
                weights.push(self.weights[r * self.width + c]);
            }
        }
        Stencil {
            height: self.width,
            width: self.height,
            weights,
        }
    }

    /// The stencil upside down.
    pub fn flipped(&self) -> Stencil {
        let weights = self
            .weights
            .chunks(self.width)
            .rev()
            .flat_map(|row| row.iter().copied())
            .collect();
        Stencil {
            height: self.height,
            width: self.width,
            weights,
        }
    }
}

impl fmt::Display for Stencil {
    /// `010/111/010`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (r, row) in self.weights.chunks(self.width).enumerate() {
            if r > 0 {
                f.write_str("/")?;
            }
            for w in row {
                write!(f, "{}", w)?;
            }
        }
        Ok(())
    }
}

/// A Lights Out: what a press adds, modulo what, on which shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    /// The press weights.
    pub stencil: Stencil,
    /// k: a cell holds 0..k, and a press adds modulo k (k >= 2).
    pub modulus: u32,
    /// Whether rows and columns wrap around.
    pub torus: bool,
}

impl Variant {
    /// The standard game: `010/111/010`, k = 2, bounded.
    pub fn standard() -> Variant {
        Variant {
            stencil: Stencil::standard(),
            modulus: 2,
            torus: false,
        }
    }

    /// Whether this is the standard game, which the bit-mask path solves.
    pub fn is_standard(&self) -> bool {
        *self == Variant::standard()
    }

    /// The cells pressing (`r`, `c`) reaches on a `rows` x `cols` board,
    /// with the weight each gets (a cell reached twice, on a small torus,
    /// appears twice).
    pub fn reach(&self, rows: usize, cols: usize, r: usize, c: usize) -> Vec<(usize, u32)> {
        let mut reached = Vec::new();
        for (dr, dc, weight) in self.stencil.offsets() {
            let (rr, cc) = (r as isize + dr, c as isize + dc);
            let (rr, cc) = if self.torus {
                (rr.rem_euclid(rows as isize), cc.rem_euclid(cols as isize))
            } else if (0..rows as isize).contains(&rr) && (0..cols as isize).contains(&cc) {
                (rr, cc)
            } else {
                continue;
            };
            reached.push((rr as usize * cols + cc as usize, weight));
        }
        reached
    }

    /// Presses (`r`, `c`) on `board` `times` times.
    pub fn press(&self, board: &mut Board, r: usize, c: usize, times: u32) {
        let k = u64::from(self.modulus);
        for (cell, weight) in self.reach(board.rows, board.cols, r, c) {
            let value = u64::from(board.cells[cell]) + u64::from(times) * u64::from(weight);
            board.cells[cell] = (value % k) as u32;
        }
    }

    /// Presses every cell of `presses` as often as it says, on `board`.
    pub fn apply(&self, board: &mut Board, presses: &Board) {
        for r in 0..board.rows {
            for c in 0..board.cols {
                let times = presses.cells[r * board.cols + c];
                if times != 0 {
                    self.press(board, r, c, times);
                }
            }
        }
    }
}

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

/// A board whose cells hold 0..k: lights, presses or targets.
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
    ///
    /// ```
    /// use lightsout::board::stencil::Board;
    /// let board = Board { rows: 2, cols: 2, cells: vec![0, 2, 1, 0] };
    /// assert_eq!(board.rows_text(""), "02\n10\n");
    /// assert_eq!(board.rows_text(" "), "0 2\n1 0\n");
    /// ```
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
