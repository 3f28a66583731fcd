//! The game in a terminal: colours, a cursor, the mouse and animated
//! solving, through `stty` and ANSI escapes.

use std::io::{self, BufRead, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use lightsout_judges::error::Error;
use lightsout_judges::judge;

use lightsout_game::{colour, rules, Game, Hint};

use crate::play::keys::{Key, Keys};
use crate::play::Play;
use crate::signals;

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
/// Esc, Ctrl-C, SIGINT, SIGQUIT, SIGTERM or SIGHUP, see [`signals`]), and
/// from a panic hook (release builds abort on panic, so nothing else
/// runs).
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

/// How the board is drawn: in colour, or (`NO_COLOR` set) with characters
/// and text styles only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    colour: bool,
}

impl Style {
    /// Colour unless `NO_COLOR` is set and not empty (no-color.org).
    pub fn from_environment() -> Style {
        Style {
            colour: std::env::var_os("NO_COLOR").map_or(true, |v| v.is_empty()),
        }
    }
}

/// One cell, two columns and a gap: its colour (or, without colour, `##`
/// lit, `. ` dark, the value's digit with more colours), the cursor `[]`
/// and a mark `<>` (both `{}`) drawn over it in a colour that stands out.
fn cell(style: Style, v: u32, k: u32, here: bool, marked: bool) -> String {
    let face = match (here, marked) {
        (true, true) => Some("{}"),
        (true, false) => Some("[]"),
        (false, true) => Some("<>"),
        (false, false) => None,
    };
    if style.colour {
        let (r, g, b) = colour(v, k);
        // Black on the light colours, white on the dark.
        let ink = if 299 * u32::from(r) + 587 * u32::from(g) + 114 * u32::from(b) > 128_000
        {
            "30"
        } else {
            "97"
        };
        format!(
            "\x1b[{};48;2;{};{};{}m{}\x1b[0m ",
            ink,
            r,
            g,
            b,
            face.unwrap_or("  ")
        )
    } else {
        let text = match (v, k) {
            (0, _) => ". ".to_string(),
            (_, 2) => "##".to_string(),
            _ => format!("{} ", std::char::from_digit(v, 36).unwrap_or('+')),
        };
        // Reverse video for the cursor, underline for a mark: the value
        // still shows.
        let on = match (here, marked) {
            (true, true) => "\x1b[7;4m",
            (true, false) => "\x1b[7m",
            (false, true) => "\x1b[4m",
            (false, false) => "",
        };
        if on.is_empty() {
            format!("{} ", text)
        } else {
            format!("{}{}\x1b[0m ", on, text)
        }
    }
}

/// `text` cut into lines of at most `width` columns, at spaces.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    lines
}

/// The width the text under the board is wrapped to where the terminal's
/// size is not known.
const DEFAULT_WIDTH: usize = 80;

/// What the screen shows: the game, the cursor, the marked cells and the
/// message.
struct View<'a> {
    play: &'a Play,
    cursor: (usize, usize),
    marks: &'a [(usize, usize)],
    message: &'a str,
    style: Style,
}

impl View<'_> {
    /// The lines under the board, unwrapped: the counts, where the board
    /// came from and its rule, the message, and the keys.
    fn text(&self) -> Vec<String> {
        let game = &self.play.game;
        let fewest = game
            .fewest()
            .map_or_else(|| "unreachable".to_string(), |f| f.to_string());
        let goal = if game.goal.cells.iter().all(|&v| v == 0) {
            "all off"
        } else {
            "all on"
        };
        let mut counts = format!(
            "goal {}  moves {}  cells to change {}  fewest from here {}",
            goal,
            game.moves_made(),
            game.lights_left(),
            fewest
        );
        let k = game.rule.modulus;
        if k > 2 {
            let (r, c) = self.cursor;
            counts.push_str(&format!(
                "  cell {},{}: {}",
                r + 1,
                c + 1,
                game.board.get(r, c)
            ));
        }
        let mut about = Vec::new();
        about.extend(self.play.deal());
        if rules::name(game.given()) != Some("standard") {
            about.push(format!("rule {}", rules::describe(game.given())));
        }
        let chase = if game.chases() { "c chase, " } else { "" };
        let keys = format!(
            "arrows, h j k l or w a s d move, space press, ? hint, S solve, {}u undo, \
             U redo, r restart, n {}, q quit",
            chase,
            if matches!(game.deal, lightsout_game::Deal::Level(_)) {
                "next level"
            } else {
                "new"
            }
        );
        vec![counts, about.join("  "), self.message.to_string(), keys]
    }

    /// The screen for a terminal `width` columns wide: the board, then its
    /// text wrapped; and the rows and columns it needs.
    fn screen(&self, width: usize) -> (String, (usize, usize)) {
        let game = &self.play.game;
        let k = game.rule.modulus;
        let mut screen = String::from("\x1b[H\x1b[2J");
        for r in 0..game.board.rows {
            for c in 0..game.board.cols {
                let here = (r, c) == self.cursor;
                let marked = self.marks.contains(&(r, c));
                screen.push_str(&cell(self.style, game.board.get(r, c), k, here, marked));
            }
            screen.push_str("\r\n");
        }
        screen.push_str("\r\n");
        let board_width = 3 * game.board.cols;
        let width = width.max(board_width.min(DEFAULT_WIDTH));
        let mut lines = 0;
        for text in self.text() {
            for line in wrap(&text, width) {
                screen.push_str(&line);
                screen.push_str("\r\n");
                lines += 1;
            }
        }
        // The board, a blank line, the text, and the line the cursor ends on.
        (screen, (game.board.rows + 1 + lines + 1, board_width))
    }
}

