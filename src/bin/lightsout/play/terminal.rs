//! The game in a terminal: colours, a cursor, the mouse and animated
//! solving, through `stty` and ANSI escapes.

use std::io::{self, BufRead, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use lightsout::io::judge::{self, Error};

use crate::play::game::Game;
use crate::play::keys::{Key, Keys};
use crate::play::signals;
use lightsout::engine::Hint;

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
    let size = (parts.next()??, parts.next()??);
    // A terminal that does not know its size says 0 x 0.
    Some(size).filter(|&(rows, columns)| rows > 0 && columns > 0)
}

/// What leaves the terminal as it was: the mouse off, the cursor shown, the
/// screen back, and `stty` settings restored.
const RESTORE_SCREEN: &str = "\x1b[?1000l\x1b[?1006l\x1b[0m\x1b[?25h\x1b[?1049l";

/// Puts the terminal back on every way out: dropped at the end (after q,
/// Esc, Ctrl-C, SIGTERM or SIGHUP, see [`signals`]), and from a panic
/// hook (release builds abort on panic, so nothing else runs).
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
        // A read waits at most a tenth of a second (`time 1`), so that the
        // loop sees signals, a lone Esc, and keys during an animation.
        stty(&["raw", "-echo", "min", "0", "time", "1"]);
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

/// The help under the board, and its widest line.
const HELP: [&str; 2] = [
    "arrows, h j k l or w a s d move, space press, ? hint, S solve,",
    "c chase, u undo, r restart, n new, q quit",
];
const HELP_WIDTH: usize = 66;

/// The rows and columns the screen needs for a board of `rows` x `width`:
/// the board, a blank line, the counts, the message and the help, and the
/// line the cursor ends on; three columns a cell (two and a gap).
fn needed(rows: usize, width: usize) -> (usize, usize) {
    (rows + 6, (3 * width).max(HELP_WIDTH))
}

/// The screen: the board (each cell two columns wide and a gap), then the
/// goal and the counts, the message and the help.
fn draw(
    game: &Game,
    cursor: (usize, usize),
    marks: &[(usize, usize)],
    message: &str,
) -> String {
    let mut screen = String::from("\x1b[H\x1b[2J");
    let k = game.rule.modulus;
    for r in 0..game.board.rows {
        for c in 0..game.board.cols {
            let value = game.board.get(r, c);
            let lit = value != 0;
            // Lit cells are yellow blocks, dark ones blue (with k colours,
            // k shades of yellow, the brightest k-1); the cursor and marks
            // sit on the cell's own colour.
            let shade = if k > 2 && lit {
                let level = 95 + 160 * value / (k - 1);
                format!("\x1b[38;2;{};{};0;44m", level, level)
            } else {
                "\x1b[93;44m".to_string()
            };
            let here = (r, c) == cursor;
            let marked = marks.contains(&(r, c));
            let (colour, face) = if here || marked {
                let face = match (here, marked) {
                    (true, true) => "{}",
                    (true, false) => "[]",
                    _ => "<>",
                };
                (if lit { "\x1b[30;103m" } else { "\x1b[97;44m" }, face)
            } else if lit {
                (shade.as_str(), "\u{2588}\u{2588}")
            } else {
                ("\x1b[97;44m", "  ")
            };
            screen.push_str(colour);
            screen.push_str(face);
            screen.push_str("\x1b[0m ");
        }
        screen.push_str("\r\n");
    }
    let fewest = game
        .fewest()
        .map_or_else(|| "unreachable".to_string(), |f| f.to_string());
    let goal = if game.goal.cells.iter().all(|&v| v == 0) {
        "all off"
    } else {
        "all on"
    };
    screen.push_str(&format!(
        "\r\ngoal {}  moves {}  cells to change {}  fewest from here {}\r\n{}\r\n{}\r\n{}\r\n",
        goal,
        game.history.len(),
        game.lights_left(),
        fewest,
        message,
        HELP[0],
        HELP[1]
    ));
    screen
}

