//! The game played from lines of commands, printing plain text: for
//! scripts, tests, and stdin that is not a terminal.

use std::io::{BufRead, Write};

use lightsout::input::quote;
use lightsout::{value_separator, Board};
use lightsout_judges::error::Error;
use lightsout_judges::judge;

use lightsout_game::{Deal, Hint};

use crate::play::Play;

/// The longest command line read.
const MAX_LINE: usize = 256;

/// The board as rows of digits, 1 lit (0 to k-1 with k colours; spaced
/// past k = 10).
fn board_text(board: &Board, modulus: u32) -> String {
    board.rows_text(value_separator(modulus))
}

/// Reads one command line into `line`: up to `\n`, `\r\n` or a lone `\r`,
/// at most [`MAX_LINE`] bytes. False at the end of the input.
fn read_command(commands: &mut dyn BufRead, line: &mut Vec<u8>) -> Result<bool, Error> {
    line.clear();
    loop {
        let buffer = commands.fill_buf().map_err(Error::Read)?;
        if buffer.is_empty() {
            return Ok(!line.is_empty());
        }
        let (used, ended) = match buffer.iter().position(|&b| b == b'\n' || b == b'\r') {
            Some(end) => (end + 1, true),
            None => (buffer.len(), false),
        };
        line.extend_from_slice(&buffer[..used]);
        commands.consume(used);
        if ended {
            // `\r\n` is one line end.
            if line.ends_with(b"\r")
                && commands.fill_buf().map_err(Error::Read)?.first() == Some(&b'\n')
            {
                commands.consume(1);
            }
            return Ok(true);
        }
        if line.len() > MAX_LINE {
            return Err(Error::Failed(format!(
                "a command longer than {} bytes",
                MAX_LINE
            )));
        }
    }
}

/// A row or column from 1 to `most`, digits only.
fn place(word: &str, most: usize) -> Option<usize> {
    let digits = !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit());
    word.parse().ok().filter(|&v| digits && 1 <= v && v <= most)
}

