//! The `lightsout` command: solving any board toward any target, counting
//! solutions, the kernel dimension table, the first-row matrix, and the
//! stress kit (a generator and a strict checker for every judge problem).
//!
//! Arguments are parsed into a [`Command`] before anything runs; each
//! command's usage lives in [`USAGES`], from which `--help` is printed.

use std::io::{self, BufRead, Write};
use std::time::Duration;

use crate::play::{self, first_row_presses, Game};
use lightsout::algebra::gf2::{self, MAX_UNKNOWNS};
use lightsout::algebra::poly::nullity;
use lightsout::algebra::reference::first_row_matrix;
use lightsout::algebra::solve::{any, fewest_within, MAX_SEARCH_WORK};
use lightsout::board::grid::Grid;
use lightsout::board::random::SplitMix;
use lightsout::io::formats::read_board;
use lightsout::io::input::Scanner;
use lightsout::io::judge::{self, Error};
use lightsout::io::output::write_grid;
use lightsout::io::stream::Stream;
use lightsout::kit::generate::{Sink, Spec};
use lightsout::problems::usaco_lights::read_graph;
use lightsout::problems::{self, Problem};

/// One command's usage: its synopsis and what it does.
pub struct Usage {
    /// The command word.
    pub name: &'static str,
    /// The arguments, as the synopsis shows them.
    pub synopsis: &'static str,
    /// What it prints.
    pub about: &'static str,
}

/// Every command, in the order `--help` lists them.
pub const USAGES: &[Usage] = &[
    Usage {
        name: "solve",
        synopsis: "[--target all-off|all-on|FILE] [--any | --search-minutes M] | --graph [--any]",
        about: "Prints the presses that turn the board into the target (default
all-off; FILE holds a board of the same size in the same format): the
press matrix, `presses K`, and `minimal yes` if no answer has fewer
presses (ties broken by the least printed matrix), `minimal yes, ties
not broken` if the fewest is proven without comparing every solution
(past 2^30 of them; the proof may take up to about a minute, and is
not begun when it cannot be afforded), `minimal unproven` if it was not
found, `minimal unchecked` with --any (which skips the search).
--search-minutes M gives the proof M times that work (M from 1 to
100000: about M minutes on one core of the README's machine). Prints
IMPOSSIBLE if no presses will do. With --graph, stdin holds a graph in
USACO Lights' format (`N M`, then M lines `a b`; N <= 40): every light
starts off, a switch toggles its light and its neighbours, and the
target is every light on; the presses are one line of N values 0/1,
switch 1 first.",
    },
    Usage {
        name: "count",
        synopsis: "[--graph]",
        about: "Prints whether the board can be cleared, the kernel dimension t, the
number of solutions (2^t or 0) and the number of boards of its size that
can be cleared, 2^(M*N - t). With --graph, the same for a graph in USACO
Lights' format and the target every light on (2^(N - t) reachable).",
    },
    Usage {
        name: "nullity",
        synopsis: "FROM TO | --rect M N",
        about: "Prints `n t` for every n x n board, n from FROM to TO (FROM <= TO), or
`M N t` for the M x N board; t is the kernel dimension. Sides are at most
1048576; each line costs O(n^2 / 64) word operations (n = 100000 takes
under half a second) and is written as soon as it is found.",
    },
    Usage {
        name: "matrix",
        synopsis: "N | M N",
        about: "Draws the first-row matrix of the M x N board (M defaults to N, each at
most 10000): line j shows, as `1` and space, the lights that pressing
only column j of the first row leaves in the last row after chasing;
then `ones K`.",
    },
    Usage {
        name: "first-row",
        synopsis: "M N LASTROW",
        about: "For playing any Lights Out game by hand: chase the lights of an M x N
board down row by row (press under every light still on) until only the
last row is lit, and give that row as LASTROW, N characters 0 or 1. Prints
the columns (from 1) of the first row to press, space separated (an empty
line if none), or IMPOSSIBLE; press them and chase again, and the board is
dark. Sides are at most 10000.",
    },
    Usage {
        name: "play",
        synopsis: "[N | M N] [--seed S] [--from random|all-off|all-on|FILE] [--goal all-off|all-on]",
        about: "The game, on an N x N (default 5 x 5) or M x N board: a random board
that can reach the goal unless --from says otherwise (FILE holds a board
in the solve format), and the goal all off unless --goal all-on. In a
terminal: arrows (or k j l and w a d) move, space or Enter presses, or
click; h marks the next press of a fewest-press solution, s plays one, c
chases the lights down to the last row and marks the first-row presses
that finish (the by-hand method), u undoes, r restarts, n deals a new
board, q, Esc or Ctrl-C quits. With stdin not a terminal, it reads one
command a line (press R C, hint, solve, chase, undo, restart, new, quit)
and prints the board as rows of 0/1 (1 lit) after each, each press it
makes as `press R C`, and `solved in K moves (fewest F)` at the goal.
`lightsout play 6 --from all-off --goal all-on` is the seed's demo.",
    },
    Usage {
        name: "gen",
        synopsis: "PROBLEM [--seed S] [--count K] [--rows M] [--cols N] [--solvable] [--many-solutions]",
        about: "Prints a random input for the judge binary PROBLEM, the same for the same
options. Fliptile: one board, sides from 1 to 15 unless given;
--solvable makes boards that can be cleared, --many-solutions also picks
sizes where a board has 4 or more solutions, where tie-breaking shows.
Problems with many cases: K cases (default 1, at most 1000000 and the
judge's own limit). Sides stay within the judge's limits.",
    },
    Usage {
        name: "check",
        synopsis: "PROBLEM INPUT OUTPUT [EXPECTED]",
        about: "Judges OUTPUT, a program's answer to INPUT, strictly by the judge's
rules, and prints one line: `ok: ...`, `wrong: ...` (cell left lit, too
many presses, not the least output, IMPOSSIBLE wrongly claimed or missed)
or `malformed: line L, column C: ...`; exit status 0, 1 or 2. A malformed
INPUT is an error, status 2. EXPECTED is ignored (the answer is
computed), so this fits `oj t --judge-command`.",
    },
];

