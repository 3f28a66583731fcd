//! The board engines, and the one way into them.
//!
//! Every question about a board under any [`Rule`] is asked here: solve it
//! ([`solve`]: any solution, or the fewest with how far that is proven),
//! count its solutions ([`count`], [`kernel`]), draw the system it reduces
//! to ([`matrix`]), chase it by hand and finish the chase ([`chase_by_hand`],
//! [`first_rows`]), or give a hint ([`hint`]). Each picks its path from the
//! rule and the board's size ([`path`]), so no caller tests for the
//! standard rule:
//!
//! - [`standard`]: the standard rule over GF(2), by polynomials, with the
//!   fewest presses of [`fewest`] and [`lightest`];
//! - [`ring`]: stencils chased a row at a time, one weight above the
//!   pressed cell, modulo any k, as polynomials: the K-colour path;
//! - [`forms`]: every stencil that chases, by light chasing with affine
//!   forms;
//! - [`dense`]: elimination over every cell, for the rest;
//!
//! and [`space`] holds what the last two give, every solution as one press
//! board and a kernel; [`greedy`], what every search for the fewest
//! presses modulo 2 shares (the kernel's press sets at their cost, the
//! answer, the greedy passes), within the one budget of [`Want::Fewest`].
//! [`unique`] is a judge's table look-up, and
//! [`mod@reference`] the plain algorithms the tests check the engines
//! against. Imports the board, linear algebra and the search.

pub mod dense;
pub mod fewest;
pub mod forms;
pub mod greedy;
pub mod lightest;
pub mod reference;
pub mod ring;
pub mod space;
pub mod standard;
pub mod unique;

use crate::board::grid::Grid;
use crate::board::rule::{Press, Rule};
use crate::board::symmetry::moved;
use crate::board::values::{value_separator, Board, Cells};
use crate::engine::fewest::{fewest_within, walk, walk_share, walkable_within};
use crate::engine::greedy::{Answer, Kernel};
use crate::engine::lightest::bound_or_greedy;
use crate::engine::space::{Solved, TooLarge, PACKED};
use crate::engine::standard::{any_solution, nullity};
use crate::linalg::modular::Count;
use crate::math::factor;

/// Why a question was not answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The system is past the elimination's reach.
    TooLarge(TooLarge),
    /// The board does not fit the rule (moves are for one board only).
    Shape(String),
    /// The rule cannot be chased by hand (see [`hand_rows`]).
    NoHandChase,
    /// A board past [`MAX_CELLS`] asked of a rule whose engines hold it
    /// cell by cell, with no input that sized it.
    TooManyCells(usize),
}

/// The most cells [`kernel`] and [`matrix`] take under any rule but the
/// standard one, which holds its boards as bits: 2^24, a board of
/// 64 MiB.
pub const MAX_CELLS: usize = 1 << 24;

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refused::TooLarge(error) => write!(
                f,
                "this board needs {} unknowns under this rule, past the elimination's {}",
                error.unknowns, error.max
            ),
            Refused::Shape(why) => f.write_str(why),
            Refused::NoHandChase => f.write_str(
                "this rule is not chased by hand: that needs a bounded stencil with one \
                 weight, invertible, above the pressed cell",
            ),
            Refused::TooManyCells(cells) => write!(
                f,
                "a board of {} cells under this rule is past the {} the engines take",
                cells, MAX_CELLS
            ),
        }
    }
}

impl From<TooLarge> for Refused {
    fn from(error: TooLarge) -> Refused {
        Refused::TooLarge(error)
    }
}

/// Which engine answers for a rule on a board of some size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Path {
    /// The standard rule's polynomials over GF(2) ([`standard`]).
    Standard,
    /// The chase as polynomials modulo k ([`ring`]).
    Ring,
    /// The chase with affine forms ([`forms`]).
    Chase,
    /// Elimination over every cell ([`dense`]).
    Dense,
}

