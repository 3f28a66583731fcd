//! Past the walk: the fewest presses modulo 2, under any rule, by the
//! lightest-vector search ([`crate::search`]), with the board's
//! symmetries.

use crate::board::grid::{words, Grid};
use crate::board::symmetry::moved;
use crate::engine::greedy::{greedy_over, Kernel, Search, Solution, MAX_IMPROVE_WORK};
use crate::engine::DEFAULT_SEARCH_WORK;
use crate::linalg::cpu::Machine;
use crate::search::bound::{self, lightest};
use crate::search::transform::{self, lightest_by_transform, lightest_in_part, Part};
use crate::search::weight::Lightest;

/// Past the walk, [`Search::prove`]'s: the Brouwer–Zimmermann bound proves
/// the fewest without seeing every solution, within the search's budget
/// of word operations, on its machine, when the search
/// is [`bound::affordable`]. Where trying every solution by
/// [`lightest_by_transform`] fits the budget (kernels up to about 36, boards
/// of fewer than 2^15 cells), the bound gets a sixty-fourth of that cost first
/// (it proves light minima far sooner), then every solution is tried.
/// Making the kernel's press sets for the searches comes out of the budget
/// first: where they cannot all be made within it, the greedy search within
/// the budget; where the proof runs out of work, the greedy search within
/// [`MAX_IMPROVE_WORK`] more, or the budget if less.
///
/// `start` clears `lights`, and so does every sum of it and the kernel's
/// press sets; `symmetric(kind)` says whether the rule looks the same
/// after the reflection or turn `kind` of [`moved`], which then maps the
/// solutions onto themselves where it leaves the lights as they are.
pub fn bound_or_greedy(
    lights: &Grid,
    start: Grid,
    kernel: &Kernel<'_>,
    symmetric: &dyn Fn(usize) -> bool,
    search: &Search,
) -> Solution {
    let (budget, machine) = (search.budget, &search.machine);
    let (cells, t) = (start.rows() * start.width(), kernel.t);
    let greedy_work = MAX_IMPROVE_WORK.min(budget);
    // WebAssembly (the page's engine) has neither the threads nor the
    // clock that the bound's proof and the transform use: past the walk,
    // the greedy search alone.
    if cfg!(target_arch = "wasm32") {
        return greedy_over(start, kernel, greedy_work);
    }
    // Each press set made, then packed cell by cell.
    let making = (t as u64).saturating_mul(kernel.cost.saturating_add(cells as u64));
    let budget = match budget.checked_sub(making) {
        Some(left) => left,
        // No search can be made: the greedy search alone, within about a
        // second, or a budget past the default whole (the caller's to
        // spend). On a huge kernel a pass's word operations are memory's,
        // far slower than the search's: on 5119 x 5119 (t = 4096) the
        // default budget made 26 s of greedy passes.
        None if budget > DEFAULT_SEARCH_WORK => return greedy_over(start, kernel, budget),
        None => return greedy_over(start, kernel, greedy_work),
    };
    // The board's symmetries, where a search that uses them can run: every
    // solution tried takes at most MAX_TRANSFORM_CELLS cells, and larger
    // boards that the bound cannot afford go straight to the greedy search
    // (on 5119 x 5119 the symmetries would take 700 MB).
    let searched = cells <= transform::MAX_TRANSFORM_CELLS
        || bound::affordable(words(cells), t, budget);
    let symmetries = if searched {
        symmetries(lights, symmetric)
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
        return greedy_over(start, kernel, greedy_work);
    }
    let (best, found) =
        lightest_solution(&start, kernel, &symmetries, bound, exhaustive, machine);
    if found.proven {
        Solution {
            presses: best,
            count: found.weight,
            lower: found.weight,
            least: false,
        }
    } else {
        Solution {
            lower: found.lower,
            ..greedy_over(best, kernel, greedy_work)
        }
    }
}

