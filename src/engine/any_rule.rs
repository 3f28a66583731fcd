//! The fewest presses under every rule but the standard one, from the
//! solutions the engines give ([`Solved`]): modulo 2 the walk and the
//! lightest-vector search of the standard rule, over press boards made at
//! their cost (held as forms where that is cheaper) and with the rule's
//! symmetries; and what counting alone proves of any answer under any
//! rule ([`floor`]). [`crate::engine::solve`] is the way in.

use crate::board::grid::Grid;
use crate::board::rule::{Press, Rule};
use crate::board::symmetry::moved;
use crate::board::values::Cells;
use crate::engine::elimination::Solved;
use crate::engine::forms;
use crate::engine::greedy::{Kernel, Search, Solution};
use crate::engine::standard::{walk, walk_share, walkable_within};
use crate::engine::Path;

/// About the cell operations of chasing one press board of a `rows` x
/// `cols` board under `rule` ([`Solved::cost`]), on the ring's path and
/// the forms': every weight of the stencil at every cell, about two cell
/// operations (sixteen word operations) each, as measured on the all-ones
/// 79 x 79 stencil; 0 off those paths.
pub fn chase_cost(rule: &Rule, rows: usize, cols: usize, path: Path) -> u64 {
    match (&rule.press, path) {
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
fn held(rule: &Rule, solved: Solved, path: Path, budget: u64) -> (Solved, u64) {
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
    let worth =
        holding.saturating_add(t.saturating_mul(board)) < chasing && path == Path::Chase;
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

/// The fewest presses any solution of `lights` under `rule` can have by
/// counting alone: a press changes at most so many cells (a stencil's
/// weights not 0 modulo k, a row and a column, the largest of the
/// moves), and every cell not 0 must be changed.
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

/// The fewest presses modulo 2 under any rule, within `budget` (see
/// [`crate::engine::fewest`]): the walk over every solution where
/// the kernel is small and its press boards cheap enough to make
/// (`held`), the lightest-vector search past it, as under the standard
/// rule. No search is made where the walk cannot be afforded and the
/// solution at hand presses no more than `floor` ([`floor`]): that proves
/// it the fewest.
pub fn fewest_mod_2(
    rule: &Rule,
    lights: &Grid,
    solved: Solved,
    path: Path,
    search: &Search,
    floor: u64,
) -> Solution {
    let budget = search.budget;
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
        return Solution {
            presses: start,
            count,
            lower: count,
            least: false,
        };
    }
    let (solved, holding) = held(rule, solved, path, budget);
    let budget = budget - holding;
    if walkable(&solved, budget) {
        let moves: Vec<Grid> = (0..t).map(|i| solved.generator(i).0.to_grid()).collect();
        return walk(start, &moves, search.machine.fast);
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
    search
        .within(budget)
        .past_walk(lights, start, &kernel, &symmetric)
}

/// About the word operations of [`symmetric`] on a `rows` x `cols` board
/// for all seven kinds: every press's reach, and its image's, sorted.
fn symmetry_cost(rule: &Rule, rows: usize, cols: usize) -> u64 {
    let cells = rows.saturating_mul(cols) as u64;
    let reach = match &rule.press {
        Press::Stencil(stencil) => stencil.offsets().len() as u64,
        _ => widest(rule, rows, cols),
    };
    cells.saturating_mul(reach.max(1)).saturating_mul(7 * 32)
}

/// Whether `rule` looks the same on a `rows` x `cols` board after the
/// reflection or turn `kind` of [`moved`]: each press reaches, modulo 2,
/// the images of the cells its preimage reaches.
pub fn symmetric(rule: &Rule, rows: usize, cols: usize, kind: usize) -> bool {
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
