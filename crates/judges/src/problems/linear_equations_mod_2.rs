//! Library Checker "System of Linear Equations (Mod 2)": every solution of
//! `Ax = b` over GF(2), as one solution and a basis of the kernel.
//!
//! Input: `N M` (1 to 4096 each), `N` rows of `A` (`M` digits `0`/`1`
//! each), then `b` (`N` digits). Output: `-1` if there is no solution;
//! else `R`, the kernel's dimension, a solution, and `R` rows spanning the
//! kernel.

use std::io::{Read, Write};

use crate::error::Error;
use crate::judge::{numbers, read_case, write, Judge};
use crate::kit::check::{Strict, Verdict};
use crate::kit::generate::{pick_side, Sink, Spec};
use crate::output::{push_digit_rows, push_number, write_digit_rows};
use crate::problems::library_checker::{random_matrix, read_digit_matrix, system_rank};
use crate::problems::Problem;
use lightsout::{Matrix, SplitMix, Stream};

/// The `linear_equations_mod_2` binary.
pub const JUDGE: Judge = Judge {
    name: "linear_equations_mod_2",
    help: HELP,
    run,
};

/// The system for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "Library Checker System of Linear Equations (Mod 2)",
    reads: "`N M`, N rows of M digits, then b (N digits)",
    writes: "`-1`, or R, a solution and R rows spanning the kernel (any solution, any basis: `lightsout check` judges them)",
    judges: "Library Checker",
    generate,
    checker: Some(check),
    time_limit_ms: Some(5000),
};

/// The judge's largest `N` and `M`.
const MAX_SIDE: u64 = 4096;

/// What `linear_equations_mod_2 --help` prints.
const HELP: &str = "\
linear_equations_mod_2: solves Library Checker \"System of Linear Equations
(Mod 2)\".

Reads from stdin N M (1 <= N, M <= 4096), N rows of A (M digits 0/1 each),
then b (N digits). Writes -1 if Ax = b has no solution over GF(2); else R,
the dimension of A's kernel, a solution (M digits), then R rows of M digits,
a basis of the kernel: every solution is the first plus a sum of some of
the rest.

Example:
  $ printf '3 3\\n101\\n011\\n110\\n011\\n' | linear_equations_mod_2
  1
  010
  111
";

/// `A` and `b` (as a one-row matrix).
fn read_system(stream: &mut Stream<'_>) -> Result<(Matrix, Matrix), Error> {
    let (n, m) = numbers(stream, |s| {
        let n = s.number("N", 1, MAX_SIDE)? as usize;
        Ok((n, s.number("M", 1, MAX_SIDE)? as usize))
    })?;
    let a = read_digit_matrix(stream, n, m)?;
    let b = read_digit_matrix(stream, 1, n)?;
    Ok((a, b))
}

/// Reads the system from `input` and writes its solutions to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let (a, b) = read_case(input, read_system)?;
    let (x, kernel) = match a.solve(b.row(0)) {
        Some(solutions) => solutions,
        None => return write(out, b"-1\n"),
    };
    let mut text = Vec::new();
    push_number(&mut text, kernel.rows() as u64);
    text.push(b'\n');
    push_digit_rows(&mut text, &x.to_grid());
    write(out, &text)?;
    // The basis can be 16 MB of text.
    Ok(write_digit_rows(out, &kernel.to_grid())?)
}

/// A random system of `--rows` N equations in `--cols` M unknowns (by
/// default 1 to 4096 each), `A` of a random rank; `b` is reachable with
/// `--solvable`, and A's rank is low with `--many-solutions`.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    let mut rng = SplitMix(spec.seed);
    let n = pick_side(spec.rows, 1, MAX_SIDE as usize, &mut rng)?;
    let m = pick_side(spec.cols, 1, MAX_SIDE as usize, &mut rng)?;
    let rank = system_rank(spec, n, m, &mut rng);
    sink.push(format!("{} {}\n", n, m).as_bytes())?;
    let rows = random_matrix(n, m, rank, &mut rng);
    push_digit_rows(sink.text(), &rows);
    let a = Matrix::from_grid(&rows);
    let b = if spec.solvable || rng.below(2) == 0 {
        let mut x = Matrix::new(m, 1);
        for c in 0..m {
            x.set(c, 0, rng.next_u64() & 1 == 1);
        }
        a.product(&x).transposed()
    } else {
        Matrix::from_grid(&random_matrix(1, n, 1, &mut rng))
    };
    push_digit_rows(sink.text(), &b.to_grid());
    Ok(sink.push(b"")?)
}

/// Checks an `output` for `input` as the judge does: `-1` exactly when
/// there is no solution; else `R` equal to the kernel's dimension, a
/// solution, and `R` independent rows of the kernel (any solution, any
/// basis). `Err` if the input itself is malformed.
pub fn check(input: &[u8], output: &[u8]) -> Result<Verdict, Error> {
    let (a, b) = read_case(&mut &input[..], read_system)?;
    let m = a.cols();
    let mut reader = Strict::new(output);
    let claimed = reader.number_line(0, m as u64, true).and_then(|r| match r {
        None => reader.end().map(|()| None),
        Some(r) => {
            let x = reader.digit_grid(1, m)?;
            let basis = reader.digit_grid(r as usize, m)?;
            reader.end().map(|()| Some((x, basis)))
        }
    });
    let claimed = match claimed {
        Ok(claimed) => claimed,
        Err(verdict) => return Ok(verdict),
    };
    let reference = a.solve(b.row(0));
    Ok(match (claimed, reference) {
        (None, None) => Verdict::Ok("-1: no solution".into()),
        (None, Some(_)) => {
            Verdict::Wrong("-1 claimed, but the system has a solution".into())
        }
        (Some(_), None) => {
            Verdict::Wrong("a solution claimed, but the system has none".into())
        }
        (Some((x, basis)), Some((_, kernel))) => {
            let ax = a.product(&Matrix::from_grid(&x).transposed()).transposed();
            let products = a.product(&Matrix::from_grid(&basis).transposed());
            if ax != b {
                Verdict::Wrong("the solution does not satisfy Ax = b".into())
            } else if basis.rows() != kernel.rows() {
                Verdict::Wrong(format!(
                    "R is {}, but the kernel's dimension is {}",
                    basis.rows(),
                    kernel.rows()
                ))
            } else if let Some(k) =
                (0..basis.rows()).find(|&k| (0..a.rows()).any(|r| products.get(r, k)))
            {
                Verdict::Wrong(format!("kernel row {} is not in the kernel", k + 1))
            } else if Matrix::from_grid(&basis).rank() < basis.rows() {
                Verdict::Wrong("the kernel rows are not independent".into())
            } else {
                Verdict::Ok(format!("a solution and a kernel basis of {}", basis.rows()))
            }
        }
    })
}
