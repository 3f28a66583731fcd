//! The board engines, and the one way into them.
//!
//! Every question about a board under any [`Rule`] is asked here: solve it
//! ([`solve`]: any solution; [`fewest`]: the fewest, with how far that is
//! proven),
//! count its solutions ([`count`], [`kernel`]), draw the system it reduces
//! to ([`matrix`]), chase it by hand and finish the chase ([`chase_by_hand`],
//! [`first_rows`]), or give a hint ([`hint`]). Each picks its path from the
//! rule and the board's size ([`path`]), so no caller tests for the
//! standard rule:
//!
//! - [`standard`]: the standard rule over GF(2), by polynomials, with its
//!   fewest presses (and [`lightest`] past the walk);
//! - [`ring`]: stencils chased a row at a time, one weight above the
//!   pressed cell, modulo any k, as polynomials: the K-colour path;
//! - [`forms`]: every stencil that chases, by light chasing with affine
//!   forms;
//! - [`dense`]: elimination over every cell, for the rest;
//!
//! and [`space`] holds what the last three give, every solution as one
//! press board and a kernel, whose fewest presses [`any_rule`] finds, as
//! [`fewest`] and [`lightest`] do under the standard rule; [`greedy`]
//! holds what every search for the fewest presses modulo 2 shares (the
//! kernel's press sets at their cost, the answer, the greedy passes), all
//! within the one budget of [`fewest`]. [`mod@reference`] holds the
//! plain algorithms: first-row enumeration, which the tests check the
//! engines against. Imports the board, linear algebra and the search.

pub mod any_rule;
pub mod dense;
pub mod elimination;
pub mod forms;
pub mod greedy;
pub mod lightest;
pub mod reference;
pub mod ring;
pub mod split;
pub mod standard;

use crate::board::rule::{takes_modulus, Press, Rule, MAX_MODULUS};
use crate::board::values::{value_separator, Board, Cells};
use crate::engine::any_rule::{chase_cost, fewest_mod_2, floor};
use crate::engine::elimination::{Solved, TooLarge, PACKED};
use crate::engine::greedy::Search;
use crate::linalg::modular::Count;
use crate::math::factor;

/// Why [`solve`], [`fewest`], [`count`], [`kernel`] or [`nullity`] did not
/// answer: its `Display` says so in a sentence.
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
    /// A modulus the engines do not take ([`takes_modulus`]).
    Modulus(u32),
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
            Refused::Modulus(k) => write!(
                f,
                "the modulus is from 2 to {}, or a prime below 2^30, not {}",
                MAX_MODULUS, k
            ),
        }
    }
}

impl std::error::Error for Refused {}

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
    /// The chase as polynomials modulo k: the ring of a row, the K-colour path.
    Ring,
    /// The chase with affine forms ([`elimination::chased`]).
    Chase,
    /// Elimination over every cell ([`elimination::every_cell`]).
    Dense,
}

/// The most unknowns the chase leaves that the engines eliminate as
/// numbers under a rule the ring's polynomials take too: past it, the ring
/// ([`ring`]) is faster by far. Within it, the chase and elimination
/// answer as [`elimination`]'s entry points do, in a small bundle.
fn ring_from(modulus: u32) -> usize {
    if modulus == 2 {
        1 << 10
    } else {
        1 << 8
    }
}

/// The path the engines take for `rule` on a `rows` x `cols` board.
///
/// # Example
/// ```
/// use lightsout::{path, Path, Rule};
/// assert_eq!(path(&Rule::standard(), 5, 5), Path::Standard);
/// // The ring's polynomials past 2^8 unknowns modulo 3 (a row of 300).
/// assert_eq!(path(&Rule::gambler_bo(), 5, 5), Path::Chase);
/// assert_eq!(path(&Rule::gambler_bo(), 300, 300), Path::Ring);
/// assert_eq!(path(&Rule::eight_neighbours(), 5, 5), Path::Chase);
/// assert_eq!(path(&Rule::row_and_column(), 4, 4), Path::Dense);
/// ```
pub fn path(rule: &Rule, rows: usize, cols: usize) -> Path {
    if *rule == Rule::standard() {
        return Path::Standard;
    }
    match forms::chase_unknowns(rule, rows, cols) {
        Some(u) if u > ring_from(rule.modulus) && ring::takes(rule, rows, cols) => {
            Path::Ring
        }
        Some(_) => Path::Chase,
        None => Path::Dense,
    }
}

/// Whether `rule` takes a `rows` x `cols` board, and the engines its
/// modulus.
pub(crate) fn fits(rule: &Rule, rows: usize, cols: usize) -> Result<(), Refused> {
    if !takes_modulus(rule.modulus) {
        return Err(Refused::Modulus(rule.modulus));
    }
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
    Ok(PACKED.takes(unknowns, rule.modulus)?)
}