/// The text before the commands in `lightsout --help`.
const INTRODUCTION: &str = "\
lightsout: solves and analyses Lights Out boards of any size.

Boards are read from stdin in Fliptile's format: `M N`, then M rows of N
values 0 or 1 separated by whitespace; a row may also be written as one word
of N characters, such as `10011`. Pressing a cell toggles it and its
orthogonal neighbours. `lightsout COMMAND --help` describes one command.

Commands:
";

/// The example that ends `lightsout --help`.
const EXAMPLE: &str = "
Example:
  $ printf '3 3\\n010\\n111\\n010\\n' | lightsout solve
  0 0 0
  0 1 0
  0 0 0
  presses 1
  minimal yes
";

/// The most cases `gen` writes.
pub const MAX_GEN_COUNT: u64 = 1_000_000;
/// The largest side `matrix` draws: its output is the side squared.
pub const MAX_MATRIX_SIDE: usize = 10_000;
/// The largest side `nullity` takes.
pub const MAX_NULLITY_SIDE: usize = 1 << 20;

/// `lightsout --help`, or one command's usage.
pub fn help(command: Option<&Usage>) -> String {
    let block = |usage: &Usage| {
        let about: String = usage
            .about
            .lines()
            .map(|line| format!("      {}\n", line))
            .collect();
        let synopsis = format!("lightsout {} {}", usage.name, usage.synopsis);
        format!("  {}\n{}", synopsis.trim_end(), about)
    };
    match command {
        Some(usage) => block(usage),
        None => {
            let mut text = INTRODUCTION.to_string();
            for usage in USAGES {
                text.push_str(&block(usage));
            }
            text + EXAMPLE
        }
    }
}

