//! The standard rule over GF(2), solved through the first-row equations
//! with polynomials: the first-row algebra is the standard press's.
//!
//! Chasing a dark `M`-row board from first row `x` presses row `i` with
//! `f_i(P) x`, where `P` is the `N` x `N` matrix of [`crate::board::row::press`]
//! and `f_0 = 1`, `f_1 = t`, `f_{i+1} = t f_i + f_{i-1}`. The first-row
//! matrix is therefore `A = f_M(P)`. `P + I` is the path's adjacency
//! matrix, whose minimal polynomial is `f_N`, so `P`'s is `f_N(t + 1)`, and
//! the kernel dimension of `A` is `deg gcd(f_M(t), f_N(t + 1))`: no
//! elimination at all. [`nullity`] reduces `f_M` modulo `f_N` by one chase
//! first, so it costs O(M N / 64 + N^2 / 64) for the shorter side `N`.
//!
//! The same algebra solves boards. With `T = P + I`, `f_k(T) e_0 = e_k`
//! for `k < N`, so a row `v` of `N` cells *is* the polynomial
//! `V = sum v_k f_k` modulo `f_N`, and a matrix that is a polynomial in `T`
//! acts on rows as multiplication in `GF(2)[t] / (f_N)`. [`from_row`] and
//! [`to_row`] convert, in O(N^2 / 64).
//!
//! The residue left by chasing from first row `x` is affine in `x` over
//! GF(2): `r(x) = A x + b`, with `b` the residue of the empty first row.
//! Solving `A x = b` gives one first row and a kernel of dimension `t`:
//! the board has `2^t` solutions or none. [`solved`] works in
//! `GF(2)[t] / (f_N)`, where `A` is multiplication by the polynomial `G`
//! of the residue of column 0 alone: with `d = gcd(G, f_N)` and `u G = d`,
//! the board can be cleared iff `d` divides the polynomial `B` of `b`, the
//! first rows are `u B / d` plus the multiples of `f_N / d`, and nothing
//! costs more than O(N^2 / 64 + M N / 64). [`solutions_by_elimination`]
//! solves the same equations by elimination, as the check of this.
//!
//! The fewest presses: a Gray code walks all `2^t` solutions, one XOR of a
//! kernel press set and one popcount per step; ties go to the least printed
//! answer. Past the walk, [`Search::prove`]
//! proves the fewest with the Brouwer–Zimmermann bound or by trying every
//! solution through a Walsh–Hadamard transform.
//! Beyond a work bound the answer is a solution improved greedily, and says
//! it is not proven minimal (minimising over a coset of a binary code is
//! NP-hard in general).

use std::borrow::Cow;

use crate::board::chase::{chase, chase_from, residue};
use crate::board::grid::{apply, cell_row, locate, press_into, words, Grid};
use crate::board::rule::Rule;
use crate::engine::greedy::{greedy_over, Kernel, Search, MAX_IMPROVE_WORK};
use crate::engine::lightest::{lightest_part, split_pieces};
use crate::engine::{counts, Counts, Refused};
use crate::linalg::cpu::{self, Machine};
use crate::linalg::gf2::Space;
use crate::linalg::modular::Count;
use crate::linalg::poly::{degree, divide, gcd, gcd_cofactor, multiply};
use crate::search::transform::{part_pieces, MAX_TRANSFORM_CELLS};

pub use crate::engine::greedy::Solution;
pub use crate::engine::reference::{first_row_matrix, solutions_by_elimination};
pub use crate::search::transform::transform_cost;

/// The chase polynomial `f_m(t)`, or `f_m(t + 1)` if `shifted`.
///
/// # Complexity
/// O(m^2 / 64).
///
/// # Example
/// ```
/// use lightsout::standard::chase_polynomial;
/// // f_2 = t^2 + 1, f_3 = t^3; f_2(t + 1) = t^2.
/// assert_eq!(chase_polynomial(2, false), vec![0b101]);
/// assert_eq!(chase_polynomial(3, false), vec![0b1000]);
/// assert_eq!(chase_polynomial(2, true), vec![0b100]);
/// ```
pub fn chase_polynomial(m: usize, shifted: bool) -> Vec<u64> {
    let words = m / 64 + 1;
    let mut before = vec![0u64; words];
    let mut current = vec![0u64; words];
    current[0] = 1;
    for _ in 0..m {
        // next = t · current (+ current if shifted) + before, in place of before.
        let mut carry = 0;
        for (b, &c) in before.iter_mut().zip(&current) {
            *b ^= c << 1 | carry;
            if shifted {
                *b ^= c;
            }
            carry = c >> 63;
        }
        std::mem::swap(&mut before, &mut current);
    }
    current
}

