//! `lightsout matrix`: the first-row matrix of a board size.

use std::io::Write;

use lightsout::algebra::reference::first_row_matrix;
use lightsout::io::judge::{self, Error};

use crate::cli::{side, Command, Inputs};

pub const COMMAND: Command = Command {
    name: "matrix",
    synopsis: "N | M N",
    about: "Draws the first-row matrix of the M x N board (M defaults to N, each at
most 10000): line j shows, as N digits 0/1, the lights that pressing only
column j of the first row leaves in the last row after chasing; then
`ones K`.",
    run,
};

/// The largest side `matrix` draws: its output is the side squared.
const MAX_MATRIX_SIDE: usize = 10_000;

fn run(args: &[&str], _: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Error> {
    let (rows, width) = match args {
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
