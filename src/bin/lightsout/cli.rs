//! What every subcommand shares: its entry in the table, where it finds its
//! input, and the parsing of numbers and sides.

use std::io::{self, BufRead, Write};

use lightsout::board::grid::Grid;
use lightsout::board::stencil::{Board, Stencil, Variant};
use lightsout::io::formats::{read_board, read_rows, read_value_board};
use lightsout::io::judge::Error;
use lightsout::problems::{self, read_case, Problem};

/// One subcommand: its usage, and its run, which parses `args` (the
/// arguments after the command's name) into its options before it reads
/// anything, then writes its answer to `out` and returns the exit status.
pub struct Command {
    /// The command word.
    pub name: &'static str,
    /// The arguments, as the synopsis shows them.
    pub synopsis: &'static str,
    /// What it prints.
    pub about: &'static str,
    /// Parses and runs.
    pub run: fn(&[&str], Inputs<'_>, &mut dyn Write) -> Result<i32, Error>,
}

impl Command {
    /// The usage block `--help` prints for this command.
    pub fn usage(&self) -> String {
        let about: String = self
            .about
            .lines()
            .map(|line| format!("      {}\n", line))
            .collect();
        let synopsis = format!("lightsout {} {}", self.name, self.synopsis);
        let mut text = format!("  {}\n{}", synopsis.trim_end(), about);
        if self.synopsis.starts_with("PROBLEM") {
            text.push_str(&wrapped(
                "PROBLEM is one of: ",
                &problems::names(),
                "      ",
            ));
        }
        text
    }

    /// The error for arguments that fit none of the synopsis' forms.
    pub fn wrong(&self) -> Error {
        Error::Usage(format!(
            "`{}` takes {}",
            self.name,
            if self.synopsis.is_empty() {
                "no arguments"
            } else {
                self.synopsis
            }
        ))
    }

    /// The error for an option this command does not know.
    pub fn unknown(&self, option: &str) -> Error {
        Error::Usage(format!("unknown option {:?} for `{}`", option, self.name))
    }
}

/// `head` and `words` filled into lines of at most 78 columns, each
/// indented `indent`.
fn wrapped(head: &str, words: &str, indent: &str) -> String {
    let mut text = String::new();
    let mut line = format!("{}{}", indent, head);
    for word in words.split(' ') {
        if line.len() + word.len() > 78 && !line.trim().is_empty() {
            text.push_str(line.trim_end());
            text.push('\n');
            line = indent.to_string();
        }
        line.push_str(word);
        line.push(' ');
    }
    text.push_str(line.trim_end());
    text.push('\n');
    text
}

/// Where a command finds its input, read only when the command needs it.
pub struct Inputs<'a> {
    /// Stdin.
    pub stdin: &'a mut dyn BufRead,
    /// Reads a named file.
    pub read_file: &'a mut dyn FnMut(&str) -> io::Result<Vec<u8>>,
}

impl Inputs<'_> {
    /// All of stdin.
    pub fn all_of_stdin(&mut self) -> Result<Vec<u8>, Error> {
        let mut data = Vec::new();
        self.stdin.read_to_end(&mut data).map_err(Error::Read)?;
        Ok(data)
    }

    /// Reads stdin as a board.
    pub fn board(&mut self) -> Result<Grid, Error> {
        board(self.stdin, "stdin")
    }

    /// Reads stdin as a board of cells from 0 to `modulus - 1`.
    pub fn value_board(&mut self, modulus: u32) -> Result<Board, Error> {
        read_case(&mut self.stdin, |stream| read_value_board(stream, modulus))
            .map_err(|error| error.from_source("stdin"))
    }

    /// Reads the file at `path` as a board of cells from 0 to
    /// `modulus - 1`, with its `M N` line.
    pub fn value_board_file(&mut self, path: &str, modulus: u32) -> Result<Board, Error> {
        let data = self.file(path)?;
        read_case(&mut &data[..], |stream| read_value_board(stream, modulus))
            .map_err(|error| error.from_source(path))
    }

    /// Reads the file at `path`.
    pub fn file(&mut self, path: &str) -> Result<Vec<u8>, Error> {
        (self.read_file)(path).map_err(|error| Error::File(path.to_string(), error))
    }

    /// Reads the file at `path` as a board: with its `M N` line, or as its
    /// rows alone (see [`read_rows`]), as the game prints them.
    pub fn board_file(&mut self, path: &str) -> Result<Grid, Error> {
        let data = self.file(path)?;
        board(&mut &data[..], path).or_else(|error| match read_rows(&data) {
            Some(board) => Ok(board),
            None => Err(match error {
                Error::Input(source, mut error) => {
                    error.expected = format!(
                        "{} (or rows of 0/1 without the `M N` line, all as wide)",
                        error.expected
                    );
                    Error::Input(source, error)
                }
                other => other,
            }),
        })
    }
}