/// Every way to clear `lights` under any rule but the standard one: by
/// the ring's polynomials where they are faster, else as
/// [`elimination::solved`] eliminates with bits modulo 2.
pub(crate) fn solved(rule: &Rule, lights: &Board) -> Result<Option<Solved>, Refused> {
    match path(rule, lights.rows, lights.cols) {
        Path::Ring => {
            fits(rule, lights.rows, lights.cols)?;
            Ok(ring::solved(rule, lights)?)
        }
        _ => elimination::solved(rule, lights, PACKED),
    }
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

/// How far a [`Solution`]'s number of presses is proven the fewest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Minimal {
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

/// A press board that clears the lights, as [`fewest`] finds it.
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
    pub(crate) fn of(presses: Cells, minimal: Minimal) -> Solution {
        Solution {
            count: presses.total(),
            presses,
            minimal,
        }
    }
}

/// Some presses that clear `lights` under `rule`, or `None` if none do:
/// a press board of the lights' shape, each cell pressed 0 to k - 1
/// times. No search for the fewest: see [`fewest`].
///
/// Under the standard rule, the first-row polynomials at any size; under
/// every other rule the chase over Z_k, with affine forms where a row's
/// presses are not forced by one weight, or elimination over every cell.
///
/// # Constraints
/// `lights` fits `rule` (a rule's moves are for one board size only, a
/// graph's for its vertices); past the standard rule, a system within the
/// elimination's reach: at most 2^10 unknowns after the chase modulo k
/// (2^14 modulo 2) and [`MAX_CELLS`] cells. Else [`Refused`], which says
/// why in a sentence.
///
/// # Complexity
/// Standard rule: O(N^2 / 64 + M N / 64) word operations for the sides
/// `N <= M` (a 10,000 x 10,000 board in about a second). Other rules:
/// the chase, O(M N) cell operations times the stencil's size, and an
/// elimination over the unknowns it leaves, O(u^3) (u^3 / 64 modulo 2).
///
/// # Example
/// ```
/// use lightsout::{solve, Board, Cells, Grid, Rule};
/// // The standard rule, as bits: one press in the middle clears a plus.
/// let plus = Cells::Bits(Grid::from_masks(&[0b010, 0b111, 0b010], 3));
/// let presses = solve(&Rule::standard(), &plus).unwrap().unwrap();
/// assert_eq!(presses, Cells::Bits(Grid::from_masks(&[0, 0b010, 0], 3)));
/// // Three colours: a press adds 1 to its cell and its neighbours mod 3.
/// let rule = Rule { modulus: 3, ..Rule::standard() };
/// let lights = Board { rows: 1, cols: 2, cells: vec![2, 2] };
/// let presses = solve(&rule, &Cells::Values(lights)).unwrap().unwrap();
/// // One press, on either cell, adds 1 to both.
/// assert_eq!(presses.board().cells, vec![0, 1]);
/// ```
pub fn solve(rule: &Rule, lights: &Cells) -> Result<Option<Cells>, Refused> {
    let (rows, cols) = (lights.rows(), lights.cols());
    fits(rule, rows, cols)?;
    if path(rule, rows, cols) == Path::Standard {
        return Ok(standard::solve(&lights.grid()).map(Cells::Bits));
    }
    Ok(solved(rule, &lights.board())?.map(|solved| cells_of(rule, solved.presses)))
}

