//! SDOI 2010 外星千足虫 (Luogu P2447): which of `N` insects have an odd
//! number of legs, from the parities of `M` weighings of some of them, and
//! how few of the weighings, taken in order, already tell.
//!
//! Input: `N M` (1 to 1000, 1 to 2000), then `M` lines: a word of `N`
//! digits `0`/`1` (which insects were weighed) and the parity of their legs.
//! The statement promises the lines agree. Output: `Cannot Determine` if
//! all `M` lines leave some insect open; else `K`, the fewest leading lines
//! that fix every insect, then one line per insect, `Earth` for even and
//! `?y7M#` for odd.

use std::io::{Read, Write};

use crate::error::Error;
use crate::judge::{answer_cases, one_case, Judge};
use crate::kit::generate::{pick_side, Sink, Spec};
use crate::problems::Problem;
use lightsout::{Grid, Matrix, ParseError, Scanner, SplitMix};

/// The `alien_insects` binary.
pub const JUDGE: Judge = Judge {
    name: "alien_insects",
    help: HELP,
    run,
};

/// The insects for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "SDOI 2010 外星千足虫 (the fewest leading equations that fix every unknown)",
    reads: "`N M`, then M lines: N digits and a parity",
    writes: "`Cannot Determine`, or K, the fewest leading lines that fix every insect, then `Earth` (even) or `?y7M#` (odd) per insect",
    judges: "Luogu P2447",
    generate,
    checker: None,
    time_limit_ms: None,
};

/// The judge's most insects and weighings.
const MAX_INSECTS: u64 = 1000;
const MAX_WEIGHINGS: u64 = 2000;

/// What `alien_insects --help` prints.
const HELP: &str = "\
alien_insects: solves SDOI 2010 外星千足虫 (Luogu P2447).

Reads from stdin N M (1 <= N <= 1000 insects, 1 <= M <= 2000 weighings),
then M lines: a word of N digits 0/1, the insects weighed, and the parity of
their legs. The lines must agree. Writes Cannot Determine if all M lines
leave an insect open; else K, the fewest leading lines that fix every
insect, then one line per insect: Earth if its legs are even, ?y7M# if odd.

Example:
  $ printf '3 5\\n011 1\\n110 1\\n101 0\\n111 1\\n010 1\\n' | alien_insects
  4
  Earth
  ?y7M#
  Earth
";

/// Reads the weighings from `input` and writes the insects to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    answer_cases(
        input,
        out,
        one_case,
        read_weighings,
        |_, (weighed, parity)| {
            let n = weighed.cols();
            if weighed.rank() < n {
                return Ok("Cannot Determine\n".to_string());
            }
            let (legs, _) = weighed.solve(parity.row(0)).ok_or_else(|| {
                Error::Failed(
                    "the weighings disagree, though the statement promises they do not"
                        .to_string(),
                )
            })?;
            let mut text = format!("{}\n", fewest_leading(&weighed));
            for insect in 0..n {
                text += if legs.get(0, insect) {
                    "?y7M#\n"
                } else {
                    "Earth\n"
                };
            }
            Ok(text)
        },
    )
}

/// The fewest leading rows of `weighed` (whose rank is its width) with
/// the full rank, by bisection: the rank of the first `k` rows only grows.
fn fewest_leading(weighed: &Matrix) -> usize {
    let leading = |k: usize| {
        let mut first = Matrix::new(k, weighed.cols());
        for r in 0..k {
            first.row_mut(r).copy_from_slice(weighed.row(r));
        }
        first.rank()
    };
    let (mut low, mut high) = (weighed.cols(), weighed.rows());
    while low < high {
        let middle = (low + high) / 2;
        if leading(middle) == weighed.cols() {
            high = middle;
        } else {
            low = middle + 1;
        }
    }
    low
}

/// The weighings: one row a line, and the parities as a one-row matrix.
fn read_weighings(s: &mut Scanner<'_>) -> Result<Option<(Matrix, Matrix)>, ParseError> {
    let n = s.number("the number of insects N", 1, MAX_INSECTS)? as usize;
    let m = s.number("the number of weighings M", 1, MAX_WEIGHINGS)? as usize;
    let mut weighed = Grid::new(0, n);
    let mut parity = Matrix::new(1, m);
    let mut row = Vec::new();
    for line in 0..m {
        row.clear();
        s.char_row(n, b"01", &mut row)?;
        weighed.push_row(&row);
        parity.set(0, line, s.bit()? == 1);
    }
    Ok(Some((Matrix::from_grid(&weighed), parity)))
}

/// `--cols` N insects and `--rows` M weighings (default 1 to 1000 and N to
/// 2000), each of a random set, the parities those of random legs, so that
/// the lines agree.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    let mut rng = SplitMix(spec.seed);
    let n = pick_side(spec.cols, 1, MAX_INSECTS as usize, &mut rng)?;
    let m = pick_side(spec.rows, 1, MAX_WEIGHINGS as usize, &mut rng)?;
    let odd: Vec<bool> = (0..n).map(|_| rng.below(2) == 1).collect();
    let density = 1 + rng.below(8);
    sink.push(format!("{} {}\n", n, m).as_bytes())?;
    for _ in 0..m {
        let mut parity = false;
        let mut line: Vec<u8> = (0..n)
            .map(|insect| {
                let weighed = rng.below(16) < density;
                parity ^= weighed && odd[insect];
                if weighed {
                    b'1'
                } else {
                    b'0'
                }
            })
            .collect();
        line.extend_from_slice(if parity { b" 1\n" } else { b" 0\n" });
        sink.push(&line)?;
    }
    Ok(())
}
