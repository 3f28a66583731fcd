//! `lightsout first-row`: the by-hand method's last step, for any game.

use std::io::Write;

use lightsout::io::judge::{self, Error};

use crate::cli::{side, Command, Inputs};
use crate::play::game::first_row_presses;
use crate::play::MAX_PLAY_SIDE;

pub const COMMAND: Command = Command {
    name: "first-row",
    synopsis: "M N LASTROW",
    about: "For playing any Lights Out game by hand: chase the lights of an M x N
board down row by row (press under every light still on) until only the
last row is lit, and give that row as LASTROW, N characters 0 or 1. Prints
the columns (from 1) of the first row to press, space separated (`none` if
no press is needed), or IMPOSSIBLE; press them and chase again, and the
board is dark. Sides are at most 10000.",
    run,
};

fn run(args: &[&str], _: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Error> {
    let [m, n, last] = match args {
        [m, n, last] => [m, n, last],
        _ => return Err(COMMAND.wrong()),
    };
    let rows = side(m, "M", MAX_PLAY_SIDE)?;
    let cols = side(n, "N", MAX_PLAY_SIDE)?;
    if last.len() != cols || !last.bytes().all(|b| b == b'0' || b == b'1') {
        return Err(Error::Usage(format!(
            "expected LASTROW of {} characters 0 or 1, found {:?}",
            cols, last
        )));
    }
    let last_row: Vec<bool> = last.bytes().map(|b| b == b'1').collect();
    let text = match first_row_presses(rows, cols, &last_row) {
        Some(columns) if columns.is_empty() => "none\n".to_string(),
        Some(columns) => {
            let words: Vec<String> = columns.iter().map(|c| (c + 1).to_string()).collect();
            format!("{}\n", words.join(" "))
        }
        None => "IMPOSSIBLE\n".to_string(),
    };
    judge::write(out, text.as_bytes())?;
    Ok(0)
}
