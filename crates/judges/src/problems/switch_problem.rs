//! POJ 1830 开关问题 (The Switch Problem): how many sets of switches take
//! the lamps from one state to another, when a switch also flips others.
//!
//! Input: `K` cases; each: `N` (1 to 28), the start state and the end
//! state (`N` values `0`/`1` each), then pairs `I J` (operating switch `I`
//! also flips switch `J`) ending with `0 0`. A switch flips itself too and
//! is operated at most once. Output per case: the number of sets, or
//! `Oh,it's impossible~!!`.

use std::io::{Read, Write};

use crate::error::Error;
use crate::judge::{answer_cases, counted, Judge};
use crate::kit::generate::{case_count, pick_side, Sink, Spec};
use crate::problems::Problem;
use lightsout::{Matrix, ParseError, Scanner, SplitMix};

/// The `switch_problem` binary.
pub const JUDGE: Judge = Judge {
    name: "switch_problem",
    help: HELP,
    run,
};

/// The switch problem for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "POJ 1830 开关问题 (switches that flip other switches)",
    reads: "`K` cases: `N`, two lines of N values 0/1, pairs `I J` ending `0 0`",
    writes: "per case, how many switch sets turn the first state into the second, or `Oh,it's impossible~!!`",
    judges: "none known",
    generate,
    checker: None,
    time_limit_ms: None,
};

/// The judge's most switches (`0 < N < 29`).
const MAX_SWITCHES: u64 = 28;

/// The most cases read (the statement gives no bound).
const MAX_CASES: u64 = 1_000_000;

/// What `switch_problem --help` prints.
const HELP: &str = "\
switch_problem: solves POJ 1830 开关问题 (The Switch Problem).

Reads from stdin K, then K cases: N (1 <= N <= 28), the start state and the
end state (N values 0/1 each), then pairs I J, ending with 0 0: operating
switch I also flips switch J. Every switch flips itself; each is operated
at most once, in any order. Writes for each case the number of sets of
switches that turn the start state into the end state, or
Oh,it's impossible~!! if none does.

Example:
  $ printf '1\\n3\\n0 0 0\\n1 1 1\\n1 2\\n1 3\\n2 1\\n2 3\\n3 1\\n3 2\\n0 0\\n' | switch_problem
  4
";

/// Reads the cases from `input` and writes their answers to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let count = counted("the number of cases K", MAX_CASES);
    answer_cases(input, out, count, read_case, |_, (switches, change)| {
        Ok(match switches.solve(change.row(0)) {
            Some((_, kernel)) => format!("{}\n", 1u64 << kernel.rows()),
            None => "Oh,it's impossible~!!\n".to_string(),
        })
    })
}

/// The system of a case: column `i` the lamps switch `i` flips, and the
/// lamps that must change, as a one-row matrix.
fn read_case(s: &mut Scanner<'_>) -> Result<Option<(Matrix, Matrix)>, ParseError> {
    let n = s.number("the number of switches N", 1, MAX_SWITCHES)? as usize;
    let mut change = Matrix::new(1, n);
    for _ in 0..2 {
        for lamp in 0..n {
            let flips = change.get(0, lamp) ^ (s.bit()? == 1);
            change.set(0, lamp, flips);
        }
    }
    let mut switches = Matrix::identity(n);
    loop {
        let i = s.number("a switch I (0 0 ends the case)", 0, n as u64)? as usize;
        if i == 0 {
            s.number("0 (I = 0 ends the case)", 0, 0)?;
            return Ok(Some((switches, change)));
        }
        let j = s.number("a switch J", 1, n as u64)? as usize;
        switches.set(j - 1, i - 1, true);
    }
}

/// `--count` cases (default 1) of `--rows` switches (default 1 to 28),
/// each with random links; with `--solvable`, end states that can be
/// reached.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    if spec.cols.is_some() {
        return Err(Error::usage("the switches are a line: give --rows N only"));
    }
    let mut rng = SplitMix(spec.seed);
    let count = case_count(spec, MAX_CASES)?;
    sink.push(format!("{}\n", count).as_bytes())?;
    for _ in 0..count {
        let n = pick_side(spec.rows, 1, MAX_SWITCHES as usize, &mut rng)?;
        let density = 1 + rng.below(4);
        let links: Vec<(usize, usize)> = (0..n)
            .flat_map(|i| (0..n).map(move |j| (i, j)))
            .filter(|&(i, j)| i != j && rng.below(8) < density)
            .collect();
        let start: Vec<u64> = (0..n).map(|_| rng.below(2)).collect();
        let end: Vec<u64> = if spec.solvable {
            let mut end = start.clone();
            for i in (0..n).filter(|_| rng.below(2) == 0) {
                end[i] ^= 1;
                for &(_, j) in links.iter().filter(|&&(from, _)| from == i) {
                    end[j] ^= 1;
                }
            }
            end
        } else {
            (0..n).map(|_| rng.below(2)).collect()
        };
        let line = |values: &[u64]| {
            let words: Vec<String> = values.iter().map(u64::to_string).collect();
            words.join(" ") + "\n"
        };
        sink.push(format!("{}\n{}{}", n, line(&start), line(&end)).as_bytes())?;
        for (i, j) in links {
            sink.push(format!("{} {}\n", i + 1, j + 1).as_bytes())?;
        }
        sink.push(b"0 0\n")?;
    }
    Ok(())
}
