//! POJ 2947 Widget Factory (CERC 2005): how many days each type of widget
//! takes, from records of what was built between two days of the week; a
//! system of equations modulo 7.
//!
//! Input: cases `n m` (n widget types and m records, up to 300 each), each
//! record `k START END` (k widgets, days `MON` to `SUN`) and the k widget
//! types (1 to n); `0 0` ends the input. A record says the days of its
//! widgets add up to END - START + 1 modulo 7. Output per case: the days of
//! each type (3 to 9), `Inconsistent data.` if no days fit, or `Multiple
//! solutions.` if more than one do.

use std::io::{Read, Write};

use crate::error::Error;
use crate::formats::read_many;
use crate::judge::{numbers, write, Judge};
use crate::kit::generate::{case_count, pick_side, Sink, Spec};
use crate::problems::Problem;
use lightsout::{Prime, PrimeMatrix, SplitMix, Stream};

/// The `widget_factory` binary.
pub const JUDGE: Judge = Judge {
    name: "widget_factory",
    help: HELP,
    run,
};

/// Widget Factory for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "POJ 2947 Widget Factory (a system modulo 7)",
    reads: "cases `n m`, m records `k START END` (days `MON` to `SUN`) with their k widget types, then `0 0` (or the end of input)",
    writes: "per case, the days of each type (3 to 9), `Inconsistent data.` or `Multiple solutions.`",
    judges: "none known",
    generate,
    checker: None,
    time_limit_ms: None,
};

/// The judge's most widget types, and most records.
const MAX_SIDE: u64 = 300;
/// The judge's most widgets in a record.
const MAX_WIDGETS: u64 = 10_000;
/// The most cases generated.
const MAX_GENERATED: u64 = 100;
/// The days of the week, as the records name them.
const DAYS: [&str; 7] = ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"];

/// What `widget_factory --help` prints.
const HELP: &str = "\
widget_factory: solves POJ 2947 Widget Factory.

Reads from stdin cases `n m` (1 <= n, m <= 300), each followed by m
records: a line `k START END` (k widgets built from day START to day END,
MON to SUN) and a line of the k widget types (1 to n). `0 0` (or the end of
input) ends the input. Each type takes 3 to 9 days. Writes, for each case,
the days of each type, or Inconsistent data. if no days fit the records, or
Multiple solutions. if more than one do.

Example:
  $ printf '2 3\\n2 MON THU\\n1 2\\n3 MON FRI\\n1 1 2\\n3 MON SUN\\n1 2 2\\n0 0\\n' | widget_factory
  8 3
";

/// Reads the cases from `input` and writes their answers to `out`, each
/// before the next case is read.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let mut stream = Stream::new(input);
    while let Some((system, rhs)) = read_case(&mut stream)? {
        let line = match system.solve(&rhs) {
            None => "Inconsistent data.".to_string(),
            Some(all) if !all.kernel.is_empty() => "Multiple solutions.".to_string(),
            Some(all) => {
                // Days 3 to 9, one for each residue modulo 7.
                let days: Vec<String> = all
                    .particular
                    .iter()
                    .map(|&d| (if d < 3 { d + 7 } else { d }).to_string())
                    .collect();
                days.join(" ")
            }
        };
        write(out, format!("{}\n", line).as_bytes())?;
    }
    Error::reading(stream.finish())
}

