//! Solving boards of any size through the first-row equations, under the
//! standard rule only: the first-row algebra is the standard press's.
//!
//! The residue left by chasing from first row `x` is affine in `x` over
//! GF(2): `r(x) = A x + b`, with `b` the residue of the empty first row and
//! `A = f_M(P)` (see [`crate::algebra::poly`]). Solving `A x = b` gives one first row
//! and a kernel of dimension `t`: the board has `2^t` solutions or none.
//!
//! [`solutions`] works in `GF(2)[t] / (f_N)`, where `A` is multiplication
//! by the polynomial `G` of the residue of column 0 alone: with
//! `d = gcd(G, f_N)` and `u G = d`, the board can be cleared iff `d`
//! divides the polynomial `B` of `b`, the first rows are `u B / d` plus the
//! multiples of `f_N / d`, and nothing costs more than
//! O(N^2 / 64 + M N / 64). [`crate::algebra::reference`] solves the same equations by
//! elimination, as the check of this.
//!
//! The fewest presses: a Gray code walks all `2^t` solutions, one XOR of a
//! kernel press set and one popcount per step; ties go to the least printed
//! answer. Past the walk, [`bound_or_greedy`] proves the fewest with the
//! Brouwer–Zimmermann bound or by trying every solution through a
//! Walsh–Hadamard transform (see [`crate::algebra::weight`]). Beyond a work bound the
//! answer is a solution improved greedily, and says it is not proven
//! minimal (minimising over a coset of a binary code is NP-hard in
//! general).

use std::borrow::Cow;

use crate::algebra::bound::{self, lightest};
use crate::algebra::cpu;
use crate::algebra::gf2::Affine;
use crate::algebra::poly::{
    chase_polynomial, degree, divide, first_row_polynomial, from_row, gcd_cofactor,
    multiply, to_row,
};
use crate::algebra::transform::{self, lightest_by_transform};
use crate::algebra::weight::Lightest;
use crate::board::chase::{chase, chase_from, residue};
use crate::board::grid::{apply, press_into, words, Grid};
use crate::board::rule::Rule;
use crate::board::symmetry::moved;

/// The first rows that clear `lights`, or `None` if no press set does,
/// by polynomial arithmetic.
///
/// # Complexity
/// O(width^2 / 64 + rows · width / 64) time, O(width / 64 + t · width / 64) memory
/// besides the board.
///
/// # Example
/// ```
/// use lightsout::algebra::solve::solutions;
/// use lightsout::board::grid::Grid;
/// let lights = Grid::from_masks(&[0b1001, 0b0110, 0b0110, 0b1001], 4);
/// assert_eq!(solutions(&lights).unwrap().kernel.len(), 4);
/// assert!(solutions(&Grid::from_masks(&[0b10], 2)).is_none());
/// ```
pub fn solutions(lights: &Grid) -> Option<Affine> {
    let (rows, width) = (lights.rows(), lights.width());
    let modulus = chase_polynomial(width, false);
    let g = first_row_polynomial(rows, width);
    let b = from_row(
        &residue(
            Rule::STANDARD,
            Some(lights),
            rows,
            width,
            &vec![0; lights.row(0).len()],
        ),
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
    Some(Affine {
        particular: to_row(&x, width),
        kernel,
    })
}

/// An answer: the press set, its number of presses, and whether that
/// number is proven to be the fewest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The presses.
    pub presses: Grid,
    /// How many.
    pub count: u64,
    /// No solution has fewer presses: `count` itself where that is
    /// proven the fewest, else what the search proved before it stopped.
    pub lower: u64,
    /// Whether, besides, none with as few prints less: every solution was
    /// compared (kernels up to [`MAX_KERNEL`]).
    pub least: bool,
}

impl Answer {
    /// An answer found by comparing every solution: the fewest presses,
    /// ties broken by the least printed answer.
    fn least(presses: Grid, count: u64) -> Answer {
        Answer {
            presses,
            count,
            lower: count,
            least: true,
        }
    }

