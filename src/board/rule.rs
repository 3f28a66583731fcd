//! Press rules as data: one type, [`Rule`], for every rule the crate knows.
//!
//! A rule says what pressing one cell adds to which cells ([`Press`]: a
//! stencil of weights around the pressed cell, the pressed cell's whole
//! row and column, or a fixed list of moves), modulo what (k: cells hold
//! 0..k), and on which shape (bounded, or a torus whose rows and columns
//! wrap). The standard game is one value, [`Rule::standard`]; so is every
//! judge problem's rule, and [`NAMES`] lists the ones with names.
//!
//! The engines (`engine`) take a rule and choose their path from it; the
//! judge binaries' narrow paths (the bit-mask chase of
//! [`crate::board::chase`], a problem's own table) need no rule value at
//! all, which keeps their single-file builds small.

use crate::board::stencil::Stencil;
use crate::math::is_prime;

/// What pressing a cell does, modulo what, on which shape: the standard
/// press ([`Rule::standard`]), a [`Stencil`] of weights around the pressed
/// cell, a row and a column, or fixed moves (a graph's switches), with a
/// modulus k (a press adds to a cell modulo k; 2 is on and off) and
/// whether rows and columns wrap around (a torus).
///
/// # Constraints
/// `2 <= modulus <= 65536`, or a prime below 2^30; a stencil's sides are
/// odd. Rules built by the constructors hold these; a struct literal is
/// checked where the engines take it.
///
/// # Complexity
/// Building one is O(1), or O(stencil) to parse one.
///
/// # Example
/// ```
/// use lightsout::{nullity, Rule, Stencil};
/// let standard = Rule::standard();
/// let three_colours = Rule { modulus: 3, ..Rule::standard() };
/// let torus = Rule { torus: true, ..Rule::standard() };
/// let eight = Rule::of_stencil(Stencil::parse("111/111/111", 2).unwrap(), 2);
/// assert_eq!(eight, Rule::eight_neighbours());
/// assert_eq!(nullity(&torus, 5, 5), Ok(Some(8)));
/// assert_eq!(nullity(&three_colours, 4, 4), Ok(Some(2)));
/// assert_eq!(nullity(&standard, 4, 4), Ok(Some(4)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    /// What a press adds.
    pub press: Press,
    /// k: a cell holds 0..k, and a press adds modulo k (k >= 2).
    pub modulus: u32,
    /// Whether rows and columns wrap around (for a stencil; the other
    /// presses reach the same cells either way).
    pub torus: bool,
}

/// What pressing a cell adds, and where.
// A judge's single-file build that presses a stencil carries the other
// kinds unmade.
#[allow(dead_code)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Press {
    /// The stencil's weights around the pressed cell (see [`Stencil`]).
    Stencil(Stencil),
    /// One to the pressed cell and every other cell of its row and of its
    /// column (the Pilots Brothers' refrigerator).
    RowAndColumn,
    /// A fixed board whose presses each add their own pattern (The Clocks'
    /// nine moves, a graph's switches). Modulo 2, in a small bundle and
    /// with fewer presses than cells: [`Switches`](crate::Switches).
    Moves(Moves),
}

/// The presses of a fixed `rows` x `cols` board, one a cell: press `i`
/// (cell `r * cols + c`) adds each `(cell, weight)` of `adds[i]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moves {
    rows: usize,
    cols: usize,
    adds: Vec<Vec<(usize, u32)>>,
}

impl Moves {
    /// The moves of a `rows` x `cols` board, one for each cell in row
    /// order; `None` unless there is one a cell and every cell they name
    /// is on the board.
    pub fn new(rows: usize, cols: usize, adds: Vec<Vec<(usize, u32)>>) -> Option<Moves> {
        let cells = rows * cols;
        let fits =
            adds.len() == cells && adds.iter().flatten().all(|&(cell, _)| cell < cells);
        if fits {
            Some(Moves { rows, cols, adds })
        } else {
            None
        }
    }

