//! What every subcommand shares: its entry in the table, where it finds its
//! input, and the parsing of numbers and sides.

use std::io::{self, BufRead, Read, Write};

use lightsout::{Cells, Refused, Rule, MAX_PRIME_MODULUS};
use lightsout_game::rules::{self, NAMES};
use lightsout_judges::error::Error;
use lightsout_judges::formats::{read_board, read_rows, read_value_board};
use lightsout_judges::judge::read_case;
use lightsout_judges::problems::{self, Problem};

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

/// `head` and `words` filled into lines of at most 78 columns, the first
/// indented `indent`, the others `hang`.
fn wrapped(head: &str, words: &str, indent: &str, hang: &str) -> String {
    let mut text = String::new();
    let mut line = format!("{}{}", indent, head);
    for word in words.split(' ') {
        if line.len() + word.len() > 78 && !line.trim().is_empty() {
            text.push_str(line.trim_end());
            text.push('\n');
            line = hang.to_string();
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
    /// Reads a named file, up to the given number of bytes (it may read
    /// one more, to tell a file that is longer).
    pub read_file: &'a mut dyn FnMut(&str, u64) -> io::Result<Vec<u8>>,
}

/// Reads the file at `path`, `most + 1` bytes at most.
pub fn read_file(path: &str, most: u64) -> io::Result<Vec<u8>> {
    let mut data = Vec::new();
    std::fs::File::open(path)?
        .take(most.saturating_add(1))
        .read_to_end(&mut data)?;
    Ok(data)
}

/// The most bytes a board of `cells` cells under `rule` can need written
/// out: each value's digits and a space, twice over for line ends and
/// spacing, and a mebibyte besides.
pub fn board_bytes(cells: u64, rule: &Rule) -> u64 {
    let digits = (rule.modulus - 1).to_string().len() as u64;
    cells
        .saturating_mul(2 * (digits + 1))
        .saturating_add(1 << 20)
}

/// The refusal of `source`, past `most` bytes, which `what` can need.
fn too_long(source: &str, most: u64, what: &str) -> Error {
    Error::Failed(format!(
        "{}: over {} bytes, more than {} can need",
        source, most, what
    ))
}

impl Inputs<'_> {
    /// All of stdin, `what` needing `most` bytes at most.
    pub fn all_of_stdin(&mut self, most: u64, what: &str) -> Result<Vec<u8>, Error> {
        let mut data = Vec::new();
        let stdin: &mut dyn BufRead = &mut *self.stdin;
        stdin
            .take(most.saturating_add(1))
            .read_to_end(&mut data)
            .map_err(Error::Read)?;
        if data.len() as u64 > most {
            return Err(too_long("stdin", most, what));
        }
        Ok(data)
    }

    /// Reads stdin as a board under `rule`: `M N`, then M rows of N values
    /// from 0 to K-1, each row spaced (`0 1 2`) or, up to ten values, one
    /// word (`012`).
    pub fn board(&mut self, rule: &Rule) -> Result<Cells, Error> {
        board(&mut self.stdin, rule.modulus).map_err(|error| error.from_source("stdin"))
    }

    /// Reads the file at `path`, `what` needing `most` bytes at most.
    pub fn file(&mut self, path: &str, most: u64, what: &str) -> Result<Vec<u8>, Error> {
        let data = (self.read_file)(path, most)
            .map_err(|error| Error::File(path.to_string(), error))?;
        if data.len() as u64 > most {
            return Err(too_long(path, most, what));
        }
        Ok(data)
    }

    /// Reads the file at `path` as a board under `rule` of up to `cells`
    /// cells: with its `M N` line, or as its rows alone (see
    /// [`read_rows`]), as the game prints them.
    pub fn board_file(
        &mut self,
        path: &str,
        rule: &Rule,
        cells: u64,
    ) -> Result<Cells, Error> {
        let most = board_bytes(cells, rule);
        let what = format!("a board of {} cells", cells);
        let data = self.file(path, most, &what)?;
        let k = rule.modulus;
        board(&mut &data[..], k).or_else(|error| match read_rows(&data, k) {
            Some(board) if k == 2 => Ok(Cells::Bits(board.to_grid())),
            Some(board) => Ok(Cells::Values(board)),
            None => Err(match error.from_source(path) {
                Error::Input(source, mut error) => {
                    let values = if k == 2 {
                        "0/1".to_string()
                    } else {
                        format!("values 0 to {}", k - 1)
                    };
                    error.expected = format!(
                        "{} (or rows of {} without the `M N` line, all as wide)",
                        error.expected, values
                    );
                    Error::Input(source, error)
                }
                other => other,
            }),
        })
    }
}

/// Reads a whole board of cells from 0 to `modulus - 1` from `input`, a
/// row at a time: `M N`, then M rows of N cells, each row spaced (`0 1 1`)
/// or one word (`011`); as bits modulo 2.
fn board(mut input: &mut dyn BufRead, modulus: u32) -> Result<Cells, Error> {
    if modulus == 2 {
        read_case(&mut input, |stream| {
            read_board(stream, |s, width, out| s.bit_or_digit_row(width, out))
        })
        .map(Cells::Bits)
    } else {
        read_case(&mut input, |stream| read_value_board(stream, modulus)).map(Cells::Values)
    }
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

/// What `--rule`, `--stencil`, `--mod` and `--torus` mean, for the usage
/// texts.
pub const RULE_OPTIONS: &str = "\
--rule NAME presses as the named rule does (see below), --stencil ROWS
sets what a press adds around the pressed cell instead (digits, rows
separated by /, both sides odd, the pressed cell in the middle; default
010/111/010), --mod K makes every cell count modulo K (2 to 65536, or a
prime below 2^30: K colours, a press adding its weight; default 2, or the
named rule's), and --torus wraps rows and columns around. Boards are read
and written as values 0 to K-1.";

/// The rule names with what each is, for `--help`.
pub fn rule_names() -> String {
    let mut text = String::from("Rules (--rule NAME):\n");
    for (name, about) in NAMES {
        text.push_str(&wrapped(
            &format!("{:<18}", name),
            about,
            "  ",
            &" ".repeat(20),
        ));
    }
    text
}

/// Takes `--rule NAME`, `--stencil ROWS`, `--mod K` and `--torus` out of
/// `args`: the rule they give (the standard game without them) and the
/// arguments left.
pub fn rule_options<'a>(args: &[&'a str]) -> Result<(Rule, Vec<&'a str>), Error> {
    given_rule(args).map(|(rule, rest)| (rule.unwrap_or_else(Rule::standard), rest))
}

/// [`rule_options`], the rule `None` where no option gives one.
pub fn given_rule<'a>(args: &[&'a str]) -> Result<(Option<Rule>, Vec<&'a str>), Error> {
    let given = args
        .iter()
        .any(|&arg| matches!(arg, "--rule" | "--stencil" | "--mod" | "--torus"));
    let (mut name, mut stencil, mut modulus, mut torus) = (None, None, None, false);
    let mut rest = Vec::new();
    let mut args = args.iter();
    while let Some(&arg) = args.next() {
        let mut value = |what: &str| {
            args.next()
                .copied()
                .ok_or_else(|| Error::Usage(format!("{} needs {}", arg, what)))
        };
        match arg {
            "--rule" => name = Some(value("a NAME, such as standard")?),
            "--stencil" => stencil = Some(value("ROWS, such as 010/111/010")?),
            "--mod" => {
                let text = value("K, from 2 to 65536 or a prime below 2^30")?;
                let k =
                    number(text, "K", 2, u64::from(MAX_PRIME_MODULUS)).map_err(|_| {
                        Error::Usage(format!(
                            "expected K from 2 to 65536, or a prime below 2^30, found {:?}",
                            text
                        ))
                    })?;
                modulus = Some(k as u32);
            }
            "--torus" => torus = true,
            _ => rest.push(arg),
        }
    }
    let rule = rules::from_options(name, stencil, modulus, torus)
        .map_err(|why| Error::Usage(why.to_string()))?;
    Ok((given.then_some(rule), rest))
}

/// The error for a question the engines refuse.
pub fn refused(error: Refused) -> Error {
    Error::Failed(error.to_string())
}