    /// Whether no solution has fewer presses.
    pub fn minimal(&self) -> bool {
        self.lower >= self.count
    }
}

/// The largest kernel whose `2^t` solutions [`fewest`] walks.
pub const MAX_KERNEL: usize = 30;
/// The most word operations [`fewest`] spends on the walk.
const MAX_WORK: u64 = 1 << 33;
/// The most words the kernel press sets of the walk or the bound may take
/// (256 MiB).
const MAX_MOVES: u64 = 1 << 25;
/// About a minute of one core's work on the proof past the walk, in word
/// operations (the Brouwer–Zimmermann enumeration runs about 2^33 a second
/// here; see [`transform::transform_cost`] for trying every solution): what
/// each of `lightsout solve --search-minutes` buys.
pub const MINUTE_OF_WORK: u64 = 1 << 39;
/// The word operations the proof past the walk spends by default: about
/// four seconds of one core, and far less where the bound foresees that its
/// proof cannot be paid for (it then stops).
pub const DEFAULT_SEARCH_WORK: u64 = MINUTE_OF_WORK >> 4;

/// Whether the kernel press sets of a `rows` x `width` board with a kernel
/// of dimension `t` fit in [`MAX_MOVES`].
fn moves_fit(rows: usize, width: usize, t: usize) -> bool {
    let words = (rows as u64).saturating_mul(words(width) as u64);
    words
        .checked_mul(t as u64)
        .map_or(false, |m| m <= MAX_MOVES)
}

/// Whether [`fewest`] proves its answer minimal for a board of `rows` x
/// `width` (after it turns wide boards on their side) with a kernel of
/// dimension `t`.
///
/// # Example
/// ```
/// use lightsout::algebra::solve::walkable;
/// assert!(walkable(15, 15, 15) && walkable(10_000, 10_000, 0));
/// assert!(!walkable(15, 15, 31) && !walkable(10_000, 10_000, 20));
/// assert!(!walkable(1 << 40, 1 << 20, 1));
/// ```
pub fn walkable(rows: usize, width: usize, t: usize) -> bool {
    let (rows, width) = (rows.max(width), rows.min(width));
    let words = (rows as u64).saturating_mul(words(width) as u64);
    let walk = (words + 1).checked_mul(1 << t.min(63));
    t == 0
        || (t <= MAX_KERNEL
            && walk.map_or(false, |w| w <= MAX_WORK)
            && moves_fit(rows, width, t))
}

/// Every solution `current` plus a sum of `moves`, the fewest presses kept,
/// ties to the least printed (read by columns if `by_columns`), in the copy
/// for this CPU (see [`crate::algebra::cpu`]).
fn walk(current: Grid, moves: &[Grid], by_columns: bool) -> Answer {
    cpu::with_cpu(
        #[inline(always)]
        || walk_in(current, moves, by_columns),
    )
}

