//! Every way to clear a board under any rule, as the engines that reduce
//! it to a linear system modulo k give it: one press board, and the
//! solutions of the reduced system, whose kernel generators become press
//! boards one at a time ([`Solved`]); how the reduced system is eliminated
//! ([`Elimination`]); and the fewest presses among the solutions, where
//! they can all be tried ([`fewest`]).

use crate::board::values::Board;
use crate::linalg::modular::{self, each_solution, Count, Solutions};

/// The most unknowns the elimination one word an entry takes.
pub const MAX_UNKNOWNS: usize = 1 << 10;

/// Solves `matrix x = rhs` with `cols` unknowns modulo k (see
/// [`modular::solve_mod`]).
pub type Solve = fn(&[Vec<u32>], &[u32], usize, u32) -> Option<Solutions>;

/// How the reduced system is solved: the elimination, and the most
/// unknowns it takes modulo 2 ([`MAX_UNKNOWNS`] modulo k > 2).
#[derive(Clone, Copy)]
pub struct Elimination {
    /// Solves `matrix x = rhs` with `cols` unknowns modulo k.
    pub solve: Solve,
    /// The most unknowns modulo 2.
    pub max_unknowns_mod_2: usize,
}

/// One word an entry: the judges' small systems, and a small single-file
/// build.
pub const RING: Elimination = Elimination {
    solve: modular::solve_mod,
    max_unknowns_mod_2: MAX_UNKNOWNS,
};

/// One word an entry modulo a prime ([`modular::solve_field`]): for
/// rules whose modulus is prime, the smallest single-file build.
pub const FIELD: Elimination = Elimination {
    solve: modular::solve_field,
    max_unknowns_mod_2: MAX_UNKNOWNS,
};

/// Bit-packed modulo 2 ([`modular::solve_packed`]): boards of 2^14
/// unknowns, such as a 1000 x 1000 torus (2000).
pub const PACKED: Elimination = Elimination {
    solve: modular::solve_packed,
    max_unknowns_mod_2: 1 << 14,
};

impl Elimination {
    /// The most unknowns this elimination takes modulo `modulus`.
    pub fn max_unknowns(&self, modulus: u32) -> usize {
        if modulus == 2 {
            self.max_unknowns_mod_2
        } else {
            MAX_UNKNOWNS
        }
    }
}

/// Why a board was not solved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooLarge {
    /// The unknowns the rule's elimination needs here.
    pub unknowns: usize,
    /// The most it takes.
    pub max: usize,
}

/// Turns a vector of the reduced system's unknowns into the press board it
/// stands for: the particular solution's presses on the lights, or a
/// kernel generator's on a dark board.
pub type Expand = Box<dyn Fn(&[u32]) -> Board + Send + Sync>;

/// Every way to clear a board: one press board, and the reduced system's
/// solutions, whose kernel generators [`Solved::generator`] turns into
/// press boards.
pub struct Solved {
    /// The solutions of the reduced system.
    pub reduced: Solutions,
    /// One press board that clears the lights.
    pub presses: Board,
    /// About the cell operations of making one generator's board
    /// ([`Solved::generator`]) past a pass over its cells: 0 where
    /// `expand` copies them, more where it chases.
    pub cost: u64,
    /// A kernel vector of the reduced system as its press board.
    expand: Expand,
}

impl Solved {
    /// The solutions `reduced` of a system whose particular solution is
    /// the press board `presses`, and whose kernel vectors `expand` turns
    /// into press boards, at a cost of 0.
    pub fn new(reduced: Solutions, presses: Board, expand: Expand) -> Solved {
        Solved {
            cost: 0,
            reduced,
            presses,
            expand,
        }
    }

    /// How many press boards clear the lights.
    pub fn how_many(&self) -> Count {
        self.reduced.how_many()
    }

    /// Generator `i` of the kernel (of `reduced.kernel.len()`) as a press
    /// board, with its order: every press board that changes nothing is
    /// one sum of them, `t_i` times generator i with `0 <= t_i <
    /// order_i`. One at a time, so that a search over a large kernel holds
    /// one board at a time.
    pub fn generator(&self, i: usize) -> (Board, u32) {
        let (g, order) = &self.reduced.kernel[i];
        ((self.expand)(g), *order)
    }
}

/// The most `solutions x cells` [`fewest`] goes through to prove its
/// answer, whatever its budget: the budget a judge's solver gives it.
pub const MAX_SEARCH: u64 = 1 << 28;

/// The fewest presses (a cell pressed j times counts j) that clear the
/// lights, and whether that is proven, within `budget` cell operations,
/// making each generator's board counted ([`Solved::cost`]): every
/// solution is tried where making the generators and trying them fits the
/// budget (ties go to the least board read row by row); otherwise one
/// solution improved by adding kernel generators while that lowers the
/// count, within [`MAX_SEARCH`] or the budget if less.
pub fn fewest(solved: &Solved, budget: u64) -> (Board, bool) {
    let cells = solved.presses.cells.len().max(1) as u128;
    let k = solved.reduced.modulus;
    let making = solved.reduced.kernel.len() as u128 * u128::from(solved.cost);
    // How many solutions there are, while that is within the budget.
    let within = |n: u128| n * cells + making <= u128::from(budget);
    let mut orders = solved.reduced.kernel.iter().map(|&(_, order)| order);
    let size = orders.try_fold(1u128, |n, order| {
        n.checked_mul(u128::from(order)).filter(|&n| within(n))
    });
    if size.is_some() {
        // At most log2(2^28 / cells) generators: their boards are small.
        let generators: Vec<(Vec<u32>, u32)> = (0..solved.reduced.kernel.len())
            .map(|i| solved.generator(i))
            .map(|(g, order)| (g.cells, order))
            .collect();
        let mut best = solved.presses.clone();
        let mut best_total = best.total();
        each_solution(solved.presses.cells.clone(), &generators, k, |x| {
            let total: u64 = x.iter().map(|&v| u64::from(v)).sum();
            if total < best_total || (total == best_total && x < &best.cells[..]) {
                best.cells.copy_from_slice(x);
                best_total = total;
            }
        });
        return (best, true);
    }
    // Greedy passes, one generator board held at a time, each made and
    // tried while the work left pays for it.
    let (cells, most) = (cells as u64, MAX_SEARCH.min(budget));
    let mut current = solved.presses.clone();
    let mut current_total = current.total();
    let mut work = 0u64;
    let mut improved = true;
    while improved {
        improved = false;
        for i in 0..solved.reduced.kernel.len() {
            work = work.saturating_add(solved.cost);
            // Each multiple is a pass over the cells: as many as the work
            // left allows (a prime order near 2^30 has too many to try).
            let left = most.saturating_sub(work) / cells;
            if left == 0 {
                return (current, false);
            }
            let (g, order) = solved.generator(i);
            let mut trial = current.clone();
            let steps = u64::from(order - 1).min(left);
            for _ in 0..steps {
                for (a, &b) in trial.cells.iter_mut().zip(&g.cells) {
                    *a = (*a + b) % k;
                }
                let total = trial.total();
                if total < current_total {
                    current = trial.clone();
                    current_total = total;
                    improved = true;
                }
            }
            work += cells * steps;
        }
    }
    (current, false)
}
