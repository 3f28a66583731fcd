//! The game played from lines of commands, printing plain text: for
//! scripts, tests, and stdin that is not a terminal.

use std::io::{BufRead, Read, Write};

use lightsout::board::grid::Grid;
use lightsout::io::judge::{self, Error};

use crate::play::game::Game;

/// The longest command line read.
const MAX_LINE: usize = 256;

/// The board as rows of `0`/`1`, 1 lit.
fn board_text(board: &Grid) -> String {
    let mut text = String::new();
    for r in 0..board.rows() {
        text.extend((0..board.width()).map(|c| if board.cell(r, c) { '1' } else { '0' }));
        text.push('\n');
    }
    text
}

/// Plays `game` from `commands`, one a line, printing plain text to `out`:
/// the board at the start and after each command, each press made as
/// `press R C` (1-based), hints as `hint: press R C`, and on reaching the
/// goal `solved in K moves (fewest F)`.
pub fn scripted(
    mut game: Game,
    commands: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), Error> {
    let (rows, width) = (game.board.rows(), game.board.width());
    judge::write(out, board_text(&game.board).as_bytes())?;
    let mut line = String::new();
    let mut number = 0;
    loop {
        line.clear();
        // No command is long: a line is read only so far.
        let mut limited = commands.take(MAX_LINE as u64);
        if limited.read_line(&mut line).map_err(Error::Read)? == 0 {
            return Ok(());
        }
        number += 1;
        if line.len() == MAX_LINE && !line.ends_with('\n') {
            return Err(Error::Failed(format!(
                "command {}: longer than {} bytes",
                number, MAX_LINE
            )));
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        let mut text = String::new();
        let was_won = game.won();
        // Only presses reach the goal; undo and restart go back.
        let moves = matches!(
            words.first(),
            Some(&"press") | Some(&"solve") | Some(&"chase")
        );
        match words.as_slice() {
            [] => continue,
            ["quit"] => return Ok(()),
            ["press", r, c] => {
                let at = |word: &str, most: usize| word.parse::<usize>().ok().filter(|&v| 1 <= v && v <= most);
                match (at(r, rows), at(c, width)) {
                    (Some(r), Some(c)) => {
                        game.press(r - 1, c - 1);
                        text += &format!("press {} {}\n", r, c);
                    }
                    _ => {
                        return Err(Error::Failed(format!(
                                "command {}: press takes a row from 1 to {} and a column from 1 to {}",
                                number, rows, width
                            )))
                    }
                }
            }
            ["hint"] => match game.solution() {
                Some(presses) => match presses.first() {
                    Some(&(r, c)) => text += &format!("hint: press {} {}\n", r + 1, c + 1),
                    None => text += "hint: nothing to press\n",
                },
                None => text += "hint: the goal cannot be reached from here\n",
            },
            ["solve"] => match game.solution() {
                Some(presses) => {
                    for (r, c) in presses {
                        game.press(r, c);
                        text += &format!("press {} {}\n", r + 1, c + 1);
                    }
                }
                None => text += "the goal cannot be reached from here\n",
            },
            ["chase"] => {
                game.chase(|_, (r, c)| {
                    text += &format!("press {} {}\n", r + 1, c + 1);
                    Ok(true)
                })?;
                text += &match game.finishing_first_row() {
                    Some(columns) if columns.is_empty() => "first row: none\n".to_string(),
                    Some(columns) => {
                        let columns: Vec<String> =
                            columns.iter().map(|c| (c + 1).to_string()).collect();
                        format!("first row: {}\n", columns.join(" "))
                    }
                    None => "first row: IMPOSSIBLE\n".to_string(),
                };
            }
            ["undo"] => {
                if !game.undo() {
                    text += "nothing to undo\n";
                }
            }
            ["restart"] => game.restart(),
            ["new"] => game.renew(),
            _ => {
                return Err(Error::Failed(format!(
                        "command {}: expected press R C, hint, solve, chase, undo, restart, new or quit, found {:?}",
                        number,
                        line.trim_end()
                    )))
            }
        }
        text += &board_text(&game.board);
        if moves && game.won() && !was_won {
            text += &game.won_line();
            text.push('\n');
        }
        judge::write(out, text.as_bytes())?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hint_then_the_press_it_names() {
        let game = Game::new(Grid::from_masks(&[0b111], 3), Grid::new(1, 3), 1);
        let mut out = Vec::new();
        scripted(game, &mut &b"hint\npress 1 2\n"[..], &mut out).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "111\nhint: press 1 2\n111\npress 1 2\n000\nsolved in 1 move (fewest 1)\n"
        );
    }
}
