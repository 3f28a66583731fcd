//! What every search for the fewest presses shares, under any rule: how
//! it searches ([`Search`]: its work, what it does past the walk over
//! every solution, what it may use of the machine); the kernel of a
//! board's solutions modulo 2 as press sets made when needed, each at a
//! known cost ([`Kernel`]); the answer a search gives ([`Solution`]); and
//! the greedy passes that improve a solution one kernel move at a time
//! within the work given ([`greedy_over`]), which every search falls back
//! on where its proof cannot be paid for.

use std::fmt;

use crate::board::grid::{words, Grid};
use crate::engine::lightest::bound_or_greedy;
use crate::linalg::cpu::{Machine, Reporter};

/// How [`fewest`](crate::fewest) looks for the fewest presses: the word
/// operations it may spend in all, what it does where the solutions are
/// too many to walk through, and what it may use of this machine. Every
/// search walks every solution where that fits its work (the fewest then
/// proven, and of the fewest the least printed); past that,
/// [`Search::walk`] improves one solution greedily, and [`Search::prove`]
/// proves the fewest by the Brouwer–Zimmermann bound or by trying every
/// solution through a Walsh–Hadamard transform, within the work. Only the
/// searches a program names are in its single-file bundle: a walk's is
/// small, a proof's about a hundred kilobytes more.
///
/// # Constraints
/// None: any budget (0 walks nothing).
///
/// # Complexity
/// About `budget` word operations (the walk's share at most 2^33, about a
/// second), over [`Search::threads`] threads where the proof splits.
///
/// # Example
/// ```
/// use lightsout::{fewest, Cells, Grid, Minimal, Rule, Search, DEFAULT_SEARCH_WORK};
/// let lit = Cells::Bits(Grid::filled(4, 4));
/// let walked = fewest(&Rule::standard(), &lit, Search::walk(DEFAULT_SEARCH_WORK));
/// let proven = fewest(&Rule::standard(), &lit, Search::prove(DEFAULT_SEARCH_WORK));
/// // 4 x 4 has 16 solutions: both walk them all.
/// assert_eq!(walked, proven);
/// assert_eq!(walked.unwrap().unwrap().minimal, Minimal::Least);
/// ```
#[derive(Clone, Copy)]
pub struct Search {
    pub(crate) budget: u64,
    pub(crate) machine: Machine,
    past_walk: PastWalk,
}

/// What a search does past the walk: given the lights, a solution, the
/// kernel's press sets and whether the rule looks the same after each
/// reflection or turn, the best solution it finds.
pub(crate) type PastWalk =
    fn(&Grid, Grid, &Kernel<'_>, &dyn Fn(usize) -> bool, &Search) -> Solution;

impl Search {
    /// Walks every solution where that fits `budget`, else improves one
    /// greedily, not proven the fewest: what a judge's limits call for, in
    /// a small bundle.
    pub fn walk(budget: u64) -> Search {
        Search {
            budget,
            machine: Machine::ONE_THREAD,
            past_walk: greedy_past_walk,
        }
    }

    /// Walks every solution where that fits `budget`, else proves the
    /// fewest by the Brouwer–Zimmermann bound or by trying every solution
    /// through a Walsh–Hadamard transform, within `budget`, improving the
    /// best found greedily where the proof cannot be paid for: what
    /// `lightsout solve` does.
    pub fn prove(budget: u64) -> Search {
        Search {
            past_walk: bound_or_greedy,
            ..Search::walk(budget)
        }
    }

    /// The same search over `n` threads (0 counts as 1): the answer is the
    /// same for any number.
    pub fn threads(self, n: usize) -> Search {
        Search {
            machine: Machine {
                threads: n.max(1),
                ..self.machine
            },
            ..self
        }
    }

    /// The same search, telling `reporter` how a long proof goes: about
    /// every second after its first two, and once when it ends.
    pub fn progress(self, reporter: Reporter) -> Search {
        Search {
            machine: Machine {
                progress: Some(reporter),
                ..self.machine
            },
            ..self
        }
    }

    /// The same search with its loops' portable copies only, never their
    /// AVX2 ones: for timing the two.
    pub fn portable(self) -> Search {
        Search {
            machine: Machine {
                fast: false,
                ..self.machine
            },
            ..self
        }
    }

    /// The word operations it may spend.
    pub fn budget(&self) -> u64 {
        self.budget
    }

    /// The same search within `budget` word operations.
    pub(crate) fn within(self, budget: u64) -> Search {
        Search { budget, ..self }
    }

    /// Past the walk, as this search goes.
    pub(crate) fn past_walk(
        &self,
        lights: &Grid,
        start: Grid,
        kernel: &Kernel<'_>,
        symmetric: &dyn Fn(usize) -> bool,
    ) -> Solution {
        (self.past_walk)(lights, start, kernel, symmetric, self)
    }
}

impl fmt::Debug for Search {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Search")
            .field("budget", &self.budget)
            .field("threads", &self.machine.threads)
            .field("progress", &self.machine.progress.is_some())
            .field("fast", &self.machine.fast)
            .finish()
    }
}

