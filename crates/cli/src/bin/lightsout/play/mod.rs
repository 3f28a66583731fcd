//! `lightsout play`: the game ([`lightsout_game`]), in a terminal or
//! scripted one command a line.
//!
//! [`scripted`] plays it from lines of commands and prints plain text;
//! [`terminal`] plays it in a terminal with colours, a cursor, the mouse
//! and animated solving. [`Play`] is what both keep beside the game: the
//! fewest presses from the start, and the level records.

mod keys;
mod scripted;
mod terminal;

use std::io::{Read, Write};
use std::path::PathBuf;
use std::time::Duration;

use lightsout::standard::Goal;
use lightsout::{within_reach, Board, Press, Rule};
use lightsout_game::level::MAX_LEVEL;
use lightsout_game::records::{self, Records};
use lightsout_game::{api, fresh_seed, Deal, Fewest, Game};
use lightsout_judges::error::Error;

use crate::cli::{given_rule, number, refused, side, Command, Inputs};

pub const COMMAND: Command = Command {
    name: "play",
    synopsis: "[N | M N] [--seed S] [--from random|all-off|all-on|FILE] [--goal all-off|all-on] [RULE] | --level K | --link TEXT [--strict]",
    about: "The game, on an N x N (default 5 x 5) or M x N board: a board dealt
at random that can reach the goal unless --from says otherwise (FILE holds
a board in the solve format, or its rows alone as the game prints them),
and the goal all off unless --goal all-on. A random board is dealt from
the clock unless --seed S is given, and its seed is shown (`seed S`):
--seed S deals it again. In a terminal: arrows, h j k l or w a s d move,
space or Enter presses, or click; ? marks the next press of a fewest-press
solution, S (twice) plays one, c chases the lights down to the last row
and marks the first-row presses that finish (the by-hand method, where
the rule allows it), u undoes, U (or Ctrl-R) redoes, r restarts (U then
makes the moves again), n deals a new board (the next level in a level),
any key stops an animation, and q or Esc asks before quitting (Ctrl-C
quits at once); the terminal is put back on every way out, signals
included. NO_COLOR drops the colours. With stdin not a terminal, it reads
one command a line (press R C, hint, solve, chase, undo, redo, restart,
new, quit, or the keys ? S c u U r n q) and prints the board as rows of
0/1 (1 lit) after each, each press it makes as `press R C`, a new board's
seed as `seed S` (where --seed did not give it), and `solved in K moves
(fewest F)` at the goal (`at most F, not proven fewest` past what the
quick search proves). A command that cannot be done (undo with nothing
to undo, solve on a solved board) is said on stderr and skipped, or ends
the game with --strict (exit status 1). --level K (1 to 999) plays
numbered level K, the same board for everyone: from 3 x 3 to 50 x 50,
harder by the side, the kernel (more solutions to find the fewest among)
and the fewest presses, from an eighth of the cells to a third, none
cleared by the chase alone; n goes on to the next; a win without help (no hint, solve or chase on that board) is
noted with the level's best moves in $XDG_DATA_HOME/lightsout/records (or
~/.local/share). `lightsout play 6 --from all-off --goal all-on` is the
seed's demo. --link TEXT plays the position of a link of the page
(`lightsout serve`; the part after `#`), its moves, undo and help
included. With RULE the game plays that rule: K colours are K colours
(0 dark), a press adds its weight, undo takes it back, and hints and
solving come from the engines; all-on needs --mod 2.",
    run,
};

/// The largest side `play` and `first-row` take.
pub const MAX_PLAY_SIDE: usize = 10_000;

/// The most cells the game plays on: a board it prints after every command
/// (scripted) or draws whole (in a terminal), with a move list and a
/// solution to hold. `lightsout solve` takes any size.
const MAX_PLAY_CELLS: usize = 1 << 20;

/// Where a game starts.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Start {
    /// A board dealt at random that can reach the goal.
    Random,
    /// Every light off, or every light on.
    Lights(Goal),
    /// The board in a file.
    File(String),
}