/// The fewest presses that clear `lights` under `rule`, or `None` if none
/// do, as `search` looks for them ([`Search::walk`]: walking every
/// solution where they are few enough, else improving one greedily;
/// [`Search::prove`]: proofs past the walk too), within its budget of word
/// operations in all on every rule ([`DEFAULT_SEARCH_WORK`] is about four
/// seconds of one core): walking every solution, making the kernel's press
/// boards, the proof past the walk and the greedy passes all come out of
/// it.
/// [`Solution::minimal`] says how far the count is proven the fewest: of
/// the fewest, the least read row by row where every solution was
/// compared ([`Minimal::Least`], Fliptile's answer), the fewest where the
/// search proved it ([`Minimal::Fewest`]), else a lower bound.
///
/// Under the standard rule ([`standard::fewest`]): the walk over all 2^t
/// solutions where the kernel is small, past it (with [`Search::prove`])
/// the Brouwer–Zimmermann bound or every solution through a
/// Walsh–Hadamard transform, else solutions improved greedily. Under every
/// other rule modulo 2 the same search over the kernel; modulo
/// k > 2, every solution tried where they fit the budget (a cell pressed j
/// times counts j), else a solution improved greedily. An answer that
/// presses no more than the lights need if each press changed as many
/// cells as any press can is proven the fewest as well.
///
/// # Constraints
/// `lights` fits `rule` (a rule's moves are for one board size only, a
/// graph's for its vertices); past the standard rule, a system within the
/// elimination's reach: at most 2^10 unknowns after the chase modulo k
/// (2^14 modulo 2) and [`MAX_CELLS`] cells. Else [`Refused`], which says
/// why in a sentence.
///
/// # Complexity
/// [`solve`]'s, then the search within its budget of word operations:
/// 2^t steps of O(M N / 64) for a kernel of dimension t while walking.
///
/// # Example
/// ```
/// use lightsout::{fewest, Board, Cells, Grid, Minimal, Rule, Search, DEFAULT_SEARCH_WORK};
/// let search = Search::prove(DEFAULT_SEARCH_WORK);
/// // All-lit 4 x 4 has 16 solutions; the fewest press 4 cells.
/// let lit = Cells::Bits(Grid::filled(4, 4));
/// let found = fewest(&Rule::standard(), &lit, search).unwrap().unwrap();
/// assert_eq!((found.count, found.minimal), (4, Minimal::Least));
/// // Three colours: one press on the middle cell adds 1 to all three.
/// let rule = Rule { modulus: 3, ..Rule::standard() };
/// let lights = Cells::Values(Board { rows: 1, cols: 3, cells: vec![2, 2, 2] });
/// let found = fewest(&rule, &lights, search).unwrap().unwrap();
/// assert_eq!((found.count, found.minimal), (1, Minimal::Least));
/// ```
pub fn fewest(
    rule: &Rule,
    lights: &Cells,
    search: Search,
) -> Result<Option<Solution>, Refused> {
    let (rows, cols) = (lights.rows(), lights.cols());
    fits(rule, rows, cols)?;
    if path(rule, rows, cols) == Path::Standard {
        let found = standard::fewest_searched(&lights.grid(), &search);
        return Ok(found.map(|answer| answered(answer, floor(rule, lights))));
    }
    let path = path(rule, rows, cols);
    let solved = solved(rule, &lights.board())?;
    Ok(solved.map(|solved| fewest_of(rule, lights, solved, path, &search)))
}

/// The fewest presses among the solutions `solved` of `lights` under any
/// rule but the standard one, that the engines of `path` gave, as
/// [`fewest`] finds them.
pub(crate) fn fewest_of(
    rule: &Rule,
    lights: &Cells,
    mut solved: Solved,
    path: Path,
    search: &Search,
) -> Solution {
    solved.cost = chase_cost(rule, lights.rows(), lights.cols(), path);
    let floor = floor(rule, lights);
    if rule.modulus == 2 {
        let answer = fewest_mod_2(rule, &lights.grid(), solved, path, search, floor);
        return answered(answer, floor);
    }
    proven_by_floor(solved.tried(rule, search.budget), 0, floor)
}

/// `presses` as the engines give boards under `rule`.
pub(crate) fn cells_of(rule: &Rule, presses: Board) -> Cells {
    if rule.modulus == 2 {
        Cells::Bits(presses.to_grid())
    } else {
        Cells::Values(presses)
    }
}