/// What to turn the board into.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// Every light off.
    AllOff,
    /// Every light on.
    AllOn,
    /// The board in a file.
    File(String),
}

/// Where a game starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// A random board that can reach the goal.
    Random,
    /// Every light off.
    AllOff,
    /// Every light on.
    AllOn,
    /// The board in a file.
    File(String),
}

/// The options of `play`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlaySpec {
    /// The board's size, if given.
    pub size: Option<(usize, usize)>,
    /// The seed of random boards.
    pub seed: u64,
    /// The start.
    pub from: Start,
    /// Every light on, rather than off.
    pub goal_on: bool,
}

/// The largest side `play` and `first-row` take.
pub const MAX_PLAY_SIDE: usize = 10_000;

/// A parsed command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `--help`, or `COMMAND --help`.
    Help(Option<&'static str>),
    /// `--version`.
    Version,
    /// `solve`.
    Solve {
        /// The target board.
        target: Target,
        /// Skip the fewest-press search.
        any: bool,
        /// The proof's budget, in multiples of [`MAX_SEARCH_WORK`].
        minutes: u64,
        /// A graph in USACO Lights' format instead of a board.
        graph: bool,
    },
    /// `count`.
    Count {
        /// A graph in USACO Lights' format instead of a board.
        graph: bool,
    },
    /// `nullity FROM TO`.
    Nullity {
        /// The first side.
        from: usize,
        /// The last side.
        to: usize,
    },
    /// `nullity --rect M N`.
    NullityRect {
        /// Rows.
        rows: usize,
        /// Columns.
        cols: usize,
    },
    /// `matrix N` or `matrix M N`.
    Matrix {
        /// Rows.
        rows: usize,
        /// Columns.
        cols: usize,
    },
    /// `first-row M N LASTROW`.
    FirstRow {
        /// Rows.
        rows: usize,
        /// Columns.
        cols: usize,
        /// The last row left lit after chasing.
        last_row: Vec<bool>,
    },
    /// `play ...`.
    Play(PlaySpec),
    /// `gen PROBLEM ...`.
    Gen {
        /// The problem's binary name.
        problem: &'static str,
        /// What to generate.
        spec: Spec,
    },
    /// `check PROBLEM INPUT OUTPUT`.
    Check {
        /// The problem's binary name.
        problem: &'static str,
        /// The input file.
        input: String,
        /// The output file.
        output: String,
    },
}

fn usage_error(message: String) -> Error {
    Error::usage(&message)
}

/// The most `solve --search-minutes` takes: about ten weeks, and
/// `MAX_SEARCH_WORK` times it far from overflowing.
const MAX_MINUTES: u64 = 100_000;

/// A whole number from `min` to `max`, digits only, named `name`.
fn number(text: &str, name: &str, min: u64, max: u64) -> Result<u64, Error> {
    let value = if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
        text.parse::<u64>().ok()
    } else {
        None
    };
    match value {
        Some(value) if (min..=max).contains(&value) => Ok(value),
        _ => Err(usage_error(format!(
            "expected {} from {} to {}, found {:?}",
            name, min, max, text
        ))),
    }
}

fn side(text: &str, name: &str, max: usize) -> Result<usize, Error> {
    number(text, name, 1, max as u64).map(|value| value as usize)
}

fn problem(name: &str) -> Result<&'static Problem, Error> {
    problems::find(name).ok_or_else(|| {
        usage_error(format!(
            "unknown problem {:?}; choose one of: {}",
            name,
            problems::names()
        ))
    })
}

