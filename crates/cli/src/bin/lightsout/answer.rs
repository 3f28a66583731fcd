//! An answer as `solve` prints it, and `merge` too: the presses, a row at a
//! time, then `presses P` and how far P is proven the fewest.

use std::io::Write;

use lightsout::{Cells, Minimal};
use lightsout_judges::error::Error;
use lightsout_judges::judge;
use lightsout_judges::output::write_cells;

/// Writes an answer: the presses (a graph's on one line, switch 1 first),
/// then `presses P` and `minimal` with how far P is proven the fewest.
pub fn write_answer(
    out: &mut dyn Write,
    presses: &Cells,
    count: u64,
    minimal: Minimal,
) -> Result<(), Error> {
    let minimal = match minimal {
        Minimal::Least => "yes".to_string(),
        Minimal::Fewest => "yes, ties not broken".to_string(),
        Minimal::Unproven { at_least: 0 } => "unproven".to_string(),
        Minimal::Unproven { at_least } => format!("unproven, at least {}", at_least),
    };
    write_summary(out, presses, count, &minimal)
}

/// The presses, `presses P` and `minimal` with its word.
pub fn write_summary(
    out: &mut dyn Write,
    presses: &Cells,
    count: u64,
    minimal: &str,
) -> Result<(), Error> {
    write_cells(out, presses)?;
    let summary = format!("presses {}\nminimal {}\n", count, minimal);
    judge::write(out, summary.as_bytes())
}
