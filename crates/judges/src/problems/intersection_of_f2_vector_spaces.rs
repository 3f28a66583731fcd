//! Library Checker "Intersection of F_2 vector spaces": a basis of the
//! intersection of two spans of vectors of 30 bits under XOR.
//!
//! Input: `T` (1 to 100,000) cases, each two lines `n u_0 .. u_{n-1}` and
//! `m v_0 .. v_{m-1}` (n, m up to 30; each list independent; vectors below
//! 2^30). Output per case: `k w_0 .. w_{k-1}`, a basis of the
//! intersection (any basis is accepted).

use std::io::{Read, Write};

use crate::error::Error;
use crate::judge::{answer_cases, counted, read_case, Judge};
use crate::kit::check::{Strict, Verdict};
use crate::kit::generate::{case_count, Sink, Spec};
use crate::output::push_number;
use crate::problems::Problem;
use lightsout::{intersection, ParseError, Scanner, SplitMix, XorBasis};

/// The `intersection_of_f2_vector_spaces` binary.
pub const JUDGE: Judge = Judge {
    name: "intersection_of_f2_vector_spaces",
    help: HELP,
    run,
};

/// The intersection for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "Library Checker Intersection of F_2 vector spaces",
    reads: "`T`, then per case `n u_0 ..` and `m v_0 ..` (vectors below 2^30)",
    writes: "per case, `k w_0 ..`, a basis of the intersection (any basis: `lightsout check` judges it)",
    judges: "Library Checker",
    generate,
    checker: Some(check),
    time_limit_ms: Some(10000),
};

/// The judge's most cases.
const MAX_CASES: u64 = 100_000;
/// The vectors' bits.
const BITS: u32 = 30;

/// What `intersection_of_f2_vector_spaces --help` prints.
const HELP: &str = "\
intersection_of_f2_vector_spaces: solves Library Checker \"Intersection of
F_2 vector spaces\".

Reads from stdin T (1 <= T <= 100000), then for each case two lines, `n u_0
.. u_{n-1}` and `m v_0 .. v_{m-1}`: two lists of up to 30 independent
vectors below 2^30 under XOR. Writes for each case `k w_0 .. w_{k-1}`, a
basis of the intersection of their spans.

Example:
  $ printf '1\\n2 1 2\\n1 3\\n' | intersection_of_f2_vector_spaces
  1 3
";

/// A case: the two lists. (The judge's are independent; the intersection
/// of the spans is the same either way.)
fn read_pair(input: &mut Scanner<'_>) -> Result<Option<[Vec<u64>; 2]>, ParseError> {
    let mut lists = [Vec::new(), Vec::new()];
    for (list, name) in lists.iter_mut().zip(["n", "m"]) {
        let count = input.number(name, 0, u64::from(BITS))?;
        for _ in 0..count {
            list.push(input.number("a vector", 0, (1 << BITS) - 1)?);
        }
    }
    Ok(Some(lists))
}

/// Reads the cases from `input` and writes a basis of each intersection to
/// `out`, highest leading bit first.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let count = counted("T", MAX_CASES);
    answer_cases(input, out, count, read_pair, |_, [u, v]| {
        let basis = intersection(&u, &v, BITS);
        let mut line = Vec::new();
        push_number(&mut line, basis.len() as u64);
        for w in basis {
            line.push(b' ');
            push_number(&mut line, w);
        }
        line.push(b'\n');
        Ok(String::from_utf8(line).expect("digits"))
    })
}

/// `--count` cases (default 1), each two random spaces sharing a random
/// part, of dimensions up to 30 (fewer bits now and then, so that they
/// meet more).
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    if spec.rows.is_some() || spec.cols.is_some() {
        return Err(Error::usage("the cases are lists: give --count T only"));
    }
    let mut rng = SplitMix(spec.seed);
    let count = case_count(spec, MAX_CASES)?;
    sink.push(format!("{}\n", count).as_bytes())?;
    for _ in 0..count {
        let bits = 1 + rng.below(u64::from(BITS)) as u32;
        let random = |rng: &mut SplitMix| rng.next_u64() >> (64 - bits);
        // A common part, then each list grown from it to a random size.
        let shared: Vec<u64> = (0..rng.below(u64::from(bits) + 1))
            .map(|_| random(&mut rng))
            .collect();
        let mut text = String::new();
        for _ in 0..2 {
            let mut basis = XorBasis::default();
            let mut list = Vec::new();
            let size = rng.below(u64::from(bits) + 1) as usize;
            let candidates: Vec<u64> = shared
                .iter()
                .copied()
                .chain((0..2 * bits).map(|_| random(&mut rng)))
                .collect();
            for v in candidates {
                if list.len() < size && basis.insert(v) {
                    list.push(v);
                }
            }
            // Mixed, so that the shared part is not plain to see.
            for i in 1..list.len() {
                let j = rng.below(i as u64) as usize;
                list[i] ^= list[j];
            }
            text.push_str(&list.len().to_string());
            for v in &list {
                text.push_str(&format!(" {}", v));
            }
            text.push('\n');
        }
        sink.push(text.as_bytes())?;
    }
    Ok(())
}

/// Checks an `output` for `input` as the judge does: for each case, `k`
/// vectors below 2^30, independent, each in both spans, and as many as the
/// intersection's dimension (any basis). `Err` if the input itself is
/// malformed.
pub fn check(input: &[u8], output: &[u8]) -> Result<Verdict, Error> {
    let cases = read_case(&mut &input[..], |stream| {
        let t = Error::reading(stream.parse(|s| s.number("T", 1, MAX_CASES)))?;
        (0..t)
            .map(|_| {
                Error::reading(stream.parse(read_pair)).map(|pair| pair.expect("a case"))
            })
            .collect::<Result<Vec<_>, Error>>()
    })?;
    let mut reader = Strict::new(output);
    for (i, [u, v]) in cases.iter().enumerate() {
        let claimed = (|| {
            let k = reader.number(0, u64::from(BITS))?;
            let mut w = Vec::new();
            for _ in 0..k {
                reader.byte(b' ', "a single space")?;
                w.push(reader.number(0, (1 << BITS) - 1)?);
            }
            reader.byte(b'\n', "the end of the line (\\n)")?;
            Ok(w)
        })();
        let w = match claimed {
            Ok(w) => w,
            Err(verdict) => return Ok(verdict),
        };
        let (mut left, mut right, mut found) = (
            XorBasis::default(),
            XorBasis::default(),
            XorBasis::default(),
        );
        for &a in u {
            left.insert(a);
        }
        for &b in v {
            right.insert(b);
        }
        let dimension = intersection(u, v, BITS).len();
        let case = i + 1;
        if let Some(&x) = w
            .iter()
            .find(|&&x| left.min_xor(x) != 0 || right.min_xor(x) != 0)
        {
            return Ok(Verdict::Wrong(format!(
                "case {}: {} is not in both spaces",
                case, x
            )));
        }
        if !w.iter().all(|&x| found.insert(x)) {
            return Ok(Verdict::Wrong(format!(
                "case {}: the vectors are not independent",
                case
            )));
        }
        if w.len() != dimension {
            return Ok(Verdict::Wrong(format!(
                "case {}: {} vectors, but the intersection's dimension is {}",
                case,
                w.len(),
                dimension
            )));
        }
    }
    Ok(match reader.end() {
        Ok(()) => Verdict::Ok(format!("a basis of each of {} intersections", cases.len())),
        Err(verdict) => verdict,
    })
}