/// The path the engines take for `rule` on a `rows` x `cols` board.
///
/// # Example
/// ```
/// use lightsout::board::rule::Rule;
/// use lightsout::engine::{path, Path};
/// assert_eq!(path(&Rule::standard(), 5, 5), Path::Standard);
/// assert_eq!(path(&Rule::gambler_bo(), 5, 5), Path::Ring);
/// assert_eq!(path(&Rule::eight_neighbours(), 5, 5), Path::Chase);
/// assert_eq!(path(&Rule::row_and_column(), 4, 4), Path::Dense);
/// ```
pub fn path(rule: &Rule, rows: usize, cols: usize) -> Path {
    if *rule == Rule::standard() {
        Path::Standard
    } else if ring::takes(rule, rows, cols) {
        Path::Ring
    } else if forms::chases(rule, rows, cols) {
        Path::Chase
    } else {
        Path::Dense
    }
}

/// Whether `rule` takes a `rows` x `cols` board.
fn fits(rule: &Rule, rows: usize, cols: usize) -> Result<(), Refused> {
    match rule.refuses(rows, cols) {
        Some(why) => Err(Refused::Shape(why)),
        None => Ok(()),
    }
}

/// Whether a board of `rows` x `cols`, asked of a rule whose engines hold
/// it cell by cell, is within [`MAX_CELLS`].
fn bounded(rows: usize, cols: usize) -> Result<(), Refused> {
    match rows.checked_mul(cols) {
        Some(cells) if cells <= MAX_CELLS => Ok(()),
        cells => Err(Refused::TooManyCells(cells.unwrap_or(usize::MAX))),
    }
}

/// Whether the engines answer for `rule` on a `rows` x `cols` board: it
/// fits the rule, and its system is within the elimination's reach.
pub fn within_reach(rule: &Rule, rows: usize, cols: usize) -> Result<(), Refused> {
    fits(rule, rows, cols)?;
    let unknowns = match path(rule, rows, cols) {
        Path::Standard | Path::Ring => return Ok(()),
        Path::Chase => forms::chase_unknowns(rule, rows, cols).unwrap_or(0),
        Path::Dense => rows.saturating_mul(cols),
    };
    let max = PACKED.max_unknowns(rule.modulus);
    if unknowns > max {
        return Err(Refused::TooLarge(TooLarge { unknowns, max }));
    }
    Ok(())
}

/// Every way to clear `lights` under any rule but the standard one.
fn solved(rule: &Rule, lights: &Board) -> Result<Option<Solved>, Refused> {
    let (rows, cols) = (lights.rows, lights.cols);
    fits(rule, rows, cols)?;
    let solved = match path(rule, rows, cols) {
        Path::Ring => ring::solutions(rule, lights)?,
        Path::Chase => forms::solutions(rule, lights, PACKED)?,
        _ => dense::solutions(rule, lights, PACKED)?,
    };
    Ok(solved.map(|mut solved| {
        solved.cost = chase_cost(rule, rows, cols);
        solved
    }))
}

/// About the cell operations of chasing one press board of a `rows` x
/// `cols` board under `rule` ([`Solved::cost`]), on the ring's path and
/// the forms': every weight of the stencil at every cell, about two cell
/// operations (sixteen word operations) each, as measured on the all-ones
/// 79 x 79 stencil; 0 off those paths.
fn chase_cost(rule: &Rule, rows: usize, cols: usize) -> u64 {
    match (&rule.press, path(rule, rows, cols)) {
        (Press::Stencil(stencil), Path::Ring | Path::Chase) => {
            let weights = stencil.offsets().len() as u64 + 1;
            (rows.saturating_mul(cols) as u64).saturating_mul(weights * 2)
        }
        _ => 0,
    }
}

/// `solved` made ready for a search over its kernel modulo 2 within
/// `budget` word operations: where chasing every press board of its
/// kernel would cost more than chasing every press's form once and
/// holding it ([`forms::PressForms`]), and that fits the budget, the
/// forms held, each press board a pass over them; and the word operations
/// that took.
fn held(rule: &Rule, solved: Solved, budget: u64) -> (Solved, u64) {
    let (rows, cols) = (solved.presses.rows, solved.presses.cols);
    let cells = rows.saturating_mul(cols) as u64;
    let t = solved.reduced.kernel.len() as u64;
    let words = (solved.reduced.particular.len() / 64 + 1) as u64;
    // The forms' chase adds `words` words at each weight where the
    // values' adds one; a press board is then a pass over the forms.
    let holding = solved.cost.saturating_mul(8 + words / 2);
    let board = cells.saturating_mul(words);
    let chasing = t.saturating_mul(solved.cost).saturating_mul(8);
    // The forms are in the unknowns of the chase's system only.
    let worth = holding.saturating_add(t.saturating_mul(board)) < chasing
        && path(rule, rows, cols) == Path::Chase;
    let forms = match (worth && holding <= budget)
        .then(|| forms::PressForms::new(rule, rows, cols))
        .flatten()
    {
        Some(forms) => forms,
        None => return (solved, 0),
    };
    let cost = forms.cost() / 8 + 1;
    let Solved {
        reduced, presses, ..
    } = solved;
    let mut solved = Solved::new(reduced, presses, Box::new(move |g| forms.board(g)));
    solved.cost = cost;
    (solved, holding)
}

