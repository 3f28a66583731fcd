//! Luogu P3812 【模板】线性基 (the linear basis template): the largest XOR
//! of any subset of up to 50 numbers.
//!
//! Input: `n` (1 to 50), then `n` numbers up to 2^50. Output: the largest
//! XOR of a subset of them (the empty subset's is 0).

use std::io::{Read, Write};

use crate::error::Error;
use crate::judge::{numbers, read_case, write, Judge};
use crate::kit::generate::{Sink, Spec};
use crate::problems::Problem;
use lightsout::{SplitMix, XorBasis};

/// The `linear_basis` binary.
pub const JUDGE: Judge = Judge {
    name: "linear_basis",
    help: HELP,
    run,
};

/// The linear basis for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "Luogu P3812 线性基 (the largest XOR of a subset)",
    reads: "`n`, then n numbers up to 2^50",
    writes: "the largest XOR of any subset",
    judges: "Luogu P3812",
    generate,
    checker: None,
    time_limit_ms: None,
};

/// The judge's most numbers.
const MAX_N: u64 = 50;
/// The numbers are at most 2^50.
const BITS: u32 = 50;

/// What `linear_basis --help` prints.
const HELP: &str = "\
linear_basis: solves Luogu P3812, the linear basis template.

Reads from stdin n (1 <= n <= 50), then n numbers from 0 to 2^50.
Writes the largest XOR of any subset of them.

Example:
  $ printf '4\\n1 5 9 4\\n' | linear_basis
  13
";

/// Reads the numbers from `input` and writes their largest XOR to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let basis = read_case(input, |stream| {
        numbers(stream, |s| {
            let n = s.number("n", 1, MAX_N)?;
            let mut basis = XorBasis::default();
            for _ in 0..n {
                basis.insert(s.number("a number", 0, 1 << BITS)?);
            }
            Ok(basis)
        })
    })?;
    write(out, format!("{}\n", basis.largest()).as_bytes())
}

/// `--count` numbers (default 1 to 50) of up to 50 bits, now and then of
/// a few bits only, or many dependent on a few, so that the basis is
/// small.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    if spec.rows.is_some() || spec.cols.is_some() {
        return Err(Error::usage("the input is a list: give --count N numbers"));
    }
    let mut rng = SplitMix(spec.seed);
    let n = match spec.count {
        Some(n) if !(1..=MAX_N).contains(&n) => {
            return Err(Error::usage("the judge takes 1 to 50 numbers"))
        }
        Some(n) => n,
        None => 1 + rng.below(MAX_N),
    };
    let bits = 1 + rng.below(u64::from(BITS)) as u32;
    let few: Vec<u64> = (0..1 + rng.below(6))
        .map(|_| rng.next_u64() >> (64 - bits))
        .collect();
    let dependent = rng.below(3) == 0;
    let values: Vec<String> = (0..n)
        .map(|_| {
            let v = if dependent {
                few.iter()
                    .filter(|_| rng.below(2) == 0)
                    .fold(0, |x, &f| x ^ f)
            } else {
                rng.next_u64() >> (64 - bits)
            };
            v.to_string()
        })
        .collect();
    Ok(sink.push(format!("{}\n{}\n", n, values.join(" ")).as_bytes())?)
}
