//! TJOI 2008 彩灯 (Luogu P3857): how many lamp patterns a set of switches
//! can make.
//!
//! Input: `N M` (`N` lamps, `M` switches, 1 to 50 each), then `M` words of
//! `N` characters: `O` where the switch flips that lamp, `X` where not.
//! Output: the number of patterns the switches make from all lamps off,
//! mod 2008.

use std::io::{Read, Write};

use crate::error::Error;
use crate::formats::read_char_board;
use crate::judge::{answer_cases, one_case, Judge};
use crate::kit::generate::{pick_side, Sink, Spec};
use crate::problems::shared::power_of_two;
use crate::problems::Problem;
use lightsout::{Matrix, Scanner, SplitMix};

/// The `coloured_lights` binary.
pub const JUDGE: Judge = Judge {
    name: "coloured_lights",
    help: HELP,
    run,
};

/// Coloured lights for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "TJOI 2008 彩灯 (how many patterns M switches make)",
    reads: "`N M`, then M words of N characters `O`/`X`",
    writes: "how many lamp patterns the switches make, mod 2008",
    judges: "Luogu P3857",
    generate,
    checker: None,
    time_limit_ms: None,
};

/// The judge's most lamps and switches.
const MAX_SIDE: u64 = 50;

/// What `coloured_lights --help` prints.
const HELP: &str = "\
coloured_lights: solves TJOI 2008 彩灯 (Luogu P3857).

Reads from stdin N M (N lamps, M switches, 1 <= N, M <= 50), then M words of
N characters, O where the switch flips that lamp and X where it does not.
Writes how many lamp patterns the switches can make from all lamps off,
mod 2008.

Example:
  $ printf '2 3\\nOO\\nXO\\nOX\\n' | coloured_lights
  4
";

/// Reads the switches from `input` and writes the count to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let read = |s: &mut Scanner<'_>| {
        let n = s.number("the number of lamps N", 1, MAX_SIDE)? as usize;
        let m = s.number("the number of switches M", 1, MAX_SIDE)? as usize;
        read_char_board(s, m, n, b"XO").map(Some)
    };
    answer_cases(input, out, one_case, read, |_, switches| {
        // The patterns are the span of the switches: 2^rank of them.
        let rank = Matrix::from_grid(&switches).rank();
        Ok(format!("{}\n", power_of_two(rank, 2008)))
    })
}

/// `--cols` N lamps and `--rows` M switches (default 1 to 50 each), each
/// switch flipping a random set, sparse or dense.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    let mut rng = SplitMix(spec.seed);
    let m = pick_side(spec.rows, 1, MAX_SIDE as usize, &mut rng)?;
    let n = pick_side(spec.cols, 1, MAX_SIDE as usize, &mut rng)?;
    let density = 1 + rng.below(7);
    sink.push(format!("{} {}\n", n, m).as_bytes())?;
    for _ in 0..m {
        let mut row: Vec<u8> = (0..n)
            .map(|_| if rng.below(8) < density { b'O' } else { b'X' })
            .collect();
        row.push(b'\n');
        sink.push(&row)?;
    }
    Ok(())
}
