//! A failing input made as small as it can be while it fails the same way:
//! first smaller inputs from the generator (fewer cases, then smaller
//! boards, a few seeds each, the smallest first), then the input itself
//! with its numbers lowered one at a time (fewer lit cells, smaller
//! values), each kept only if our solver still takes it.

use std::io;
use std::time::{Duration, Instant};

use lightsout_judges::kit::generate::Spec;

use crate::stress::run::{Failure, Kind, Program};
use crate::stress::{made, Case, Options};

/// What shrinking found: the smallest failing case, its failure, and how
/// many times the program ran.
pub struct Shrunk {
    pub case: Case,
    pub failure: Failure,
    pub runs: u64,
}

/// The most runs shrinking makes.
const MAX_RUNS: u64 = 3000;

/// The longest shrinking takes (each run past the limit costs the limit).
const MAX_TIME: Duration = Duration::from_secs(60);

/// Seeds tried at each smaller size: more where there are few sizes (a
/// problem of one board), so that a round tries about [`MAX_ROUND`].
const SEEDS: std::ops::RangeInclusive<usize> = 4..=32;

/// The most smaller inputs tried in one round, smallest first, before
/// those one step smaller.
const MAX_ROUND: usize = 128;

/// Seeds tried one step smaller (a case, a row or a column fewer), so
/// that a failure only large inputs show still comes down a step a round.
const STEP_SEEDS: u64 = 8;

struct Budget {
    runs: u64,
    began: Instant,
    time: Duration,
}

impl Budget {
    fn spent(&self) -> bool {
        self.runs >= MAX_RUNS || self.began.elapsed() >= self.time
    }
}

pub fn shrink(
    options: &Options,
    program: &Program<'_>,
    case: Case,
    failure: Failure,
) -> io::Result<Shrunk> {
    // A run past the limit costs the whole limit: such a failure gets
    // eight of them, five seconds at least.
    let time = match failure.kind {
        Kind::TooSlow => (program.time_limit * 8)
            .max(Duration::from_secs(5))
            .min(MAX_TIME),
        _ => MAX_TIME,
    };
    let mut budget = Budget {
        runs: 0,
        began: Instant::now(),
        time,
    };
    let (mut case, mut failure) = (case, failure);
    // Smaller inputs from the generator, while one fails the same way.
    while !budget.spent() {
        let candidates = smaller(options, &case);
        match first_failing(options, program, &candidates, &failure, &mut budget)? {
            Some((smaller, failed)) => {
                case = smaller;
                failure = failed;
            }
            None => break,
        }
    }
    // The input's own numbers lowered, one at a time.
    let mut at = 0;
    'tokens: while !budget.spent() {
        let tokens = tokens(&case.input);
        while at < tokens.len() {
            for lowered in lowered(&case.input, tokens[at]) {
                if budget.spent() {
                    break 'tokens;
                }
                let solved =
                    (options.problem.judge.run)(&mut &lowered[..], &mut io::sink());
                if solved.is_err() {
                    continue;
                }
                budget.runs += 1;
                if let Some(failed) = program.attempt(&lowered)? {
                    if failed.kind == failure.kind {
                        case = Case {
                            spec: case.spec.clone(),
                            input: lowered,
                        };
                        failure = failed;
                        // The same token again: it may go lower still.
                        continue 'tokens;
                    }
                }
            }
            at += 1;
        }
        break;
    }
    Ok(Shrunk {
        case,
        failure,
        runs: budget.runs,
    })
}

/// Inputs from the generator smaller than `case`'s: fewer cases, or as
/// many on boards of fewer cells, smallest first, a few seeds each
/// ([`SEEDS`]), up to [`MAX_ROUND`]; then a case, a row or a column fewer,
/// [`STEP_SEEDS`] each.
fn smaller(options: &Options, case: &Case) -> Vec<Case> {
    let spec = &case.spec;
    let count = spec.count.unwrap_or(1);
    let (rows, cols) = (spec.rows.unwrap_or(1), spec.cols.unwrap_or(1));
    let mut specs: Vec<(u64, usize, usize, usize)> = Vec::new();
    for k in 1..=count {
        for r in 1..=rows {
            for c in 1..=cols {
                if k < count || r * c < rows * cols {
                    specs.push((k, r * c, r, c));
                }
            }
        }
    }
    specs.sort_unstable();
    let seeds = (MAX_ROUND / specs.len().max(1)).clamp(*SEEDS.start(), *SEEDS.end()) as u64;
    let mut tried: Vec<(u64, usize, usize, u64)> = Vec::new();
    for &(k, _, r, c) in &specs {
        for j in 0..seeds {
            if tried.len() < MAX_ROUND {
                tried.push((k, r, c, j));
            }
        }
    }
    let steps = [
        (count.saturating_sub(1), rows, cols),
        (count, rows.saturating_sub(1), cols),
        (count, rows, cols.saturating_sub(1)),
    ];
    for &(k, r, c) in &steps {
        if k >= 1 && r >= 1 && c >= 1 && (k, r, c) != (count, rows, cols) {
            for j in seeds..seeds + STEP_SEEDS {
                tried.push((k, r, c, j));
            }
        }
    }
    let mut out: Vec<Case> = Vec::new();
    for (k, r, c, j) in tried {
        let wanted = Spec {
            seed: spec.seed ^ (j + 1).wrapping_mul(0xD1B5_4A32_D192_ED03) ^ (k << 40),
            rows: spec.rows.map(|_| r),
            cols: spec.cols.map(|_| c),
            count: spec.count.map(|_| k),
            ..spec.clone()
        };
        // Only what the generator makes as asked is smaller.
        if let Some(made) = made(options.problem, wanted.clone()) {
            if made.spec == wanted && !out.iter().any(|o| o.input == made.input) {
                out.push(made);
            }
        }
    }
    out
}

