//! Press rules as data: what pressing one cell of a board toggles.
//!
//! Where each rule is honoured: pressing and checking ([`crate::board::grid::Grid::press`],
//! [`crate::board::grid::apply`]) and chasing ([`crate::board::chase::chase_from`]) take
//! the rule; the GF(2) fast path (`algebra`: polynomials, the walk over all
//! solutions, the fewest-press search, the unique-solution tables) is for
//! the standard rule only, since its recurrence `f(k) = (k << 1) ^ k ^ (k >> 1)`
//! is the standard press, and each of its modules says so.
//!
//! The standard rule toggles the cell and its orthogonal neighbours; Even
//! Parity's counts the neighbours only; the Pilots Brothers' refrigerator
//! toggles the cell's whole row and column. Rules that reach no further than
//! the rows above and below are chased row by row (see [`crate::board::chase`]);
//! every rule on a board of at most 64 cells is also a small linear system,
//! one mask a press (see [`Rule::columns`] and [`crate::linalg::gf2::fewest_set`]).

/// What pressing one cell toggles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rule {
    /// The cell itself.
    pub centre: bool,
    /// Its orthogonal neighbours.
    pub neighbours: bool,
    /// Every other cell of its row and of its column.
    pub lines: bool,
}

impl Rule {
    /// The cell and its orthogonal neighbours.
    pub const STANDARD: Rule = Rule {
        centre: true,
        neighbours: true,
        lines: false,
    };
    /// The orthogonal neighbours only.
    pub const NEIGHBOURS_ONLY: Rule = Rule {
        centre: false,
        neighbours: true,
        lines: false,
    };
    /// The cell's row and column.
    pub const ROW_AND_COLUMN: Rule = Rule {
        centre: true,
        neighbours: false,
        lines: true,
    };

    /// Whether a press reaches only its own row and the rows beside it, so
    /// that a first row of presses forces the rest (see [`crate::board::chase`]).
    pub fn chases(&self) -> bool {
        self.neighbours && !self.lines
    }

    /// The cells toggled by pressing each cell of a `rows` x `cols` board,
    /// as masks with cell (`r`, `c`) at bit `r * cols + c`: the columns of
    /// the rule's linear system.
    ///
    /// # Constraints
    /// `rows * cols <= 64`.
    ///
    /// # Example
    /// ```
    /// use lightsout::board::rule::Rule;
    /// // 1 x 3: the middle cell toggles all three, or only the two beside it.
    /// assert_eq!(Rule::STANDARD.columns(1, 3)[1], 0b111);
    /// assert_eq!(Rule::NEIGHBOURS_ONLY.columns(1, 3)[1], 0b101);
    /// // 2 x 2, row and column: every cell but the opposite corner.
    /// assert_eq!(Rule::ROW_AND_COLUMN.columns(2, 2)[0], 0b0111);
    /// ```
    pub fn columns(&self, rows: usize, cols: usize) -> Vec<u64> {
        assert!(rows * cols <= 64, "a system of {} x {} cells", rows, cols);
        let bit = |r: usize, c: usize| 1u64 << (r * cols + c);
        let mut columns = Vec::with_capacity(rows * cols);
        for r in 0..rows {
            for c in 0..cols {
                let mut toggled = 0;
                for (rr, cc) in (0..rows).flat_map(|rr| (0..cols).map(move |cc| (rr, cc))) {
                    let distance = rr.max(r) - rr.min(r) + cc.max(c) - cc.min(c);
                    let hit = (self.centre && distance == 0)
                        || (self.neighbours && distance == 1)
                        || (self.lines && distance > 0 && (rr == r || cc == c));
                    if hit {
                        toggled |= bit(rr, cc);
                    }
                }
                columns.push(toggled);
            }
        }
        columns
    }
}