/// Reads a whole board from `input`, a row at a time, named `source` in
/// errors: `M N`, then M rows of N cells, each row spaced (`0 1 1`) or one
/// word (`011`).
fn board(mut input: &mut dyn BufRead, source: &str) -> Result<Grid, Error> {
    read_case(&mut input, |stream| {
        read_board(stream, |s, width, out| s.bit_or_digit_row(width, out))
    })
    .map_err(|error| error.from_source(source))
}

/// A whole number from `min` to `max`, digits only, named `name`.
pub fn number(text: &str, name: &str, min: u64, max: u64) -> Result<u64, Error> {
    let value = if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
        text.parse::<u64>().ok()
    } else {
        None
    };
    match value {
        Some(value) if (min..=max).contains(&value) => Ok(value),
        _ => Err(Error::Usage(format!(
            "expected {} from {} to {}, found {:?}",
            name, min, max, text
        ))),
    }
}

/// A board's side from 1 to `max`, named `name`.
pub fn side(text: &str, name: &str, max: usize) -> Result<usize, Error> {
    number(text, name, 1, max as u64).map(|value| value as usize)
}

/// The judge problem whose binary is `name`.
pub fn problem(name: &str) -> Result<&'static Problem, Error> {
    problems::find(name).ok_or_else(|| {
        Error::Usage(format!(
            "unknown problem {:?}; choose one of: {}",
            name,
            problems::names()
        ))
    })
}

/// The largest `--mod`.
const MAX_MODULUS: u64 = 1 << 16;

/// What `--stencil`, `--mod` and `--torus` mean, for the usage texts.
pub const VARIANT_OPTIONS: &str = "\
--stencil ROWS sets what a press adds around the pressed cell (digits, rows
separated by /, both sides odd, the pressed cell in the middle; default
010/111/010), --mod K makes every cell count modulo K (2 to 65536: K
colours, a press adding its weight; default 2), and --torus wraps rows and
columns around. Boards are then read and written as values 0 to K-1.";

/// Takes `--stencil ROWS`, `--mod K` and `--torus` out of `args`: the
/// variant they give (the standard game without them) and the arguments
/// left.
pub fn variant_options<'a>(args: &[&'a str]) -> Result<(Variant, Vec<&'a str>), Error> {
    let (mut stencil, mut modulus, mut torus) = (None, None, false);
    let mut rest = Vec::new();
    let mut args = args.iter();
    while let Some(&arg) = args.next() {
        match arg {
            "--stencil" => {
                let text = args.next().copied();
                stencil = Some(text.ok_or_else(|| {
                    Error::usage("--stencil needs ROWS, such as 010/111/010")
                })?);
            }
            "--mod" => {
                let text = args.next().copied().unwrap_or("");
                modulus = Some(number(text, "K", 2, MAX_MODULUS)? as u32);
            }
            "--torus" => torus = true,
            _ => rest.push(arg),
        }
    }
    let modulus = modulus.unwrap_or(2);
    let stencil = match stencil {
        Some(text) => Stencil::parse(text, modulus).map_err(Error::Usage)?,
        None => Stencil::standard(),
    };
    Ok((
        Variant {
            stencil,
            modulus,
            torus,
        },
        rest,
    ))
}

/// The error for a board past the variant's elimination.
pub fn too_large(error: lightsout::engine::forms::TooLarge) -> Error {
    Error::Failed(format!(
        "this board needs {} unknowns under this rule, past the elimination's {}",
        error.unknowns, error.max
    ))
}