/// The first of `candidates`, in order, that fails as `like` does; run
/// `options.jobs` at a time, so that the answer is the same for any jobs.
fn first_failing(
    options: &Options,
    program: &Program<'_>,
    candidates: &[Case],
    like: &Failure,
    budget: &mut Budget,
) -> io::Result<Option<(Case, Failure)>> {
    for batch in candidates.chunks(options.jobs.max(1)) {
        // Counted by the candidates' order, not by what the batch ran, so
        // that the budget cuts at the same candidate for any jobs.
        let left = MAX_RUNS.saturating_sub(budget.runs) as usize;
        if left == 0 || budget.began.elapsed() >= budget.time {
            return Ok(None);
        }
        let batch = &batch[..batch.len().min(left)];
        let results: Vec<io::Result<Option<Failure>>> = std::thread::scope(|scope| {
            let handles: Vec<_> = batch
                .iter()
                .map(|case| scope.spawn(move || program.attempt(&case.input)))
                .collect();
            handles
                .into_iter()
                .map(|handle| handle.join().unwrap_or(Ok(None)))
                .collect()
        });
        for (case, result) in batch.iter().zip(results) {
            budget.runs += 1;
            if let Some(failed) = result? {
                if failed.kind == like.kind {
                    return Ok(Some((case.clone(), failed)));
                }
            }
        }
    }
    Ok(None)
}

/// The byte ranges of `input`'s tokens (runs of non-space bytes).
fn tokens(input: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, &byte) in input.iter().enumerate() {
        match (byte.is_ascii_whitespace(), start) {
            (false, None) => start = Some(i),
            (true, Some(from)) => {
                out.push((from, i));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(from) = start {
        out.push((from, input.len()));
    }
    out
}

/// `input` with the token at `at` lowered, the lowest first: a number as
/// 0, half of it, one less; a word of digits (a row as `0110`) with one
/// nonzero digit made 0, from the left.
fn lowered(input: &[u8], (start, end): (usize, usize)) -> Vec<Vec<u8>> {
    let token = &input[start..end];
    let with = |replacement: &[u8]| {
        let mut out = input[..start].to_vec();
        out.extend_from_slice(replacement);
        out.extend_from_slice(&input[end..]);
        out
    };
    let mut out = Vec::new();
    if !token.iter().all(u8::is_ascii_digit) {
        return out;
    }
    let number = |word: &[u8]| std::str::from_utf8(word).ok()?.parse::<u64>().ok();
    let mut values = Vec::new();
    if let Some(value) = number(token) {
        values = vec![0, value / 2, value.saturating_sub(1)];
        values.dedup();
        values.retain(|&lower| lower < value);
        for &lower in &values {
            out.push(with(lower.to_string().as_bytes()));
        }
    }
    if token.len() > 1 {
        for (i, &digit) in token.iter().enumerate() {
            let mut word = token.to_vec();
            word[i] = b'0';
            // A word that is one of the numbers above is tried already.
            if digit != b'0' && number(&word).map_or(true, |v| !values.contains(&v)) {
                out.push(with(&word));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_lowered_lowest_first() {
        let input = b"2 3\n7 10\n";
        assert_eq!(tokens(input), vec![(0, 1), (2, 3), (4, 5), (6, 8)]);
        let texts: Vec<String> = lowered(input, (6, 8))
            .into_iter()
            .map(|t| String::from_utf8(t).unwrap())
            .collect();
        assert_eq!(texts, ["2 3\n7 0\n", "2 3\n7 5\n", "2 3\n7 9\n"]);
        let row: Vec<Vec<u8>> = lowered(b"0110", (0, 4));
        assert!(row.contains(&b"0010".to_vec()) && row.contains(&b"0100".to_vec()));
        assert!(lowered(b"0", (0, 1)).is_empty());
        assert!(lowered(b"X.", (0, 2)).is_empty());
    }
}