/// The polynomial of a row of `width` cells (see [`crate::board::grid`]):
/// `sum v_k f_k`, by Clenshaw's recurrence `b_k = v_k + t b_{k+1} + b_{k+2}`.
///
/// # Complexity
/// O(width^2 / 64).
///
/// # Example
/// ```
/// use lightsout::standard::{chase_polynomial, from_row};
/// // Column 2 alone is f_2 = t^2 + 1.
/// assert_eq!(from_row(&[0b0010], 4), chase_polynomial(2, false));
/// ```
pub fn from_row(row: &[u64], width: usize) -> Vec<u64> {
    let words = width / 64 + 1;
    let mut next = vec![0u64; words];
    let mut after = vec![0u64; words];
    for k in (0..width).rev() {
        // after = t · next + after + v_k, then shift the pair along.
        let mut carry = 0;
        for (a, &n) in after.iter_mut().zip(&next) {
            *a ^= n << 1 | carry;
            carry = n >> 63;
        }
        let (word, bit) = locate(k, width);
        after[0] ^= u64::from(row[word] & bit != 0);
        std::mem::swap(&mut next, &mut after);
    }
    next
}

/// The row of `width` cells whose polynomial is `p` modulo `f_width`:
/// `p(T) e_0`, by Horner's rule with `T v = press(v) + v`.
///
/// # Complexity
/// O(deg p · width / 64).
///
/// # Example
/// ```
/// use lightsout::standard::{chase_polynomial, to_row};
/// assert_eq!(to_row(&chase_polynomial(2, false), 4), vec![0b0010]);
/// // f_4 is zero modulo f_4.
/// assert_eq!(to_row(&chase_polynomial(4, false), 4), vec![0]);
/// ```
pub fn to_row(p: &[u64], width: usize) -> Vec<u64> {
    let words = crate::board::grid::words(width);
    let mut row = vec![0u64; words];
    let mut spare = vec![0u64; words];
    let (first_word, first_bit) = locate(0, width);
    if let Some(top) = degree(p) {
        for k in (0..=top).rev() {
            spare.copy_from_slice(&row);
            press_into(&mut spare, &row, width);
            std::mem::swap(&mut row, &mut spare);
            if p[k / 64] >> (k % 64) & 1 == 1 {
                row[first_word] ^= first_bit;
            }
        }
    }
    row
}

/// `G`, the polynomial of the first-row matrix `A` of boards of `rows` x
/// `width`: `A` is multiplication by `G` modulo `f_width`, and `G` is the
/// polynomial of the residue of pressing column 0 of the first row alone.
///
/// # Complexity
/// O(rows · width / 64 + width^2 / 64).
///
/// # Example
/// ```
/// use lightsout::standard::{first_row_polynomial, from_row};
/// // One row of 3: pressing column 0 leaves columns 0 and 1 lit.
/// assert_eq!(first_row_polynomial(1, 3), from_row(&[0b110], 3));
/// ```
pub fn first_row_polynomial(rows: usize, width: usize) -> Vec<u64> {
    let column_0 = residue(None, rows, width, &cell_row(0, width));
    from_row(&column_0, width)
}

/// The kernel dimension `t` of the `rows` x `width` board: `2^t` press sets
/// leave it unchanged, a solvable board has `2^t` solutions, and
/// `2^(rows · width - t)` boards can be cleared. It is the degree of
/// `gcd(G, f_N)` for the shorter side `N` (see [`first_row_polynomial`]).
///
/// # Complexity
/// O(M N / 64 + N^2 / 64) for the sides `N <= M`.
///
/// # Example
/// ```
/// use lightsout::standard::nullity;
/// assert_eq!(nullity(4, 4), 4);
/// assert_eq!(nullity(5, 5), 2);
/// assert_eq!(nullity(5, 6), 0);
/// assert_eq!(nullity(19, 19), 16);
/// // One row of N cells: t = 1 exactly when N = 2 (mod 3).
/// assert_eq!(nullity(1, 1_000_001), 1);
/// ```
pub fn nullity(rows: usize, width: usize) -> usize {
    let (rows, width) = (rows.max(width), rows.min(width));
    let divisor = gcd(
        &first_row_polynomial(rows, width),
        &chase_polynomial(width, false),
    );
    degree(&divisor).unwrap_or(0)
}