/// Part `part` of `parts` of the search that tries every solution
/// `start` plus kernel moves ([`lightest_in_part`]), with the board's
/// symmetries: its lightest solution as a grid, what the part did, and the
/// symmetries' number (the identity counted); `None` where the space is
/// too large to split (see [`lightest_in_part`]). The board has at most
/// [`transform::MAX_TRANSFORM_CELLS`] cells.
pub fn lightest_part(
    lights: &Grid,
    start: &Grid,
    kernel: &Kernel<'_>,
    symmetric: &dyn Fn(usize) -> bool,
    part: usize,
    parts: usize,
    machine: &Machine,
) -> Option<(Option<Grid>, Part, usize)> {
    let (rows, width) = (start.rows(), start.width());
    let symmetries = symmetries(lights, symmetric);
    let (point, moves) = search_space(start, kernel);
    let cells = rows * width;
    let found = lightest_in_part(&point, &moves, cells, &symmetries, part, parts, machine)?;
    let grid = found
        .lightest
        .as_ref()
        .map(|lightest| unpacked(rows, width, &lightest.vector));
    Some((grid, found, symmetries.len() + 1))
}

/// How [`lightest_part`] cuts its search, without searching: the pieces'
/// number and dimension ([`transform::split_pieces`]) and the symmetries'
/// number (the identity counted); `None` where the space is too large to
/// split.
pub fn split_pieces(
    lights: &Grid,
    start: &Grid,
    kernel: &Kernel<'_>,
    symmetric: &dyn Fn(usize) -> bool,
) -> Option<(u64, usize, usize)> {
    let symmetries = symmetries(lights, symmetric);
    let (point, moves) = search_space(start, kernel);
    let cells = start.rows() * start.width();
    let (pieces, along) = transform::split_pieces(&point, &moves, cells, &symmetries)?;
    Some((pieces, along, symmetries.len() + 1))
}

/// The lightest of the solutions `start` plus kernel moves that the bound
/// (given its budget and whether to spend it all, if any) and then, if
/// `exhaustive` and the bound did not prove one, trying every solution
/// find on `machine`, as a grid and as [`Lightest`]; `symmetries` are the
/// board's ([`symmetries`]).
pub fn lightest_solution(
    start: &Grid,
    kernel: &Kernel<'_>,
    symmetries: &[Vec<u32>],
    bound: Option<(u64, bool)>,
    exhaustive: bool,
    machine: &Machine,
) -> (Grid, Lightest) {
    let (rows, width) = (start.rows(), start.width());
    let (point, moves) = search_space(start, kernel);
    let mut found = match bound {
        Some((budget, spend)) => {
            lightest(&point, &moves, symmetries, budget, spend, machine)
        }
        None => Lightest::unproven(point.clone()),
    };
    if !found.proven && exhaustive {
        let cells = rows * width;
        found =
            lightest_by_transform(&point, &moves, cells, symmetries, Some(&found), machine);
    }
    (unpacked(rows, width, &found.vector), found)
}

/// The solutions `start` plus kernel moves as the searches see them: the
/// cells packed end to end (`packed`; each symmetry of the board is a
/// permutation of them), the point and the moves' press sets.
pub fn search_space(start: &Grid, kernel: &Kernel<'_>) -> (Vec<u64>, Vec<Vec<u64>>) {
    let moves = (0..kernel.t)
        .map(|i| packed(&(kernel.press_set)(i)))
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
/// `lights` as it is and under which the rule looks the same
/// (`symmetric`), as permutations of `packed` coordinates (padding bits
/// stay put): each maps the board's solutions onto themselves.
pub fn symmetries(lights: &Grid, symmetric: &dyn Fn(usize) -> bool) -> Vec<Vec<u32>> {
    let (rows, width) = (lights.rows(), lights.width());
    let cells = rows * width;
    let (m, n) = (rows - 1, width - 1);
    // Turns and diagonal reflections only map a square onto itself.
    let kinds = if rows == width { 7 } else { 3 };
    (0..kinds)
        .filter(|&k| symmetric(k))
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
