//! The fewest presses under the standard rule: a Gray code walks all `2^t`
//! solutions, one XOR of a kernel press set and one popcount per step;
//! ties go to the least printed answer. Past the walk,
//! [`crate::engine::lightest::bound_or_greedy`] proves the fewest with the
//! Brouwer–Zimmermann bound or by trying every solution through a
//! Walsh–Hadamard transform (see [`crate::search`]). Beyond a work bound
//! the answer is a solution improved greedily, and says it is not proven
//! minimal (minimising over a coset of a binary code is NP-hard in
//! general).

use crate::board::chase::{chase, chase_from};
use crate::board::grid::{apply, words, Grid};
use crate::board::rule::Rule;
use crate::engine::greedy::{greedy_over, Answer, Kernel, MAX_IMPROVE_WORK};
use crate::engine::lightest::{bound_or_greedy, lightest_part, split_pieces};
use crate::engine::standard::{solutions, upright};
use crate::engine::{Refused, DEFAULT_SEARCH_WORK};
use crate::linalg::cpu;
use crate::linalg::gf2::Affine;
use crate::search::transform::part_pieces;

/// The largest kernel whose `2^t` solutions [`fewest`] walks.
pub const MAX_KERNEL: usize = 30;
/// The most word operations [`fewest`] spends on the walk.
const MAX_WORK: u64 = 1 << 33;
/// The most words the kernel press sets of the walk may take (256 MiB).
const MAX_MOVE_WORDS: u64 = 1 << 25;

/// Whether [`fewest`] proves its answer minimal for a board of `rows` x
/// `width` (after it turns wide boards on their side) with a kernel of
/// dimension `t`.
///
/// # Example
/// ```
/// use lightsout::engine::fewest::walkable;
/// assert!(walkable(15, 15, 15) && walkable(10_000, 10_000, 0));
/// assert!(!walkable(15, 15, 31) && !walkable(10_000, 10_000, 20));
/// assert!(!walkable(1 << 40, 1 << 20, 1));
/// ```
pub fn walkable(rows: usize, width: usize, t: usize) -> bool {
    walkable_within(rows, width, t, MAX_WORK)
}

/// [`walkable`] with the walk given `work` word operations instead of
/// [`MAX_WORK`].
pub(crate) fn walkable_within(rows: usize, width: usize, t: usize, work: u64) -> bool {
    let (rows, width) = (rows.max(width), rows.min(width));
    let words = (rows as u64).saturating_mul(words(width) as u64);
    let walk = (words + 1).checked_mul(1 << t.min(63));
    t == 0
        || (t <= MAX_KERNEL
            && walk.map_or(false, |w| w <= work)
            && words.saturating_mul(t as u64) <= MAX_MOVE_WORDS)
}

/// The walk's share of a search given `budget` (see
/// [`crate::engine::Want::Fewest`]) on a board of `cells` cells:
/// [`MAX_WORK`], or where the transform cannot try every solution (past
/// [`crate::search::transform::MAX_TRANSFORM_CELLS`]) a quarter of a
/// larger budget, every solution compared proving the fewest (elsewhere
/// the searches that use the board's symmetries are faster); never more
/// than the budget.
pub(crate) fn walk_share(cells: usize, budget: u64) -> u64 {
    let share = if cells > crate::search::transform::MAX_TRANSFORM_CELLS {
        MAX_WORK.max(budget / 4)
    } else {
        MAX_WORK
    };
    share.min(budget)
}

/// Every solution `current` plus a sum of `moves`, the fewest presses kept,
/// ties to the least printed (read by columns if `by_columns`), in the copy
/// for this CPU (see [`crate::linalg::cpu`]).
pub(crate) fn walk(current: Grid, moves: &[Grid], by_columns: bool) -> Answer {
    cpu::with_cpu(
        #[inline(always)]
        || walk_in(current, moves, by_columns),
    )
}

/// `walk` itself, inlined into each copy.
#[inline(always)]
pub fn walk_in(mut current: Grid, moves: &[Grid], by_columns: bool) -> Answer {
    // Gray code: step g flips move trailing_zeros(g), so the walk visits
    // every solution once, one XOR and one count a step.
    let mut best = current.clone();
    let mut fewest = best.ones();
    for step in 1u64..1 << moves.len() {
        current.xor(&moves[step.trailing_zeros() as usize]);
        let count = current.ones();
        if count < fewest || (count == fewest && current.prints_before(&best, by_columns)) {
            fewest = count;
            best.copy_from(&current);
        }
    }
    Answer::least(best, fewest)
}