/// The press sets of a `rows` x `width` board that change nothing: `2^t`
/// of them, `t` the [`nullity`]; what [`crate::kernel`] counts under the
/// standard rule.
///
/// # Complexity
/// [`nullity`]'s.
///
/// # Example
/// ```
/// use lightsout::standard;
/// assert_eq!(standard::kernel(5, 5).value(), Some(4));
/// ```
pub fn kernel(rows: usize, width: usize) -> Count {
    let powers = match nullity(rows, width) {
        0 => Vec::new(),
        t => vec![(2, t as u64)],
    };
    Count { powers }
}

/// Whether `lights` can be cleared under the standard rule, and how many
/// ways: what [`crate::count`] counts, by polynomials at any size.
///
/// # Complexity
/// [`solve`]'s and [`nullity`]'s.
///
/// # Example
/// ```
/// use lightsout::{standard, Grid};
/// let counts = standard::count(&Grid::filled(5, 5));
/// // 2^2 solutions; 2^23 of the 2^25 boards can be cleared.
/// assert!(counts.solvable);
/// assert_eq!((counts.kernel.value(), counts.reachable.power_of(2)), (Some(4), Some(23)));
/// ```
pub fn count(lights: &Grid) -> Counts {
    let (rows, width) = (lights.rows(), lights.width());
    counts(2, rows, width, solve(lights).is_some(), kernel(rows, width))
}

/// The first rows that clear `lights`, or `None` if no press set does,
/// by polynomial arithmetic.
///
/// # Complexity
/// O(width^2 / 64 + rows · width / 64) time, O(width / 64 + t · width / 64) memory
/// besides the board.
///
/// # Example
/// ```
/// use lightsout::standard::solved;
/// use lightsout::Grid;
/// let lights = Grid::from_masks(&[0b1001, 0b0110, 0b0110, 0b1001], 4);
/// assert_eq!(solved(&lights).unwrap().kernel.len(), 4);
/// assert!(solved(&Grid::from_masks(&[0b10], 2)).is_none());
/// ```
pub fn solved(lights: &Grid) -> Option<Space> {
    let (rows, width) = (lights.rows(), lights.width());
    let modulus = chase_polynomial(width, false);
    let g = first_row_polynomial(rows, width);
    let b = from_row(
        &residue(Some(lights), rows, width, &vec![0; lights.row(0).len()]),
        width,
    );
    let (d, u) = gcd_cofactor(&g, &modulus);
    let (b_over_d, remainder) = divide(&b, &d);
    if degree(&remainder).is_some() {
        return None;
    }
    let (step, _) = divide(&modulus, &d);
    let (_, x) = divide(&multiply(&u, &b_over_d), &step);
    let t = degree(&d).unwrap_or(0);
    // The kernel is the multiples of `step`: `step · t^i` for i < t, each
    // row `T` times the one before, with `T v = v + press(v)`.
    let mut kernel: Vec<Vec<u64>> = Vec::with_capacity(t);
    if t > 0 {
        let mut row = to_row(&step, width);
        for _ in 1..t {
            let mut next = row.clone();
            press_into(&mut next, &row, width);
            kernel.push(std::mem::replace(&mut row, next));
        }
        kernel.push(row);
    }
    Some(Space {
        particular: to_row(&x, width),
        kernel,
    })
}

/// `lights`, turned on its side if it is wider than tall, and whether it
/// was: chasing along the longer side makes the work on the first row the
/// least.
pub(crate) fn upright(lights: &Grid) -> (Cow<'_, Grid>, bool) {
    if lights.width() > lights.rows() {
        (Cow::Owned(lights.transpose()), true)
    } else {
        (Cow::Borrowed(lights), false)
    }
}