/// Parses the arguments (without the program name) into a command.
///
/// # Example
/// ```
/// use lightsout::tool::{parse, Command};
/// let args: Vec<String> = ["matrix", "3", "4"].iter().map(|s| s.to_string()).collect();
/// assert_eq!(parse(&args).unwrap(), Command::Matrix { rows: 3, cols: 4 });
/// ```
pub fn parse(args: &[String]) -> Result<Command, Error> {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (name, rest) = match args.split_first() {
        None => {
            return Err(usage_error(format!(
                "expected a command: {}",
                USAGES.iter().map(|u| u.name).collect::<Vec<_>>().join(", ")
            )))
        }
        Some((&("-h" | "--help"), [])) => return Ok(Command::Help(None)),
        Some((&("-V" | "--version"), [])) => return Ok(Command::Version),
        Some((name, rest)) => (*name, rest),
    };
    let usage = USAGES
        .iter()
        .find(|usage| usage.name == name)
        .ok_or_else(|| usage_error(format!("unknown command {:?}", name)))?;
    if rest.iter().any(|&arg| arg == "-h" || arg == "--help") {
        return Ok(Command::Help(Some(usage.name)));
    }
    let wrong = || {
        usage_error(format!(
            "`{}` takes {}",
            name,
            if usage.synopsis.is_empty() {
                "no arguments"
            } else {
                usage.synopsis
            }
        ))
    };
    Ok(match (name, rest) {
        ("solve", options) => {
            let (mut target, mut any, mut graph, mut minutes) = (None, false, false, None);
            let mut options = options.iter();
            while let Some(&option) = options.next() {
                match option {
                    "--any" => any = true,
                    "--search-minutes" => {
                        let text = options.next().copied().unwrap_or("");
                        minutes = Some(number(text, "M", 1, MAX_MINUTES)?);
                    }
                    "--graph" => graph = true,
                    "--target" => {
                        target = match options.next() {
                            Some(&"all-off") => Some(Target::AllOff),
                            Some(&"all-on") => Some(Target::AllOn),
                            Some(file) => Some(Target::File(file.to_string())),
                            None => {
                                return Err(usage_error(
                                    "--target needs all-off, all-on or a file".to_string(),
                                ))
                            }
                        }
                    }
                    _ => {
                        return Err(usage_error(format!(
                            "unknown option {:?} for `solve`",
                            option
                        )))
                    }
                }
            }
            if graph && target.is_some() {
                return Err(usage_error(
                    "--graph has one target, every light on".to_string(),
                ));
            }
            if minutes.is_some() && (any || graph) {
                return Err(usage_error(format!(
                    "--search-minutes has no search to give time to with {}",
                    if any { "--any" } else { "--graph" }
                )));
            }
            let target = target.unwrap_or(Target::AllOff);
            Command::Solve {
                target,
                any,
                graph,
                minutes: minutes.unwrap_or(1),
            }
        }
        ("count", []) => Command::Count { graph: false },
        ("count", ["--graph"]) => Command::Count { graph: true },
        ("nullity", ["--rect", m, n]) => Command::NullityRect {
            rows: side(m, "M", MAX_NULLITY_SIDE)?,
            cols: side(n, "N", MAX_NULLITY_SIDE)?,
        },
        ("nullity", [from, to]) => {
            let from = side(from, "FROM", MAX_NULLITY_SIDE)?;
            let to = side(to, "TO", MAX_NULLITY_SIDE)?;
            if from > to {
                return Err(usage_error(format!(
                    "FROM is {} but TO is {}: nothing to print",
                    from, to
                )));
            }
            Command::Nullity { from, to }
        }
        ("matrix", [n]) => {
            let n = side(n, "N", MAX_MATRIX_SIDE)?;
            Command::Matrix { rows: n, cols: n }
        }
        ("matrix", [m, n]) => Command::Matrix {
            rows: side(m, "M", MAX_MATRIX_SIDE)?,
            cols: side(n, "N", MAX_MATRIX_SIDE)?,
        },
        ("first-row", [m, n, last]) => {
            let rows = side(m, "M", MAX_PLAY_SIDE)?;
            let cols = side(n, "N", MAX_PLAY_SIDE)?;
            if last.len() != cols || !last.bytes().all(|b| b == b'0' || b == b'1') {
                return Err(usage_error(format!(
                    "expected LASTROW of {} characters 0 or 1, found {:?}",
                    cols, last
                )));
            }
            Command::FirstRow {
                rows,
                cols,
                last_row: last.bytes().map(|b| b == b'1').collect(),
            }
        }
        ("play", options) => Command::Play(play_spec(options)?),
        ("gen", [name, options @ ..]) => Command::Gen {
            problem: problem(name)?.judge.name,
            spec: gen_spec(options)?,
        },
        ("check", [name, input, output]) | ("check", [name, input, output, _]) => {
            Command::Check {
                problem: problem(name)?.judge.name,
                input: input.to_string(),
                output: output.to_string(),
            }
        }
        _ => return Err(wrong()),
    })
}

