//! UVa 11464 Even Parity: change the fewest 0s to 1s so that every cell has
//! an even number of 1s among its neighbours.
//!
//! Input: `T` (1 to 29) cases, each `N` (1 to 15) then `N` rows of `N`
//! values 0/1. Output per case: `Case k: x` with `x` the fewest changes
//! (only 0 to 1), or `Case k: -1`.
//!
//! A grid `B` is even exactly when pressing its 1s under the neighbours-only
//! rule leaves a dark board dark, so `B` is a press set of that rule: its
//! first row forces the rest (see [`lightsout::chase_neighbours_only`]), and the first rows that
//! keep every given 1 are all the candidates.

use std::io::{Read, Write};

use crate::error::Error;
use crate::formats::read_bit_board;
use crate::judge::{answer_cases, counted, Judge};
use crate::kit::generate::{case_count, pick_side, Sink, Spec};
use crate::output::push_grid;
use crate::problems::Problem;
use lightsout::{
    chase_neighbours_only, full, random_board, Grid, ParseError, Scanner, SplitMix,
};

/// The `even_parity` binary.
pub const JUDGE: Judge = Judge {
    name: "even_parity",
    help: HELP,
    run,
};

/// Even Parity for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "UVa 11464 Even Parity (a cell counts its neighbours, not itself)",
    reads: "`T` cases: `N`, then N rows of N values 0/1",
    writes: "per case, `Case k: x`, the fewest 0s made 1s so that every cell has an even number of 1s around it, or `Case k: -1`",
    judges: "none known",
    generate,
    checker: None,
    time_limit_ms: None,
};

/// The judge's largest side.
const MAX_SIDE: u64 = 15;
/// The judge's most cases (T < 30).
const MAX_CASES: u64 = 29;

/// What `even_parity --help` prints.
const HELP: &str = "\
even_parity: solves UVa 11464 Even Parity.

Reads from stdin T (1 to 29) cases, each N (1 to 15) and N rows of N values 0
or 1. Writes, for each case, `Case k: x` with x the fewest 0s to change into
1s (never a 1 into a 0) so that every cell has an even number of 1s among
its up to four neighbours (the cell itself not counted), or `Case k: -1` if
no changes do.

Example:
  $ printf '1\\n3\\n0 0 0\\n1 0 0\\n0 0 0\\n' | even_parity
  Case 1: 3
";

/// Reads the cases from `input` and writes their answers to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let count = counted("the number of cases T", MAX_CASES);
    answer_cases(input, out, count, read_case, |case, grid| {
        Ok(match fewest_changes(&grid) {
            Some(changes) => format!("Case {}: {}\n", case, changes),
            None => format!("Case {}: -1\n", case),
        })
    })
}

fn read_case(input: &mut Scanner<'_>) -> Result<Option<Grid>, ParseError> {
    let n = input.number("the side N", 1, MAX_SIDE)? as usize;
    read_bit_board(input, n, n).map(Some)
}

/// The fewest 0s of `grid` to turn into 1s so that it is even, by trying
/// every first row that keeps the first row's 1s.
///
/// # Constraints
/// `grid.width() <= 32`.
pub fn fewest_changes(grid: &Grid) -> Option<u64> {
    let (n, width) = (grid.rows(), grid.width());
    assert!(width <= 32, "a grid {} wide", width);
    let given = grid.row(0)[0];
    let free = full(width) & !given;
    let mut best: Option<u64> = None;
    // Every subset of the free cells, each added to the given 1s.
    let mut subset = 0u64;
    loop {
        let (even, residue) = chase_neighbours_only(n, width, &[given | subset]);
        let keeps = (0..n).all(|r| grid.row(r)[0] & !even.row(r)[0] == 0);
        if residue[0] == 0 && keeps {
            let changes = even.ones() - grid.ones();
            best = Some(best.map_or(changes, |b| b.min(changes)));
        }
        if subset == free {
            break best;
        }
        subset = (subset | given).wrapping_add(1) & free;
    }
}

/// `--count` random cases (default 1), sides from 1 to 15 unless `--rows`
/// gives them; sparse grids, so that answers other than -1 come up.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    if spec.cols.is_some() {
        return Err(Error::usage("grids are square: give --rows only"));
    }
    let mut rng = SplitMix(spec.seed);
    let count = case_count(spec, MAX_CASES)?;
    sink.push(format!("{}\n", count).as_bytes())?;
    for _ in 0..count {
        let n = pick_side(spec.rows, 1, MAX_SIDE as usize, &mut rng)?;
        let mut grid = random_board(&mut rng, n, n, false);
        // Keep about one 1 in eight.
        for r in 0..n {
            for c in 0..n {
                if grid.cell(r, c) && rng.below(4) != 0 {
                    grid.flip(r, c);
                }
            }
        }
        sink.text().extend_from_slice(format!("{}\n", n).as_bytes());
        push_grid(sink.text(), &grid);
        sink.push(b"")?;
    }
    Ok(())
}
