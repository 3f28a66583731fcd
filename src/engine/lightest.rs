//! Past the walk: the fewest presses modulo 2, under any rule, by the
//! lightest-vector search ([`crate::search`]), with the board's
//! symmetries.

use crate::board::grid::{words, Grid};
use crate::board::symmetry::moved;
use crate::engine::greedy::{greedy_over, Answer, Kernel, MAX_IMPROVE_WORK};
use crate::engine::DEFAULT_SEARCH_WORK;
use crate::search::bound::{self, lightest};
use crate::search::transform::{self, lightest_by_transform, lightest_in_part, Part};
use crate::search::weight::Lightest;

/// Past the walk: the Brouwer–Zimmermann bound proves the fewest without
/// seeing every solution, within `budget` word operations, when the search
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
    budget: u64,
) -> Answer {
    let (cells, t) = (start.rows() * start.width(), kernel.t);
    let greedy_work = MAX_IMPROVE_WORK.min(budget);
    // Each press set made, then packed cell by cell.
    let making = (t as u64).saturating_mul(kernel.cost.saturating_add(cells as u64));
    let budget = match budget.checked_sub(making) {
        Some(left) => left,
        // No search can be made: the greedy search has it all.
        None => return greedy_over(start, kernel, budget),
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
) -> Option<(Option<Grid>, Part, usize)> {
    let (rows, width) = (start.rows(), start.width());
    let symmetries = symmetries(lights, symmetric);
    let (point, moves) = search_space(start, kernel);
    let found = lightest_in_part(&point, &moves, rows * width, &symmetries, part, parts)?;
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
/// (given its budget and whether to spend it all, if any) and then, if `exhaustive` and the bound did
/// not prove one, trying every solution find, as a grid and as
/// [`Lightest`]; `symmetries` are the board's ([`symmetries`]).
fn lightest_solution(
    start: &Grid,
    kernel: &Kernel<'_>,
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
fn search_space(start: &Grid, kernel: &Kernel<'_>) -> (Vec<u64>, Vec<Vec<u64>>) {
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
/// (`symmetric`), as permutations of [`packed`] coordinates (padding bits
/// stay put): each maps the board's solutions onto themselves.
fn symmetries(lights: &Grid, symmetric: &dyn Fn(usize) -> bool) -> Vec<Vec<u32>> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::chase::{chase, chase_from};
    use crate::board::grid::apply;
    use crate::board::random::{random_board, SplitMix};
    use crate::board::rule::Rule;
    use crate::engine::reference::fewest_by_enumeration;
    use crate::engine::standard::solutions;
    use crate::engine::MINUTE_OF_WORK;
    use crate::linalg::gf2::Affine;

    #[test]
    fn press_sets_are_made_only_as_the_budget_pays_for_them() {
        // All lit 19 x 19 (t = 16), its press sets priced as dear as a
        // stencil's chase: the searches and the greedy passes make no more
        // of them than the budget pays for, where making them all for the
        // search would cost ten budgets.
        let lights = Grid::filled(19, 19);
        let Affine { particular, kernel } = solutions(&lights).unwrap();
        let (start, _) = chase(&lights, &particular);
        let made = std::cell::Cell::new(0u64);
        let press_set = |i: usize| {
            made.set(made.get() + 1);
            chase_from(None, 19, 19, &kernel[i]).0
        };
        let budget = 1 << 24;
        let kernel = Kernel {
            t: kernel.len(),
            press_set: &press_set,
            cost: 10 * budget / kernel.len() as u64,
        };
        let found = bound_or_greedy(&lights, start, &kernel, &|_| true, budget);
        assert!(made.get() * kernel.cost <= budget, "{} made", made.get());
        assert!(apply(&Rule::standard(), &lights, &found.presses).is_zero());
    }

    #[test]
    fn the_bound_and_every_solution_tried_agree_with_every_first_row() {
        // 19 x 19 has t = 16: trying every first row and the bound prove
        // the fewest,
        // on random boards and on symmetric ones, whose search counts each
        // information set's images (all lit: all eight symmetries; a
        // rectangle's, and one mirror).
        let mut rng = SplitMix(0x1919);
        let mut boards: Vec<Grid> = (0..4)
            .map(|_| {
                apply(
                    &Rule::standard(),
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
        boards.push(apply(&Rule::standard(), &Grid::new(19, 19), &mirrored));
        // The bound alone, every solution tried alone, and the two as
        // `bound_or_greedy` chooses, against every first row tried.
        let agree = |lights: &Grid| {
            let Affine { particular, kernel } = solutions(lights).unwrap();
            let fewest = fewest_by_enumeration(lights).unwrap().ones();
            let (start, _) = chase(lights, &particular);
            let (rows, width) = (lights.rows(), lights.width());
            let press_set = |i: usize| chase_from(None, rows, width, &kernel[i]).0;
            let kernel = Kernel {
                t: kernel.len(),
                press_set: &press_set,
                cost: 0,
            };
            let size = format!("{} x {}", rows, width);
            for (bound, exhaustive) in
                [(Some((MINUTE_OF_WORK, false)), false), (None, true)]
            {
                let (presses, found) = lightest_solution(
                    &start,
                    &kernel,
                    &symmetries(lights, &|_| true),
                    bound,
                    exhaustive,
                );
                assert!(found.proven, "{}", size);
                assert_eq!(found.weight, fewest, "{}", size);
                assert_eq!(presses.ones(), fewest, "{}", size);
                assert!(
                    apply(&Rule::standard(), lights, &presses).is_zero(),
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
                &symmetries(lights, &|_| true),
                1,
            );
            assert_eq!(found.weight, fewest, "{}", size);
            let found = bound_or_greedy(lights, start, &kernel, &|_| true, MINUTE_OF_WORK);
            assert!(found.minimal() && found.count == fewest, "{}", size);
            assert!(
                apply(&Rule::standard(), lights, &found.presses).is_zero(),
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
                    boards.push(apply(
                        &Rule::standard(),
                        &Grid::new(rows, width),
                        &presses,
                    ));
                }
            }
        }
        let mut symmetric = 0;
        for lights in &boards[8..] {
            if solutions(lights).unwrap().kernel.is_empty() {
                continue;
            }
            symmetric += usize::from(!symmetries(lights, &|_| true).is_empty());
            agree(lights);
        }
        assert!(
            symmetric > 100,
            "{} symmetric boards with kernels",
            symmetric
        );
        assert_eq!(symmetries(&boards[4], &|_| true).len(), 7);
        assert_eq!(symmetries(&boards[6], &|_| true).len(), 3);
        assert_eq!(symmetries(&boards[7], &|_| true).len(), 1);
    }
}