/// What a screen too small for the board shows until it is larger.
fn too_small(size: (usize, usize), needed: (usize, usize)) -> String {
    format!(
        "\x1b[H\x1b[2JThe terminal is {} x {}; this board needs {} x {}.\r\n\
         Make it larger, or press q.\r\n",
        size.1, size.0, needed.1, needed.0
    )
}

/// Reads what the terminal sends within one read's wait (see [`Raw`]):
/// the keys, or an error for a signal caught (see [`signals`]).
fn read_keys(keys_in: &mut dyn BufRead, parser: &mut Keys) -> Result<Vec<Key>, Stop> {
    if let Some(number) = signals::caught() {
        return Err(Stop::Signal(number));
    }
    let mut buffer = [0u8; 64];
    let read = match keys_in.read(&mut buffer) {
        Err(error) if error.kind() == io::ErrorKind::Interrupted => 0,
        result => result.map_err(|error| Stop::Error(Error::Read(error)))?,
    };
    Ok(if read == 0 {
        parser.idle()
    } else {
        parser.feed(&buffer[..read])
    })
}

/// Why the game stops in the middle of something.
enum Stop {
    /// q or Esc during an animation.
    Quit,
    Signal(i32),
    Error(Error),
}

impl From<Error> for Stop {
    fn from(error: Error) -> Stop {
        Stop::Error(error)
    }
}

/// Waits `pause` between two steps of an animation, reading keys meanwhile:
/// whether a key came, which ends the animation (and q, Esc or Ctrl-C the
/// game).
fn pause_for(
    pause: Duration,
    keys_in: &mut dyn BufRead,
    parser: &mut Keys,
) -> Result<bool, Stop> {
    let start = Instant::now();
    while start.elapsed() < pause {
        let keys = read_keys(keys_in, parser)?;
        if keys.contains(&Key::Interrupt) {
            return Err(Stop::Signal(SIGINT));
        }
        if keys.contains(&Key::Quit) {
            return Err(Stop::Quit);
        }
        if !keys.is_empty() {
            return Ok(true);
        }
    }
    Ok(false)
}

/// What `search` finds from a copy of the game, searched off the input
/// thread while keys are read and `say` shows how it goes: `None` if a key
/// came first (q, Esc and Ctrl-C end the game), so that no key waits on a
/// search.
fn searched<T: Send + 'static>(
    game: &Game,
    search: fn(&Game) -> T,
    keys_in: &mut dyn BufRead,
    parser: &mut Keys,
    say: &mut dyn FnMut(&str) -> Result<(), Error>,
) -> Result<Option<T>, Stop> {
    say("searching... (any key stops)")?;
    let game = game.clone();
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        // The game may have stopped waiting: then nobody receives.
        let _ = sender.send(search(&game));
    });
    loop {
        if let Ok(solution) = receiver.try_recv() {
            return Ok(Some(solution));
        }
        // A read waits at most a tenth of a second.
        if pause_for(Duration::from_millis(100), keys_in, parser)? {
            say("search stopped")?;
            return Ok(None);
        }
    }
}

/// Plays `game` in the terminal: `keys` is stdin, a terminal with
/// `settings` (see [`terminal_settings`]); `pause` is the time between
/// animated presses, which any key stops. Returns the exit status: 0, or
/// 128 and the signal for Ctrl-C (SIGINT), SIGTERM and SIGHUP.
pub fn terminal(
    game: Game,
    keys_in: &mut dyn BufRead,
    settings: String,
    pause: Duration,
) -> Result<i32, Error> {
    signals::catch();
    let _raw = Raw::enter(settings);
    match play(game, keys_in, pause) {
        Ok(()) | Err(Stop::Quit) => Ok(0),
        Err(Stop::Signal(number)) => Ok(128 + number),
        Err(Stop::Error(error)) => Err(error),
    }
}

/// Ctrl-C's signal, SIGINT, for the exit status: raw mode sends it as a key.
const SIGINT: i32 = 2;