fn play_spec(options: &[&str]) -> Result<PlaySpec, Error> {
    let mut spec = PlaySpec {
        size: None,
        seed: 1,
        from: Start::Random,
        goal_on: false,
    };
    let mut sides = Vec::new();
    let mut rest = options.iter();
    while let Some(&option) = rest.next() {
        let mut value = || {
            rest.next()
                .copied()
                .ok_or_else(|| usage_error(format!("{} needs a value", option)))
        };
        match option {
            "--seed" => spec.seed = number(value()?, "a seed", 0, u64::MAX)?,
            "--from" => {
                spec.from = match value()? {
                    "random" => Start::Random,
                    "all-off" => Start::AllOff,
                    "all-on" => Start::AllOn,
                    file => Start::File(file.to_string()),
                }
            }
            "--goal" => {
                spec.goal_on = match value()? {
                    "all-off" => false,
                    "all-on" => true,
                    other => {
                        return Err(usage_error(format!(
                            "--goal takes all-off or all-on, found {:?}",
                            other
                        )))
                    }
                }
            }
            side_text if !side_text.starts_with('-') && sides.len() < 2 => {
                sides.push(side(side_text, "a side", MAX_PLAY_SIDE)?)
            }
            _ => {
                return Err(usage_error(format!(
                    "unknown option {:?} for `play`",
                    option
                )))
            }
        }
    }
    spec.size = match sides.as_slice() {
        [] => None,
        [n] => Some((*n, *n)),
        [m, n] => Some((*m, *n)),
        _ => None,
    };
    Ok(spec)
}

fn gen_spec(options: &[&str]) -> Result<Spec, Error> {
    let mut spec = Spec::default();
    let mut rest = options.iter();
    while let Some(&option) = rest.next() {
        let mut value = |name: &str, min: u64, max: u64| -> Result<u64, Error> {
            let text = rest
                .next()
                .ok_or_else(|| usage_error(format!("{} needs a value", option)))?;
            number(text, name, min, max)
        };
        match option {
            "--seed" => spec.seed = value("a seed", 0, u64::MAX)?,
            "--count" => spec.count = Some(value("a number of cases", 1, MAX_GEN_COUNT)?),
            "--rows" => spec.rows = Some(value("a number of rows", 1, 64)? as usize),
            "--cols" => spec.cols = Some(value("a number of columns", 1, 64)? as usize),
            "--solvable" => spec.solvable = true,
            "--many-solutions" => spec.many_solutions = true,
            _ => {
                return Err(usage_error(format!(
                    "unknown option {:?} for `gen`",
                    option
                )))
            }
        }
    }
    Ok(spec)
}

/// Where a command finds its input, read only when the command needs it.
pub struct Inputs<'a> {
    /// Stdin.
    pub stdin: &'a mut dyn BufRead,
    /// Reads a named file.
    pub read_file: &'a mut dyn FnMut(&str) -> io::Result<Vec<u8>>,
}