/// Plays from `commands`, one a line, printing plain text to `out`: the
/// board at the start and after each command (a dealt board's seed before
/// it as `seed S`, unless the player gave it; a new level's `level K`),
/// each press made as `press R
/// C` (1-based), hints as `hint: press R C`, and on reaching the goal
/// `solved in K moves (fewest F)`. A command that cannot be done is said
/// on `refused` and the game goes on, or, if `strict`, it ends the game
/// with that error.
pub fn scripted(
    mut play: Play,
    commands: &mut dyn BufRead,
    out: &mut dyn Write,
    strict: bool,
    refused: &mut dyn FnMut(&str),
) -> Result<(), Error> {
    let (rows, width) = (play.game.board.rows, play.game.board.cols);
    let k = play.game.rule.modulus;
    judge::write(
        out,
        (deal_line(&play) + &board_text(&play.game.board, k)).as_bytes(),
    )?;
    let mut line = Vec::new();
    let mut number = 0;
    while read_command(commands, &mut line)? {
        number += 1;
        let text = String::from_utf8_lossy(&line).into_owned();
        let words: Vec<&str> = text.split_whitespace().collect();
        // The terminal's keys name the same commands.
        let command = match words.first().copied() {
            Some("?") => "hint",
            Some("S") => "solve",
            Some("c") => "chase",
            Some("u") => "undo",
            Some("U") => "redo",
            Some("r") => "restart",
            Some("n") => "new",
            Some("q") => "quit",
            Some(word) => word,
            None => continue,
        };
        let mut out_text = String::new();
        let was_won = play.game.won();
        let mut refusal = None;
        let game = &mut play.game;
        match (command, &words[1..]) {
            ("quit", []) => return Ok(()),
            ("press", [r, c]) => match (place(r, rows), place(c, width)) {
                (Some(r), Some(c)) => {
                    game.press(r - 1, c - 1);
                    out_text += &format!("press {} {}\n", r, c);
                }
                _ => {
                    refusal = Some(format!(
                        "press takes a row from 1 to {} and a column from 1 to {}",
                        rows, width
                    ))
                }
            },
            ("hint", []) => match game.hint() {
                Ok(Hint::Press(r, c)) => {
                    game.helped();
                    out_text += &format!("hint: press {} {}\n", r + 1, c + 1)
                }
                Ok(Hint::Nothing) => out_text += "hint: nothing to press\n",
                Ok(Hint::Unreachable) => {
                    out_text += "hint: the goal cannot be reached from here\n"
                }
                Err(refused) => refusal = Some(refused.to_string()),
            },
            ("solve", []) if game.won() => refusal = Some("solved already".to_string()),
            ("solve", []) => match game.solution() {
                Ok(Some(presses)) => {
                    game.helped();
                    for (r, c) in presses {
                        game.press(r, c);
                        out_text += &format!("press {} {}\n", r + 1, c + 1);
                    }
                }
                Ok(None) => {
                    refusal = Some("the goal cannot be reached from here".to_string())
                }
                Err(refused) => refusal = Some(refused.to_string()),
            },
            ("chase", []) if !game.chases() => {
                refusal = Some("this rule is not chased by hand".to_string())
            }
            ("chase", []) => {
                game.chase(|_, (r, c)| -> Result<bool, Error> {
                    out_text += &format!("press {} {}\n", r + 1, c + 1);
                    Ok(true)
                })?;
                out_text += &match game.finishing_first_rows() {
                    Some(cells) if cells.is_empty() => "first row: none\n".to_string(),
                    Some(cells) if cells.iter().all(|&(r, _)| r == 0) => {
                        let columns: Vec<String> =
                            cells.iter().map(|(_, c)| (c + 1).to_string()).collect();
                        format!("first row: {}\n", columns.join(" "))
                    }
                    Some(cells) => {
                        let cells: Vec<String> = cells
                            .iter()
                            .map(|(r, c)| format!("{} {}", r + 1, c + 1))
                            .collect();
                        format!("first rows: {}\n", cells.join(", "))
                    }
                    None => "first row: IMPOSSIBLE\n".to_string(),
                };
            }
            ("undo", []) => {
                if !game.undo() {
                    refusal = Some("nothing to undo".to_string());
                }
            }
            ("redo", []) => {
                if !game.redo() {
                    refusal = Some("nothing to redo".to_string());
                }
            }
            ("restart", []) => {
                game.restart();
            }
            ("new", []) => {
                play.next();
                play.seed_shown = false;
                out_text += &match play.game.deal {
                    Deal::Level(k) => format!("level {}\n", k),
                    _ => deal_line(&play),
                };
            }
            _ => {
                refusal = Some(format!(
                    "expected press R C, hint, solve, chase, undo, redo, restart, new or \
                     quit (or ? S c u U r n q), found {}",
                    quote(text.trim().as_bytes())
                ))
            }
        }
        if let Some(reason) = refusal {
            let message = format!("command {}: {}", number, reason);
            if strict {
                return Err(Error::Failed(message));
            }
            refused(&message);
            continue;
        }
        out_text += &board_text(&play.game.board, k);
        // Every press that reaches the goal is a win, the second too.
        let moved = matches!(command, "press" | "solve" | "chase" | "redo");
        if moved && play.game.won() && !was_won {
            out_text += &play.win();
            out_text.push('\n');
        }
        judge::write(out, out_text.as_bytes())?;
    }
    Ok(())
}

/// `seed S` and a line end for a dealt board whose seed the player did
/// not give; else nothing.
fn deal_line(play: &Play) -> String {
    match play.game.deal {
        Deal::Seed(seed) if !play.seed_shown => format!("seed {}\n", seed),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lightsout::{Grid, Rule};
    use lightsout_game::Game;

    #[test]
    fn a_hint_then_the_press_it_names() {
        let game = Game::new(
            Board::from_grid(&Grid::from_masks(&[0b111], 3)),
            Board::new(1, 3),
            Rule::standard(),
            Deal::Given,
        );
        let mut out = Vec::new();
        scripted(
            Play::new(game),
            &mut &b"hint\npress 1 2\n"[..],
            &mut out,
            true,
            &mut |_| {},
        )
        .unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "111\nhint: press 1 2\n111\npress 1 2\n000\nsolved in 1 move (fewest 1)\n"
        );
    }
}
