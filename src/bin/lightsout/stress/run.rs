//! One run of the program under test: its input written, its output and
//! stderr read, under a time limit, and judged against ours.

use std::io::{self, Read, Write};
use std::process::{Child, Command, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use lightsout::kit::check::Verdict;
use lightsout::problems::Problem;

/// The most bytes of a program's output or stderr kept: past it, the rest
/// is read and dropped.
const MAX_KEPT: usize = 64 << 20;

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
}

/// A failed run: how, the checker's reason (or the exit status), the
/// program's output and the tail of its stderr.
#[derive(Clone, Debug)]
pub struct Failure {
    pub kind: Kind,
    pub reason: String,
    pub output: Vec<u8>,
    pub stderr: Vec<u8>,
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
    /// `Ok(Some(failure))` if not, `Err` if it cannot be started.
    pub fn attempt(&self, input: &[u8]) -> io::Result<Option<Failure>> {
        let mut command = Command::new(&self.command[0]);
        command
            .args(&self.command[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        own_group(&mut command);
        let mut child = command.spawn()?;
        let mut stdin = child.stdin.take().expect("piped");
        let written = input.to_vec();
        // A program may answer before it reads all its input, or never read.
        let writer = std::thread::spawn(move || {
            let _ = stdin.write_all(&written);
        });
        let stdout = drain(child.stdout.take().expect("piped"));
        let stderr = drain(child.stderr.take().expect("piped"));
        let finished = wait(&mut child, self.time_limit);
        // What it started and left running (a shell's `sleep`) goes too, so
        // that its pipes close.
        kill_group(&child);
        let (output, errors) = (joined(stdout), joined(stderr));
        let _ = writer.join();
        let failure = |kind, reason: String| {
            Some(Failure {
                kind,
                reason,
                output: output.clone(),
                stderr: errors.clone(),
            })
        };
        let status = match finished? {
            Some(status) => status,
            None => {
                let limit = self.time_limit.as_secs_f64();
                return Ok(failure(
                    Kind::TooSlow,
                    format!("time limit exceeded ({} s)", limit),
                ));
            }
        };
        if !status.success() {
            let how = match status.code() {
                Some(code) => format!("exit status {}", code),
                None => signal_of(&status),
            };
            return Ok(failure(Kind::Crashed, format!("runtime error: {}", how)));
        }
        let verdict = self.problem.verdict(input, &output, self.exact);
        Ok(match verdict {
            Ok(Verdict::Ok(_)) => None,
            Ok(Verdict::Wrong(why)) => {
                failure(Kind::Wrong, format!("wrong answer: {}", why))
            }
            Ok(Verdict::Malformed(why)) => {
                failure(Kind::Malformed, format!("malformed output: {}", why))
            }
            Err(error) => failure(
                Kind::Malformed,
                format!("the input cannot be judged: {}", error),
            ),
        })
    }
}

#[cfg(unix)]
extern "C" {
    fn setpgid(pid: i32, pgid: i32) -> i32;
    fn kill(pid: i32, signal: i32) -> i32;
}

/// Starts the program in a process group of its own, as a judge does, so
/// that everything it starts can be killed with it.
fn own_group(command: &mut Command) {
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        // SAFETY: `setpgid` is async-signal-safe, as `pre_exec` requires.
        unsafe {
            command.pre_exec(|| {
                if setpgid(0, 0) == 0 {
                    Ok(())
                } else {
                    Err(io::Error::last_os_error())
                }
            });
        }
    }
}

/// Kills the program's process group (SIGKILL).
fn kill_group(child: &Child) {
    #[cfg(unix)]
    // SAFETY: `kill` only sends a signal; the group is the child's own.
    unsafe {
        kill(-(child.id() as i32), 9);
    }
}

/// The child's exit status once it exits, or `None` once it has run past
/// `limit` (it is killed then).
fn wait(
    child: &mut Child,
    limit: Duration,
) -> io::Result<Option<std::process::ExitStatus>> {
    let began = Instant::now();
    let mut pause = Duration::from_micros(200);
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(Some(status));
        }
        if began.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return Ok(None);
        }
        if crate::signals::caught().is_some() {
            kill_group(child);
            let _ = child.wait();
            return Err(io::Error::new(io::ErrorKind::Interrupted, "interrupted"));
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(5));
    }
}

/// Reads `from` to its end on a thread, keeping [`MAX_KEPT`] bytes.
fn drain(mut from: impl Read + Send + 'static) -> JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut kept = Vec::new();
        let mut chunk = [0; 1 << 16];
        loop {
            match from.read(&mut chunk) {
                Ok(0) => break,
                Ok(n) => {
                    let room = MAX_KEPT.saturating_sub(kept.len());
                    kept.extend_from_slice(&chunk[..n.min(room)]);
                }
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(_) => break,
            }
        }
        kept
    })
}

fn joined(handle: JoinHandle<Vec<u8>>) -> Vec<u8> {
    handle.join().unwrap_or_default()
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