/// About a minute of one core's work on the search for the fewest
/// presses, in word operations (the Brouwer–Zimmermann enumeration runs
/// about 2^33 a second here; see
/// [`crate::search::transform::transform_cost`] for trying every
/// solution): what each of `lightsout solve --search-minutes` buys.
pub const MINUTE_OF_WORK: u64 = 1 << 39;

/// The word operations the search for the fewest presses spends by
/// default, `lightsout solve`'s: about four seconds of one core, and far
/// less where the bound foresees that its proof cannot be paid for (it
/// then stops).
pub const DEFAULT_SEARCH_WORK: u64 = MINUTE_OF_WORK >> 4;

/// What [`solve`] looks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Want {
    /// Any solution, at once.
    Any,
    /// The fewest presses, searched for with about `budget` word
    /// operations in all (see [`DEFAULT_SEARCH_WORK`]), on every rule:
    /// walking every solution, making the kernel's press boards, the
    /// proof past the walk and the greedy passes all come out of it, so
    /// that the search past solving the board takes about as long as the
    /// budget says whatever the rule and the board.
    Fewest {
        /// The search's work.
        budget: u64,
    },
}

/// How far a [`Solution`]'s number of presses is proven the fewest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Minimal {
    /// Not looked for ([`Want::Any`]).
    Unchecked,
    /// The fewest, and of the fewest the least read row by row: every
    /// solution was compared.
    Least,
    /// The fewest, proven without comparing every solution.
    Fewest,
    /// Not proven; no solution has fewer than `at_least` presses.
    Unproven {
        /// What the search proved before its work ran out (0: nothing).
        at_least: u64,
    },
}

impl Minimal {
    /// Whether no solution has fewer presses.
    pub fn proven(self) -> bool {
        matches!(self, Minimal::Least | Minimal::Fewest)
    }
}

/// A press board that clears the lights.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// How often each cell is pressed.
    pub presses: Cells,
    /// How many presses in all (a cell pressed j times counts j).
    pub count: u64,
    /// How far `count` is proven the fewest.
    pub minimal: Minimal,
}

impl Solution {
    fn of(presses: Cells, minimal: Minimal) -> Solution {
        Solution {
            count: presses.total(),
            presses,
            minimal,
        }
    }
}

/// The presses that clear `lights` under `rule`, or `None` if none do.
///
/// Under the standard rule, [`standard`] and [`fewest`]: any size, the
/// fewest proven by walking every solution, by the bound or by trying them
/// all within the budget. Under every other rule modulo 2, the same search
/// over the kernel that [`forms`] or [`dense`] gives; modulo k > 2, every
/// solution tried where they and the board fit the budget (a cell pressed
/// j times counts j), else a solution improved greedily. Every answer
/// besides presses at least as many as the lights need if each press
/// changed as many cells as any press can ([`floor`]): where the answer
/// presses no more, it is proven the fewest.
///
/// # Example
/// ```
/// use lightsout::board::rule::Rule;
/// use lightsout::board::values::{Board, Cells};
/// use lightsout::engine::{solve, Minimal, Want, DEFAULT_SEARCH_WORK};
/// let lights = Board { rows: 1, cols: 3, cells: vec![2, 2, 2] };
/// let rule = Rule { modulus: 3, ..Rule::standard() };
/// let want = Want::Fewest { budget: DEFAULT_SEARCH_WORK };
/// let found = solve(&rule, &Cells::Values(lights), want).unwrap().unwrap();
/// assert_eq!((found.count, found.minimal), (1, Minimal::Least));
/// ```
pub fn solve(rule: &Rule, lights: &Cells, want: Want) -> Result<Option<Solution>, Refused> {
    let (rows, cols) = (lights.rows(), lights.cols());
    fits(rule, rows, cols)?;
    if path(rule, rows, cols) == Path::Standard {
        let grid = lights.grid();
        return Ok(match want {
            Want::Any => any_solution(&grid)
                .map(|presses| Solution::of(Cells::Bits(presses), Minimal::Unchecked)),
            Want::Fewest { budget } => fewest_within(&grid, budget)
                .map(|answer| answered(answer, floor(rule, lights))),
        });
    }
    let board = lights.board();
    let solved = match solved(rule, &board)? {
        Some(solved) => solved,
        None => return Ok(None),
    };
    let floor = floor(rule, lights);
    let solution = match want {
        Want::Any => {
            Solution::of(cells_of(rule, solved.presses.clone()), Minimal::Unchecked)
        }
        Want::Fewest { budget } if rule.modulus == 2 => answered(
            fewest_mod_2(rule, &lights.grid(), solved, budget, floor),
            floor,
        ),
        Want::Fewest { budget } => {
            // A cell operation of the search takes about eight word operations.
            let (presses, least) = space::fewest_within(&solved, budget / 8);
            if least {
                Solution::of(Cells::Values(presses), Minimal::Least)
            } else {
                let found =
                    Solution::of(Cells::Values(presses), Minimal::Unproven { at_least: 0 });
                proven_by_floor(found, 0, floor)
            }
        }
    };
    Ok(Some(solution))
}

