//! The game in a terminal: colours, a cursor, the mouse and animated
//! solving, through `stty` and ANSI escapes.

use std::io::{self, BufRead, Write};
use std::process::{Command, Stdio};
use std::thread::sleep;
use std::time::Duration;

use lightsout::io::judge::{self, Error};

use crate::play::game::Game;

/// Whether stdin is a terminal: `stty` can read its settings. Those
/// settings, to restore, if so.
pub fn terminal_settings() -> Option<String> {
    let output = Command::new("stty")
        .arg("-g")
        .stdin(Stdio::inherit())
        .stderr(Stdio::null())
        .output()
        .ok()?;
    if output.status.success() {
        Some(String::from_utf8_lossy(&output.stdout).trim().to_string())
    } else {
        None
    }
}

fn stty(args: &[&str]) -> bool {
    Command::new("stty")
        .args(args)
        .stdin(Stdio::inherit())
        .stderr(Stdio::null())
        .status()
        .map_or(false, |status| status.success())
}

/// The terminal's rows and columns.
fn terminal_size() -> Option<(usize, usize)> {
    let output = Command::new("stty")
        .arg("size")
        .stdin(Stdio::inherit())
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    let mut parts = text.split_whitespace().map(|w| w.parse().ok());
    Some((parts.next()??, parts.next()??))
}

/// What leaves the terminal as it was: the mouse off, the cursor shown, the
/// screen back, and `stty` settings restored.
const RESTORE_SCREEN: &str = "\x1b[?1000l\x1b[?1006l\x1b[0m\x1b[?25h\x1b[?1049l";

/// Puts the terminal back, on every way out: dropped at the end, and from
/// a panic hook (release builds abort on panic, so nothing else runs).
struct Raw {
    settings: String,
}

impl Raw {
    fn enter(settings: String) -> Raw {
        let restore = settings.clone();
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            print!("{}", RESTORE_SCREEN);
            let _ = io::stdout().flush();
            stty(&[&restore]);
            previous(info);
        }));
        stty(&["raw", "-echo"]);
        print!("\x1b[?1049h\x1b[?25l\x1b[?1000h\x1b[?1006h");
        Raw { settings }
    }
}

impl Drop for Raw {
    fn drop(&mut self) {
        print!("{}", RESTORE_SCREEN);
        let _ = io::stdout().flush();
        stty(&[&self.settings]);
    }
}

/// A key or a click.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Key {
    Up,
    Down,
    Left,
    Right,
    Press,
    Click(usize, usize),
    Char(char),
    Quit,
}

/// The keys in one read from the terminal.
fn keys(bytes: &[u8]) -> Vec<Key> {
    let mut keys = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let rest = &bytes[i..];
        let (key, used) = match rest {
            [0x1b] => (Key::Quit, 1),
            [0x1b, b'[', b'A', ..] => (Key::Up, 3),
            [0x1b, b'[', b'B', ..] => (Key::Down, 3),
            [0x1b, b'[', b'C', ..] => (Key::Right, 3),
            [0x1b, b'[', b'D', ..] => (Key::Left, 3),
            [0x1b, b'[', b'<', ..] => {
                // SGR mouse: ESC [ < button ; x ; y (M press, m release).
                let end = rest.iter().position(|&b| b == b'M' || b == b'm');
                let used = end.map_or(rest.len(), |e| e + 1);
                let body = String::from_utf8_lossy(&rest[3..used.saturating_sub(1).max(3)])
                    .into_owned();
                let numbers: Vec<usize> =
                    body.split(';').filter_map(|n| n.parse().ok()).collect();
                let key = match (numbers.as_slice(), end.map(|e| rest[e])) {
                    ([0, x, y], Some(b'M')) => Key::Click(*x, *y),
                    _ => Key::Char('\0'),
                };
                (key, used)
            }
            [0x1b, ..] => (Key::Char('\0'), rest.len()),
            [3, ..] | [b'q', ..] => (Key::Quit, 1),
            [b' ', ..] | [b'\r', ..] | [b'\n', ..] => (Key::Press, 1),
            [b'k', ..] | [b'w', ..] => (Key::Up, 1),
            [b'j', ..] => (Key::Down, 1),
            [b'l', ..] | [b'd', ..] => (Key::Right, 1),
            [b'a', ..] => (Key::Left, 1),
            [byte, ..] => (Key::Char(*byte as char), 1),
            [] => break,
        };
        keys.push(key);
        i += used;
    }
    keys
}