    /// The board's rows and columns.
    pub fn size(&self) -> (usize, usize) {
        (self.rows, self.cols)
    }
}

/// The clocks each of The Clocks' nine moves turns (IOI 1994), clocks A to
/// I being the 3 x 3 board in row order.
pub const CLOCK_MOVES: [&str; 9] = [
    "ABDE", "ABC", "BCEF", "ADG", "BDEFH", "CFI", "DEGH", "GHI", "EFHI",
];

impl Rule {
    /// The standard game: `010/111/010`, k = 2, bounded.
    pub fn standard() -> Rule {
        Rule::of_stencil(Stencil::standard(), 2)
    }

    /// The neighbours only, `010/101/010` mod 2 (UVa 11464 Even Parity).
    pub fn neighbours() -> Rule {
        Rule::of_stencil(
            Stencil::new(3, 3, vec![0, 1, 0, 1, 0, 1, 0, 1, 0]).expect("3 x 3"),
            2,
        )
    }

    /// The cell and all eight around it, `111/111/111` mod 2.
    pub fn eight_neighbours() -> Rule {
        Rule::of_stencil(Stencil::new(3, 3, vec![1; 9]).expect("3 x 3"), 2)
    }

    /// The cell's whole row and column, mod 2 (POJ 2965 The Pilots
    /// Brothers' refrigerator).
    pub fn row_and_column() -> Rule {
        Rule {
            press: Press::RowAndColumn,
            modulus: 2,
            torus: false,
        }
    }

    /// `010/121/010` mod 3: 2 to the cell and 1 to each neighbour (HDU 5755
    /// Gambler Bo).
    pub fn gambler_bo() -> Rule {
        Rule::of_stencil(
            Stencil::new(3, 3, vec![0, 1, 0, 1, 2, 1, 0, 1, 0]).expect("3 x 3"),
            3,
        )
    }

    /// The Clocks' nine moves ([`CLOCK_MOVES`]) on 3 x 3, mod 4 (IOI 1994),
    /// move m pressed at clock m.
    pub fn clocks() -> Rule {
        let adds: Vec<Vec<(usize, u32)>> = CLOCK_MOVES
            .iter()
            .map(|clocks| clocks.bytes().map(|b| (usize::from(b - b'A'), 1)).collect())
            .collect();
        Rule {
            press: Press::Moves(Moves::new(3, 3, adds).expect("nine moves")),
            modulus: 4,
            torus: false,
        }
    }

    /// A bounded stencil rule modulo `modulus`.
    pub fn of_stencil(stencil: Stencil, modulus: u32) -> Rule {
        Rule {
            press: Press::Stencil(stencil),
            modulus,
            torus: false,
        }
    }

    /// The rule of a graph of `n` switches, one a light, where switch `i`
    /// toggles its light and the lights `edges` join it to, modulo 2, as a
    /// 1 x `n` board (USACO 2009 Lights).
    pub fn graph(n: usize, edges: &[(usize, usize)]) -> Rule {
        let mut adds: Vec<Vec<(usize, u32)>> = (0..n).map(|i| vec![(i, 1)]).collect();
        for &(a, b) in edges {
            adds[a].push((b, 1));
            adds[b].push((a, 1));
        }
        Rule {
            press: Press::Moves(
                Moves::new(1, n, adds).expect("edges between the n lights"),
            ),
            modulus: 2,
            torus: false,
        }
    }

    /// The rule as a `rows` x `cols` board feels it: its stencil, if it has
    /// one and reaches past the board (more than `rows` rows or `cols`
    /// columns from its centre), [`Stencil::fitted`] to the board. Every
    /// press adds the same; a stencil within that reach is kept as it is,
    /// its name and its chase with it (the standard rule on one row), as
    /// the board's size bounds its work already.
    pub fn fitted(&self, rows: usize, cols: usize) -> Rule {
        match &self.press {
            Press::Stencil(stencil)
                if stencil.reach_rows() > rows || stencil.reach_cols() > cols =>
            {
                Rule {
                    press: Press::Stencil(stencil.fitted(
                        rows,
                        cols,
                        self.torus,
                        self.modulus,
                    )),
                    ..self.clone()
                }
            }
            _ => self.clone(),
        }
    }