/// The search's answer modulo 2 as a [`Solution`], with what `floor`
/// proves besides (see [`floor`]).
fn answered(answer: crate::engine::greedy::Solution, floor: u64) -> Solution {
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

/// What [`count`] tells of a board: whether it can be cleared, and how
/// many ways (see [`count`]'s example).
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
pub(crate) fn nullity_of(kernel: &Count, modulus: u32) -> Option<u64> {
    if factor(modulus) == [(modulus, 1)] {
        kernel.power_of(modulus)
    } else {
        None
    }
}

/// The nullity of a `rows` x `cols` board under `rule`: the dimension of
/// its kernel (the press boards that change nothing), where the modulus
/// is prime; `Ok(None)` for a modulus that is not (see [`kernel`] for the
/// kernel's size then). A solvable board has `k^t` solutions, and `k^(n -
/// t)` of the `k^n` boards can be cleared.
///
/// # Constraints
/// The board fits the rule; past the standard rule, at most [`MAX_CELLS`]
/// cells and a system within the elimination's reach (else [`Refused`]).
///
/// # Complexity
/// Under the standard rule O(n^2 / 64 + M n / 64) word operations for the
/// sides n <= M, by polynomials (n = 100,000 in under half a second); under any
/// other rule an elimination over the unknowns the chase leaves.
///
/// # Example
/// ```
/// use lightsout::{nullity, Rule};
/// assert_eq!(nullity(&Rule::standard(), 5, 5), Ok(Some(2)));
/// assert_eq!(nullity(&Rule::standard(), 4, 4), Ok(Some(4)));
/// let four = Rule { modulus: 4, ..Rule::standard() };
/// assert_eq!(nullity(&four, 5, 5), Ok(None));
/// ```
pub fn nullity(rule: &Rule, rows: usize, cols: usize) -> Result<Option<u64>, Refused> {
    Ok(nullity_of(&kernel(rule, rows, cols)?, rule.modulus))
}

/// Whether `lights` can be cleared under `rule`, and how many ways: the
/// kernel (every solution differs from one by a press board of it), and
/// the boards of its size that can be cleared, as exact counts. A
/// [`Count`] prints as its number (`16`; the prime powers past 128 bits);
/// the number of solutions is the kernel's where `solvable`, else 0.
///
/// # Constraints
/// `lights` fits `rule` (a rule's moves are for one board size only, a
/// graph's for its vertices); past the standard rule, a system within the
/// elimination's reach: at most 2^10 unknowns after the chase modulo k
/// (2^14 modulo 2) and [`MAX_CELLS`] cells. Else [`Refused`], which says
/// why in a sentence.
///
/// # Complexity
/// [`solve`]'s.
///
/// # Example
/// ```
/// use lightsout::{count, Cells, Grid, Rule};
/// let counts = count(&Rule::standard(), &Cells::Bits(Grid::new(4, 4))).unwrap();
/// assert!(counts.solvable);
/// // 2^4 solutions each; 2^12 of the 2^16 boards can be cleared.
/// assert_eq!((counts.nullity(2), counts.reachable.power_of(2)), (Some(4), Some(12)));
/// assert_eq!(counts.kernel.value(), Some(16));
/// assert_eq!(format!("{} solutions", counts.kernel), "16 solutions");
/// ```
pub fn count(rule: &Rule, lights: &Cells) -> Result<Counts, Refused> {
    let (rows, cols) = (lights.rows(), lights.cols());
    fits(rule, rows, cols)?;
    if path(rule, rows, cols) == Path::Standard {
        return Ok(standard::count(&lights.grid()));
    }
    let k = rule.modulus;
    match solved(rule, &lights.board())? {
        // Every solution differs from one by the kernel.
        Some(solved) => Ok(counts(k, rows, cols, true, solved.how_many())),
        None => Ok(counts(k, rows, cols, false, kernel(rule, rows, cols)?)),
    }
}

/// What [`count`] tells of a `rows` x `cols` board modulo `modulus`,
/// whether it can be cleared and its kernel known.
pub(crate) fn counts(
    modulus: u32,
    rows: usize,
    cols: usize,
    solvable: bool,
    kernel: Count,
) -> Counts {
    let boards = Count {
        powers: factor(modulus)
            .into_iter()
            .map(|(p, e)| (p, u64::from(e) * (rows * cols) as u64))
            .collect(),
    };
    let reachable = boards
        .divided_by(&kernel)
        .expect("the kernel divides the boards");
    Counts {
        solvable,
        kernel,
        reachable,
    }
}

/// The kernel of a `rows` x `cols` board under `rule`: how many press
/// boards change nothing, as an exact count (`k^t` modulo a prime k, with
/// t the [`nullity`]; prime powers for any k).
///
/// # Constraints
/// `lights` fits `rule` (a rule's moves are for one board size only, a
/// graph's for its vertices); past the standard rule, a system within the
/// elimination's reach: at most 2^10 unknowns after the chase modulo k
/// (2^14 modulo 2) and [`MAX_CELLS`] cells. Else [`Refused`], which says
/// why in a sentence.
///
/// # Complexity
/// [`nullity`]'s.
///
/// # Example
/// ```
/// use lightsout::{kernel, Rule};
/// assert_eq!(kernel(&Rule::standard(), 5, 5).unwrap().value(), Some(4));
/// // Four colours on 5 x 5: 2^4 = 16 press boards change nothing.
/// let four = Rule { modulus: 4, ..Rule::standard() };
/// let count = kernel(&four, 5, 5).unwrap();
/// assert_eq!((count.to_string(), count.factored()), ("16".to_string(), "2^4".to_string()));
/// ```
pub fn kernel(rule: &Rule, rows: usize, cols: usize) -> Result<Count, Refused> {
    fits(rule, rows, cols)?;
    if path(rule, rows, cols) == Path::Standard {
        return Ok(standard::kernel(rows, cols));
    }
    kernel_of(rows, cols, |dark| solved(rule, dark))
}

/// The kernel's count as `clear` gives it, where `clear` finds every way
/// to clear a board, given the empty board of `rows` x `cols` (see
/// [`kernel`]).
pub(crate) fn kernel_of(
    rows: usize,
    cols: usize,
    clear: impl FnOnce(&Board) -> Result<Option<Solved>, Refused>,
) -> Result<Count, Refused> {
    bounded(rows, cols)?;
    Ok(clear(&Board::new(rows, cols))?
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
/// use lightsout::{hand_rows, Rule};
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
