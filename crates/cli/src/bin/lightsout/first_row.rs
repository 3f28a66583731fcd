//! `lightsout first-row`: the by-hand method's last step, for any game.

use std::io::Write;

use lightsout::{hand_rows, Board, Refused, DEFAULT_SEARCH_WORK};
use lightsout_game::finishing_rows;
use lightsout_judges::error::Error;
use lightsout_judges::judge;

use crate::cli::{refused, rule_options, side, Command, Inputs};
use crate::play::MAX_PLAY_SIDE;

pub const COMMAND: Command = Command {
    name: "first-row",
    synopsis: "M N LASTROW [RULE]",
    about: "For playing any Lights Out game by hand: chase the lights of an M x N
board down row by row (press under every light still on, as often as it
takes to clear it) until only the last row is lit, and give that row as
LASTROW, N digits 0 to K-1 (K up to 10). Prints the columns (from 1) of
the first row to press, space separated, a column pressed j times written
j times (`none` if no press is needed), or IMPOSSIBLE; press them and
chase again, and the board is dark. Sides are at most 10000. RULE must be one that is
chased a row at a time, with one weight above the pressed cell, such as
the standard rule under any modulus.",
    run,
};

fn run(args: &[&str], _: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Error> {
    let (rule, args) = rule_options(args)?;
    let [m, n, last] = match args[..] {
        [m, n, last] => [m, n, last],
        _ => return Err(COMMAND.wrong()),
    };
    let rows = side(m, "M", MAX_PLAY_SIDE)?;
    let cols = side(n, "N", MAX_PLAY_SIDE)?;
    let k = rule.modulus;
    let values: Option<Vec<u32>> = last
        .bytes()
        .map(|b| (b as char).to_digit(10).filter(|&v| v < k))
        .collect();
    let values = match values {
        Some(values) if values.len() == cols && k <= 10 => values,
        _ => {
            return Err(Error::Usage(format!(
                "expected LASTROW of {} digits 0 to {}, found {:?}",
                cols,
                (k - 1).min(9),
                last
            )))
        }
    };
    if hand_rows(&rule).map_or(false, |h| h > 1) {
        return Err(Error::usage(
            "this rule's chase leaves more than the last row lit; LASTROW is one row",
        ));
    }
    let mut transit = Board::new(rows, cols);
    transit.cells[(rows - 1) * cols..].copy_from_slice(&values);
    let text =
        match finishing_rows(&rule, &transit, DEFAULT_SEARCH_WORK).map_err(|error| {
            match error {
                Refused::NoHandChase => Error::Usage(error.to_string()),
                error => refused(error),
            }
        })? {
            None => "IMPOSSIBLE\n".to_string(),
            Some(first) => {
                let words: Vec<String> = (0..cols)
                    .flat_map(|c| std::iter::repeat(c + 1).take(first.get(0, c) as usize))
                    .map(|c| c.to_string())
                    .collect();
                if words.is_empty() {
                    "none\n".to_string()
                } else {
                    format!("{}\n", words.join(" "))
                }
            }
        };
    judge::write(out, text.as_bytes())?;
    Ok(0)
}