/// The fewest presses any solution of `lights` under `rule` can have by
/// counting alone: a press changes at most so many cells (a stencil's
/// weights not 0 modulo k, a row and a column, the largest of the
/// moves), and every cell not 0 must be changed.
///
/// # Example
/// ```
/// use lightsout::board::grid::Grid;
/// use lightsout::board::rule::Rule;
/// use lightsout::board::values::Cells;
/// use lightsout::engine::floor;
/// // 100 lights need 20 presses of five cells at least.
/// assert_eq!(floor(&Rule::standard(), &Cells::Bits(Grid::filled(10, 10))), 20);
/// ```
pub fn floor(rule: &Rule, lights: &Cells) -> u64 {
    let lit = match lights {
        Cells::Bits(grid) => grid.ones(),
        Cells::Values(board) => board.cells.iter().filter(|&&v| v != 0).count() as u64,
    };
    let widest = widest(rule, lights.rows(), lights.cols()).max(1);
    (lit + widest - 1) / widest
}

/// The most cells one press changes under `rule` on a `rows` x `cols`
/// board, or more: a stencil's weights not 0 modulo k (no more than the
/// cells), a row and a column, or the largest of the moves.
fn widest(rule: &Rule, rows: usize, cols: usize) -> u64 {
    let k = rule.modulus;
    let cells = rows.saturating_mul(cols) as u64;
    match &rule.press {
        Press::Stencil(stencil) => {
            let weights = stencil.offsets().iter().filter(|o| o.2 % k != 0).count();
            (weights as u64).min(cells)
        }
        Press::RowAndColumn => (rows + cols).saturating_sub(1) as u64,
        Press::Moves(_) => (0..rows * cols)
            .map(|i| {
                let reach = rule.reach(rows, cols, i / cols, i % cols);
                reach.iter().filter(|&&(_, w)| w % k != 0).count() as u64
            })
            .max()
            .unwrap_or(0),
    }
}

/// `presses` as the engines give boards under `rule`.
fn cells_of(rule: &Rule, presses: Board) -> Cells {
    if rule.modulus == 2 {
        Cells::Bits(presses.to_grid())
    } else {
        Cells::Values(presses)
    }
}

/// The search's answer modulo 2 as a [`Solution`], with what `floor`
/// proves besides (see [`floor`]).
fn answered(answer: Answer, floor: u64) -> Solution {
    let minimal = match (answer.minimal(), answer.least) {
        (true, true) => Minimal::Least,
        (true, false) => Minimal::Fewest,
        (false, _) => Minimal::Unproven {
            at_least: answer.lower,
        },
    };
    let found = Solution {
        count: answer.count,
        presses: Cells::Bits(answer.presses),
        minimal,
    };
    proven_by_floor(found, answer.lower, floor)
}