impl Inputs<'_> {
    /// Reads stdin as a graph in USACO Lights' format: what each switch
    /// toggles, bit `j` for light `j + 1`.
    fn graph(&mut self) -> Result<Vec<u64>, Error> {
        let data = self.all_of_stdin()?;
        let mut input = Scanner::new(&data);
        read_graph(&mut input, MAX_UNKNOWNS as u64)
            .and_then(|graph| input.finish().map(|()| graph))
            .map_err(|error| Error::Other(format!("stdin: {}", error), 1))
    }

    fn all_of_stdin(&mut self) -> Result<Vec<u8>, Error> {
        let mut data = Vec::new();
        self.stdin.read_to_end(&mut data).map_err(Error::Read)?;
        Ok(data)
    }

    /// Reads stdin as a board.
    fn board(&mut self) -> Result<Grid, Error> {
        board(self.stdin, "stdin")
    }

    /// Reads the file at `path`; failing, an error of status `status`.
    fn file(&mut self, path: &str, status: i32) -> Result<Vec<u8>, Error> {
        (self.read_file)(path).map_err(|error| {
            Error::Other(format!("cannot read {}: {}", path, error), status)
        })
    }
}

/// Reads a whole board from `input`, a row at a time, named `source` in
/// errors.
fn board(mut input: &mut dyn BufRead, source: &str) -> Result<Grid, Error> {
    read_board(&mut Stream::new(&mut input), |s, width, out| {
        s.bit_or_digit_row(width, out)
    })
    .map_err(|error| match error {
        Error::Input(error) => Error::Other(format!("{}: {}", source, error), 1),
        other => other,
    })
}

/// Runs `command`, writing its answer to `out`. Returns the exit status:
/// 0, or the checker's verdict for `check`.
pub fn execute(
    command: &Command,
    mut inputs: Inputs<'_>,
    out: &mut dyn Write,
) -> Result<i32, Error> {
    let text = match command {
        Command::Help(name) => {
            help(name.and_then(|name| USAGES.iter().find(|u| u.name == name)))
        }
        Command::Version => format!("lightsout {}\n", env!("CARGO_PKG_VERSION")),
        Command::Solve {
            graph: true, any, ..
        } => solve_graph(*any, &mut inputs)?,
        Command::Solve {
            target,
            any,
            minutes,
            ..
        } => {
            solve(target, *any, *minutes, &mut inputs, out)?;
            String::new()
        }
        Command::Count { graph: true } => count_graph(&mut inputs)?,
        Command::Count { graph: false } => count(&mut inputs)?,
        Command::NullityRect { rows, cols } => {
            format!("{} {} {}\n", rows, cols, nullity(*rows, *cols))
        }
        Command::Nullity { from, to } => {
            for n in *from..=*to {
                let line = format!("{} {}\n", n, nullity(n, n));
                judge::write(out, line.as_bytes())?;
                // Large sides take long each: a reader sees every line as it comes.
                out.flush().map_err(Error::Output)?;
            }
            String::new()
        }
        Command::Matrix { rows, cols } => {
            matrix(*rows, *cols, out)?;
            String::new()
        }
        Command::FirstRow {
            rows,
            cols,
            last_row,
        } => match first_row_presses(*rows, *cols, last_row) {
            Some(columns) => {
                let words: Vec<String> =
                    columns.iter().map(|c| (c + 1).to_string()).collect();
                format!("{}\n", words.join(" "))
            }
            None => "IMPOSSIBLE\n".to_string(),
        },
        Command::Play(spec) => {
            play(spec, inputs, out)?;
            String::new()
        }
        Command::Gen { problem, spec } => {
            let problem = problems::find(problem).expect("parsed problems are registered");
            // Written as it is made: a failed write stops the generator.
            let mut sink = Sink::new(out);
            let made = (problem.generate)(spec, &mut sink);
            match (made, sink.finish()) {
                (_, Err(error)) => return Err(Error::Output(error)),
                (Err(message), Ok(())) => return Err(usage_error(message)),
                (Ok(()), Ok(())) => return Ok(0),
            }
        }
        Command::Check {
            problem,
            input,
            output,
        } => {
            let problem = problems::find(problem).expect("parsed problems are registered");
            let (input_data, output_data) =
                (inputs.file(input, 2)?, inputs.file(output, 2)?);
            let verdict = problem
                .check(&input_data, &output_data)
                .map_err(|error| Error::Other(format!("{}: {}", input, error), 2))?;
            judge::write(out, format!("{}\n", verdict).as_bytes())?;
            return Ok(verdict.status());
        }
    };
    judge::write(out, text.as_bytes())?;
    Ok(0)
}