/// The press set that clears `lights` with the fewest presses, ties broken
/// by the least printed answer, if the kernel is small enough to walk (see
/// [`walkable`]); otherwise the fewest proven by [`bound_or_greedy`] within
/// [`DEFAULT_SEARCH_WORK`] (ties not broken), or failing that a solution
/// improved greedily, marked not minimal. `None` if the board cannot be
/// cleared.
///
/// # Complexity
/// O(N^2 / 64 + 2^t · M N / 64) for the board's sides `N <= M`; memory a few
/// copies of the board, plus `t` when walking.
///
/// # Example
/// ```
/// use lightsout::engine::fewest::fewest;
/// use lightsout::board::grid::Grid;
/// let answer = fewest(&Grid::from_masks(&[0b11000], 5)).unwrap();
/// assert!(answer.minimal());
/// assert_eq!((answer.presses, answer.count), (Grid::from_masks(&[0b10000], 5), 1));
/// ```
pub fn fewest(lights: &Grid) -> Option<Answer> {
    fewest_within(lights, DEFAULT_SEARCH_WORK)
}

/// [`fewest`] given `budget` word operations in all instead of
/// [`DEFAULT_SEARCH_WORK`]: the walk within its share of it (2^33 word
/// operations, about a second, or a quarter of a larger budget on boards past
/// [`crate::search::transform::MAX_TRANSFORM_CELLS`]), or past the walk
/// the searches within it.
pub fn fewest_within(lights: &Grid, budget: u64) -> Option<Answer> {
    fewest_walking(
        lights,
        walk_share(lights.rows() * lights.width(), budget),
        &move |start: Grid, kernel: &[Vec<u64>]| {
            let (rows, width) = (start.rows(), start.width());
            let lights = apply(&Rule::standard(), &Grid::new(rows, width), &start);
            let press_set = |i: usize| chase_from(None, rows, width, &kernel[i]).0;
            let kernel = Kernel {
                t: kernel.len(),
                press_set: &press_set,
                cost: 0,
            };
            bound_or_greedy(&lights, start, &kernel, &|_| true, budget)
        },
    )
}

/// How a split proof cuts the search for the fewest presses that clear a
/// board ([`split_of`]): what every part of it shares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Split {
    /// The dimension of the kernel: the board has `2^t` solutions.
    pub t: usize,
    /// The symmetries of the board the search uses (the identity counted).
    pub symmetries: usize,
    /// The pieces the search is cut into.
    pub pieces: u64,
    /// The dimension of each piece: it holds `2^along` solutions.
    pub along: usize,
}

impl Split {
    /// The pieces part `part` of `parts` (from 0) tries, from the first to
    /// before the last ([`part_pieces`]).
    pub fn part(&self, part: usize, parts: usize) -> (u64, u64) {
        part_pieces(self.pieces, part, parts)
    }
}

/// What part `part` of `parts` of a split proof found ([`fewest_part`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitPart {
    /// The part's fewest-press solution, the first on a tie; `None` where
    /// the part has no solutions to try.
    pub presses: Option<Grid>,
    /// Its presses.
    pub count: Option<u64>,
    /// The solutions the part tried.
    pub tried: u128,
    /// How the whole search is cut.
    pub split: Split,
    /// The part's pieces, from the first to before the last.
    pub pieces: (u64, u64),
}

/// Part `part` of `parts` (from 0) of the search that tries every
/// solution that clears `lights` under the standard rule, for a proof
/// split across machines: the parts together try every solution (up to
/// the board's symmetries) once, whatever `parts`, and the fewest of their
/// answers, the first part's on a tie, is the fewest, proven. `Ok(None)`
/// if no presses clear the board. Boards of at most
/// [`crate::search::transform::MAX_TRANSFORM_CELLS`] cells, kernels small
/// enough to number the search's pieces (see
/// [`crate::search::transform::lightest_in_part`]).
pub fn fewest_part(
    lights: &Grid,
    part: usize,
    parts: usize,
) -> Result<Option<SplitPart>, Refused> {
    let found = split_search(lights, |cleared, current, moves| {
        lightest_part(cleared, current, moves, &|_| true, part, parts)
    })?;
    let ((presses, found, symmetries), t, by_columns) = match found {
        Some(found) => found,
        None => return Ok(None),
    };
    let presses = presses.map(|grid| if by_columns { grid.transpose() } else { grid });
    Ok(Some(SplitPart {
        count: presses.as_ref().map(Grid::ones),
        presses,
        tried: found.tried,
        split: Split {
            t,
            symmetries,
            pieces: found.pieces.2,
            along: found.along,
        },
        pieces: (found.pieces.0, found.pieces.1),
    }))
}

/// How [`fewest_part`] cuts the search on `lights`, without searching:
/// what a merge of the parts holds their certificates to. `Ok(None)` if
/// no presses clear the board.
pub fn split_of(lights: &Grid) -> Result<Option<Split>, Refused> {
    let found = split_search(lights, |cleared, current, moves| {
        split_pieces(cleared, current, moves, &|_| true)
    })?;
    Ok(found.map(|((pieces, along, symmetries), t, _)| Split {
        t,
        symmetries,
        pieces,
        along,
    }))
}

