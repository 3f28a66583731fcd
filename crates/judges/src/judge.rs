//! What every program of the crate shares: the driver that connects a
//! judge solver to stdin, stdout and stderr, and the one exit path that
//! turns an outcome ([`crate::error::Error`]) into a stderr line and an
//! exit status.

use std::io::{self, Read, Write};

use crate::error::Error;
use lightsout::{ParseError, Scanner, Stream};

/// Writes `bytes` to `out`, a failure being an [`Error::Output`].
pub fn write(out: &mut dyn Write, bytes: &[u8]) -> Result<(), Error> {
    Ok(out.write_all(bytes)?)
}

/// The exit status of a run of the program `name` that ended in
/// `outcome`, after saying `name: message` on stderr if it failed. A reader
/// of the output that went away (`| head`) is a success with nothing to
/// say; a stderr that cannot be written to changes nothing but the message.
pub fn exit_status(name: &str, outcome: Result<i32, Error>) -> i32 {
    match outcome {
        Ok(status) => status,
        Err(Error::BrokenPipe) => 0,
        Err(error) => {
            let _ = writeln!(io::stderr().lock(), "{}: {}", name, error);
            error.status()
        }
    }
}

/// The program's arguments, without its name; arguments that are not
/// Unicode are read with replacement characters, to be refused as unknown.
pub fn arguments() -> Vec<String> {
    std::env::args_os()
        .skip(1)
        .map(|arg| arg.to_string_lossy().into_owned())
        .collect()
}

/// A solver: reads its input and writes its answers as it goes.
pub type Solver = fn(&mut dyn Read, &mut dyn Write) -> Result<(), Error>;

/// A judge program: its name, its `--help` and its solver.
#[derive(Clone, Copy)]
pub struct Judge {
    /// The binary's name, which is also its samples' folder.
    pub name: &'static str,
    /// What `--help` prints.
    pub help: &'static str,
    /// The solver.
    pub run: Solver,
}

/// The crate's version, which every program prints for `--version`.
pub const VERSION: &str = "0.1.0";

/// Runs `judge` as a program: `--help` prints its help, `--version` its
/// name and version; otherwise stdin is solved to stdout. Returns the
/// exit status (see
/// [`exit_status`]).
pub fn main(judge: &Judge) -> i32 {
    let args = arguments();
    let outcome = match args.as_slice() {
        [] => run_stdio(judge),
        [flag] if flag == "-h" || flag == "--help" => {
            write(&mut io::stdout().lock(), judge.help.as_bytes())
        }
        [flag] if flag == "-V" || flag == "--version" => {
            let line = format!("{} {}\n", judge.name, VERSION);
            write(&mut io::stdout().lock(), line.as_bytes())
        }
        [first, rest @ ..] => {
            // `--help` takes nothing: name what came after it.
            let arg = match rest.first() {
                Some(next) if first == "-h" || first == "--help" => next,
                _ => first,
            };
            Err(Error::Usage(format!(
                "unexpected argument {:?}; {} reads stdin",
                arg, judge.name
            )))
        }
    };
    exit_status(judge.name, outcome.map(|()| 0))
}

/// Solves stdin to stdout. Answers to complete cases are flushed before an
/// error is returned.
fn run_stdio(judge: &Judge) -> Result<(), Error> {
    let stdout = io::stdout();
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let stdin = io::stdin();
    let solved = (judge.run)(&mut stdin.lock(), &mut out);
    let flushed = out.flush().map_err(Error::from);
    solved.and(flushed)
}

/// The count of [`answer_cases`] for an input that opens with the number
/// of its cases, from 1 to `max`; `what` names it in errors.
pub fn counted(
    what: &'static str,
    max: u64,
) -> impl FnMut(&mut Scanner<'_>) -> Result<Option<u64>, ParseError> {
    move |s| s.number(what, 1, max).map(Some)
}

/// The count of [`answer_cases`] for an input of exactly one case.
pub fn one_case(_: &mut Scanner<'_>) -> Result<Option<u64>, ParseError> {
    Ok(Some(1))
}

/// Answers the cases of `input` as they are read. `count` reads how many
/// cases follow (`None`: as many as come before `read` finds the input's
/// end marker, or the input ends: a judge's data may leave the marker out,
/// as readers that stop at the end of input allow); `read` parses a case,
/// `None` at the end marker; `answer` gives the output of case `k` (from
/// 1). Each answer is written before the next case is read, so the answers
/// to complete cases stand when a later case is malformed, and memory stays
/// one case; but where more cases are due and the input stops right after a
/// case's last token (which may be cut), that case is not answered, and the
/// next one's read says what is missing.
pub fn answer_cases<T>(
    input: &mut dyn Read,
    out: &mut dyn Write,
    count: impl FnMut(&mut Scanner<'_>) -> Result<Option<u64>, ParseError>,
    mut read: impl FnMut(&mut Scanner<'_>) -> Result<Option<T>, ParseError>,
    mut answer: impl FnMut(u64, T) -> Result<String, Error>,
) -> Result<(), Error> {
    let mut input = Stream::new(input);
    let last = Error::reading(input.parse(count))?;
    let mut case = 1;
    while last.map_or(true, |last| case <= last) {
        if last.is_none() && input.input_ends().map_err(Error::Read)? {
            break;
        }
        let value = match Error::reading(input.parse(&mut read))? {
            Some(value) => value,
            None => break,
        };
        if last.map_or(false, |last| case < last) && input.ends_at_last_token() {
            // More cases are due, and the input stops at the end of this
            // one's last token: a cut input, whose last token may be cut
            // too. The next case's read says what is missing; this one is
            // not answered.
            Error::reading(input.parse(&mut read))?;
        }
        write(out, answer(case, value)?.as_bytes())?;
        case += 1;
    }
    Error::reading(input.finish())
}

/// Reads the one case of `input` with `read`, a token or a row at a time
/// (see [`Stream`]), and refuses anything but whitespace after it.
pub fn read_case<T>(
    input: &mut dyn Read,
    read: impl FnOnce(&mut Stream<'_>) -> Result<T, Error>,
) -> Result<T, Error> {
    let mut stream = Stream::new(input);
    let value = read(&mut stream)?;
    Error::reading(stream.finish())?;
    Ok(value)
}

/// Reads numbers from the stream with `parse`.
pub fn numbers<T>(
    input: &mut Stream<'_>,
    parse: impl FnMut(&mut Scanner<'_>) -> Result<T, ParseError>,
) -> Result<T, Error> {
    Error::reading(input.parse(parse))
}