/// `play`: in the terminal if stdin is one, else scripted.
fn play(spec: &PlaySpec, inputs: Inputs<'_>, out: &mut dyn Write) -> Result<(), Error> {
    let (rows, cols) = spec.size.unwrap_or((5, 5));
    let mut rng = SplitMix(spec.seed);
    let start = match &spec.from {
        Start::File(file) => {
            let data = (inputs.read_file)(file).map_err(|error| {
                Error::Other(format!("cannot read {}: {}", file, error), 1)
            })?;
            let start = board(&mut &data[..], file)?;
            if spec
                .size
                .map_or(false, |size| size != (start.rows(), start.width()))
            {
                return Err(Error::Other(
                    format!("{}: the board is not {} x {}", file, rows, cols),
                    1,
                ));
            }
            Some(start)
        }
        Start::AllOff => Some(Grid::new(rows, cols)),
        Start::AllOn => Some(Grid::filled(rows, cols)),
        Start::Random => None,
    };
    let (rows, cols) = start
        .as_ref()
        .map_or((rows, cols), |s| (s.rows(), s.width()));
    let goal = if spec.goal_on {
        Grid::filled(rows, cols)
    } else {
        Grid::new(rows, cols)
    };
    let start = start.unwrap_or_else(|| Game::random_start(&goal, &mut rng));
    let game = Game::new(start, goal, rng.next_u64());
    match play::terminal_settings() {
        Some(settings) => {
            play::terminal(game, inputs.stdin, settings, Duration::from_millis(400))
        }
        None => play::scripted(game, inputs.stdin, out),
    }
}

fn solve(
    target: &Target,
    any_answer: bool,
    minutes: u64,
    inputs: &mut Inputs<'_>,
    out: &mut dyn Write,
) -> Result<(), Error> {
    let mut lights = inputs.board()?;
    let (rows, width) = (lights.rows(), lights.width());
    match target {
        Target::AllOff => {}
        // Reaching all-on from S is clearing S + all-on.
        Target::AllOn => lights.xor(&Grid::filled(rows, width)),
        Target::File(file) => {
            let data = inputs.file(file, 1)?;
            let goal = board(&mut &data[..], file)?;
            if (goal.rows(), goal.width()) != (rows, width) {
                return Err(Error::Other(
                    format!(
                        "{}: the target is {} x {}, the board {} x {}",
                        file,
                        goal.rows(),
                        goal.width(),
                        rows,
                        width
                    ),
                    1,
                ));
            }
            lights.xor(&goal);
        }
    }
    let answer = if any_answer {
        any(&lights).map(|presses| (presses, "unchecked"))
    } else {
        fewest_within(&lights, MAX_SEARCH_WORK * minutes).map(|a| {
            let minimal = match (a.minimal, a.least) {
                (true, true) => "yes",
                (true, false) => "yes, ties not broken",
                _ => "unproven",
            };
            (a.presses, minimal)
        })
    };
    match answer {
        Some((presses, minimal)) => {
            write_grid(out, &presses).map_err(Error::Output)?;
            let summary = format!("presses {}\nminimal {}\n", presses.ones(), minimal);
            judge::write(out, summary.as_bytes())
        }
        None => judge::write(out, b"IMPOSSIBLE\n"),
    }
}