/// [`walk`] itself, inlined into each copy.
#[inline(always)]
fn walk_in(mut current: Grid, moves: &[Grid], by_columns: bool) -> Answer {
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

/// `lights`, turned on its side if it is wider than tall, and whether it
/// was: chasing along the longer side makes the work on the first row the
/// least.
fn upright(lights: &Grid) -> (Cow<'_, Grid>, bool) {
    if lights.width() > lights.rows() {
        (Cow::Owned(lights.transpose()), true)
    } else {
        (Cow::Borrowed(lights), false)
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
/// use lightsout::algebra::solve::any_solution;
/// use lightsout::board::grid::{apply, Grid};
/// use lightsout::board::rule::Rule;
/// let lights = Grid::from_masks(&[0b11000], 5);
/// assert!(apply(Rule::STANDARD, &lights, &any_solution(&lights).unwrap()).is_zero());
/// assert!(any_solution(&Grid::from_masks(&[0b10], 2)).is_none());
/// ```
pub fn any_solution(lights: &Grid) -> Option<Grid> {
    let (board, by_columns) = upright(lights);
    let (presses, _) = chase(&board, &solutions(&board)?.particular);
    Some(if by_columns {
        presses.transpose()
    } else {
        presses
    })
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
/// use lightsout::algebra::solve::fewest;
/// use lightsout::board::grid::Grid;
/// let answer = fewest(&Grid::from_masks(&[0b11000], 5)).unwrap();
/// assert!(answer.minimal());
/// assert_eq!((answer.presses, answer.count), (Grid::from_masks(&[0b10000], 5), 1));
/// ```
pub fn fewest(lights: &Grid) -> Option<Answer> {
    fewest_within(lights, DEFAULT_SEARCH_WORK)
}

/// [`fewest`], the proof past the walk given `budget` word operations
/// instead of [`DEFAULT_SEARCH_WORK`].
pub fn fewest_within(lights: &Grid, budget: u64) -> Option<Answer> {
    fewest_by(lights, &move |start: Grid, kernel: &[Vec<u64>]| {
        bound_or_greedy(start, kernel, budget)
    })
}

/// What [`fewest_by`] does past the walk: given a solution and the kernel's
/// first rows, the best solution it finds (never `least`: past the walk,
/// ties are not compared).
pub type Beyond = dyn Fn(Grid, &[Vec<u64>]) -> Answer;

/// [`fewest`], with `beyond` for kernels too large to walk.
pub fn fewest_by(lights: &Grid, beyond: &Beyond) -> Option<Answer> {
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
    } else if walkable(rows, width, kernel.len()) {
        let moves: Vec<Grid> = kernel
            .iter()
            .map(|k| chase_from(Rule::STANDARD, None, rows, width, k).0)
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
/// use lightsout::algebra::solve::{fewest_presses, Goal};
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

/// Past the walk: the Brouwer–Zimmermann bound proves the fewest without
/// seeing every solution, within `budget` word operations, when the search
/// is [`bound::affordable`]. Where trying every solution by
/// [`lightest_by_transform`] fits the budget (kernels up to about 36, boards
/// of fewer than 2^15 cells), the bound gets a sixty-fourth of that cost first
/// (it proves light minima far sooner), then every solution is tried.
/// Otherwise, or if the proof runs out of work, the greedy search.
pub fn bound_or_greedy(start: Grid, kernel: &[Vec<u64>], budget: u64) -> Answer {
    let (cells, t) = (start.rows() * start.width(), kernel.len());
    // The board's symmetries, where a search that uses them can run: every
    // solution tried takes at most MAX_TRANSFORM_CELLS cells, and larger
    // boards that the bound cannot afford go straight to the greedy search
    // (on 5119 x 5119 the symmetries would take 700 MB).
    let searched = cells <= transform::MAX_TRANSFORM_CELLS
        || bound::affordable(words(cells), t, budget);
    let symmetries = if searched {
        symmetries(&apply(
            Rule::STANDARD,
            &Grid::new(start.rows(), start.width()),
            &start,
        ))
    } else {
        Vec::new()
    };
    let cost = transform::transform_cost(t, cells, symmetries.len() + 1);
    let exhaustive = cells <= transform::MAX_TRANSFORM_CELLS && cost <= budget;
    let bound_budget = if exhaustive { cost / 64 } else { budget };
    // A budget past the default is the caller's to spend: where every
    // solution cannot be tried, the bound goes on raising the fewest proven
    // until it runs out, even once it foresees that the proof cannot be
    // paid for.
    let spend = !exhaustive && budget > DEFAULT_SEARCH_WORK;
    let bound =
        bound::affordable(words(cells), t, bound_budget).then_some((bound_budget, spend));
    if bound.is_none() && !exhaustive {
        return greedy(start, kernel);
    }
    let (best, found) = lightest_solution(&start, kernel, &symmetries, bound, exhaustive);
    if found.proven {
        Answer {
            presses: best,
            count: found.weight,
            lower: found.weight,
            least: false,
        }
    } else {
        Answer {
            lower: found.lower,
            ..greedy(best, kernel)
        }
    }
}

/// The lightest of the solutions `start` plus kernel moves that the bound
/// (given its budget and whether to spend it all, if any) and then, if `exhaustive` and the bound did
/// not prove one, trying every solution find, as a grid and as
/// [`Lightest`]; `symmetries` are the board's ([`symmetries`]).
fn lightest_solution(
    start: &Grid,
    kernel: &[Vec<u64>],
    symmetries: &[Vec<u32>],
    bound: Option<(u64, bool)>,
    exhaustive: bool,
) -> (Grid, Lightest) {
    let (rows, width) = (start.rows(), start.width());
    let (point, moves) = search_space(start, kernel);
    let mut found = match bound {
        Some((budget, spend)) => lightest(&point, &moves, symmetries, budget, spend),
        None => Lightest::unproven(point.clone()),
    };
    if !found.proven && exhaustive {
        found =
            lightest_by_transform(&point, &moves, rows * width, symmetries, Some(&found));
    }
    (unpacked(rows, width, &found.vector), found)
}

/// The solutions `start` plus kernel moves as the searches see them: the
/// cells packed end to end ([`packed`]; each symmetry of the board is a
/// permutation of them), the point and the moves' press sets.
fn search_space(start: &Grid, kernel: &[Vec<u64>]) -> (Vec<u64>, Vec<Vec<u64>>) {
    let (rows, width) = (start.rows(), start.width());
    let moves = kernel
        .iter()
        .map(|k| packed(&chase_from(Rule::STANDARD, None, rows, width, k).0))
        .collect();
    (packed(start), moves)
}

/// A grid's cells as one run of bits, row after row, cell `(r, c)` at
/// `r * width + c`.
fn packed(grid: &Grid) -> Vec<u64> {
    let width = grid.width();
    let mut bits = vec![0u64; words(grid.rows() * width)];
    for r in 0..grid.rows() {
        for c in 0..width {
            if grid.cell(r, c) {
                let i = r * width + c;
                bits[i / 64] |= 1 << (i % 64);
            }
        }
    }
    bits
}

/// The `rows` x `width` grid whose cells [`packed`] gives as `bits`.
fn unpacked(rows: usize, width: usize, bits: &[u64]) -> Grid {
    let mut grid = Grid::new(rows, width);
    for r in 0..rows {
        for c in 0..width {
            let i = r * width + c;
            if bits[i / 64] >> (i % 64) & 1 == 1 {
                grid.flip(r, c);
            }
        }
    }
    grid
}

/// The reflections and rotations of the board's rectangle that leave
/// `lights` as it is, as permutations of [`packed`] coordinates (padding
/// bits stay put). The press rule looks the same after each, so each maps
/// the board's solutions onto themselves.
fn symmetries(lights: &Grid) -> Vec<Vec<u32>> {
    let (rows, width) = (lights.rows(), lights.width());
    let cells = rows * width;
    let (m, n) = (rows - 1, width - 1);
    // Turns and diagonal reflections only map a square onto itself.
    let kinds = if rows == width { 7 } else { 3 };
    (0..kinds)
        .filter(|&k| {
            (0..rows).all(|r| {
                (0..width).all(|c| {
                    let (r2, c2) = moved(k, r, c, m, n);
                    lights.cell(r, c) == lights.cell(r2, c2)
                })
            })
        })
        .map(|k| {
            let mut image: Vec<u32> = (0..words(cells) as u32 * 64).collect();
            for r in 0..rows {
                for c in 0..width {
                    let (r2, c2) = moved(k, r, c, m, n);
                    image[r * width + c] = (r2 * width + c2) as u32;
                }
            }
            image
        })
        .collect()
}

/// Past the walk: the greedy search only, never proven.
pub fn greedy(mut start: Grid, kernel: &[Vec<u64>]) -> Answer {
    let count = improve(&mut start, kernel);
    Answer {
        presses: start,
        count,
        lower: 0,
        least: false,
    }
}

/// The most word operations the greedy search spends: about a second.
const MAX_IMPROVE_WORK: u64 = 1 << 31;

/// Greedy passes over the kernel: a kernel move is kept if it lowers the
/// count, until a pass changes nothing or [`MAX_IMPROVE_WORK`] is spent, so
/// that no size costs more than the work bound. Moves are chased as needed,
/// so memory stays one press set more. Returns the count.
fn improve(presses: &mut Grid, kernel: &[Vec<u64>]) -> u64 {
    let (rows, width) = (presses.rows(), presses.width());
    // A move: a chase, two passes to add it and maybe take it back, a count.
    let per_move = (rows as u64).saturating_mul(4 * words(width) as u64).max(1);
    let mut moves_left = MAX_IMPROVE_WORK / per_move;
    let mut count = presses.ones();
    loop {
        let before = count;
        for k in kernel {
            if moves_left == 0 {
                return count;
            }
            moves_left -= 1;
            let (moved, _) = chase_from(Rule::STANDARD, None, rows, width, k);
            presses.xor(&moved);
            let after = presses.ones();
            if after < count {
                count = after;
            } else {
                presses.xor(&moved);
            }
        }
        if count == before {
            return count;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algebra::reference::fewest_by_enumeration;
    use crate::board::grid::{apply, cell_row};
    use crate::board::random::{random_board, SplitMix};

    #[test]
    fn fewest_matches_first_row_enumeration() {
        let mut rng = SplitMix(0x51ed_270b_27f0_4a4d);
        for rows in 1..=15 {
            for width in 1..=15 {
                for round in 0..3 {
                    let mut lights = random_board(&mut rng, rows, width, false);
                    if round == 0 {
                        // A board built from presses is solvable.
                        lights = apply(Rule::STANDARD, &Grid::new(rows, width), &lights);
                    }
                    let expected = fewest_by_enumeration(&lights);
                    let answer = fewest(&lights);
                    assert_eq!(
                        answer.is_some(),
                        expected.is_some(),
                        "{} x {}",
                        rows,
                        width
                    );
                    if let (Some(answer), Some(expected)) = (answer, expected) {
                        assert!(answer.minimal());
                        assert_eq!(answer.count, expected.ones());
                        assert_eq!(answer.presses, expected, "{} x {}", rows, width);
                        assert!(apply(Rule::STANDARD, &lights, &answer.presses).is_zero());
                    }
                }
            }
        }
    }

    #[test]
    fn improve_lowers_a_heavy_solution() {
        // On 4 x 4 every first row leaves a dark board dark: the press set of
        // kernel first row is a solution of the dark board, and the
        // greedy passes must find the kernel move that empties it.
        let (rows, width) = (4, 4);
        let kernel: Vec<Vec<u64>> = (0..4).map(|j| cell_row(j, width)).collect();
        let (mut presses, _) = chase_from(Rule::STANDARD, None, rows, width, &[0b0100]);
        let before = presses.ones();
        assert!(before > 0);
        assert_eq!(improve(&mut presses, &kernel), 0);
        assert!(presses.is_zero());
    }

    #[test]
    fn the_bound_and_every_solution_tried_agree_with_the_walk() {
        // 19 x 19 has t = 16: both the walk and the bound prove the fewest,
        // on random boards and on symmetric ones, whose search counts each
        // information set's images (all lit: all eight symmetries; a
        // rectangle's, and one mirror).
        let mut rng = SplitMix(0x1919);
        let mut boards: Vec<Grid> = (0..4)
            .map(|_| {
                apply(
                    Rule::STANDARD,
                    &Grid::new(19, 19),
                    &random_board(&mut rng, 19, 19, false),
                )
            })
            .collect();
        boards.push(Grid::filled(19, 19));
        boards.push(Grid::filled(16, 16));
        boards.push(Grid::filled(4, 19));
        let mut mirrored = random_board(&mut rng, 19, 19, false);
        for r in 0..19 {
            for c in 0..9 {
                if mirrored.cell(r, c) != mirrored.cell(r, 18 - c) {
                    mirrored.flip(r, c);
                }
            }
        }
        boards.push(apply(Rule::STANDARD, &Grid::new(19, 19), &mirrored));
        // The bound alone, every solution tried alone, and the two as
        // `bound_or_greedy` chooses, against the walk.
        let agree = |lights: &Grid| {
            let Affine { particular, kernel } = solutions(lights).unwrap();
            let walked = fewest(lights).unwrap();
            assert!(walked.minimal() && walked.least);
            let (start, _) = chase(lights, &particular);
            let size = format!("{} x {}", lights.rows(), lights.width());
            for (bound, exhaustive) in
                [(Some((MINUTE_OF_WORK, false)), false), (None, true)]
            {
                let (presses, found) = lightest_solution(
                    &start,
                    &kernel,
                    &symmetries(lights),
                    bound,
                    exhaustive,
                );
                assert!(found.proven, "{}", size);
                assert_eq!(found.weight, walked.count, "{}", size);
                assert_eq!(presses.ones(), walked.count, "{}", size);
                assert!(
                    apply(Rule::STANDARD, lights, &presses).is_zero(),
                    "{}",
                    size
                );
            }
            // Every solution tried in the fibres of the quotient by the
            // board's symmetries, made small so that even these kernels
            // have many.
            let (point, moves) = search_space(&start, &kernel);
            let cells = lights.rows() * lights.width();
            let found = transform::lightest_in_fibres(
                &point,
                &moves,
                cells,
                &symmetries(lights),
                1,
            );
            assert_eq!(found.weight, walked.count, "{}", size);
            let found = bound_or_greedy(start, &kernel, MINUTE_OF_WORK);
            assert!(found.minimal() && found.count == walked.count, "{}", size);
            assert!(
                apply(Rule::STANDARD, lights, &found.presses).is_zero(),
                "{}",
                size
            );
        };
        for lights in &boards {
            agree(lights);
        }
        // Every size up to 12 x 12, boards made from presses folded so that
        // all the square's symmetries fix them, the rectangle's, a half
        // turn only, or none.
        for rows in 1..=12 {
            for width in 1..=12 {
                for kind in 0..4 {
                    let random = random_board(&mut rng, rows, width, false);
                    let mut presses = Grid::new(rows, width);
                    for r in 0..rows {
                        for c in 0..width {
                            let (a, b) = (r.min(rows - 1 - r), c.min(width - 1 - c));
                            let on = match kind {
                                0 if rows == width => random.cell(a.min(b), a.max(b)),
                                0 | 1 => random.cell(a, b),
                                2 => {
                                    random.cell(r, c)
                                        != random.cell(rows - 1 - r, width - 1 - c)
                                }
                                _ => random.cell(r, c),
                            };
                            if on {
                                presses.flip(r, c);
                            }
                        }
                    }
                    boards.push(apply(Rule::STANDARD, &Grid::new(rows, width), &presses));
                }
            }
        }
        let mut symmetric = 0;
        for lights in &boards[8..] {
            if solutions(lights).unwrap().kernel.is_empty() {
                continue;
            }
            symmetric += usize::from(!symmetries(lights).is_empty());
            agree(lights);
        }
        assert!(
            symmetric > 100,
            "{} symmetric boards with kernels",
            symmetric
        );
        assert_eq!(symmetries(&boards[4]).len(), 7);
        assert_eq!(symmetries(&boards[6]).len(), 3);
        assert_eq!(symmetries(&boards[7]).len(), 1);
    }

    #[test]
    fn all_lit_minima_match_the_published_table() {
        // OEIS A075464, the fewest presses for the all-lit n x n board, as a
        // test oracle (47, whose 2^30 solutions the walk takes most of a
        // minute over, is in the bench; 39, t = 32, tries its 2^32 in
        // seconds). Plain `cargo test` takes n up to 30, in a second;
        // `LIGHTSOUT_FULL=1` (CI) every n.
        let most = if std::env::var_os("LIGHTSOUT_FULL").is_some() {
            54
        } else {
            30
        };
        let published = [
            1, 4, 5, 4, 15, 28, 33, 40, 25, 44, 55, 72, 105, 56, 117, 104, 147, 188, 141,
            224, 245, 276, 231, 270, 353, 356, 405, 416, 345, 376, 553, 428, 469, 520, 563,
            600, 761, 772, 561, 696, 891, 940, 953, 772, 1069, 1188, 971, 1096, 1165, 1220,
            1317, 1256, 1487, 1400,
        ];
        for (n, &fewest_known) in (1..=most).zip(&published) {
            if n == 47 {
                continue;
            }
            let lights = Grid::filled(n, n);
            let answer = fewest(&lights).unwrap();
            assert_eq!(
                (answer.count, answer.minimal()),
                (fewest_known, true),
                "{} x {}",
                n,
                n
            );
            assert!(apply(Rule::STANDARD, &lights, &answer.presses).is_zero());
        }
    }

    #[test]
    fn sparse_boards_past_the_walk_get_their_presses_back() {
        // 39 x 39 has t = 32: a board of k presses is cleared with at most
        // k, proven the fewest.
        let mut rng = crate::board::random::SplitMix(39);
        for k in [1, 5, 10, 20] {
            let mut presses = Grid::new(39, 39);
            for _ in 0..k {
                presses.flip(rng.below(39) as usize, rng.below(39) as usize);
            }
            let lights = apply(Rule::STANDARD, &Grid::new(39, 39), &presses);
            let answer = fewest(&lights).unwrap();
            assert!(
                answer.count <= presses.ones(),
                "{} presses: {}",
                k,
                answer.count
            );
            assert!(answer.minimal() && !answer.least, "{} presses", k);
            assert!(apply(Rule::STANDARD, &lights, &answer.presses).is_zero());
            // Given too little work to begin, the proof is not tried.
            let hurried = fewest_within(&lights, 1 << 16).unwrap();
            assert!(
                !hurried.minimal()
                    && apply(Rule::STANDARD, &lights, &hurried.presses).is_zero()
            );
        }
    }

    #[test]
    fn both_copies_of_the_walk_find_the_same() {
        if !crate::algebra::cpu::detected() {
            return;
        }
        let mut rng = SplitMix(30);
        for (rows, width) in [(16, 16), (19, 19), (9, 9), (4, 19), (11, 5)] {
            let kernel = solutions(&Grid::new(rows, width)).unwrap().kernel;
            assert!(!kernel.is_empty(), "{} x {}", rows, width);
            let lights = random_board(&mut rng, rows, width, true);
            let start = chase(&lights, &solutions(&lights).unwrap().particular).0;
            let moves: Vec<Grid> = kernel
                .iter()
                .map(|k| chase_from(Rule::STANDARD, None, rows, width, k).0)
                .collect();
            for by_columns in [false, true] {
                let portable = walk_in(start.clone(), &moves, by_columns);
                // SAFETY: `detected` said the CPU has AVX2 and POPCNT.
                let fast = unsafe {
                    cpu::with_avx2(|| walk_in(start.clone(), &moves, by_columns))
                };
                assert_eq!(fast, portable);
            }
        }
    }
}