/// A case as its system modulo 7, one row a record; `None` at `0 0`. Each
/// record's two lines must be lines, and something must follow the case
/// (`0 0` at least) on a line of its own: a record with a type too many
/// is refused before its case is answered.
fn read_case(stream: &mut Stream<'_>) -> Result<Option<(PrimeMatrix, Vec<u32>)>, Error> {
    // The data may end without `0 0`.
    if stream.input_ends().map_err(Error::Read)? {
        return Ok(None);
    }
    let (n, m) = numbers(stream, |s| {
        let n = s.number("the number of types n (0 0 ends the input)", 0, MAX_SIDE)?;
        s.on_line(false, "n m on one line")?;
        let m = if n == 0 {
            s.number("m, 0 after n = 0", 0, 0)?
        } else {
            s.number("the number of records m", 0, MAX_SIDE)?
        };
        Ok((n as usize, m as usize))
    })?;
    if n == 0 {
        return Ok(None);
    }
    let mut system = PrimeMatrix::new(Prime::new(7), 0, n);
    let mut rhs = Vec::with_capacity(m);
    let after_types = "the end of the line after a record's widget types";
    for record in 0..m {
        let (k, days) = numbers(stream, |s| {
            s.on_line(
                true,
                if record == 0 {
                    "the end of the line after n m"
                } else {
                    after_types
                },
            )?;
            let k = s.number("the number of widgets k", 0, MAX_WIDGETS)? as usize;
            s.on_line(false, "k START END on one line")?;
            let start = s.one_word(&DAYS, "a day, MON to SUN")?;
            s.on_line(false, "k START END on one line")?;
            let end = s.one_word(&DAYS, "a day, MON to SUN")?;
            Ok((k, (end + 7 - start) % 7 + 1))
        })?;
        let types = read_many(stream, k, |s, i| {
            let expected = if i == 0 {
                "the end of the line after k START END".to_string()
            } else {
                format!("{} widget types on one line (this one has {})", k, i)
            };
            s.on_line(i == 0, &expected)?;
            s.number("a widget type", 1, n as u64)
        })?;
        let mut row = vec![0u32; n];
        for &t in &types {
            row[t as usize - 1] = (row[t as usize - 1] + 1) % 7;
        }
        system.push_row(&row);
        rhs.push(days as u32 % 7);
    }
    numbers(stream, |s| {
        s.line_ends(if m == 0 {
            "the end of the line after n m"
        } else {
            after_types
        })
    })?;
    Ok(Some((system, rhs)))
}

/// `--count` cases (default 1) of `--cols` n types (default 1 to 300, up
/// to 8 half the time) and `--rows` m records (default n to n + 3), each of
/// a few widgets; half the cases, and every `--solvable` one, come from
/// days that fit every record; `--many-solutions` cases have fewer records
/// than types.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    let mut rng = SplitMix(spec.seed);
    let count = case_count(spec, MAX_GENERATED)?;
    let mut text = String::new();
    for _ in 0..count {
        let most = if spec.cols.is_none() && rng.below(2) == 0 {
            8
        } else {
            MAX_SIDE as usize
        };
        let n = pick_side(spec.cols, 1, most, &mut rng)?;
        let m = match spec.rows {
            Some(_) => pick_side(spec.rows, 0, MAX_SIDE as usize, &mut rng)?,
            None if spec.many_solutions => rng.below(n as u64) as usize,
            None => (n + rng.below(4) as usize).min(MAX_SIDE as usize),
        };
        let days: Vec<u64> = (0..n).map(|_| 3 + rng.below(7)).collect();
        let truthful = spec.solvable || spec.many_solutions || rng.below(2) == 0;
        text.push_str(&format!("{} {}\n", n, m));
        for _ in 0..m {
            let k = 1 + rng.below(6) as usize;
            let types: Vec<usize> =
                (0..k).map(|_| 1 + rng.below(n as u64) as usize).collect();
            let total: u64 = if truthful {
                types.iter().map(|&t| days[t - 1]).sum()
            } else {
                rng.below(7)
            };
            let start = rng.below(7) as usize;
            let end = (start + (total as usize + 6) % 7) % 7;
            let names: Vec<String> = types.iter().map(usize::to_string).collect();
            text.push_str(&format!(
                "{} {} {}\n{}\n",
                k,
                DAYS[start],
                DAYS[end],
                names.join(" ")
            ));
        }
    }
    text.push_str("0 0\n");
    Ok(sink.push(text.as_bytes())?)
}