/// `solve --graph`: the fewest switches that turn every light on.
fn solve_graph(any_answer: bool, inputs: &mut Inputs<'_>) -> Result<String, Error> {
    let columns = inputs.graph()?;
    let n = columns.len();
    let all = (1u64 << n) - 1;
    let answer = if any_answer {
        gf2::solve(&system(&columns), &system_row(all, n))
            .map(|affine| (mask_of(&affine.particular, n), "unchecked"))
    } else {
        gf2::fewest_set(&columns, all).map(|mask| (mask, "yes"))
    };
    Ok(match answer {
        Some((mask, minimal)) => {
            let line: Vec<&str> = (0..n)
                .map(|j| if mask >> j & 1 == 1 { "1" } else { "0" })
                .collect();
            format!(
                "{}\npresses {}\nminimal {}\n",
                line.join(" "),
                mask.count_ones(),
                minimal
            )
        }
        None => "IMPOSSIBLE\n".to_string(),
    })
}

/// `count --graph`.
fn count_graph(inputs: &mut Inputs<'_>) -> Result<String, Error> {
    let columns = inputs.graph()?;
    let n = columns.len();
    let t = n - gf2::rank(&system(&columns));
    let solvable = gf2::solve(&system(&columns), &system_row((1u64 << n) - 1, n)).is_some();
    Ok(counts(solvable, t, n))
}

/// The `n` x `n` matrix of a system given as `columns` (one mask an
/// unknown), one row an equation, as [`gf2`] takes it.
fn system(columns: &[u64]) -> Grid {
    let n = columns.len();
    let mut matrix = Grid::new(n, n);
    for (j, &column) in columns.iter().enumerate() {
        for i in (0..n).filter(|&i| column >> i & 1 == 1) {
            matrix.flip(i, j);
        }
    }
    matrix
}

/// A mask of `n` bits (bit `j` for unknown `j`) as a row of `n` cells.
fn system_row(mask: u64, n: usize) -> Vec<u64> {
    let mut row = Grid::new(1, n);
    for j in (0..n).filter(|&j| mask >> j & 1 == 1) {
        row.flip(0, j);
    }
    row.row(0).to_vec()
}

/// A row of `n` cells as a mask, bit `j` for cell `j`.
fn mask_of(row: &[u64], n: usize) -> u64 {
    let grid = Grid::from_words(1, n, row.to_vec());
    (0..n)
        .filter(|&j| grid.cell(0, j))
        .fold(0, |mask, j| mask | 1 << j)
}

/// What `count` prints: solvability, kernel dimension `t`, solutions and
/// reachable targets among the `2^unknowns`.
fn counts(solvable: bool, t: usize, unknowns: usize) -> String {
    format!(
        "solvable {}\nnullity {}\nsolutions {}\nreachable {}\n",
        if solvable { "yes" } else { "no" },
        t,
        if solvable {
            power_of_two(t)
        } else {
            "0".to_string()
        },
        power_of_two(unknowns - t)
    )
}

/// `2^exponent`, with its value when that fits in 128 bits.
fn power_of_two(exponent: usize) -> String {
    if exponent < 128 {
        format!("2^{} = {}", exponent, 1u128 << exponent)
    } else {
        format!("2^{}", exponent)
    }
}

fn count(inputs: &mut Inputs<'_>) -> Result<String, Error> {
    let lights = inputs.board()?;
    let (rows, width) = (lights.rows(), lights.width());
    let t = nullity(rows, width);
    let solvable = any(&lights).is_some();
    Ok(counts(solvable, t, rows * width))
}

/// Draws the first-row matrix a line at a time, so memory stays the
/// matrix's bits.
fn matrix(rows: usize, width: usize, out: &mut dyn Write) -> Result<(), Error> {
    let matrix = first_row_matrix(rows, width);
    for j in 0..width {
        let line: String = (0..width)
            .map(|i| if matrix.cell(j, i) { '1' } else { ' ' })
            .collect();
        judge::write(out, format!("{}\n", line.trim_end()).as_bytes())?;
    }
    judge::write(out, format!("ones {}\n", matrix.ones()).as_bytes())
}