/// `cut` of the search a split proof divides: given the board upright, a
/// solution and the kernel's press sets; with the kernel's dimension and
/// whether the board was turned on its side. `Ok(None)` if no presses
/// clear the board; refused where `cut` finds the kernel too large.
fn split_search<T>(
    lights: &Grid,
    cut: impl FnOnce(&Grid, &Grid, &Kernel<'_>) -> Option<T>,
) -> Result<Option<(T, usize, bool)>, Refused> {
    let (board, by_columns) = upright(lights);
    let board = &*board;
    let Affine { particular, kernel } = match solutions(board) {
        Some(solutions) => solutions,
        None => return Ok(None),
    };
    let (rows, width) = (board.rows(), board.width());
    let (current, _) = chase(board, &particular);
    let press_set = |i: usize| chase_from(None, rows, width, &kernel[i]).0;
    let moves = Kernel {
        t: kernel.len(),
        press_set: &press_set,
        cost: 0,
    };
    let cleared = apply(&Rule::standard(), &Grid::new(rows, width), &current);
    let found = cut(&cleared, &current, &moves).ok_or_else(|| {
        Refused::Shape(format!(
            "a kernel of dimension {} is past what a split proof numbers",
            kernel.len()
        ))
    })?;
    Ok(Some((found, kernel.len(), by_columns)))
}

/// What [`fewest_by`] does past the walk: given a solution and the kernel's
/// first rows, the best solution it finds (never `least`: past the walk,
/// ties are not compared).
pub type Beyond = dyn Fn(Grid, &[Vec<u64>]) -> Answer;

/// [`fewest`], with `beyond` for kernels too large to walk.
pub fn fewest_by(lights: &Grid, beyond: &Beyond) -> Option<Answer> {
    fewest_walking(lights, MAX_WORK, beyond)
}

/// [`fewest_by`], the walk given `walk_work` word operations.
fn fewest_walking(lights: &Grid, walk_work: u64, beyond: &Beyond) -> Option<Answer> {
    // On its side, ties are decided reading the press sets column by
    // column, as they will print.
    let (board, by_columns) = upright(lights);
    let board = &*board;
    let Affine { particular, kernel } = solutions(board)?;
    let (rows, width) = (board.rows(), board.width());
    let (current, _) = chase(board, &particular);
    let mut answer = if kernel.is_empty() {
        let count = current.ones();
        Answer::least(current, count)
    } else if walkable_within(rows, width, kernel.len(), walk_work) {
        let moves: Vec<Grid> = kernel
            .iter()
            .map(|k| chase_from(None, rows, width, k).0)
            .collect();
        walk(current, &moves, by_columns)
    } else {
        beyond(current, &kernel)
    };
    if by_columns {
        answer.presses = answer.presses.transpose();
    }
    Some(answer)
}

/// What a board must become: all off, all on, or either (whichever takes
/// fewer presses).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Goal {
    /// Every light off will do.
    pub all_off: bool,
    /// Every light on will do.
    pub all_on: bool,
}

impl Goal {
    /// Every light off.
    pub const ALL_OFF: Goal = Goal {
        all_off: true,
        all_on: false,
    };
    /// Every light on.
    pub const ALL_ON: Goal = Goal {
        all_off: false,
        all_on: true,
    };
    /// All off or all on, whichever takes fewer presses.
    pub const EITHER: Goal = Goal {
        all_off: true,
        all_on: true,
    };
}

/// The fewest presses that turn `lights` into `goal`, or `None` if no
/// presses will. Proven minimal wherever [`walkable`] holds, which covers every
/// judge's limits; past that, the greedy search's count (a bundle for a
/// judge carries no more).
///
/// # Example
/// ```
/// use lightsout::engine::fewest::{fewest_presses, Goal};
/// use lightsout::board::grid::Grid;
/// let lights = Grid::from_masks(&[0b101], 3);
/// assert_eq!(fewest_presses(&lights, Goal::ALL_OFF), Some(2));
/// assert_eq!(fewest_presses(&lights, Goal::ALL_ON), Some(3));
/// assert_eq!(fewest_presses(&lights, Goal::EITHER), Some(2));
/// assert_eq!(fewest_presses(&Grid::from_masks(&[0b10], 2), Goal::ALL_OFF), None);
/// ```
pub fn fewest_presses(lights: &Grid, goal: Goal) -> Option<u64> {
    // Judges' boards are small enough to walk: past that, greedily.
    let walk = |lights: &Grid| fewest_by(lights, &greedy);
    let off = if goal.all_off {
        walk(lights).map(|answer| answer.count)
    } else {
        None
    };
    let on = if goal.all_on {
        // Reaching all-on from S is clearing S + all-on.
        let mut flipped = Grid::filled(lights.rows(), lights.width());
        flipped.xor(lights);
        walk(&flipped).map(|answer| answer.count)
    } else {
        None
    };
    match (off, on) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// Past the walk: the greedy search only, within about a second
/// ([`MAX_IMPROVE_WORK`]), never proven.
pub fn greedy(start: Grid, kernel: &[Vec<u64>]) -> Answer {
    let (rows, width) = (start.rows(), start.width());
    let press_set = |i: usize| chase_from(None, rows, width, &kernel[i]).0;
    let kernel = Kernel {
        t: kernel.len(),
        press_set: &press_set,
        cost: 0,
    };
    greedy_over(start, &kernel, MAX_IMPROVE_WORK)
}