/// `found`, of which the search proved no more than that no solution has
/// fewer than `lower` presses, with what `floor` proves besides: the
/// fewest where it presses no more.
fn proven_by_floor(found: Solution, lower: u64, floor: u64) -> Solution {
    if found.minimal.proven() {
        return found;
    }
    let minimal = if floor >= found.count {
        Minimal::Fewest
    } else {
        Minimal::Unproven {
            at_least: lower.max(floor),
        }
    };
    Solution { minimal, ..found }
}

/// The fewest presses modulo 2 under any rule, within `budget` (see
/// [`Want::Fewest`]): the walk over every solution where the kernel is
/// small and its press boards cheap enough to make ([`held`]), the
/// lightest-vector search past it, as under the standard rule. No search is made where
/// the solution at hand presses no more than `floor` ([`floor`]): that
/// proves it the fewest.
fn fewest_mod_2(
    rule: &Rule,
    lights: &Grid,
    solved: Solved,
    budget: u64,
    floor: u64,
) -> Answer {
    let (rows, cols) = (lights.rows(), lights.width());
    let start = solved.presses.to_grid();
    let t = solved.reduced.kernel.len();
    let count = start.ones();
    // Whether every solution can be walked, its press boards made at a
    // cell operation's eight word operations each.
    let walkable = |solved: &Solved, budget: u64| {
        let making = (t as u64).saturating_mul(solved.cost).saturating_mul(8);
        let walking = walk_share(rows * cols, budget);
        making <= walking && walkable_within(rows, cols, t, walking - making)
    };
    if floor >= count && !walkable(&solved, budget) {
        return Answer {
            presses: start,
            count,
            lower: count,
            least: false,
        };
    }
    let (solved, holding) = held(rule, solved, budget);
    let budget = budget - holding;
    if walkable(&solved, budget) {
        let moves: Vec<Grid> = (0..t).map(|i| solved.generator(i).0.to_grid()).collect();
        return walk(start, &moves, false);
    }
    let cost = solved.cost.saturating_mul(8);
    let press_set = |i: usize| solved.generator(i).0.to_grid();
    let kernel = Kernel {
        t,
        press_set: &press_set,
        cost,
    };
    // Whether a symmetry maps the rule onto itself is checked press by
    // press: where that costs more than an eighth of the budget (a large
    // stencil on a large board), the search goes without symmetries.
    let checking = symmetry_cost(rule, rows, cols);
    let symmetric =
        |kind: usize| checking <= budget / 8 && symmetric(rule, rows, cols, kind);
    bound_or_greedy(lights, start, &kernel, &symmetric, budget)
}

/// About the word operations of [`symmetric`] on a `rows` x `cols` board,
/// for one kind: every press's reach, and its image's, sorted.
fn symmetry_cost(rule: &Rule, rows: usize, cols: usize) -> u64 {
    let cells = rows.saturating_mul(cols) as u64;
    let reach = match &rule.press {
        Press::Stencil(stencil) => stencil.offsets().len() as u64,
        _ => widest(rule, rows, cols),
    };
    cells.saturating_mul(reach.max(1)).saturating_mul(32)
}

/// Whether `rule` looks the same on a `rows` x `cols` board after the
/// reflection or turn `kind` of [`moved`]: each press reaches, modulo 2,
/// the images of the cells its preimage reaches.
fn symmetric(rule: &Rule, rows: usize, cols: usize, kind: usize) -> bool {
    if kind >= 3 && rows != cols {
        return false;
    }
    let (m, n) = (rows - 1, cols - 1);
    // The cells pressing (r, c) toggles, their images under the symmetry
    // if `image`, sorted: a cell reached by an even weight, or twice on a
    // small torus, is not toggled.
    let toggled = |r: usize, c: usize, image: bool| {
        let mut cells: Vec<usize> = rule
            .reach(rows, cols, r, c)
            .into_iter()
            .filter(|&(_, weight)| weight % 2 == 1)
            .map(|(cell, _)| {
                if image {
                    let (rr, cc) = moved(kind, cell / cols, cell % cols, m, n);
                    rr * cols + cc
                } else {
                    cell
                }
            })
            .collect();
        cells.sort_unstable();
        let mut odd: Vec<usize> = Vec::with_capacity(cells.len());
        for cell in cells {
            if odd.last() == Some(&cell) {
                odd.pop();
            } else {
                odd.push(cell);
            }
        }
        odd
    };
    (0..rows).all(|r| {
        (0..cols).all(|c| {
            let (r2, c2) = moved(kind, r, c, m, n);
            toggled(r, c, true) == toggled(r2, c2, false)
        })
    })
}

