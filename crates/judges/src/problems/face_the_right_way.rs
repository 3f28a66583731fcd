//! POJ 3276 Face The Right Way (USACO 2007 March Gold): a row of cows, each
//! facing forward or backward, and a machine that turns exactly K
//! contiguous cows at once.
//!
//! Input: `N` (1 to 5000), then `N` tokens `F` or `B`. Output: `K M`, M the
//! fewest operations that turn every cow forward and K the least K that
//! needs only M.

use std::io::{Read, Write};

use crate::error::Error;
use crate::formats::read_many;
use crate::judge::{numbers, read_case, write, Judge};
use crate::kit::generate::{pick_side, Sink, Spec};
use crate::problems::Problem;
use lightsout::SplitMix;

/// The `face_the_right_way` binary.
pub const JUDGE: Judge = Judge {
    name: "face_the_right_way",
    help: HELP,
    run,
};

/// Face The Right Way for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "POJ 3276 Face The Right Way (one row, a window of K cows)",
    reads: "`N`, then N tokens `F`/`B`",
    writes: "`K M`: the fewest turns M of any window, and the least window K that needs only M (`1 0` when every cow faces forward)",
    judges: "BOJ 6233",
    generate,
    checker: None,
    time_limit_ms: Some(2000),
};

/// The judge's most cows.
const MAX_N: u64 = 5000;

/// What `face_the_right_way --help` prints.
const HELP: &str = "\
face_the_right_way: solves POJ 3276 Face The Right Way.

Reads from stdin N (1 <= N <= 5000), then N tokens F (forward) or B
(backward), one a line or spaced. A machine set to K turns exactly K
contiguous cows. Writes `K M`: M the fewest operations that turn every cow
forward, and K the least K that needs only M.

Example:
  $ printf '7\\nB\\nB\\nF\\nB\\nF\\nB\\nB\\n' | face_the_right_way
  3 3
";

/// Reads the cows from `input` and writes the least K and fewest M to
/// `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let backward = read_case(input, |stream| {
        let n = numbers(stream, |s| s.number("N", 1, MAX_N))? as usize;
        read_many(stream, n, |s, _| {
            s.one_word(&["F", "B"], "F or B").map(|i| i == 1)
        })
    })?;
    let (k, m) = least_turns(&backward);
    write(out, format!("{} {}\n", k, m).as_bytes())
}

/// `(K, M)`: the fewest turns `M` of any window size that face every cow
/// forward (`backward[i]`: cow i faces backward), and the least `K` that
/// needs only `M`. K = 1 always can, so there is an answer.
///
/// # Complexity
/// O(N^2): one chase a window size.
pub fn least_turns(backward: &[bool]) -> (usize, usize) {
    let n = backward.len();
    let mut best = (1, n + 1);
    let mut ends = vec![false; n];
    for k in 1..=n {
        if let Some(m) = turns(backward, k, &mut ends) {
            if m < best.1 {
                best = (k, m);
            }
        }
    }
    best
}

/// The turns of window `k` that face every cow forward, if any: the chase
/// turns the window starting at the first cow still backward, keeping the
/// parity of the windows over the current cow (`ends[i]`: a window ends
/// before cow i; scratch of N entries).
fn turns(backward: &[bool], k: usize, ends: &mut [bool]) -> Option<usize> {
    let n = backward.len();
    ends.iter_mut().for_each(|e| *e = false);
    let (mut turned, mut count) = (false, 0);
    for i in 0..n {
        turned ^= ends[i];
        if backward[i] != turned {
            if i + k > n {
                return None;
            }
            turned = !turned;
            count += 1;
            if i + k < n {
                ends[i + k] = true;
            }
        }
    }
    Some(count)
}

/// `--cols` N cows (default 1 to 5000, and small boards half the time), one
/// a line; `--solvable` makes every cow's side random (every row can be
/// turned by K = 1), `--many-solutions` a row that several K turn alike.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    if spec.rows.map_or(false, |rows| rows != 1) || spec.count.is_some() {
        return Err(Error::usage("the cows are one row: give --cols N only"));
    }
    let mut rng = SplitMix(spec.seed);
    let most = if spec.cols.is_none() && rng.below(2) == 0 {
        20
    } else {
        MAX_N as usize
    };
    let n = pick_side(spec.cols, 1, most, &mut rng)?;
    let mut backward: Vec<bool> = (0..n).map(|_| rng.below(2) == 0).collect();
    if spec.many_solutions {
        // Turned windows of one size from all forward: that K needs few.
        let k = 1 + rng.below(n as u64) as usize;
        backward = vec![false; n];
        for _ in 0..1 + rng.below(4) {
            let start = rng.below((n - k + 1) as u64) as usize;
            backward[start..start + k].iter_mut().for_each(|b| *b = !*b);
        }
    }
    let mut text = format!("{}\n", n);
    for b in backward {
        text.push_str(if b { "B\n" } else { "F\n" });
    }
    Ok(sink.push(text.as_bytes())?)
}
