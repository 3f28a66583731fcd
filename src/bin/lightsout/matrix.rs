//! `lightsout matrix`: the first-row matrix of a board size.

use std::io::Write;

use lightsout::engine::reference::first_row_matrix;
use lightsout::io::judge::{self, Error};

use lightsout::board::stencil::value_separator;
use lightsout::engine::forms::{reduced_matrix, PACKED};

use crate::cli::{side, too_large, variant_options, Command, Inputs};

pub const COMMAND: Command = Command {
    name: "matrix",
    synopsis: "N | M N [VARIANT]",
    about: "Draws the first-row matrix of the M x N board (M defaults to N, each at
most 10000): line j shows, as N digits 0/1, the lights that pressing only
column j of the first row leaves in the last row after chasing; then
`ones K`. With VARIANT (--stencil, --mod K, --torus), the system the
board reduces to: line j shows what unknown j (a press of the rows the
chase starts from, or of any cell where the stencil does not chase) adds
to each light left to the equations, as values 0 to K-1 (spaced past
K = 10); then `nonzero K`.",
    run,
};

/// The largest side `matrix` draws: its output is the side squared.
const MAX_MATRIX_SIDE: usize = 10_000;

fn run(args: &[&str], _: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Error> {
    let (variant, args) = variant_options(args)?;
    let (rows, width) = match args[..] {
        [n] => {
            let n = side(n, "N", MAX_MATRIX_SIDE)?;
            (n, n)
        }
        [m, n] => (
            side(m, "M", MAX_MATRIX_SIDE)?,
            side(n, "N", MAX_MATRIX_SIDE)?,
        ),
        _ => return Err(COMMAND.wrong()),
    };
    if !variant.is_standard() {
        let system = reduced_matrix(&variant, rows, width, PACKED).map_err(too_large)?;
        let unknowns = system.first().map_or(0, Vec::len);
        let separator = value_separator(variant.modulus);
        let mut nonzero = 0;
        for j in 0..unknowns {
            let values: Vec<String> = system.iter().map(|row| row[j].to_string()).collect();
            nonzero += system.iter().filter(|row| row[j] != 0).count();
            let line = values.join(separator) + "\n";
            judge::write(out, line.as_bytes())?;
        }
        judge::write(out, format!("nonzero {}\n", nonzero).as_bytes())?;
        return Ok(0);
    }
    // A line at a time, so memory stays the matrix's bits.
    let matrix = first_row_matrix(rows, width);
    for j in 0..width {
        let mut line: String = (0..width)
            .map(|i| if matrix.cell(j, i) { '1' } else { '0' })
            .collect();
        line.push('\n');
        judge::write(out, line.as_bytes())?;
    }
    judge::write(out, format!("ones {}\n", matrix.ones()).as_bytes())?;
    Ok(0)
}
