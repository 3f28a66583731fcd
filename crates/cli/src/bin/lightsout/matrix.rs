//! `lightsout matrix`: the system a board size reduces to.

use std::io::Write;

use lightsout::matrix;
use lightsout_judges::error::Error;
use lightsout_judges::judge;

use crate::cli::{refused, rule_options, side, Command, Inputs};

pub const COMMAND: Command = Command {
    name: "matrix",
    synopsis: "N | M N [RULE]",
    about: "Draws the system the M x N board reduces to under the rule (M defaults
to N, each at most 10000): line j shows what unknown j adds to each light
the equations hold, as values 0 to K-1 (spaced past K = 10); then `ones
C` (modulo 2) or `nonzero C`, how many entries are not 0. Under the
standard rule that is the first-row matrix: line j, as N digits 0/1, the
lights that pressing only column j of the first row leaves in the last
row after chasing. Under another rule the unknowns are the presses of the
rows the chase starts from and those no light forces, or every press
where the rule does not chase.",
    run,
};

/// The largest side `matrix` draws: its output is the side squared.
const MAX_MATRIX_SIDE: usize = 10_000;

fn run(args: &[&str], _: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Error> {
    let (rule, args) = rule_options(args)?;
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
    let system = matrix(&rule, rows, width).map_err(refused)?;
    // A line at a time.
    for j in 0..system.unknowns() {
        let line = system.column_text(j) + "\n";
        judge::write(out, line.as_bytes())?;
    }
    let summary = if rule.modulus == 2 { "ones" } else { "nonzero" };
    judge::write(
        out,
        format!("{} {}\n", summary, system.nonzero()).as_bytes(),
    )?;
    Ok(0)
}
