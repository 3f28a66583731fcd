//! Library Checker "System of Linear Equations": every solution of
//! `Ax = b` modulo 998244353, as one solution and a basis of the kernel.
//!
//! Input: `N M` (1 to 500 each), `N` rows of `A` (`M` numbers below
//! 998244353 each), then `b` (`N` numbers). Output: `-1` if there is no
//! solution; else `R`, the kernel's dimension, a solution, and `R` rows
//! spanning the kernel.

use std::io::{Read, Write};

use crate::error::Error;
use crate::judge::{numbers, read_case, write, Judge};
use crate::kit::check::{Strict, Verdict};
use crate::kit::generate::{pick_side, Sink, Spec};
use crate::problems::library_checker::{
    push_prime_matrix, push_values, random_prime_matrix, read_prime_matrix, system_rank,
    MOD,
};
use crate::problems::Problem;
use lightsout::{PrimeMatrix, SplitMix, Stream};

/// The `linear_equations_mod_p` binary.
pub const JUDGE: Judge = Judge {
    name: "linear_equations_mod_p",
    help: HELP,
    run,
};

/// The system for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "Library Checker System of Linear Equations (mod 998244353)",
    reads: "`N M`, N rows of M numbers, then b, modulo 998244353",
    writes: "`-1`, or R, a solution and R rows spanning the kernel (any: `lightsout check` judges them)",
    judges: "Library Checker",
    generate,
    checker: Some(check),
    time_limit_ms: Some(5000),
};

/// The judge's largest `N` and `M`.
const MAX_SIDE: u64 = 500;

/// What `linear_equations_mod_p --help` prints.
const HELP: &str = "\
linear_equations_mod_p: solves Library Checker \"System of Linear
Equations\".

Reads from stdin N M (1 <= N, M <= 500), N rows of A (M numbers from 0 to
998244352 each), then b (N numbers). Writes -1 if Ax = b has no solution
modulo 998244353; else R, the dimension of A's kernel, a solution (M
numbers), then R rows of M numbers, a basis of the kernel: every solution
is the first plus a combination of the rest.

Example:
  $ printf '2 3\\n1 1 0\\n0 1 1\\n2 3\\n' | linear_equations_mod_p
  1
  998244352 3 0
  1 998244352 1
";

/// `A` and `b`.
fn read_system(stream: &mut Stream<'_>) -> Result<(PrimeMatrix, Vec<u32>), Error> {
    let (n, m) = numbers(stream, |s| {
        let n = s.number("N", 1, MAX_SIDE)? as usize;
        Ok((n, s.number("M", 1, MAX_SIDE)? as usize))
    })?;
    let a = read_prime_matrix(stream, n, m)?;
    let b = read_prime_matrix(stream, 1, n)?;
    Ok((a, b.row(0).to_vec()))
}

/// Reads the system from `input` and writes its solutions to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let (a, b) = read_case(input, read_system)?;
    let all = match a.solve(&b) {
        Some(all) => all,
        None => return write(out, b"-1\n"),
    };
    let mut text = format!("{}\n", all.kernel.len()).into_bytes();
    push_values(&mut text, &all.particular);
    for v in &all.kernel {
        push_values(&mut text, v);
    }
    write(out, &text)
}

/// A random system of `--rows` N equations in `--cols` M unknowns (by
/// default 1 to 500 each), `A` of a random rank; `b` is reachable with
/// `--solvable`, and A's rank is low with `--many-solutions`.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    let mut rng = SplitMix(spec.seed);
    let n = pick_side(spec.rows, 1, MAX_SIDE as usize, &mut rng)?;
    let m = pick_side(spec.cols, 1, MAX_SIDE as usize, &mut rng)?;
    let rank = system_rank(spec, n, m, &mut rng);
    sink.push(format!("{} {}\n", n, m).as_bytes())?;
    let a = random_prime_matrix(n, m, rank, &mut rng);
    push_prime_matrix(sink.text(), &a);
    let b = if spec.solvable || rng.below(2) == 0 {
        let ax = a.product(&random_prime_matrix(m, 1, 1, &mut rng));
        let mut b = PrimeMatrix::new(ax.field(), 0, n);
        b.push_row(&(0..n).map(|r| ax.get(r, 0)).collect::<Vec<u32>>());
        b
    } else {
        random_prime_matrix(1, n, 1, &mut rng)
    };
    push_prime_matrix(sink.text(), &b);
    Ok(sink.push(b"")?)
}

/// Checks an `output` for `input` as the judge does: `-1` exactly when
/// there is no solution; else `R` equal to the kernel's dimension, a
/// solution, and `R` independent vectors of the kernel (any solution, any
/// basis). `Err` if the input itself is malformed.
pub fn check(input: &[u8], output: &[u8]) -> Result<Verdict, Error> {
    let (a, b) = read_case(&mut &input[..], read_system)?;
    let m = a.cols();
    let max = u64::from(MOD) - 1;
    let mut reader = Strict::new(output);
    let claimed = reader.number_line(0, m as u64, true).and_then(|r| match r {
        None => reader.end().map(|()| None),
        Some(r) => {
            let rows: Result<Vec<Vec<u64>>, Verdict> =
                (0..=r).map(|_| reader.number_row(m, max)).collect();
            let rows = rows?;
            reader.end().map(|()| Some(rows))
        }
    });
    let claimed = match claimed {
        Ok(claimed) => claimed,
        Err(verdict) => return Ok(verdict),
    };
    let reference = a.solve(&b);
    Ok(match (claimed, reference) {
        (None, None) => Verdict::Ok("-1: no solution".into()),
        (None, Some(_)) => {
            Verdict::Wrong("-1 claimed, but the system has a solution".into())
        }
        (Some(_), None) => {
            Verdict::Wrong("a solution claimed, but the system has none".into())
        }
        (Some(rows), Some(all)) => {
            let rows: Vec<Vec<u32>> = rows
                .into_iter()
                .map(|row| row.into_iter().map(|v| v as u32).collect())
                .collect();
            let times = |x: &[u32]| {
                let column: Vec<Vec<u32>> = x.iter().map(|&v| vec![v]).collect();
                let column = PrimeMatrix::from_rows(a.field(), &column);
                let ax = a.product(&column);
                (0..a.rows()).map(|r| ax.get(r, 0)).collect::<Vec<u32>>()
            };
            let zero = vec![0; a.rows()];
            let basis = &rows[1..];
            if times(&rows[0]) != b {
                Verdict::Wrong("the solution does not satisfy Ax = b".into())
            } else if basis.len() != all.kernel.len() {
                Verdict::Wrong(format!(
                    "R is {}, but the kernel's dimension is {}",
                    basis.len(),
                    all.kernel.len()
                ))
            } else if let Some(k) = basis.iter().position(|v| times(v) != zero) {
                Verdict::Wrong(format!("kernel row {} is not in the kernel", k + 1))
            } else if PrimeMatrix::from_rows(a.field(), basis).rank() < basis.len() {
                Verdict::Wrong("the kernel rows are not independent".into())
            } else {
                Verdict::Ok(format!("a solution and a kernel basis of {}", basis.len()))
            }
        }
    })
}