/// What [`count`] tells of a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counts {
    /// Whether some presses clear it.
    pub solvable: bool,
    /// The press boards that change nothing: every solution differs from
    /// one by one of them.
    pub kernel: Count,
    /// The boards of its size that can be cleared.
    pub reachable: Count,
}

impl Counts {
    /// The kernel's dimension where the modulus is prime.
    pub fn nullity(&self, modulus: u32) -> Option<u64> {
        nullity_of(&self.kernel, modulus)
    }
}

/// The dimension of `kernel` where `modulus` is prime (a vector space over
/// it), `None` otherwise.
///
/// # Example
/// ```
/// use lightsout::board::rule::Rule;
/// use lightsout::engine::{kernel, nullity_of};
/// assert_eq!(nullity_of(&kernel(&Rule::standard(), 5, 5).unwrap(), 2), Some(2));
/// let four = Rule { modulus: 4, ..Rule::standard() };
/// assert_eq!(nullity_of(&kernel(&four, 5, 5).unwrap(), 4), None);
/// ```
pub fn nullity_of(kernel: &Count, modulus: u32) -> Option<u64> {
    if factor(modulus) == [(modulus, 1)] {
        kernel.power_of(modulus)
    } else {
        None
    }
}

/// Whether `lights` can be cleared under `rule`, the kernel and the boards
/// that can be.
///
/// # Example
/// ```
/// use lightsout::board::grid::Grid;
/// use lightsout::board::rule::Rule;
/// use lightsout::board::values::Cells;
/// use lightsout::engine::count;
/// let counts = count(&Rule::standard(), &Cells::Bits(Grid::new(4, 4))).unwrap();
/// assert!(counts.solvable);
/// assert_eq!((counts.nullity(2), counts.reachable.power_of(2)), (Some(4), Some(12)));
/// ```
pub fn count(rule: &Rule, lights: &Cells) -> Result<Counts, Refused> {
    let (rows, cols) = (lights.rows(), lights.cols());
    fits(rule, rows, cols)?;
    let (solvable, kernel) = if path(rule, rows, cols) == Path::Standard {
        let solvable = any_solution(&lights.grid()).is_some();
        (solvable, kernel(rule, rows, cols)?)
    } else {
        match solved(rule, &lights.board())? {
            // Every solution differs from one by the kernel.
            Some(solved) => (true, solved.how_many()),
            None => (false, kernel(rule, rows, cols)?),
        }
    };
    let boards = Count {
        powers: factor(rule.modulus)
            .into_iter()
            .map(|(p, e)| (p, u64::from(e) * (rows * cols) as u64))
            .collect(),
    };
    let reachable = boards
        .divided_by(&kernel)
        .expect("the kernel divides the boards");
    Ok(Counts {
        solvable,
        kernel,
        reachable,
    })
}

/// The kernel of a `rows` x `cols` board under `rule`: the press boards
/// that change nothing.
pub fn kernel(rule: &Rule, rows: usize, cols: usize) -> Result<Count, Refused> {
    fits(rule, rows, cols)?;
    if path(rule, rows, cols) == Path::Standard {
        return Ok(Count {
            powers: match nullity(rows, cols) {
                0 => Vec::new(),
                t => vec![(2, t as u64)],
            },
        });
    }
    bounded(rows, cols)?;
    let solved = solved(rule, &Board::new(rows, cols))?;
    Ok(solved
        .expect("the empty board is cleared by no presses")
        .how_many())
}

/// The system a board reduces to, as [`matrix`] gives it, a column an
/// unknown: modulo 2 as bits, so that the standard rule's 10000 x 10000
/// first-row matrix takes 12.5 MB.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct System {
    /// k.
    pub modulus: u32,
    /// Row `j`: what unknown `j` adds to each equation's light.
    columns: Cells,
}

impl System {
    /// The unknowns.
    pub fn unknowns(&self) -> usize {
        self.columns.rows()
    }

    /// What unknown `j` adds to each equation, as values `separator`
    /// apart (see [`value_separator`]).
    pub fn column_text(&self, j: usize) -> String {
        let separator = value_separator(self.modulus);
        let values: Vec<String> = (0..self.columns.cols())
            .map(|i| self.columns.get(j, i).to_string())
            .collect();
        values.join(separator)
    }