/// `presses` found on the board [`upright`] gave, turned back the way the
/// lights lie if they were `on_its_side`.
fn turned_back(presses: Grid, on_its_side: bool) -> Grid {
    match on_its_side {
        true => presses.transpose(),
        false => presses,
    }
}

/// Some press set that clears `lights`, without looking for the fewest;
/// `None` if the board cannot be cleared.
///
/// # Complexity
/// O(N^2 / 64 + M N / 64) for the board's sides `N <= M`.
///
/// # Example
/// ```
/// use lightsout::grid::{apply, Grid};
/// use lightsout::standard::solve;
/// use lightsout::Rule;
/// let lights = Grid::from_masks(&[0b11000], 5);
/// assert!(apply(&Rule::standard(), &lights, &solve(&lights).unwrap()).is_zero());
/// assert!(solve(&Grid::from_masks(&[0b10], 2)).is_none());
/// ```
pub fn solve(lights: &Grid) -> Option<Grid> {
    let (board, on_its_side) = upright(lights);
    let (presses, _) = chase(&board, &solved(&board)?.particular);
    Some(turned_back(presses, on_its_side))
}

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
/// use lightsout::standard::walkable;
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
/// [`crate::engine::fewest`]) on a board of `cells` cells:
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
/// ties to the least printed, in the copy for this CPU where `fast` (see
/// [`crate::linalg::cpu`]).
pub(crate) fn walk(current: Grid, moves: &[Grid], fast: bool) -> Solution {
    cpu::with_cpu(
        fast,
        #[inline(always)]
        || walk_in(current, moves),
    )
}

/// `walk` itself, inlined into each copy.
#[inline(always)]
pub fn walk_in(mut current: Grid, moves: &[Grid]) -> Solution {
    // Gray code: step g flips move trailing_zeros(g), so the walk visits
    // every solution once, one XOR and one count a step.
    let mut best = current.clone();
    let mut fewest = best.ones();
    for step in 1u64..1 << moves.len() {
        current.xor(&moves[step.trailing_zeros() as usize]);
        let count = current.ones();
        if count < fewest || (count == fewest && current.prints_before(&best)) {
            fewest = count;
            best.copy_from(&current);
        }
    }
    Solution::least(best, fewest)
}

/// The press set that clears `lights` with the fewest presses, ties broken
/// by the least printed answer, if the kernel is small enough to walk in
/// about a second (2^33 word operations; see [`walkable`]); else a
/// solution improved greedily within about a second more, marked not
/// minimal: what [`crate::fewest`] finds under the standard rule with
/// [`Search::walk`]`(`[`DEFAULT_SEARCH_WORK`](crate::DEFAULT_SEARCH_WORK)`)`,
/// in a small bundle. [`crate::fewest`] with [`Search::prove`] proves the
/// fewest past the walk. `None` if the board cannot be cleared.
///
/// # Constraints
/// None: any board that fits in memory.
///
/// # Complexity
/// O(N^2 / 64 + 2^t · M N / 64) for the board's sides `N <= M` while
/// walking a kernel of dimension t; memory a few copies of the board, plus
/// `t` when walking.
///
/// # Example
/// ```
/// use lightsout::{standard, Grid};
/// let lights = Grid::from_masks(&[0b11000], 5);
/// let answer = standard::fewest(&lights).unwrap();
/// assert!(answer.minimal() && answer.least);
/// assert_eq!((answer.presses, answer.count), (Grid::from_masks(&[0b10000], 5), 1));
/// ```
pub fn fewest(lights: &Grid) -> Option<Solution> {
    let greedy =
        |_: &Grid, start, kernel: &Kernel<'_>| greedy_over(start, kernel, MAX_IMPROVE_WORK);
    fewest_walking(lights, MAX_WORK, true, &greedy)
}

/// [`fewest`] as `search` looks past the walk: what [`crate::fewest`]
/// finds under the standard rule.
pub(crate) fn fewest_searched(lights: &Grid, search: &Search) -> Option<Solution> {
    let walk_work = walk_share(lights.rows() * lights.width(), search.budget);
    let past_walk = |board: &Grid, start: Grid, kernel: &Kernel<'_>| {
        search.past_walk(board, start, kernel, &|_| true)
    };
    fewest_walking(lights, walk_work, search.machine.fast, &past_walk)
}