/// What a screen too small for the board shows until it is larger, wrapped
/// at words to the terminal's width.
fn too_small(size: (usize, usize), needed: (usize, usize)) -> String {
    let text = format!(
        "The terminal is {} x {}; this board needs {} x {}. Make it larger, or press q.",
        size.1, size.0, needed.1, needed.0
    );
    let mut screen = String::from("\x1b[H\x1b[2J");
    for line in wrap(&text, size.1.max(1)) {
        screen.push_str(&line);
        screen.push_str("\r\n");
    }
    screen
}

/// The screen for `view` on a terminal of `size` (rows, columns), or what
/// a terminal too small shows; and whether it fits.
fn fitted(view: &View<'_>, size: Option<(usize, usize)>) -> (String, bool) {
    let (screen, needed) = view.screen(size.map_or(DEFAULT_WIDTH, |s| s.1));
    match size {
        Some(size) if size.0 < needed.0 || size.1 < needed.1 => {
            (too_small(size, needed), false)
        }
        _ => (screen, true),
    }
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
    /// q or Esc twice.
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
/// whether a key came, which ends the animation (Ctrl-C the game).
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
        if !keys.is_empty() {
            return Ok(true);
        }
    }
    Ok(false)
}

/// What `search` finds from a copy of the game, searched off the input
/// thread while keys are read and `say` shows how it goes: `None` if a key
/// came first (Ctrl-C ends the game), so that no key waits on a search.
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

/// Plays in the terminal: `keys` is stdin, a terminal with `settings` (see
/// [`terminal_settings`]); `pause` is the time between animated presses,
/// which any key stops. Returns the exit status: 0, or 128 and the signal
/// for Ctrl-C (SIGINT), SIGQUIT, SIGTERM and SIGHUP.
pub fn terminal(
    play: Play,
    keys_in: &mut dyn BufRead,
    settings: String,
    pause: Duration,
) -> Result<i32, Error> {
    signals::catch();
    let _raw = Raw::enter(settings);
    match run(play, keys_in, pause, Style::from_environment()) {
        Ok(()) | Err(Stop::Quit) => Ok(0),
        Err(Stop::Signal(number)) => Ok(128 + number),
        Err(Stop::Error(error)) => Err(error),
    }
}

/// Ctrl-C's signal, SIGINT, for the exit status: raw mode sends it as a key.
const SIGINT: i32 = 2;

/// What the quit question says.
const QUIT: &str = "quit? q or Esc again quits, any other key plays on";