/// Past the walk, [`Search::walk`]'s: the greedy passes within about a
/// second, or the budget if less.
fn greedy_past_walk(
    _: &Grid,
    start: Grid,
    kernel: &Kernel<'_>,
    _: &dyn Fn(usize) -> bool,
    search: &Search,
) -> Solution {
    greedy_over(start, kernel, MAX_IMPROVE_WORK.min(search.budget))
}

/// An answer: the press set, its number of presses, and whether that
/// number is proven to be the fewest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The presses.
    pub presses: Grid,
    /// How many.
    pub count: u64,
    /// No solution has fewer presses: `count` itself where that is
    /// proven the fewest, else what the search proved before it stopped.
    pub lower: u64,
    /// Whether, besides, none with as few prints less: every solution was
    /// compared (kernels up to [`crate::engine::standard::MAX_KERNEL`]).
    pub least: bool,
}

impl Solution {
    /// An answer found by comparing every solution: the fewest presses,
    /// ties broken by the least printed answer.
    pub(crate) fn least(presses: Grid, count: u64) -> Solution {
        Solution {
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

/// The kernel of a board's solutions over GF(2), under any rule: `t`
/// press sets that change nothing, each made when it is needed, so that a
/// search over a large kernel holds one at a time.
pub struct Kernel<'a> {
    /// How many.
    pub t: usize,
    /// Press set `i` (of `0..t`).
    pub press_set: &'a dyn Fn(usize) -> Grid,
    /// About the word operations of making one press set past a pass over
    /// the board's rows: 0 for the standard rule's chase, a pass of the
    /// stencil over every cell under a large one.
    pub cost: u64,
}

/// The most word operations the greedy search spends: about a second.
pub const MAX_IMPROVE_WORK: u64 = 1 << 31;

/// `start` improved greedily over `kernel` within `work` word operations,
/// never proven: a kernel move is kept if it lowers the count, until a
/// pass changes nothing or the work, making each move counted, is spent.
pub fn greedy_over(mut start: Grid, kernel: &Kernel<'_>, work: u64) -> Solution {
    let count = improve(&mut start, kernel, work);
    Solution {
        presses: start,
        count,
        lower: 0,
        least: false,
    }
}

/// [`greedy_over`]'s passes, so that no size or rule costs more than the
/// work given. Moves are made as needed, so memory stays one press set
/// more. Returns the count.
pub fn improve(presses: &mut Grid, kernel: &Kernel<'_>, work: u64) -> u64 {
    let (rows, width) = (presses.rows(), presses.width());
    // A move: making it, two passes to add it and maybe take it back, a count.
    let passes = (rows as u64).saturating_mul(4 * words(width) as u64);
    let mut moves_left = work / passes.saturating_add(kernel.cost).max(1);
    let mut count = presses.ones();
    loop {
        let before = count;
        for i in 0..kernel.t {
            if moves_left == 0 {
                return count;
            }
            moves_left -= 1;
            let moved = (kernel.press_set)(i);
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
