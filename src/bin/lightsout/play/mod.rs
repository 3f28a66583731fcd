//! `lightsout play`: the game, in a terminal or scripted one command a line.
//!
//! [`game`] is the game itself, apart from any screen; [`scripted`] plays it
//! from lines of commands and prints plain text; [`terminal`] plays it in a
//! terminal with colours, a cursor, the mouse and animated solving.

pub mod game;
mod keys;
mod level;
mod scripted;
mod signals;
mod terminal;

use std::io::Write;
use std::time::Duration;

use lightsout::board::random::SplitMix;
use lightsout::board::rule::{Press, Rule};
use lightsout::board::values::Board;
use lightsout::engine::fewest::Goal;
use lightsout::engine::within_reach;
use lightsout::io::judge::Error;

use crate::cli::{given_rule, number, refused, side, Command, Inputs};
use game::Game;

pub const COMMAND: Command = Command {
    name: "play",
    synopsis: "[N | M N] [--seed S] [--from random|all-off|all-on|FILE] [--goal all-off|all-on] [RULE] | --level K [--strict]",
    about: "The game, on an N x N (default 5 x 5) or M x N board: a random board
that can reach the goal unless --from says otherwise (FILE holds a board
in the solve format, or its rows alone as the game prints them), and the
goal all off unless --goal all-on. In a terminal: arrows, h j k l or w a s
d move, space or Enter presses, or click; ? marks the next press of a
fewest-press solution, S (twice) plays one, c chases the lights down to
the last row and marks the first-row presses that finish (the by-hand
method), any key stops an animation, u undoes, r restarts, n deals a new
board, q, Esc or Ctrl-C quits; the terminal is put back on those and on
SIGTERM and SIGHUP. With stdin not a terminal, it reads one command a line
(press R C, hint, solve, chase, undo, restart, new, quit, or the keys
? S c u r n q) and prints the board as rows of 0/1 (1 lit) after each,
each press it makes as `press R C`, and `solved in K moves (fewest F)` at
the goal (`at most F, not proven fewest` past what the quick search
proves). A command that cannot be done is said on stderr and skipped, or
ends the game with --strict. --level K (1 to 999) plays numbered level K,
the same board for everyone, needing K presses on 5 x 5 up to level 15,
then a larger board every 15 levels; the win says the level's best moves,
kept in $XDG_DATA_HOME/lightsout/records (or ~/.local/share). `lightsout
play 6 --from all-off --goal all-on` is the seed's demo. With VARIANT
(--stencil, --mod K, --torus) the game plays that rule: K colours are K
shades (0 dark, K-1 the brightest), a press adds its weight, undo takes
it back, and hints and solving come from the general engine (no chase);
all-on needs --mod 2.",
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
    /// A random board that can reach the goal.
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
    /// The seed of random boards.
    seed: u64,
    /// The start.
    from: Start,
    /// What the lights must become: all off or all on.
    goal: Goal,
    /// Scripted: a command that cannot be done ends the game.
    strict: bool,
    /// A numbered level instead of a size and a start.
    level: Option<u64>,
}

fn parse(args: &[&str]) -> Result<Options, Error> {
    let mut options = Options {
        size: None,
        seed: 1,
        from: Start::Random,
        goal: Goal::ALL_OFF,
        strict: false,
        level: None,
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
            "--seed" => options.seed = number(value()?, "a seed", 0, u64::MAX)?,
            "--strict" => options.strict = true,
            "--level" => {
                options.level = Some(number(value()?, "a level", 1, level::MAX_LEVEL)?)
            }
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
        || options.goal != Goal::ALL_OFF;
    if options.level.is_some() && chosen {
        return Err(Error::usage(
            "--level sets the board, its size and its goal: give it alone (or with --seed, --strict)",
        ));
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
    let (rows, cols) = options.size.or(own).unwrap_or((5, 5));
    let mut rng = SplitMix(options.seed);
    let start = match &options.from {
        Start::File(file) => {
            let start = inputs.board_file(file, &rule)?.board().into_owned();
            if options
                .size
                .map_or(false, |size| size != (start.rows, start.cols))
            {
                return Err(Error::Failed(format!(
                    "{}: the board is not {} x {}",
                    file, rows, cols
                )));
            }
            Some(start)
        }
        Start::Lights(from) => Some(lights(*from, rows, cols)),
        Start::Random => None,
    };
    let (rows, cols) = start.as_ref().map_or((rows, cols), |s| (s.rows, s.cols));
    if rows * cols > MAX_PLAY_CELLS {
        return Err(Error::Failed(format!(
            "a {} x {} board is past what the game shows ({} cells at most); \
             `lightsout solve` solves it",
            rows, cols, MAX_PLAY_CELLS
        )));
    }
    // Hints and solving must be within the engines' reach.
    within_reach(&rule, rows, cols).map_err(refused)?;
    let goal = lights(options.goal, rows, cols);
    let start = match options.level {
        Some(k) => Board::from_grid(&level::board(k)),
        None => start.unwrap_or_else(|| Game::random_start(&goal, &rule, &mut rng)),
    };
    let goal = lights(options.goal, start.rows, start.cols);
    let mut game = Game::new(start, goal, rule, rng.next_u64());
    game.level = options.level;
    match terminal::terminal_settings() {
        Some(settings) => {
            terminal::terminal(game, inputs.stdin, settings, Duration::from_millis(400))
        }
        None => {
            let mut refused = |message: &str| {
                let _ = writeln!(std::io::stderr(), "lightsout: {}", message);
            };
            scripted::scripted(game, inputs.stdin, out, options.strict, &mut refused)
                .map(|()| 0)
        }
    }
}
