//! What every judge binary shares: its error type and the driver that
//! connects a solver to stdin, stdout, stderr and the exit status.

use std::fmt;
use std::io::{self, Read, Write};

use super::input;

/// Why a judge run stopped.
#[derive(Debug)]
pub enum Error {
    /// The input is malformed; the message says where.
    Input(input::Error),
    /// Reading the input failed.
    Read(io::Error),
    /// Writing the output failed.
    Output(io::Error),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Input(error) => error.fmt(f),
            Error::Read(error) => write!(f, "cannot read input: {}", error),
            Error::Output(error) => write!(f, "cannot write output: {}", error),
        }
    }
}

impl std::error::Error for Error {}

impl From<input::Error> for Error {
    fn from(error: input::Error) -> Self {
        Error::Input(error)
    }
}

impl From<io::Error> for Error {
    fn from(error: io::Error) -> Self {
        Error::Output(error)
    }
}

impl Error {
    /// The outcome of reading and parsing a piece of input, as one result.
    pub fn reading<T>(result: io::Result<Result<T, input::Error>>) -> Result<T, Error> {
        result.map_err(Error::Read)?.map_err(Error::Input)
    }
}

/// A solver: reads its input, writes its answers as it goes, and
/// passes anything the user should know besides (never a failure) to the
/// note callback.
pub type Solver = fn(&mut dyn Read, &mut dyn Write, &mut dyn FnMut(&str)) -> Result<(), Error>;

/// Runs `solve` as the program `name`: `--help` prints `help`; otherwise
/// stdin is solved to stdout. Errors go to stderr as `name: message`,
/// notes as `name: note: message`.
/// Returns the exit status: 0 on success, 1 for bad input or failed output,
/// 2 for bad arguments.
pub fn main(name: &str, help: &str, solve: Solver) -> i32 {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        None => {}
        Some("-h") | Some("--help") => {
            return match io::stdout().write_all(help.as_bytes()) {
                Ok(()) => 0,
                Err(_) => 1,
            };
        }
        Some(arg) => {
            eprintln!(
                "{}: unexpected argument {:?}; it reads stdin (see --help)",
                name, arg
            );
            return 2;
        }
    }
    let stdout = io::stdout();
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut note = |text: &str| eprintln!("{}: note: {}", name, text);
    let stdin = io::stdin();
    let result = solve(&mut stdin.lock(), &mut out, &mut note)
        .and_then(|()| out.flush().map_err(Error::from));
    match result {
        Ok(()) => 0,
        // The reader went away (`| head`): nothing is left to tell it.
        Err(Error::Output(ref error)) if error.kind() == io::ErrorKind::BrokenPipe => 0,
        Err(error) => {
            // Answers to complete cases go out before the error is reported.
            let _ = out.flush();
            eprintln!("{}: {}", name, error);
            1
        }
    }
}
