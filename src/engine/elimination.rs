//! Any rule by the chase and elimination alone: [`solve`], [`fewest`],
//! [`count`], [`kernel`] and [`nullity`] as the crate root's, under every
//! rule, in a small single-file bundle. Where the rule's stencil chases
//! ([`chases`]), the lights are chased down the board with affine forms
//! and the unknowns left are eliminated; elsewhere (a row and a column,
//! moves) every cell is one. `by` says how ([`Elimination`]: [`FIELD`]
//! for a prime modulus, the smallest; [`RING`] for any modulus, at most
//! 2^10 unknowns; [`PACKED`] as bits modulo 2, up to 2^14).
//!
//! The crate root's entry points answer as these do with [`PACKED`], but
//! for the standard rule, which they solve by polynomials at any size
//! ([`crate::standard`]: the same counts and fewest, a solution that may
//! differ), for a board past 2^10 unknowns modulo 2 (2^8 modulo k) under
//! a rule the ring of polynomials modulo k takes, which they solve that
//! way, and for the fewest presses modulo 2, which they search as bits
//! (the same answer wherever both try every solution).
//!
//! Every way to clear a board is one press board and the solutions of the
//! reduced system, whose kernel generators become press boards one at a
//! time ([`Solved`]).

use crate::board::rule::Rule;
use crate::board::values::{Board, Cells};
use crate::engine::any_rule::chase_cost;
use crate::engine::{cells_of, counts, fits, kernel_of};
use crate::engine::{nullity_of, Counts, Minimal, Path, Refused, Solution};
use crate::linalg::modular::{self, each_solution, Count, ModSpace};

pub use crate::engine::dense::every_cell;
pub use crate::engine::forms::{chased, chases, solvable};

/// The most unknowns the elimination one word an entry takes.
pub const MAX_UNKNOWNS: usize = 1 << 10;

/// Solves `matrix x = rhs` with `cols` unknowns modulo k (see
/// [`modular::solve_mod`]).
pub type Solve = fn(&[Vec<u32>], &[u32], usize, u32) -> Option<ModSpace>;

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

/// One word an entry modulo a prime (the prime field's elimination): for
/// rules whose modulus is prime, the smallest single-file build.
pub const FIELD: Elimination = Elimination {
    solve: modular::solve_field,
    max_unknowns_mod_2: MAX_UNKNOWNS,
};

/// Bit-packed modulo 2 (a [`Matrix`](crate::Matrix)): boards of 2^14
/// unknowns, such as a 1000 x 1000 torus (2000).
pub const PACKED: Elimination = Elimination {
    solve: modular::solve_packed,
    max_unknowns_mod_2: 1 << 14,
};