fn play(mut game: Game, keys_in: &mut dyn BufRead, pause: Duration) -> Result<(), Stop> {
    let (rows, width) = (game.board.rows, game.board.cols);
    let mut out = io::stdout();
    let mut show = |screen: String| -> Result<(), Error> {
        judge::write(&mut out, screen.as_bytes())?;
        out.flush().map_err(Error::from)
    };
    let mut parser = Keys::default();
    let (mut cursor, mut marks, mut message) = ((0, 0), Vec::new(), String::new());
    let need = needed(rows, width);
    // The size is polled every few idle reads, and the screen drawn again
    // when it changes.
    let (mut size, mut idle) = (terminal_size(), 0);
    let fits = |size: Option<(usize, usize)>| {
        size.map_or(true, |s| s.0 >= need.0 && s.1 >= need.1)
    };
    let screen = |game: &Game, cursor, marks: &[(usize, usize)], message: &str, size| {
        if fits(size) {
            draw(game, cursor, marks, message)
        } else {
            too_small(size.unwrap_or((0, 0)), need)
        }
    };
    show(screen(&game, cursor, &marks, &message, size))?;
    // Whether the goal has been reached by hand since the start, so that
    // the win is said once and stays said.
    let mut celebrated = false;
    loop {
        let keys = read_keys(keys_in, &mut parser)?;
        if keys.is_empty() {
            idle += 1;
            if idle % 5 == 0 {
                let now = terminal_size();
                if now != size {
                    size = now;
                    show(screen(&game, cursor, &marks, &message, size))?;
                }
            }
            continue;
        }
        for key in keys {
            if !fits(size) && !matches!(key, Key::Quit | Key::Interrupt) {
                continue;
            }
            let was_won = game.won();
            let confirming = message.starts_with("press S again");
            let kept = message.clone();
            message.clear();
            match key {
                Key::Quit => return Ok(()),
                Key::Interrupt => return Err(Stop::Signal(SIGINT)),
                Key::Up => cursor.0 = cursor.0.saturating_sub(1),
                Key::Down => cursor.0 = (cursor.0 + 1).min(rows - 1),
                Key::Left => cursor.1 = cursor.1.saturating_sub(1),
                Key::Right => cursor.1 = (cursor.1 + 1).min(width - 1),
                Key::Press => {
                    game.press(cursor.0, cursor.1);
                    marks.clear();
                }
                Key::Click(x, y) => {
                    // Three columns a cell, the third a gap.
                    let (r, c) = (y.saturating_sub(1), x.saturating_sub(1) / 3);
                    if r < rows && c < width && x.saturating_sub(1) % 3 != 2 {
                        cursor = (r, c);
                        game.press(r, c);
                        marks.clear();
                    }
                }
                Key::Char('?') => {
                    let mut say = |m: &str| show(screen(&game, cursor, &marks, m, size));
                    let hint = match searched(
                        &game,
                        Game::hint,
                        keys_in,
                        &mut parser,
                        &mut say,
                    )? {
                        Some(hint) => hint,
                        None => continue,
                    };
                    (marks, message) = match hint {
                        Ok(Hint::Press(r, c)) => {
                            (vec![(r, c)], "hint: press the marked cell".to_string())
                        }
                        Ok(Hint::Nothing) => {
                            (Vec::new(), "no hint: nothing to press".to_string())
                        }
                        Ok(Hint::Unreachable) => (
                            Vec::new(),
                            "no hint: the goal cannot be reached from here".to_string(),
                        ),
                        Err(refused) => (Vec::new(), format!("no hint: {}", refused)),
                    };
                }
                Key::Char('S') if game.won() => message = "solved already".to_string(),
                Key::Char('S') if !confirming => {
                    message =
                        "press S again to solve, any other key to play on".to_string();
                }
                Key::Char('S') => {
                    marks.clear();
                    let mut say = |m: &str| show(screen(&game, cursor, &marks, m, size));
                    let presses = match searched(
                        &game,
                        Game::solution,
                        keys_in,
                        &mut parser,
                        &mut say,
                    )? {
                        Some(found) => found,
                        None => continue,
                    };
                    let presses = match presses {
                        Ok(Some(presses)) => {
                            message = "solved for you".to_string();
                            presses
                        }
                        Ok(None) => {
                            message = "the goal cannot be reached from here".to_string();
                            Vec::new()
                        }
                        Err(refused) => {
                            message = refused.to_string();
                            Vec::new()
                        }
                    };
                    for (r, c) in presses {
                        cursor = (r, c);
                        game.press(r, c);
                        show(draw(&game, cursor, &marks, "solving... (any key stops)"))?;
                        if pause_for(pause, keys_in, &mut parser)? {
                            message = "solving stopped".to_string();
                            break;
                        }
                    }
                }
                Key::Char('c') if !game.chases() => {
                    message = "this rule is not chased by hand".to_string();
                }
                Key::Char('c') => {
                    marks.clear();
                    let (mut stopped, mut ended) = (false, None);
                    game.chase(|game, at| {
                        cursor = at;
                        show(draw(
                            game,
                            at,
                            &[],
                            "chasing the lights down... (any key stops)",
                        ))?;
                        match pause_for(pause, keys_in, &mut parser) {
                            Ok(key) => stopped = key,
                            Err(Stop::Error(error)) => return Err(error),
                            Err(stop) => ended = Some(stop),
                        }
                        Ok(!stopped && ended.is_none())
                    })?;
                    if let Some(stop) = ended {
                        return Err(stop);
                    }
                    message = match (stopped, game.finishing_first_rows()) {
                        (true, _) => "chase stopped".to_string(),
                        (false, Some(cells)) if cells.is_empty() => {
                            "chased: nothing left".to_string()
                        }
                        (false, Some(cells)) => {
                            marks = cells;
                            "chased: press the marked first-row cells, then chase again"
                                .to_string()
                        }
                        (false, None) => "chased: the goal cannot be reached".to_string(),
                    };
                }
                Key::Char('u') => {
                    message = if game.undo() {
                        "undone".to_string()
                    } else {
                        "nothing to undo".to_string()
                    };
                    marks.clear();
                }
                Key::Char('r') => {
                    game.restart();
                    marks.clear();
                    celebrated = false;
                    message = "back to the start".to_string();
                }
                Key::Char('n') => {
                    game.renew();
                    marks.clear();
                    celebrated = false;
                    message = "a new board".to_string();
                }
                Key::Char(_) => {}
            }
            let by_hand = matches!(key, Key::Press | Key::Click(..) | Key::Char('c'));
            if by_hand && game.won() && !was_won && !celebrated {
                celebrated = true;
                message = format!("{}: you won!", game.win());
            } else if message.is_empty() && game.won() && kept.contains("you won") {
                // Moving about a won board keeps the win said.
                message = kept;
            }
            show(screen(&game, cursor, &marks, &message, size))?;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lightsout::board::grid::Grid;

    #[test]
    fn the_screen_shows_what_the_player_needs() {
        let game = Game::standard(&Grid::from_masks(&[0b110], 3), &Grid::filled(1, 3), 1);
        let screen = draw(&game, (0, 1), &[(0, 1)], "");
        // A hint under the cursor still shows; cells stand apart.
        assert!(screen.contains("{}"), "{:?}", screen);
        assert_eq!(screen.matches("\x1b[0m ").count(), 3);
        // The goal is said, and what is left to change toward it.
        assert!(
            screen.contains("goal all on  moves 0  cells to change 1  "),
            "{:?}",
            screen
        );
        // Five lines under the board and the line the cursor ends on.
        assert_eq!(needed(5, 5), (11, HELP_WIDTH));
        assert_eq!(needed(3, 40), (9, 120));
        assert!(HELP.iter().all(|line| line.len() <= HELP_WIDTH));
    }
}