    /// Why a `rows` x `cols` board does not fit the rule, if it does not:
    /// moves are for their own board only.
    pub fn refuses(&self, rows: usize, cols: usize) -> Option<String> {
        match &self.press {
            Press::Moves(moves) if moves.size() != (rows, cols) => Some(format!(
                "this rule is for a {} x {} board, not {} x {}",
                moves.rows, moves.cols, rows, cols
            )),
            _ => None,
        }
    }

    /// The cells pressing (`r`, `c`) reaches on a `rows` x `cols` board,
    /// with the weight each gets (a cell reached twice, on a small torus,
    /// appears twice).
    ///
    /// # Panics
    /// If the board does not fit the rule ([`Rule::refuses`]).
    pub fn reach(&self, rows: usize, cols: usize, r: usize, c: usize) -> Vec<(usize, u32)> {
        match &self.press {
            Press::Stencil(stencil) => {
                let mut reached = Vec::new();
                for (dr, dc, weight) in stencil.offsets() {
                    let (rr, cc) = (r as isize + dr, c as isize + dc);
                    let (rr, cc) = if self.torus {
                        (rr.rem_euclid(rows as isize), cc.rem_euclid(cols as isize))
                    } else if (0..rows as isize).contains(&rr)
                        && (0..cols as isize).contains(&cc)
                    {
                        (rr, cc)
                    } else {
                        continue;
                    };
                    reached.push((rr as usize * cols + cc as usize, weight));
                }
                reached
            }
            Press::RowAndColumn => (0..rows)
                .map(|rr| (rr * cols + c, 1))
                .chain((0..cols).filter(|&cc| cc != c).map(|cc| (r * cols + cc, 1)))
                .collect(),
            Press::Moves(moves) => {
                assert_eq!(moves.size(), (rows, cols), "moves of another board");
                moves.adds[r * cols + c].clone()
            }
        }
    }

    /// The cells toggled by pressing each cell of a `rows` x `cols` board,
    /// modulo 2 (an odd weight toggles), as masks with cell (`r`, `c`) at
    /// bit `r * cols + c`: the columns of the rule's linear system.
    ///
    /// # Constraints
    /// `rows * cols <= 64`.
    pub fn columns(&self, rows: usize, cols: usize) -> Vec<u64> {
        assert!(rows * cols <= 64, "a system of {} x {} cells", rows, cols);
        (0..rows * cols)
            .map(|i| {
                let mut toggled = 0u64;
                for (cell, weight) in self.reach(rows, cols, i / cols, i % cols) {
                    if weight % 2 == 1 {
                        toggled ^= 1 << cell;
                    }
                }
                toggled
            })
            .collect()
    }
}

/// The largest modulus a rule takes (`--mod K`) for any K: past it, K
/// must be a prime no larger than [`MAX_PRIME_MODULUS`].
pub const MAX_MODULUS: u32 = 1 << 16;

/// The bound on a rule's prime modulus: below 2^30, the prime engine's
/// limit (`linalg::prime::LIMIT`). (It is not itself prime; the largest
/// prime below it is 1073741789.)
pub const MAX_PRIME_MODULUS: u32 = (1 << 30) - 1;

/// Whether a rule takes the modulus `k` (`--mod K`): any K from 2 to
/// [`MAX_MODULUS`], and a prime up to [`MAX_PRIME_MODULUS`].
pub fn takes_modulus(k: u32) -> bool {
    (2..=MAX_MODULUS).contains(&k) || (k <= MAX_PRIME_MODULUS && is_prime(k))
}