/// [`fewest`] with the walk given `walk_work` word operations, in its
/// AVX2 copy where `fast`, and `past_walk` past it, given the board upright,
/// a solution and the kernel's press sets.
fn fewest_walking(
    lights: &Grid,
    walk_work: u64,
    fast: bool,
    past_walk: &dyn Fn(&Grid, Grid, &Kernel<'_>) -> Solution,
) -> Option<Solution> {
    let (board, on_its_side) = upright(lights);
    let board = &*board;
    let Space { particular, kernel } = solved(board)?;
    let (rows, width) = (board.rows(), board.width());
    let (current, _) = chase(board, &particular);
    // The walk compares press sets as they print: the way the lights lie.
    let back = |presses: Grid| turned_back(presses, on_its_side);
    if kernel.is_empty() {
        let count = current.ones();
        return Some(Solution::least(back(current), count));
    }
    if walkable_within(rows, width, kernel.len(), walk_work) {
        let moves: Vec<Grid> = kernel
            .iter()
            .map(|k| back(chase_from(None, rows, width, k).0))
            .collect();
        return Some(walk(back(current), &moves, fast));
    }
    let press_set = |i: usize| chase_from(None, rows, width, &kernel[i]).0;
    let kernel = Kernel {
        t: kernel.len(),
        press_set: &press_set,
        cost: 0,
    };
    let mut answer = past_walk(board, current, &kernel);
    answer.presses = back(answer.presses);
    Some(answer)
}

/// How a split proof cuts the search for the fewest presses that clear a
/// board ([`split_of`](crate::split_of)): what every part of it shares.
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
    /// The most cells of a board whose proof is split: every solution is
    /// tried, each at most this many cells.
    pub const MAX_CELLS: usize = MAX_TRANSFORM_CELLS;

    /// The pieces part `part` of `parts` (from 0) tries, from the first to
    /// before the last.
    pub fn part(&self, part: usize, parts: usize) -> (u64, u64) {
        part_pieces(self.pieces, part, parts)
    }
}

/// What part `part` of `parts` of a split proof found
/// ([`fewest_part`](crate::fewest_part)).
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
/// if no presses clear the board. Boards of at most [`Split::MAX_CELLS`]
/// cells, kernels small enough to number the search's pieces (about 85
/// with the board's symmetries, 68 without).
pub(crate) fn fewest_part(
    lights: &Grid,
    part: usize,
    parts: usize,
    machine: &Machine,
) -> Result<Option<SplitPart>, Refused> {
    let found = split_search(lights, |cleared, current, moves| {
        lightest_part(cleared, current, moves, &|_| true, part, parts, machine)
    })?;
    let ((presses, found, symmetries), t, on_its_side) = match found {
        Some(found) => found,
        None => return Ok(None),
    };
    let presses = presses.map(|grid| turned_back(grid, on_its_side));
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
pub(crate) fn split_of(lights: &Grid) -> Result<Option<Split>, Refused> {
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
    let (board, on_its_side) = upright(lights);
    let board = &*board;
    let Space { particular, kernel } = match solved(board) {
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
    Ok(Some((found, kernel.len(), on_its_side)))
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
/// use lightsout::standard::{fewest_presses, Goal};
/// use lightsout::Grid;
/// let lights = Grid::from_masks(&[0b101], 3);
/// assert_eq!(fewest_presses(&lights, Goal::ALL_OFF), Some(2));
/// assert_eq!(fewest_presses(&lights, Goal::ALL_ON), Some(3));
/// assert_eq!(fewest_presses(&lights, Goal::EITHER), Some(2));
/// assert_eq!(fewest_presses(&Grid::from_masks(&[0b10], 2), Goal::ALL_OFF), None);
/// ```
pub fn fewest_presses(lights: &Grid, goal: Goal) -> Option<u64> {
    // Judges' boards are small enough to walk: past that, greedily.
    let off = if goal.all_off {
        fewest(lights).map(|answer| answer.count)
    } else {
        None
    };
    let on = if goal.all_on {
        // Reaching all-on from S is clearing S + all-on.
        let mut flipped = Grid::filled(lights.rows(), lights.width());
        flipped.xor(lights);
        fewest(&flipped).map(|answer| answer.count)
    } else {
        None
    };
    match (off, on) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}