fn run(
    mut play: Play,
    keys_in: &mut dyn BufRead,
    pause: Duration,
    style: Style,
) -> Result<(), Stop> {
    let mut out = io::stdout();
    let mut parser = Keys::default();
    let (mut cursor, mut marks, mut message) = ((0, 0), Vec::new(), String::new());
    // The size is polled every few idle reads and at every step of an
    // animation, and the screen drawn again when it changes.
    let mut size = terminal_size();
    let mut idle = 0;
    let mut show = |play: &Play,
                    cursor: (usize, usize),
                    marks: &[(usize, usize)],
                    message: &str,
                    size: Option<(usize, usize)>|
     -> Result<bool, Error> {
        let view = View {
            play,
            cursor,
            marks,
            message,
            style,
        };
        let (screen, fits) = fitted(&view, size);
        judge::write(&mut out, screen.as_bytes())?;
        out.flush().map_err(Error::from)?;
        Ok(fits)
    };
    let mut fits = show(&play, cursor, &marks, &message, size)?;
    loop {
        let keys = read_keys(keys_in, &mut parser)?;
        if keys.is_empty() {
            idle += 1;
            if idle % 5 == 0 {
                let now = terminal_size();
                if now != size {
                    size = now;
                    fits = show(&play, cursor, &marks, &message, size)?;
                }
            }
            continue;
        }
        for key in keys {
            let asked = message == QUIT;
            if key == Key::Interrupt {
                return Err(Stop::Signal(SIGINT));
            }
            if key == Key::Quit && (asked || !fits) {
                return Err(Stop::Quit);
            }
            if !fits {
                continue;
            }
            let (rows, width) = (play.game.board.rows, play.game.board.cols);
            let was_won = play.game.won();
            let confirming = message.starts_with("press S again");
            let kept = message.clone();
            message.clear();
            let mut by_hand = false;
            match key {
                Key::Quit => message = QUIT.to_string(),
                Key::Interrupt => unreachable!("handled above"),
                Key::Up => cursor.0 = cursor.0.saturating_sub(1),
                Key::Down => cursor.0 = (cursor.0 + 1).min(rows - 1),
                Key::Left => cursor.1 = cursor.1.saturating_sub(1),
                Key::Right => cursor.1 = (cursor.1 + 1).min(width - 1),
                Key::Press => {
                    play.game.press(cursor.0, cursor.1);
                    marks.clear();
                    by_hand = true;
                }
                Key::Click(x, y) => {
                    // Three columns a cell, the third a gap.
                    let (r, c) = (y.saturating_sub(1), x.saturating_sub(1) / 3);
                    if r < rows && c < width && x.saturating_sub(1) % 3 != 2 {
                        cursor = (r, c);
                        play.game.press(r, c);
                        marks.clear();
                        by_hand = true;
                    }
                }
                Key::Char('?') => {
                    let mut say =
                        |m: &str| show(&play, cursor, &marks, m, size).map(|_| ());
                    let hint = match searched(
                        &play.game,
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
                            play.game.helped();
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
                Key::Char('S') if play.game.won() => message = "solved already".to_string(),
                Key::Char('S') if !confirming => {
                    message =
                        "press S again to solve, any other key to play on".to_string();
                }
                Key::Char('S') => {
                    marks.clear();
                    let mut say =
                        |m: &str| show(&play, cursor, &marks, m, size).map(|_| ());
                    let found = match searched(
                        &play.game,
                        Game::solution,
                        keys_in,
                        &mut parser,
                        &mut say,
                    )? {
                        Some(found) => found,
                        None => continue,
                    };
                    let presses = match found {
                        Ok(Some(presses)) => {
                            play.game.helped();
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
                        play.game.press(r, c);
                        size = terminal_size().or(size);
                        show(&play, cursor, &marks, "solving... (any key stops)", size)?;
                        if pause_for(pause, keys_in, &mut parser)? {
                            message = "solving stopped".to_string();
                            break;
                        }
                    }
                }
                Key::Char('c') if !play.game.chases() => {
                    message = "this rule is not chased by hand".to_string();
                }
                Key::Char('c') => {
                    marks.clear();
                    let mut stopped = false;
                    let mut game = play.game.clone();
                    let chased = game.chase(|game, at| -> Result<bool, Stop> {
                        cursor = at;
                        size = terminal_size().or(size);
                        let step = Play {
                            game: game.clone(),
                            fewest: play.fewest,
                            seed_shown: play.seed_shown,
                        };
                        fits = show(
                            &step,
                            at,
                            &[],
                            "chasing the lights down... (any key stops)",
                            size,
                        )?;
                        stopped = pause_for(pause, keys_in, &mut parser)?;
                        Ok(!stopped)
                    });
                    play.game = game;
                    chased?;
                    by_hand = true;
                    message = match (stopped, play.game.finishing_first_rows()) {
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
                    message = if play.game.undo() {
                        "undone"
                    } else {
                        "nothing to undo"
                    }
                    .to_string();
                    marks.clear();
                }
                Key::Redo => {
                    message = if play.game.redo() {
                        "redone"
                    } else {
                        "nothing to redo"
                    }
                    .to_string();
                    marks.clear();
                    by_hand = true;
                }
                Key::Char('r') => {
                    message = if play.game.restart() {
                        "back to the start (U makes the moves again)"
                    } else {
                        "at the start already"
                    }
                    .to_string();
                    marks.clear();
                }
                Key::Char('n') => {
                    play.next();
                    cursor = (0, 0);
                    marks.clear();
                    message = match play.game.deal {
                        lightsout_game::Deal::Level(k) => format!("level {}", k),
                        _ => "a new board".to_string(),
                    };
                    // The board may have grown: the screen's needs with it.
                }
                Key::Char(_) => {}
            }
            if by_hand && play.game.won() && !was_won {
                message = format!("{}: you won!", play.win());
            } else if message.is_empty() && play.game.won() && kept.contains("you won") {
                // Moving about a won board keeps the win said.
                message = kept;
            }
            fits = show(&play, cursor, &marks, &message, size)?;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lightsout::{Board, Rule};
    use lightsout_game::Deal;

    fn view_text(play: &Play, style: Style, width: usize) -> (String, (usize, usize)) {
        View {
            play,
            cursor: (0, 1),
            marks: &[(0, 1)],
            message: "",
            style,
        }
        .screen(width)
    }

    #[test]
    fn the_screen_shows_what_the_player_needs() {
        let start = Board {
            rows: 1,
            cols: 3,
            cells: vec![0, 1, 1],
        };
        let goal = Board {
            rows: 1,
            cols: 3,
            cells: vec![1, 1, 1],
        };
        let play = Play::new(Game::new(start, goal, Rule::standard(), Deal::Given));
        let colour = Style { colour: true };
        let (screen, needed) = view_text(&play, colour, 80);
        // A hint under the cursor still shows; cells stand apart.
        assert!(screen.contains("{}"), "{:?}", screen);
        assert_eq!(screen.matches("\x1b[0m ").count(), 3);
        // The goal is said, and what is left to change toward it.
        assert!(
            screen.contains("goal all on  moves 0  cells to change 1  "),
            "{:?}",
            screen
        );
        // The board, a blank line, the counts, the deal (none), the
        // message (none), the keys in two lines, and the last line.
        assert_eq!(needed, (1 + 1 + 5 + 1, 9));
        // On 40 columns the help takes more lines, none past 40.
        let (narrow, needed) = view_text(&play, colour, 40);
        assert!(needed.0 > 7, "{:?}", needed);
        let text = narrow.split("\r\n").skip(2);
        assert!(
            text.clone().all(|line| line.chars().count() <= 40),
            "{:?}",
            narrow
        );
        // The help leaves out the chase where the rule has none.
        assert!(screen.contains("c chase"));
        let torus = Rule {
            torus: true,
            ..Rule::standard()
        };
        let play = Play::new(Game::dealt(Board::new(3, 3), torus, 5));
        let (screen, _) = view_text(&play, colour, 80);
        assert!(
            !screen.contains("c chase") && screen.contains("rule --rule standard --torus")
        );
        assert!(screen.contains("seed 5"), "{:?}", screen);
    }

    #[test]
    fn the_cursor_keeps_its_cells_colour_and_value() {
        // The cursor's cell keeps its own colour under the brackets.
        let cursor = cell(Style { colour: true }, 2, 3, true, false);
        let (r, g, b) = colour(2, 3);
        assert!(
            cursor.contains(&format!("48;2;{};{};{}m[]", r, g, b)),
            "{:?}",
            cursor
        );
        // Without colour: characters, the cursor in reverse video over the
        // value, no colour codes.
        let plain = Style { colour: false };
        assert_eq!(cell(plain, 2, 3, true, false), "\x1b[7m2 \x1b[0m ");
        assert_eq!(cell(plain, 1, 2, false, false), "## ");
        assert_eq!(cell(plain, 0, 2, false, false), ".  ");
        let play = Play::new(Game::dealt(
            Board::new(3, 3),
            Rule {
                modulus: 3,
                ..Rule::standard()
            },
            2,
        ));
        let (screen, _) = view_text(&play, plain, 80);
        assert!(
            !screen.contains("38;") && !screen.contains("48;"),
            "{:?}",
            screen
        );
        assert!(screen.contains("cell 1,2: "), "{:?}", screen);
    }

    #[test]
    fn a_screen_too_small_is_wrapped_at_words() {
        let screen = too_small((8, 20), (11, 15));
        for line in screen.trim_start_matches("\x1b[H\x1b[2J").split("\r\n") {
            assert!(line.chars().count() <= 20, "{:?}", line);
            assert!(!line.starts_with(' ') && !line.ends_with(' '), "{:?}", line);
        }
        assert!(
            screen.contains("this board") && screen.contains("press q."),
            "{:?}",
            screen
        );
    }
}