    /// The entries that are not 0.
    pub fn nonzero(&self) -> u64 {
        match &self.columns {
            Cells::Bits(grid) => grid.ones(),
            Cells::Values(board) => board.cells.iter().filter(|&&v| v != 0).count() as u64,
        }
    }
}

/// The system a `rows` x `cols` board reduces to under `rule`: under the
/// standard rule the first-row matrix (unknown `j`, pressing column `j` of
/// the first row alone, and what it leaves lit in the last row after the
/// chase), under others the unknowns the chase leaves (presses of the rows
/// it starts from and those no light forces) and the lights that must end
/// at 0, or without a chase every press and every light.
pub fn matrix(rule: &Rule, rows: usize, cols: usize) -> Result<System, Refused> {
    fits(rule, rows, cols)?;
    let columns = match path(rule, rows, cols) {
        Path::Standard => Cells::Bits(reference::first_row_matrix(rows, cols)),
        chased => {
            bounded(rows, cols)?;
            let system = if chased != Path::Dense {
                forms::reduced_matrix(rule, rows, cols, PACKED)?
            } else {
                dense::reduced_matrix(rule, rows, cols, PACKED)?
            };
            let unknowns = system.first().map_or(0, Vec::len);
            let columns = Board {
                rows: unknowns,
                cols: system.len(),
                cells: (0..unknowns)
                    .flat_map(|j| system.iter().map(move |row| row[j]))
                    .collect(),
            };
            cells_of(rule, columns)
        }
    };
    Ok(System {
        modulus: rule.modulus,
        columns,
    })
}

/// The rows of lights a chase by hand leaves under `rule`, if the rule
/// can be chased by hand: a bounded stencil whose top row is one weight,
/// invertible, above the pressed cell, pressed under each light still on
/// until only the last rows are lit.
///
/// # Example
/// ```
/// use lightsout::board::rule::Rule;
/// use lightsout::engine::hand_rows;
/// assert_eq!(hand_rows(&Rule::standard()), Some(1));
/// assert_eq!(hand_rows(&Rule::row_and_column()), None);
/// ```
pub fn hand_rows(rule: &Rule) -> Option<usize> {
    hand_reach(rule).map(|(h, _)| h)
}

/// [`hand_rows`], and the inverse of the weight above the pressed cell.
fn hand_reach(rule: &Rule) -> Option<(usize, u64)> {
    let stencil = match &rule.press {
        Press::Stencil(stencil) if !rule.torus => stencil,
        _ => return None,
    };
    let (h, w) = (stencil.reach_rows() as isize, stencil.reach_cols() as isize);
    let k = u64::from(rule.modulus);
    let alone = (-w..=w).all(|dc| dc == 0 || u64::from(stencil.weight(-h, dc)) % k == 0);
    let inverse = crate::math::inverse(u64::from(stencil.weight(-h, 0)), k)?;
    (h > 0 && alone).then_some((h as usize, inverse))
}

/// The presses of the chase by hand on `left` (each light less its goal)
/// under `rule`, in order, each `(row, column, times)`: row by row, the
/// press under each light still on, made before the next row is looked
/// at, until only the last rows are lit ([`hand_rows`]).
pub fn chase_by_hand(
    rule: &Rule,
    left: &Board,
) -> Result<Vec<(usize, usize, u32)>, Refused> {
    let (h, inverse) = hand_reach(rule).ok_or(Refused::NoHandChase)?;
    let k = u64::from(rule.modulus);
    let mut board = left.clone();
    let mut presses = Vec::new();
    for r in 0..board.rows.saturating_sub(h) {
        for c in 0..board.cols {
            let lit = u64::from(board.get(r, c));
            if lit != 0 {
                let times = ((k - lit) * inverse % k) as u32;
                board.press(rule, r + h, c, times);
                presses.push((r + h, c, times));
            }
        }
    }
    Ok(presses)
}

/// After a chase by hand, the presses of the first rows (as many as the
/// chase leaves lit) that clear `left` once pressed and chased again: the
/// first rows of the fewest presses [`solve`] finds within `budget`.
/// `Ok(None)` if no presses clear it.
pub fn first_rows(
    rule: &Rule,
    left: &Board,
    budget: u64,
) -> Result<Option<Board>, Refused> {
    let h = hand_rows(rule).ok_or(Refused::NoHandChase)?.min(left.rows);
    let lights = cells_of(rule, left.clone());
    let found = solve(rule, &lights, Want::Fewest { budget })?;
    Ok(found.map(|solution| {
        let presses = solution.presses.board();
        Board {
            rows: h,
            cols: presses.cols,
            cells: presses.cells[..h * presses.cols].to_vec(),
        }
    }))
}

