//! USACO 2009 November Gold "Lights": the fewest switches that turn on
//! every light of a graph of up to 35.
//!
//! Input: `N M` (1 to 35, 1 to 595), then `M` lines `a b`: lights `a` and
//! `b` are connected. A switch toggles its light and every light connected to
//! it; all start off. Output: the fewest switches that turn every light on.
//! The statement promises an answer; when there is none, that is an error.

use std::io::{Read, Write};

use crate::error::Error;
use crate::judge::{answer_cases, one_case, Judge};
use crate::kit::generate::{pick_side, Sink, Spec};
use crate::problems::Problem;
use lightsout::{fewest_set, ParseError, Scanner, SplitMix};

/// The `usaco_lights` binary.
pub const JUDGE: Judge = Judge {
    name: "usaco_lights",
    help: HELP,
    run,
};

/// Lights for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "USACO 2009 November Gold Lights (any graph of up to 35 lights)",
    reads: "`N M`, then M lines `a b`",
    writes: "the fewest switches that turn every light on",
    judges: "Luogu P2962",
    generate,
    checker: None,
    time_limit_ms: None,
};

/// The judge's most lights.
const MAX_LIGHTS: u64 = 35;

/// What `usaco_lights --help` prints.
const HELP: &str = "\
usaco_lights: solves USACO 2009 November Gold \"Lights\" (Luogu P2962).

Reads from stdin N M (1 <= N <= 35, 1 <= M <= 595), then M lines a b: lights
a and b are connected. A switch toggles its light and every light connected
to it; all lights start off. Writes the fewest switches that turn every
light on. The statement promises that some do; if none do, says so on
stderr and exits with status 1.

Example:
  $ printf '5 6\\n1 2\\n1 3\\n4 2\\n3 4\\n2 5\\n5 3\\n' | usaco_lights
  3
";

/// Reads the graph from `input` and writes the answer to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let read = |s: &mut Scanner<'_>| read_graph(s, MAX_LIGHTS).map(Some);
    answer_cases(input, out, one_case, read, |_, columns| {
        let all = (1u64 << columns.len()) - 1;
        match fewest_set(&columns, all) {
            Some(switches) => Ok(format!("{}\n", switches.count_ones())),
            None => Err(Error::Failed(
                "no switches turn every light on, though the statement promises \
                 some do"
                    .to_string(),
            )),
        }
    })
}

/// Reads `N M` (`N` up to `max_lights`) and the connections, as what each
/// switch toggles: bit `j` for light `j + 1`.
pub fn read_graph(
    input: &mut Scanner<'_>,
    max_lights: u64,
) -> Result<Vec<u64>, ParseError> {
    // At least one connection, so at least two lights.
    let n = input.number("the number of lights N", 2, max_lights)?;
    let m = input.number("the number of connections M", 1, n * (n - 1) / 2)?;
    let mut columns: Vec<u64> = (0..n).map(|j| 1 << j).collect();
    for _ in 0..m {
        let a = input.number("a light", 1, n)?;
        let before = input.clone();
        let b = input.number("a light", 1, n)?;
        if a == b {
            let mut again = before;
            let (offset, token) = again.token().expect("b was read");
            let expected = format!("a light other than {}", a);
            return Err(again.error(Some((offset, token)), &expected));
        }
        columns[a as usize - 1] |= 1 << (b - 1);
        columns[b as usize - 1] |= 1 << (a - 1);
    }
    Ok(columns)
}

/// A random graph of `--rows` lights (default 2 to 35), its wires drawn
/// dense or sparse so that kernels of every size come up. Every graph's
/// lights can all be turned on (for a symmetric system with ones on its
/// diagonal the all-ones vector is always reachable), so the statement's
/// promise always holds.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    if spec.cols.is_some() || spec.count.is_some() {
        return Err(Error::usage(
            "the input holds one graph: give --rows N for its lights",
        ));
    }
    let mut rng = SplitMix(spec.seed);
    // One light has no pair to connect, and the judge wants M >= 1.
    let n = pick_side(spec.rows, 2, MAX_LIGHTS as usize, &mut rng)?;
    let density = rng.below(4);
    let mut edges: Vec<(usize, usize)> = (0..n)
        .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
        .filter(|_| rng.below(4) <= density)
        .collect();
    if edges.is_empty() {
        edges.push((0, 1));
    }
    sink.push(format!("{} {}\n", n, edges.len()).as_bytes())?;
    for (a, b) in edges {
        sink.push(format!("{} {}\n", a + 1, b + 1).as_bytes())?;
    }
    Ok(())
}