/// The options of `play`.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Options {
    /// The board's size, if given.
    size: Option<(usize, usize)>,
    /// The seed of the first random board, if given.
    seed: Option<u64>,
    /// The start.
    from: Start,
    /// What the lights must become: all off or all on.
    goal: Goal,
    /// Scripted: a command that cannot be done ends the game.
    strict: bool,
    /// A numbered level instead of a size and a start.
    level: Option<u64>,
    /// The position of a page's link instead of a size and a start.
    link: Option<String>,
}

fn parse(args: &[&str]) -> Result<Options, Error> {
    let mut options = Options {
        size: None,
        seed: None,
        from: Start::Random,
        goal: Goal::ALL_OFF,
        strict: false,
        level: None,
        link: None,
    };
    let mut sides = Vec::new();
    let mut rest = args.iter();
    while let Some(&option) = rest.next() {
        let mut value = || {
            rest.next()
                .copied()
                .ok_or_else(|| Error::Usage(format!("{} needs a value", option)))
        };
        match option {
            "--seed" => options.seed = Some(number(value()?, "a seed", 0, u64::MAX)?),
            "--strict" => options.strict = true,
            "--level" => options.level = Some(number(value()?, "a level", 1, MAX_LEVEL)?),
            "--link" => options.link = Some(value()?.to_string()),
            "--from" => {
                options.from = match value()? {
                    "random" => Start::Random,
                    "all-off" => Start::Lights(Goal::ALL_OFF),
                    "all-on" => Start::Lights(Goal::ALL_ON),
                    file => Start::File(file.to_string()),
                }
            }
            "--goal" => {
                options.goal = match value()? {
                    "all-off" => Goal::ALL_OFF,
                    "all-on" => Goal::ALL_ON,
                    other => {
                        return Err(Error::Usage(format!(
                            "--goal takes all-off or all-on, found {:?}",
                            other
                        )))
                    }
                }
            }
            side_text if !side_text.starts_with('-') && sides.len() < 2 => {
                sides.push(side(side_text, "a side", MAX_PLAY_SIDE)?)
            }
            _ => return Err(COMMAND.unknown(option)),
        }
    }
    options.size = match sides.as_slice() {
        [n] => Some((*n, *n)),
        [m, n] => Some((*m, *n)),
        _ => None,
    };
    let chosen = options.size.is_some()
        || options.from != Start::Random
        || options.goal != Goal::ALL_OFF
        || options.seed.is_some();
    if options.link.is_some() && (chosen || options.level.is_some()) {
        return Err(Error::usage(
            "--link sets the board, its size, its rule and its goal: give it alone (or with --strict)",
        ));
    }
    if options.level.is_some() && chosen {
        return Err(Error::usage(
            "--level sets the board, its size and its goal: give it alone (or with --strict)",
        ));
    }
    if options.seed.is_some() && options.from != Start::Random {
        return Err(Error::usage("--seed deals a random board: not with --from"));
    }
    Ok(options)
}

/// The board of `rows` x `cols` that is all off or all on.
fn lights(goal: Goal, rows: usize, cols: usize) -> Board {
    Board {
        rows,
        cols,
        cells: vec![u32::from(goal == Goal::ALL_ON); rows * cols],
    }
}