impl Elimination {
    /// `Ok` if this elimination takes `unknowns` modulo `modulus`: at most
    /// `max_unknowns_mod_2` modulo 2, [`MAX_UNKNOWNS`] modulo k > 2.
    pub fn takes(&self, unknowns: usize, modulus: u32) -> Result<(), TooLarge> {
        let max = match modulus {
            2 => self.max_unknowns_mod_2,
            _ => MAX_UNKNOWNS,
        };
        match unknowns > max {
            true => Err(TooLarge { unknowns, max }),
            false => Ok(()),
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
    pub reduced: ModSpace,
    /// One press board that clears the lights.
    pub presses: Board,
    /// About the cell operations of making one generator's board
    /// ([`Solved::generator`]) past a pass over its cells: 0 where
    /// `expand` copies them, more where it chases.
    pub cost: u64,
    /// A kernel vector of the reduced system as its press board.
    expand: Expand,
}

/// The most `solutions x cells` [`Solved::fewest`] goes through to prove
/// its answer, whatever its budget: the budget a judge's solver gives it.
pub const MAX_SEARCH: u64 = 1 << 28;

impl Solved {
    /// The solutions `reduced` of a system whose particular solution is
    /// the press board `presses`, and whose kernel vectors `expand` turns
    /// into press boards, at a cost of 0.
    pub fn new(reduced: ModSpace, presses: Board, expand: Expand) -> Solved {
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

    /// The fewest presses (a cell pressed j times counts j) that clear the
    /// lights, and whether that is proven, within `budget` cell operations,
    /// making each generator's board counted ([`Solved::cost`]): every
    /// solution is tried where making the generators and trying them fits
    /// the budget (ties go to the least board read row by row); otherwise
    /// one solution improved by adding kernel generators while that lowers
    /// the count, within [`MAX_SEARCH`] or the budget if less.
    ///
    /// # Complexity
    /// Within `budget` cell operations, and [`MAX_SEARCH`] past trying
    /// every solution.
    pub fn fewest(&self, budget: u64) -> (Board, bool) {
        let cells = self.presses.cells.len().max(1) as u128;
        let k = self.reduced.modulus;
        let making = self.reduced.kernel.len() as u128 * u128::from(self.cost);
        // How many solutions there are, while that is within the budget.
        let within = |n: u128| n * cells + making <= u128::from(budget);
        let mut orders = self.reduced.kernel.iter().map(|&(_, order)| order);
        let size = orders.try_fold(1u128, |n, order| {
            n.checked_mul(u128::from(order)).filter(|&n| within(n))
        });
        if size.is_some() {
            // At most log2(2^28 / cells) generators: their boards are small.
            let generators: Vec<(Vec<u32>, u32)> = (0..self.reduced.kernel.len())
                .map(|i| self.generator(i))
                .map(|(g, order)| (g.cells, order))
                .collect();
            let mut best = self.presses.clone();
            let mut best_total = best.total();
            each_solution(self.presses.cells.clone(), &generators, k, |x| {
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
        let mut current = self.presses.clone();
        let mut current_total = current.total();
        let mut work = 0u64;
        let mut improved = true;
        while improved {
            improved = false;
            for i in 0..self.reduced.kernel.len() {
                work = work.saturating_add(self.cost);
                // Each multiple is a pass over the cells: as many as the work
                // left allows (a prime order near 2^30 has too many to try).
                let left = most.saturating_sub(work) / cells;
                if left == 0 {
                    return (current, false);
                }
                let (g, order) = self.generator(i);
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

    /// [`Solved::fewest`] within `budget` word operations (about eight a
    /// cell operation), as a [`Solution`] under `rule`.
    pub(crate) fn tried(&self, rule: &Rule, budget: u64) -> Solution {
        let (presses, least) = self.fewest(budget / 8);
        let minimal = match least {
            true => Minimal::Least,
            false => Minimal::Unproven { at_least: 0 },
        };
        Solution::of(cells_of(rule, presses), minimal)
    }
}

/// Every way to clear `lights` under `rule`: by the chase with affine
/// forms where the rule chases ([`chased`]), else by elimination over
/// every cell, eliminated by `by`. `Ok(None)` if no presses clear it.
///
/// # Constraints
/// As [`solve`]'s.
///
/// # Complexity
/// As [`solve`]'s, and the kernel's generators made one at a time
/// ([`Solved::generator`]).
///
/// # Example
/// ```
/// use lightsout::elimination::{self, RING};
/// use lightsout::{Board, Rule};
/// // Three colours: pressing the middle of 1 x 3 adds one to all three.
/// let rule = Rule { modulus: 3, ..Rule::standard() };
/// let lights = Board { rows: 1, cols: 3, cells: vec![2, 2, 2] };
/// let solved = elimination::solved(&rule, &lights, RING).unwrap().unwrap();
/// assert_eq!(solved.presses.cells, vec![0, 1, 0]);
/// assert_eq!(solved.how_many().value(), Some(1));
/// ```
pub fn solved(
    rule: &Rule,
    lights: &Board,
    by: Elimination,
) -> Result<Option<Solved>, Refused> {
    fits(rule, lights.rows, lights.cols)?;
    Ok(if chases(rule, lights.rows, lights.cols) {
        chased(rule, lights, by)?
    } else {
        every_cell(rule, lights, by)?
    })
}

/// Some presses that clear `lights` under `rule`, or `None` if none do,
/// as [`crate::solve`] finds them (see the module's documentation for
/// where it goes another way).
///
/// # Constraints
/// `lights` fits `rule` (a rule's moves are for one board size only);
/// the modulus 2 to 65536 or a prime below 2^30; at most the unknowns
/// `by` takes after the chase ([`Elimination::takes`]), or cells where the
/// rule does not chase. Else [`Refused`], which says why.
///
/// # Complexity
/// The chase, O(M N) cell operations times the stencil's size and the
/// unknowns' words (u / 64 modulo 2), and an elimination over the u
/// unknowns it leaves, O(u^3) (u^3 / 64 as bits).
///
/// # Example
/// ```
/// use lightsout::elimination::{self, FIELD};
/// use lightsout::{Board, Cells, Rule};
/// // Three colours on a torus: a press adds 1 to its cell and its four
/// // neighbours, rows and columns wrapping.
/// let rule = Rule { modulus: 3, torus: true, ..Rule::standard() };
/// let lights = Cells::Values(Board { rows: 3, cols: 3, cells: vec![1; 9] });
/// let presses = elimination::solve(&rule, &lights, FIELD).unwrap().unwrap();
/// assert_eq!(Some(presses), lightsout::solve(&rule, &lights).unwrap());
/// ```
pub fn solve(
    rule: &Rule,
    lights: &Cells,
    by: Elimination,
) -> Result<Option<Cells>, Refused> {
    let solved = solved(rule, &lights.board(), by)?;
    Ok(solved.map(|solved| cells_of(rule, solved.presses)))
}

/// The fewest presses that clear `lights` under `rule`, or `None` if none
/// do: every solution tried where that fits `budget` word operations, the
/// fewest then proven and of them the least read row by row, as
/// [`crate::fewest`] finds them ([`Minimal::Least`]); past that, one
/// solution improved greedily, not proven ([`Solved::fewest`]).
/// [`crate::fewest`] tries as many modulo 2 in far less work (64 cells a
/// word operation), and proves the fewest past that with
/// [`Search::prove`](crate::Search::prove), in a larger bundle.
///
/// # Constraints
/// As [`solve`]'s.
///
/// # Complexity
/// [`solve`]'s, then about `budget` word operations (about eight a cell
/// operation).
///
/// # Example
/// ```
/// use lightsout::elimination::{self, RING};
/// use lightsout::{Cells, Grid, Minimal, Rule, DEFAULT_SEARCH_WORK};
/// // The cell and all eight around it: one press clears a 3 x 3 block.
/// let lit = Cells::Bits(Grid::filled(3, 3));
/// let found = elimination::fewest(&Rule::eight_neighbours(), &lit, RING, DEFAULT_SEARCH_WORK);
/// let found = found.unwrap().unwrap();
/// assert_eq!((found.count, found.minimal), (1, Minimal::Least));
/// ```
pub fn fewest(
    rule: &Rule,
    lights: &Cells,
    by: Elimination,
    budget: u64,
) -> Result<Option<Solution>, Refused> {
    let (rows, cols) = (lights.rows(), lights.cols());
    let path = if chases(rule, rows, cols) {
        Path::Chase
    } else {
        Path::Dense
    };
    let solved = solved(rule, &lights.board(), by)?;
    Ok(solved.map(|mut solved| {
        solved.cost = chase_cost(rule, rows, cols, path);
        solved.tried(rule, budget)
    }))
}

/// Whether `lights` can be cleared under `rule`, and how many ways, as
/// [`crate::count`] counts them.
///
/// # Constraints
/// As [`solve`]'s.
///
/// # Complexity
/// [`solve`]'s, twice where no presses clear the board.
///
/// # Example
/// ```
/// use lightsout::elimination::{self, RING};
/// use lightsout::{Cells, Grid, Rule};
/// let counts = elimination::count(&Rule::eight_neighbours(), &Cells::Bits(Grid::new(4, 4)), RING);
/// assert_eq!(counts.unwrap(), lightsout::count(&Rule::eight_neighbours(), &Cells::Bits(Grid::new(4, 4))).unwrap());
/// ```
pub fn count(rule: &Rule, lights: &Cells, by: Elimination) -> Result<Counts, Refused> {
    let (rows, cols, k) = (lights.rows(), lights.cols(), rule.modulus);
    match solved(rule, &lights.board(), by)? {
        // Every solution differs from one by the kernel.
        Some(solved) => Ok(counts(k, rows, cols, true, solved.how_many())),
        None => Ok(counts(k, rows, cols, false, kernel(rule, rows, cols, by)?)),
    }
}

/// The press boards of `rows` x `cols` that change nothing under `rule`,
/// counted as [`crate::kernel`] counts them.
///
/// # Constraints
/// As [`solve`]'s, and at most 2^24 cells.
///
/// # Complexity
/// [`solve`]'s.
///
/// # Example
/// ```
/// use lightsout::elimination::{self, PACKED};
/// use lightsout::Rule;
/// let torus = Rule { torus: true, ..Rule::standard() };
/// assert_eq!(elimination::kernel(&torus, 5, 5, PACKED).unwrap().value(), Some(256));
/// ```
pub fn kernel(
    rule: &Rule,
    rows: usize,
    cols: usize,
    by: Elimination,
) -> Result<Count, Refused> {
    fits(rule, rows, cols)?;
    kernel_of(rows, cols, |dark| solved(rule, dark, by))
}

/// The nullity of a `rows` x `cols` board under `rule` where its modulus
/// is prime, as [`crate::nullity`] gives it.
///
/// # Constraints
/// As [`kernel`]'s.
///
/// # Complexity
/// [`solve`]'s.
///
/// # Example
/// ```
/// use lightsout::elimination::{self, RING};
/// use lightsout::Rule;
/// assert_eq!(elimination::nullity(&Rule::eight_neighbours(), 4, 4, RING), Ok(Some(0)));
/// ```
pub fn nullity(
    rule: &Rule,
    rows: usize,
    cols: usize,
    by: Elimination,
) -> Result<Option<u64>, Refused> {
    Ok(nullity_of(&kernel(rule, rows, cols, by)?, rule.modulus))
}
