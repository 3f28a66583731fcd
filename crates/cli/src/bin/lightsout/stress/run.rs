//! One run of the program under test: its input written, its output and
//! stderr read, under a time limit, and judged against ours.

use std::io::{self, Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use lightsout_judges::kit::check::Verdict;
use lightsout_judges::problems::Problem;

use crate::stress::reap;

/// The most bytes of output a run may print: past it, the run fails as
/// judges fail it, with the output limit exceeded. More than six times the
/// longest right answer to a drawn input (`matrix_product_mod_2`'s, 161 KB),
/// and the same for any number of jobs, so that the verdict is; with at most
/// [`MAX_JOBS`](crate::stress::MAX_JOBS) runs at once, the output kept in all
/// stays under 64 MiB.
pub const OUTPUT_LIMIT: usize = 1 << 20;

/// The bytes of stderr kept, its end: the report shows at most 2000.
const STDERR_KEPT: usize = 4 << 10;

/// How a run failed; a shrunk input must fail the same way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The checker says the answer is wrong.
    Wrong,
    /// The answer is not laid out as the judge reads it.
    Malformed,
    /// The program exited with a failure status or was killed.
    Crashed,
    /// The program ran past the time limit.
    TooSlow,
    /// The program printed more than [`OUTPUT_LIMIT`] bytes.
    TooLong,
}

/// A failed run: how, the checker's reason (or the exit status), the
/// program's output and the end of its stderr.
#[derive(Clone, Debug)]
pub struct Failure {
    pub kind: Kind,
    pub reason: String,
    pub output: Printed,
    pub stderr: Printed,
}

/// What a program printed on one stream: a part of it, and how much it
/// printed in all.
#[derive(Clone, Debug, Default)]
pub struct Printed {
    /// The first [`OUTPUT_LIMIT`] bytes of its output, or the last
    /// [`STDERR_KEPT`] or more of its stderr.
    pub kept: Vec<u8>,
    pub bytes: u64,
    pub lines: u64,
}

/// What runs the program: the command and its arguments, the limit, and
/// how strictly the output is read.
pub struct Program<'a> {
    pub command: &'a [String],
    pub time_limit: Duration,
    pub exact: bool,
    pub problem: &'static Problem,
}

impl Program<'_> {
    /// Runs the program on `input`: `Ok(None)` if it answered right,
    /// `Ok(Some(failure))` if not, `Err` if it cannot be started or a
    /// signal stopped `stress`.
    ///
    /// The run ends when the program exits or at the time limit: then
    /// everything it started is killed ([`reap::end`]), and what it printed
    /// is read until the pipes close, but not past the limit (100 ms past
    /// it for a run killed there), so that a process beyond reach that
    /// holds them does not hold the case.
    pub fn attempt(&self, input: &[u8]) -> io::Result<Option<Failure>> {
        let mut command = Command::new(&self.command[0]);
        command
            .args(&self.command[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let deadline = Instant::now() + self.time_limit;
        let mut child = reap::spawn(&mut command)?;
        let stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let stderr = child.stderr.take().expect("piped");
        let written = input.to_vec();
        let streams = detached(move || {
            // A program may answer before it reads all its input, or never
            // read: this thread ends when the pipe closes.
            let _ = { stdin }.write_all(&written);
        })
        .and_then(|()| {
            Ok((
                Reader::start(stdout, Keep::First)?,
                Reader::start(stderr, Keep::Last)?,
            ))
        });
        let (stdout, stderr) = match streams {
            Ok(streams) => streams,
            Err(error) => {
                reap::end(&mut child);
                return Err(error);
            }
        };
        let ended = wait(&mut child, deadline);
        reap::end(&mut child);
        let until = deadline.max(Instant::now() + GRACE);
        let (output, errors) = (stdout.finish(until), stderr.finish(until));
        let status = match ended? {
            Some(status) => status,
            None => {
                let limit = self.time_limit.as_secs_f64();
                return Ok(Some(Failure {
                    kind: Kind::TooSlow,
                    reason: format!("time limit exceeded ({} s)", limit),
                    output,
                    stderr: errors,
                }));
            }
        };
        let (kind, reason) = if !status.success() {
            let how = match status.code() {
                Some(code) => format!("exit status {}", code),
                None => signal_of(&status),
            };
            (Kind::Crashed, format!("runtime error: {}", how))
        } else if output.bytes > OUTPUT_LIMIT as u64 {
            (
                Kind::TooLong,
                format!(
                    "output limit exceeded: {} bytes printed, past {}",
                    output.bytes, OUTPUT_LIMIT
                ),
            )
        } else {
            match self.problem.verdict(input, &output.kept, self.exact) {
                Ok(Verdict::Ok(_)) => return Ok(None),
                Ok(Verdict::Wrong(why)) => (Kind::Wrong, format!("wrong answer: {}", why)),
                Ok(Verdict::Malformed(why)) => {
                    (Kind::Malformed, format!("malformed output: {}", why))
                }
                Err(error) => (
                    Kind::Malformed,
                    format!("the input cannot be judged: {}", error),
                ),
            }
        };
        Ok(Some(Failure {
            kind,
            reason,
            output,
            stderr: errors,
        }))
    }
}

/// How long the pipes are read past the limit, once a run killed there
/// has nothing left to write into them.
const GRACE: Duration = Duration::from_millis(100);

/// The child's exit status once it exits, `None` once it has run past
/// `deadline`, or an error once a signal stops `stress`.
fn wait(child: &mut Child, deadline: Instant) -> io::Result<Option<ExitStatus>> {
    let mut pause = Duration::from_micros(200);
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(Some(status));
        }
        if Instant::now() >= deadline {
            return Ok(None);
        }
        interrupted()?;
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(5));
    }
}