/// In the terminal if stdin is one, else scripted.
fn run(args: &[&str], mut inputs: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Error> {
    let (given, args) = given_rule(args)?;
    let options = parse(&args)?;
    if options.link.is_some() && given.is_some() {
        return Err(Error::usage("a link sets its own rule"));
    }
    if options.level.is_some() && given.is_some() {
        return Err(Error::usage("levels are boards of the standard game"));
    }
    let rule = given.unwrap_or_else(Rule::standard);
    let all_on =
        options.goal == Goal::ALL_ON || options.from == Start::Lights(Goal::ALL_ON);
    if rule.modulus != 2 && all_on {
        return Err(Error::usage("all-on needs --mod 2"));
    }
    // A rule of moves plays on its own board; any other, 5 x 5 by default.
    let own = match &rule.press {
        Press::Moves(moves) => Some(moves.size()),
        _ => None,
    };
    if let (Some((rows, cols)), Some(why)) = (
        options.size,
        options
            .size
            .and_then(|(rows, cols)| rule.refuses(rows, cols)),
    ) {
        return Err(Error::Usage(format!("{} x {}: {}", rows, cols, why)));
    }
    let (rows, cols) = options.size.or(own).unwrap_or((5, 5));
    // Refused before any board is built.
    if rows * cols > MAX_PLAY_CELLS {
        return Err(too_large(rows, cols, Error::Usage));
    }
    let game = match (&options.from, options.level) {
        _ if options.link.is_some() => {
            let link = options.link.as_deref().unwrap_or_default();
            api::game(link).map_err(|why| Error::Usage(format!("--link: {}", why)))?
        }
        (_, Some(k)) => Game::level(k),
        (Start::File(file), None) => {
            let most = MAX_PLAY_CELLS as u64;
            let start = inputs.board_file(file, &rule, most)?.board().into_owned();
            if options
                .size
                .map_or(false, |size| size != (start.rows, start.cols))
            {
                return Err(Error::Failed(format!(
                    "{}: the board is not {} x {}",
                    file, rows, cols
                )));
            }
            if start.rows * start.cols > MAX_PLAY_CELLS {
                return Err(too_large(start.rows, start.cols, Error::Failed));
            }
            if let Some(why) = rule.refuses(start.rows, start.cols) {
                return Err(Error::Failed(format!("{}: {}", file, why)));
            }
            let goal = lights(options.goal, start.rows, start.cols);
            Game::new(start, goal, rule, Deal::Given)
        }
        (Start::Lights(from), None) => Game::new(
            lights(*from, rows, cols),
            lights(options.goal, rows, cols),
            rule,
            Deal::Given,
        ),
        (Start::Random, None) => {
            let seed = options.seed.unwrap_or_else(fresh_seed);
            Game::dealt(lights(options.goal, rows, cols), rule, seed)
        }
    };
    // Hints and solving must be within the engines' reach.
    within_reach(&game.rule, game.board.rows, game.board.cols).map_err(refused)?;
    let mut play = Play::new(game);
    play.seed_shown = options.seed.is_some();
    match terminal::terminal_settings() {
        Some(settings) => {
            terminal::terminal(play, inputs.stdin, settings, Duration::from_millis(400))
        }
        None => {
            let mut refused = |message: &str| {
                let _ = writeln!(std::io::stderr(), "lightsout: {}", message);
            };
            scripted::scripted(play, inputs.stdin, out, options.strict, &mut refused)
                .map(|()| 0)
        }
    }
}

/// The refusal of a board past [`MAX_PLAY_CELLS`], as a usage error where
/// the size was given, or bad input where a file gave it.
fn too_large(rows: usize, cols: usize, error: fn(String) -> Error) -> Error {
    error(format!(
        "a {} x {} board is past what the game shows ({} cells at most); \
         `lightsout solve` solves it",
        rows, cols, MAX_PLAY_CELLS
    ))
}

/// A game, and what the terminal and the scripted game keep beside it.
pub struct Play {
    /// The game.
    pub game: Game,
    /// The fewest presses from the start, for the line said at the win.
    pub fewest: Option<Fewest>,
    /// Whether the player gave this deal's seed (then it goes unsaid when
    /// scripted).
    pub seed_shown: bool,
}

impl Play {
    /// `game`, its fewest presses from the start searched.
    pub fn new(game: Game) -> Play {
        let mut start = game.clone();
        start.restart();
        let fewest = start.fewest();
        Play {
            game,
            fewest,
            seed_shown: false,
        }
    }

    /// The next game: the next level, or a new board dealt.
    pub fn next(&mut self) {
        *self = Play::new(self.game.next(fresh_seed()));
    }

    /// Where the start came from, for the screen: `seed S`, `level K, best
    /// B`, or nothing for a board given whole.
    pub fn deal(&self) -> Option<String> {
        match self.game.deal {
            Deal::Seed(seed) => Some(format!("seed {}", seed)),
            Deal::Level(k) => Some(match load_records().ok().and_then(|r| r.best(k)) {
                Some(best) => format!("level {}, best {}", k, best),
                None => format!("level {}", k),
            }),
            Deal::Given => None,
        }
    }

    /// What is said at a win: "solved in K moves (fewest F)", and for a level
    /// its best, which this win may beat (and then notes) unless it was
    /// helped.
    pub fn win(&self) -> String {
        let line = self.game.won_line(self.fewest);
        let k = match self.game.deal {
            Deal::Level(k) => k,
            _ => return line,
        };
        if self.game.was_helped() {
            return format!("{}; level {}: helped, so not a record", line, k);
        }
        let mut records = match load_records() {
            Ok(records) => records,
            Err(why) => return format!("{}; level {}: not noted ({})", line, k, why),
        };
        let noted = records.note(k, self.game.moves_made() as u64);
        match (noted.new_best, noted.before) {
            (false, Some(best)) => format!("{}; level {} best: {}", line, k, best),
            _ => match save_records(&records) {
                Ok(()) => format!("{}; level {}: a new best", line, k),
                Err(why) => {
                    format!("{}; level {}: a new best, not saved ({})", line, k, why)
                }
            },
        }
    }
}

/// Where the records are kept: `$XDG_DATA_HOME/lightsout/records`, or
/// `~/.local/share/lightsout/records`.
fn records_path() -> Option<PathBuf> {
    let data = match std::env::var_os("XDG_DATA_HOME").filter(|d| !d.is_empty()) {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(std::env::var_os("HOME")?).join(".local/share"),
    };
    Some(data.join("lightsout").join("records"))
}

/// The records kept, none where there is no file (or it cannot be read):
/// `Err` saying why for a file that is not records (over
/// [`records::MAX_BYTES`], or not text), which is then left alone.
fn load_records() -> Result<Records, String> {
    let path = match records_path() {
        Some(path) => path,
        None => return Ok(Records::default()),
    };
    let file = match std::fs::File::open(&path) {
        Ok(file) => file,
        Err(_) => return Ok(Records::default()),
    };
    let mut text = Vec::new();
    let read = file.take(records::MAX_BYTES + 1).read_to_end(&mut text);
    let not_records = |why: &str| Err(format!("{} {}", path.display(), why));
    match (read, String::from_utf8(text)) {
        (Err(_), _) => Ok(Records::default()),
        (Ok(n), _) if n as u64 > records::MAX_BYTES => {
            not_records(&format!("is over {} bytes", records::MAX_BYTES))
        }
        (Ok(_), Ok(text)) => Ok(Records::parse(&text)),
        (Ok(_), Err(_)) => not_records("is not text"),
    }
}

/// Keeps `records`, or says why it could not: written whole to a file
/// beside the records and renamed over them, so that a game stopped
/// halfway leaves the old records, and a link there is replaced, not
/// written through.
fn save_records(records: &Records) -> Result<(), String> {
    let path = records_path().ok_or("no HOME or XDG_DATA_HOME to keep it in")?;
    let dir = path.parent().ok_or("no folder to keep it in")?;
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {}", dir.display(), e))?;
    let fresh = dir.join(format!(".records.{}", std::process::id()));
    let written = std::fs::write(&fresh, records.text())
        .and_then(|()| std::fs::rename(&fresh, &path))
        .map_err(|e| format!("{}: {}", path.display(), e));
    if written.is_err() {
        let _ = std::fs::remove_file(&fresh);
    }
    written
}
