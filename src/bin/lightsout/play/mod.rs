//! `lightsout play`: the game, in a terminal or scripted one command a line.
//!
//! [`Game`] is the game itself, apart from any screen: the board, the goal,
//! the moves so far, hints and solving from any position, and the seed's
//! way of solving by hand, chasing the lights down to the last row (the
//! transit state) and reading off the first-row presses that finish it
//! ([`first_row_presses`]). [`scripted`] plays it from lines of commands and
//! prints plain text; [`terminal`] plays it in a terminal with colours, a
//! cursor, the mouse and animated solving, through `stty` and ANSI escapes.

use std::io::{self, BufRead, Write};
use std::process::{Command, Stdio};
use std::thread::sleep;
use std::time::Duration;

use lightsout::algebra::solve::{fewest_by, fewest_presses, greedy, Answer, Goal};
use lightsout::board::grid::Grid;
use lightsout::board::random::{random_board, SplitMix};
use lightsout::io::judge::{self, Error};

/// The first-row presses that clear a board whose lights, after chasing
/// from an empty first row, are only `last_row` in the last row: press them
/// and chase again. The fewest-press solution's first row (past the walk,
/// the greedy search's; see [`fewest_presses`]); `None` if no presses clear
/// it.
///
/// # Example
/// ```
/// use crate::play::first_row_presses;
/// // 3 x 3, the middle of the last row lit: press the whole first row.
/// assert_eq!(first_row_presses(3, 3, &[false, true, false]), Some(vec![0, 1, 2]));
/// assert_eq!(first_row_presses(2, 2, &[false, false]), Some(vec![]));
/// ```
pub fn first_row_presses(
    rows: usize,
    width: usize,
    last_row: &[bool],
) -> Option<Vec<usize>> {
    let mut transit = Grid::new(rows, width);
    for (c, &lit) in last_row.iter().enumerate() {
        if lit {
            transit.flip(rows - 1, c);
        }
    }
    let answer = quick_fewest(&transit)?;
    Some((0..width).filter(|&c| answer.presses.cell(0, c)).collect())
}

/// The fewest presses that clear `lights` as the game counts them (the
/// same as [`fewest_presses`]): past the walk, the greedy search, so that
/// no key waits on a proof.
fn quick_fewest(lights: &Grid) -> Option<Answer> {
    fewest_by(lights, &greedy)
}

/// A game: the board, its goal, and the presses made.
#[derive(Clone, Debug)]
pub struct Game {
    /// The lights now.
    pub board: Grid,
    /// The board at the start.
    pub start: Grid,
    /// What the lights must become.
    pub goal: Grid,
    /// The presses made since the start, in order, for undo.
    pub history: Vec<(usize, usize)>,
    /// The fewest presses that reach the goal from the start.
    pub fewest_from_start: Option<u64>,
    rng: SplitMix,
}

impl Game {
    /// A game on `start` toward `goal` (same size); `seed` draws new boards.
    pub fn new(start: Grid, goal: Grid, seed: u64) -> Game {
        let mut game = Game {
            board: start.clone(),
            fewest_from_start: None,
            start,
            goal,
            history: Vec::new(),
            rng: SplitMix(seed),
        };
        game.fewest_from_start = game.fewest();
        game
    }

    /// A random board that can reach `goal`: `goal` with random presses.
    pub fn random_start(goal: &Grid, rng: &mut SplitMix) -> Grid {
        let presses = random_board(rng, goal.rows(), goal.width(), false);
        let mut board = goal.clone();
        for r in 0..goal.rows() {
            for c in 0..goal.width() {
                if presses.cell(r, c) {
                    board.press(r, c);
                }
            }
        }
        board
    }

    /// The lights that differ from the goal: what is left to clear.
    fn left(&self) -> Grid {
        let mut left = self.board.clone();
        left.xor(&self.goal);
        left
    }

    /// How many cells still differ from the goal.
    pub fn lights_left(&self) -> u64 {
        self.left().ones()
    }

    /// The fewest presses that reach the goal from here.
    pub fn fewest(&self) -> Option<u64> {
        fewest_presses(&self.left(), Goal::ALL_OFF)
    }

    /// Whether the board is the goal.
    pub fn won(&self) -> bool {
        self.board == self.goal
    }