/// An error once a signal has stopped `stress`.
fn interrupted() -> io::Result<()> {
    match crate::signals::caught() {
        Some(_) => Err(io::Error::new(io::ErrorKind::Interrupted, "interrupted")),
        None => Ok(()),
    }
}

/// Which part of a stream is kept: its first [`OUTPUT_LIMIT`] bytes (the
/// answer), or its last [`STDERR_KEPT`] (where a panic says why).
#[derive(Clone, Copy)]
enum Keep {
    First,
    Last,
}

/// Runs `work` on a thread of its own, not waited for, with a small stack:
/// it only moves bytes between a pipe and memory, and each run has three.
fn detached(work: impl FnOnce() + Send + 'static) -> io::Result<()> {
    std::thread::Builder::new()
        .stack_size(128 << 10)
        .spawn(work)
        .map(drop)
}

/// A stream read on a thread of its own, to its end or until it is no
/// longer wanted.
struct Reader {
    shared: Arc<Mutex<Stream>>,
}

/// What a stream printed so far, and whether it is done with: ended, or
/// no longer read.
#[derive(Default)]
struct Stream {
    printed: Printed,
    done: bool,
}

impl Reader {
    fn start(mut from: impl Read + Send + 'static, keep: Keep) -> io::Result<Reader> {
        let shared = Arc::new(Mutex::new(Stream::default()));
        let reading = Arc::clone(&shared);
        detached(move || {
            let mut chunk = vec![0; 1 << 16];
            loop {
                let n = match from.read(&mut chunk) {
                    Ok(0) => break,
                    Ok(n) => n,
                    Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                    Err(_) => break,
                };
                let mut stream = reading.lock().unwrap_or_else(|p| p.into_inner());
                if stream.done {
                    // Taken: the pipe is dropped, and a writer still there
                    // gets an error.
                    return;
                }
                stream.printed.add(&chunk[..n], keep);
            }
            reading.lock().unwrap_or_else(|p| p.into_inner()).done = true;
        })?;
        Ok(Reader { shared })
    }

    /// What the stream printed, once it ends or at `until`, whichever
    /// comes first (or at once if a signal stopped `stress`).
    fn finish(self, until: Instant) -> Printed {
        let mut pause = Duration::from_micros(200);
        loop {
            let mut stream = self.shared.lock().unwrap_or_else(|p| p.into_inner());
            if stream.done || Instant::now() >= until || interrupted().is_err() {
                stream.done = true;
                return std::mem::take(&mut stream.printed);
            }
            drop(stream);
            std::thread::sleep(pause);
            pause = (pause * 2).min(Duration::from_millis(5));
        }
    }
}

impl Printed {
    /// `bytes` taken in: counted, and kept as `keep` says.
    fn add(&mut self, bytes: &[u8], keep: Keep) {
        self.bytes += bytes.len() as u64;
        self.lines += newlines(bytes);
        match keep {
            Keep::First => {
                let room = OUTPUT_LIMIT.saturating_sub(self.kept.len());
                self.kept.extend_from_slice(&bytes[..bytes.len().min(room)]);
            }
            Keep::Last => {
                self.kept.extend_from_slice(bytes);
                if self.kept.len() > 2 * STDERR_KEPT {
                    self.kept.drain(..self.kept.len() - STDERR_KEPT);
                }
            }
        }
    }

    /// All of `text`, kept whole.
    pub fn whole(text: &[u8]) -> Printed {
        Printed {
            kept: text.to_vec(),
            bytes: text.len() as u64,
            lines: newlines(text),
        }
    }
}

/// The line ends in `text`.
pub fn newlines(text: &[u8]) -> u64 {
    text.iter().filter(|&&b| b == b'\n').count() as u64
}

/// `killed by signal N` (Unix), or what the status says.
fn signal_of(status: &std::process::ExitStatus) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            let name = match signal {
                4 => " (SIGILL)",
                6 => " (SIGABRT)",
                8 => " (SIGFPE)",
                9 => " (SIGKILL)",
                11 => " (SIGSEGV)",
                13 => " (SIGPIPE)",
                15 => " (SIGTERM)",
                _ => "",
            };
            return format!("killed by signal {}{}", signal, name);
        }
    }
    status.to_string()
}