/// What [`hint`] suggests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// Press this cell (row, column) next.
    Press(usize, usize),
    /// Nothing to press: the board is clear.
    Nothing,
    /// No presses clear the board.
    Unreachable,
}

/// Part `part` of `parts` (from 0) of a proof of the fewest presses that
/// clear `lights`, split across machines (see [`fewest::fewest_part`]):
/// the standard rule's boards of at most
/// [`crate::search::transform::MAX_TRANSFORM_CELLS`] cells, whose every
/// solution the parts try once between them. `Ok(None)` where no presses
/// clear the board.
///
/// # Example
/// ```
/// use lightsout::board::grid::Grid;
/// use lightsout::board::rule::Rule;
/// use lightsout::board::values::Cells;
/// use lightsout::engine::fewest_part;
/// let lit = Cells::Bits(Grid::filled(4, 4));
/// let parts: Vec<_> = (0..3)
///     .map(|i| fewest_part(&Rule::standard(), &lit, i, 3).unwrap().unwrap())
///     .collect();
/// // 4 x 4 has 2^4 solutions; the fewest clear it in 4 presses.
/// assert_eq!(parts.iter().filter_map(|p| p.count).min(), Some(4));
/// ```
pub fn fewest_part(
    rule: &Rule,
    lights: &Cells,
    part: usize,
    parts: usize,
) -> Result<Option<fewest::SplitPart>, Refused> {
    splittable(rule, lights)?;
    assert!(part < parts, "part {} of {}", part, parts);
    fewest::fewest_part(&lights.grid(), part, parts)
}

/// How [`fewest_part`] cuts the proof on `lights`, without searching (see
/// [`fewest::split_of`]): what every part's certificate must say.
/// `Ok(None)` where no presses clear the board.
///
/// # Example
/// ```
/// use lightsout::board::grid::Grid;
/// use lightsout::board::rule::Rule;
/// use lightsout::board::values::Cells;
/// use lightsout::engine::{fewest_part, split_of};
/// let lit = Cells::Bits(Grid::filled(4, 4));
/// let split = split_of(&Rule::standard(), &lit).unwrap().unwrap();
/// let part = fewest_part(&Rule::standard(), &lit, 0, 3).unwrap().unwrap();
/// assert_eq!((split.t, part.split), (4, split));
/// ```
pub fn split_of(rule: &Rule, lights: &Cells) -> Result<Option<fewest::Split>, Refused> {
    splittable(rule, lights)?;
    fewest::split_of(&lights.grid())
}

/// Whether a proof on `lights` under `rule` can be split: the standard
/// rule, at most [`crate::search::transform::MAX_TRANSFORM_CELLS`] cells.
fn splittable(rule: &Rule, lights: &Cells) -> Result<(), Refused> {
    let (rows, cols) = (lights.rows(), lights.cols());
    fits(rule, rows, cols)?;
    if path(rule, rows, cols) != Path::Standard {
        return Err(Refused::Shape(
            "a proof is split under the standard rule only".to_string(),
        ));
    }
    if rows * cols > crate::search::transform::MAX_TRANSFORM_CELLS {
        return Err(Refused::Shape(format!(
            "a split proof tries every solution of at most {} cells; this board has {}",
            crate::search::transform::MAX_TRANSFORM_CELLS,
            rows * cols
        )));
    }
    Ok(())
}

/// The next press of the fewest presses [`solve`] finds within `budget`
/// that clear `left`: the first pressed cell read row by row.
pub fn hint(rule: &Rule, left: &Cells, budget: u64) -> Result<Hint, Refused> {
    let found = match solve(rule, left, Want::Fewest { budget })? {
        Some(found) => found,
        None => return Ok(Hint::Unreachable),
    };
    let cols = left.cols();
    let board = found.presses.board();
    Ok(match board.cells.iter().position(|&v| v != 0) {
        Some(i) => Hint::Press(i / cols, i % cols),
        None => Hint::Nothing,
    })
}

#[cfg(test)]
mod tests;