    /// Presses (`r`, `c`), 0-based.
    pub fn press(&mut self, r: usize, c: usize) {
        self.board.press(r, c);
        self.history.push((r, c));
    }

    /// Takes back the last press; false if there is none.
    pub fn undo(&mut self) -> bool {
        match self.history.pop() {
            Some((r, c)) => {
                self.board.press(r, c);
                true
            }
            None => false,
        }
    }

    /// Back to the start.
    pub fn restart(&mut self) {
        self.board = self.start.clone();
        self.history.clear();
    }

    /// A new random board of the same size toward the same goal.
    pub fn renew(&mut self) {
        self.start = Game::random_start(&self.goal, &mut self.rng);
        self.fewest_from_start = None;
        self.restart();
        self.fewest_from_start = self.fewest();
    }

    /// The presses of a fewest-press solution from here, row by row.
    pub fn solution(&self) -> Option<Vec<(usize, usize)>> {
        let answer = quick_fewest(&self.left())?;
        let (rows, width) = (self.board.rows(), self.board.width());
        Some(
            (0..rows)
                .flat_map(|r| (0..width).map(move |c| (r, c)))
                .filter(|&(r, c)| answer.presses.cell(r, c))
                .collect(),
        )
    }

    /// Chases the lights left down to the last row: presses under every
    /// cell of each row but the last that differs from the goal, each press
    /// made before the next row is looked at, and `each` told of it.
    pub fn chase(
        &mut self,
        mut each: impl FnMut(&Game, (usize, usize)) -> Result<(), Error>,
    ) -> Result<(), Error> {
        for r in 0..self.board.rows().saturating_sub(1) {
            let left = self.left();
            for c in (0..self.board.width()).filter(|&c| left.cell(r, c)) {
                self.press(r + 1, c);
                each(self, (r + 1, c))?;
            }
        }
        Ok(())
    }

    /// After a chase: the first-row presses that finish the game (see
    /// [`first_row_presses`]).
    pub fn finishing_first_row(&self) -> Option<Vec<usize>> {
        let left = self.left();
        let last = left.rows() - 1;
        let row: Vec<bool> = (0..left.width()).map(|c| left.cell(last, c)).collect();
        first_row_presses(left.rows(), left.width(), &row)
    }

    /// "solved in K moves (fewest F)".
    pub fn won_line(&self) -> String {
        format!(
            "solved in {} moves (fewest {})",
            self.history.len(),
            self.fewest_from_start
                .map_or_else(|| "?".to_string(), |f| f.to_string())
        )
    }
}

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
///
/// # Example
/// ```
/// use lightsout::board::grid::Grid;
/// use crate::play::{scripted, Game};
/// let game = Game::new(Grid::from_masks(&[0b111], 3), Grid::new(1, 3), 1);
/// let mut out = Vec::new();
/// scripted(game, &mut &b"hint\npress 1 2\n"[..], &mut out).unwrap();
/// assert_eq!(
///     String::from_utf8(out).unwrap(),
///     "111\nhint: press 1 2\n111\npress 1 2\n000\nsolved in 1 moves (fewest 1)\n"
/// );
/// ```
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
        if commands.read_line(&mut line).map_err(Error::Read)? == 0 {
            return Ok(());
        }
        number += 1;
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
                        return Err(Error::Other(
                            format!(
                                "command {}: press takes a row from 1 to {} and a column from 1 to {}",
                                number, rows, width
                            ),
                            1,
                        ))
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
                    Ok(())
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
                return Err(Error::Other(
                    format!(
                        "command {}: expected press R C, hint, solve, chase, undo, restart, new or quit, found {:?}",
                        number,
                        line.trim_end()
                    ),
                    1,
                ))
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
            return Err(Error::Other(
                format!(
                    "the terminal is {} x {}; a {} x {} board needs {} rows and {} columns",
                    height, columns, rows, width, needed.0, needed.1
                ),
                1,
            ));
        }
    }
    let _raw = Raw::enter(settings);
    let mut out = io::stdout();
    let mut show = |screen: String| -> Result<(), Error> {
        judge::write(&mut out, screen.as_bytes())?;
        out.flush().map_err(Error::Output)
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