/// The screen: the board (each cell two columns wide), then a status line.
fn draw(
    game: &Game,
    cursor: (usize, usize),
    marks: &[(usize, usize)],
    message: &str,
) -> String {
    let mut screen = String::from("\x1b[H\x1b[2J");
    for r in 0..game.board.rows() {
        for c in 0..game.board.width() {
            let lit = game.board.cell(r, c);
            // Lit cells are yellow blocks, dark ones blue; the cursor and
            // marks sit on the cell's own colour.
            let (colour, face) = if (r, c) == cursor || marks.contains(&(r, c)) {
                let face = if (r, c) == cursor { "[]" } else { "<>" };
                (if lit { "\x1b[30;103m" } else { "\x1b[97;44m" }, face)
            } else if lit {
                ("\x1b[93;44m", "\u{2588}\u{2588}")
            } else {
                ("\x1b[97;44m", "  ")
            };
            screen.push_str(colour);
            screen.push_str(face);
        }
        screen.push_str("\x1b[0m\r\n");
    }
    let fewest = game
        .fewest()
        .map_or_else(|| "unreachable".to_string(), |f| f.to_string());
    screen.push_str(&format!(
        "\r\nmoves {}  lights left {}  fewest from here {}\r\n{}\r\n\
         arrows or k j l / w a d move, space press, h hint, s solve, c chase,\r\n\
         u undo, r restart, n new, q quit\r\n",
        game.history.len(),
        game.lights_left(),
        fewest,
        message
    ));
    screen
}

/// Plays `game` in the terminal: `keys` is stdin, a terminal with
/// `settings` (see [`terminal_settings`]); `pause` is the time between
/// animated presses.
pub fn terminal(
    mut game: Game,
    keys_in: &mut dyn BufRead,
    settings: String,
    pause: Duration,
) -> Result<(), Error> {
    let (rows, width) = (game.board.rows(), game.board.width());
    let needed = (rows + 5, (2 * width).max(64));
    if let Some((height, columns)) = terminal_size() {
        if height < needed.0 || columns < needed.1 {
            return Err(Error::Failed(format!(
                "the terminal is {} x {}; a {} x {} board needs {} rows and {} columns",
                height, columns, rows, width, needed.0, needed.1
            )));
        }
    }
    let _raw = Raw::enter(settings);
    let mut out = io::stdout();
    let mut show = |screen: String| -> Result<(), Error> {
        judge::write(&mut out, screen.as_bytes())?;
        out.flush().map_err(Error::from)
    };
    let (mut cursor, mut marks, mut message) = ((0, 0), Vec::new(), String::new());
    show(draw(&game, cursor, &marks, &message))?;
    let mut buffer = [0u8; 64];
    loop {
        let read = keys_in.read(&mut buffer).map_err(Error::Read)?;
        if read == 0 {
            // The terminal closed.
            return Ok(());
        }
        for key in keys(&buffer[..read]) {
            let was_won = game.won();
            message.clear();
            match key {
                Key::Quit => return Ok(()),
                Key::Up => cursor.0 = cursor.0.saturating_sub(1),
                Key::Down => cursor.0 = (cursor.0 + 1).min(rows - 1),
                Key::Left => cursor.1 = cursor.1.saturating_sub(1),
                Key::Right => cursor.1 = (cursor.1 + 1).min(width - 1),
                Key::Press => {
                    game.press(cursor.0, cursor.1);
                    marks.clear();
                }
                Key::Click(x, y) => {
                    let (r, c) = (y.saturating_sub(1), x.saturating_sub(1) / 2);
                    if r < rows && c < width {
                        cursor = (r, c);
                        game.press(r, c);
                        marks.clear();
                    }
                }
                Key::Char('h') => {
                    marks = game
                        .solution()
                        .map_or_else(Vec::new, |s| s.into_iter().take(1).collect());
                    message = if marks.is_empty() {
                        "no hint: nothing to press, or the goal cannot be reached"
                            .to_string()
                    } else {
                        "hint: press the marked cell".to_string()
                    };
                }
                Key::Char('s') => {
                    marks.clear();
                    for (r, c) in game.solution().unwrap_or_default() {
                        cursor = (r, c);
                        game.press(r, c);
                        show(draw(&game, cursor, &marks, "solving..."))?;
                        sleep(pause);
                    }
                }
                Key::Char('c') => {
                    marks.clear();
                    game.chase(|game, at| {
                        cursor = at;
                        show(draw(game, at, &[], "chasing the lights down..."))?;
                        sleep(pause);
                        Ok(())
                    })?;
                    message = match game.finishing_first_row() {
                        Some(columns) if columns.is_empty() => {
                            "chased: nothing left".to_string()
                        }
                        Some(columns) => {
                            marks = columns.iter().map(|&c| (0, c)).collect();
                            "chased: press the marked first-row cells, then chase again"
                                .to_string()
                        }
                        None => "chased: the goal cannot be reached".to_string(),
                    };
                }
                Key::Char('u') => {
                    game.undo();
                }
                Key::Char('r') => game.restart(),
                Key::Char('n') => {
                    game.renew();
                    marks.clear();
                }
                Key::Char(_) => {}
            }
            let moved = matches!(
                key,
                Key::Press | Key::Click(..) | Key::Char('s') | Key::Char('c')
            );
            if moved && game.won() && !was_won {
                message = format!("{}! you won", game.won_line());
            }
            show(draw(&game, cursor, &marks, &message))?;
        }
    }
}
