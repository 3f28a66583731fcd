//! What every search for the fewest presses modulo 2 shares, under any
//! rule: the kernel of a board's solutions as press sets made when needed,
//! each at a known cost ([`Kernel`]); the answer a search gives
//! ([`Answer`]); and the greedy passes that improve a solution one kernel
//! move at a time within the work given ([`greedy_over`]), which every
//! search falls back on where its proof cannot be paid for.

use crate::board::grid::{words, Grid};

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
    /// compared (kernels up to [`crate::engine::standard::MAX_KERNEL`]).
    pub least: bool,
}

impl Answer {
    /// An answer found by comparing every solution: the fewest presses,
    /// ties broken by the least printed answer.
    pub(crate) fn least(presses: Grid, count: u64) -> Answer {
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
pub fn greedy_over(mut start: Grid, kernel: &Kernel<'_>, work: u64) -> Answer {
    let count = improve(&mut start, kernel, work);
    Answer {
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
