//! The crate's error: why a run stopped, for every program and every
//! judge solver, and the exit status each reason gives. Malformed input is
//! a [`ParseError`], at its line and column, which `?` makes an
//! [`Error::Input`].

use std::fmt;
use std::io;

use lightsout::ParseError;

/// Why a run stopped. The exit status follows from the variant, in
/// [`Error::status`]: 1 for input that cannot be answered, 2 for bad
/// arguments and failed I/O, 0 for a reader that went away.
// A judge binary's single-file bundle constructs only some of the variants.
#[allow(dead_code)]
#[derive(Debug)]
pub enum Error {
    /// Bad arguments, said how.
    Usage(String),
    /// Malformed input, at its line and column, and where it came from
    /// (`stdin`, a file) where a program reads more than one source.
    Input(Option<String>, ParseError),
    /// Well-formed input that cannot be answered, or cannot be used as
    /// given: the reason.
    Failed(String),
    /// The input at this path, that an answer is judged against, is itself
    /// bad, so the answer cannot be judged (`lightsout check`).
    Unjudgeable(String, Box<Error>),
    /// The file at this path could not be read.
    File(String, io::Error),
    /// Reading stdin failed.
    Read(io::Error),
    /// Writing the output failed.
    Output(io::Error),
    /// The reader of the output went away (`| head`): nothing to say.
    BrokenPipe,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Usage(message) => write!(f, "{} (see --help)", message),
            Error::Input(source, error) => {
                if let Some(source) = source {
                    write!(f, "{}: ", source)?;
                }
                error.fmt(f)
            }
            Error::Failed(reason) => f.write_str(reason),
            Error::Unjudgeable(input, error) => write!(f, "{}: {}", input, error),
            Error::File(path, error) => write!(f, "cannot read {}: {}", path, error),
            Error::Read(error) => write!(f, "cannot read input: {}", error),
            Error::Output(error) => write!(f, "cannot write output: {}", error),
            // Never said: the exit is silent.
            Error::BrokenPipe => Ok(()),
        }
    }
}

impl std::error::Error for Error {}

impl From<ParseError> for Error {
    fn from(error: ParseError) -> Self {
        Error::Input(None, error)
    }
}

/// A failed write: what `?` makes of an `io::Error` (reads name their
/// error: [`Error::Read`], [`Error::File`], [`Error::reading`]).
impl From<io::Error> for Error {
    fn from(error: io::Error) -> Self {
        if error.kind() == io::ErrorKind::BrokenPipe {
            Error::BrokenPipe
        } else {
            Error::Output(error)
        }
    }
}

impl Error {
    /// The outcome of reading and parsing a piece of input, as one result.
    pub fn reading<T>(result: io::Result<Result<T, ParseError>>) -> Result<T, Error> {
        Ok(result.map_err(Error::Read)??)
    }

    /// Bad arguments, `message` saying how.
    pub fn usage(message: &str) -> Error {
        Error::Usage(message.to_string())
    }

    /// The same error, its input named `source`.
    pub fn from_source(self, source: &str) -> Error {
        match self {
            Error::Input(_, error) => Error::Input(Some(source.to_string()), error),
            other => other,
        }
    }

    /// The exit status.
    pub fn status(&self) -> i32 {
        match self {
            Error::BrokenPipe => 0,
            Error::Input(..) | Error::Failed(_) => 1,
            // Usage, Unjudgeable, File, Read, Output.
            _ => 2,
        }
    }
}
