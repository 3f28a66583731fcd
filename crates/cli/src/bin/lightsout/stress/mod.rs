//! `lightsout stress`: another program tested against ours on random
//! inputs, small ones first, and its first failure shrunk to the smallest
//! input that still fails the same way.
//!
//! Case `i` is drawn from the seed and `i` alone, with sides and case
//! counts that grow with `i` ([`draw`]); cases run on `--jobs` threads,
//! and the failure reported is the lowest-numbered, so that the verdict
//! and the case are the same for any number of jobs. Shrinking
//! ([`shrink`]) is deterministic too.

mod reap;
mod run;
mod shrink;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use lightsout::SplitMix;
use lightsout_judges::error::Error;
use lightsout_judges::kit::generate::{generated, Spec};
use lightsout_judges::problems::Problem;

use crate::cli::{number, problem, Command, Inputs};
use crate::progress;
use crate::signals;

use run::{newlines, Failure, Printed, Program};

pub const COMMAND: Command = Command {
    name: "stress",
    synopsis: "PROBLEM [--count K | --seconds S] [--seed S] [--jobs J] [--time-limit T] [--exact] [--save DIR] -- COMMAND [ARGS...]",
    about: "Tests COMMAND, a solution to PROBLEM that reads stdin and writes stdout,
on random inputs from `gen`, small sizes first and growing: K cases
(default 300), or as many as fit in S seconds. Each answer is judged as
`check` judges it (as judges that compare tokens do, unless --exact),
within T seconds (default: the judge's limit where it is known, else 2).
A run ends when COMMAND exits or at T, whatever holds its output open,
and everything it started ends with it, and on Ctrl-C (on Linux even
what left its process group; elsewhere its group). Cases run J at a time
(default: every core, at most 64); the case found is the same for any J.
At the first failure (a wrong or malformed answer, a runtime error, a
time limit exceeded, more than 1 MiB of output) the input is shrunk
while it fails the same way (fewer cases, smaller sides, fewer lit
cells, smaller numbers), then printed with our answer, COMMAND's output
and the first line that differs, and saved as DIR/stress-N.in and .out
(default DIR: test, as `oj` reads it; N the first number whose names are
free: a symbolic link there is never written through, nor a DIR that is
one, which is refused before any case runs); exit status 1.
All passing: a summary line, status 0. A progress line is drawn on
stderr when it is a terminal.",
    run,
};

/// Cases without `--count` or `--seconds`.
const DEFAULT_COUNT: u64 = 300;

/// The most cases `--count` asks for.
const MAX_COUNT: u64 = 100_000_000;

/// The most jobs: each run keeps up to [`run::OUTPUT_LIMIT`] of output,
/// so that all of them keep at most 64 MiB.
pub const MAX_JOBS: usize = 64;

/// The time limit where the judge's is not known.
const DEFAULT_LIMIT_MS: u32 = 2000;

/// The largest side drawn, however many cases run (generators keep to
/// their judge's limits below it).
const MAX_DRAWN_SIDE: u64 = 40;

/// The most cases an input holds, for problems with many.
const MAX_DRAWN_CASES: u64 = 10;

/// What `stress` was asked.
pub struct Options {
    pub problem: &'static Problem,
    pub count: Option<u64>,
    pub seconds: Option<u64>,
    pub seed: u64,
    pub jobs: usize,
    pub time_limit: Duration,
    pub exact: bool,
    pub save: PathBuf,
    pub command: Vec<String>,
}

fn parse(args: &[&str]) -> Result<Options, Error> {
    let split = args.iter().position(|&arg| arg == "--");
    let (mine, command) = match split {
        Some(at) => (&args[..at], &args[at + 1..]),
        None => return Err(Error::usage("give the command to test after --")),
    };
    if command.is_empty() {
        return Err(Error::usage("give the command to test after --"));
    }
    let (name, options) = match mine.split_first() {
        Some((name, options)) if !name.starts_with('-') => (name, options),
        _ => return Err(COMMAND.wrong()),
    };
    let problem = problem(name)?;
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let cores = cores.min(MAX_JOBS);
    let limit = problem.time_limit_ms.unwrap_or(DEFAULT_LIMIT_MS);
    let mut parsed = Options {
        problem,
        count: None,
        seconds: None,
        seed: 1,
        jobs: cores,
        time_limit: Duration::from_millis(u64::from(limit)),
        exact: false,
        save: PathBuf::from("test"),
        command: command.iter().map(|arg| arg.to_string()).collect(),
    };
    let mut rest = options.iter();
    while let Some(&option) = rest.next() {
        if option == "--exact" {
            parsed.exact = true;
            continue;
        }
        if ![
            "--count",
            "--seconds",
            "--seed",
            "--jobs",
            "--time-limit",
            "--save",
        ]
        .contains(&option)
        {
            return Err(COMMAND.unknown(option));
        }
        let value = *rest
            .next()
            .ok_or_else(|| Error::Usage(format!("{} needs a value", option)))?;
        match option {
            "--count" => parsed.count = Some(number(value, "K", 1, MAX_COUNT)?),
            "--seconds" => parsed.seconds = Some(number(value, "S", 1, 31_536_000)?),
            "--seed" => parsed.seed = number(value, "a seed", 0, u64::MAX)?,
            "--jobs" => parsed.jobs = number(value, "J", 1, MAX_JOBS as u64)? as usize,
            "--time-limit" => {
                let millis = seconds_as_millis(value).ok_or_else(|| {
                    Error::Usage(format!(
                        "expected T, seconds from 0.001 to 3600, found {:?}",
                        value
                    ))
                })?;
                parsed.time_limit = Duration::from_millis(millis);
            }
            "--save" => parsed.save = PathBuf::from(value),
            _ => return Err(COMMAND.unknown(option)),
        }
    }
    if parsed.count.is_some() && parsed.seconds.is_some() {
        return Err(Error::usage("give --count or --seconds, not both"));
    }
    Ok(parsed)
}

/// `1.5` seconds as 1500 milliseconds, from 1 ms to an hour.
fn seconds_as_millis(text: &str) -> Option<u64> {
    let (whole, part) = text.split_once('.').unwrap_or((text, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() && part.is_empty()
        || !digits(whole)
        || !digits(part)
        || part.len() > 3
    {
        return None;
    }
    let whole: u64 = if whole.is_empty() {
        0
    } else {
        whole.parse().ok()?
    };
    let part: u64 = format!("{:0<3}", part).parse().ok()?;
    let millis = whole.checked_mul(1000)?.checked_add(part)?;
    (1..=3_600_000).contains(&millis).then_some(millis)
}

/// One drawn input: what made it and its text.
#[derive(Clone, Debug)]
pub struct Case {
    pub spec: Spec,
    pub input: Vec<u8>,
}

impl Case {
    /// `3 x 4, 2 cases`, as far as the spec says.
    fn size(&self) -> String {
        let mut parts = Vec::new();
        match (self.spec.rows, self.spec.cols) {
            (Some(rows), Some(cols)) => parts.push(format!("{} x {}", rows, cols)),
            (Some(rows), None) => parts.push(plural(rows as u64, "row")),
            (None, Some(cols)) => parts.push(plural(cols as u64, "column")),
            (None, None) => {}
        }
        if let Some(count) = self.spec.count {
            parts.push(format!(
                "{} case{}",
                count,
                if count == 1 { "" } else { "s" }
            ));
        }
        parts.join(", ")
    }
}

/// The input `spec` makes, or, where the generator refuses a size or a
/// count it does not take (sides past its judge's, a fixed board, one
/// case), the nearest it takes: the sides halved until they fit, then one
/// side alone, then none; with the count, then without.
pub fn made(problem: &Problem, spec: Spec) -> Option<Case> {
    let halved = |side: Option<usize>| -> Vec<Option<usize>> {
        let mut sides = Vec::new();
        let mut next = side;
        while let Some(n) = next {
            sides.push(Some(n));
            next = (n > 1).then_some(n / 2);
        }
        sides
    };
    let (rows, cols) = (halved(spec.rows), halved(spec.cols));
    let mut sizes: Vec<(Option<usize>, Option<usize>)> =
        rows.iter().copied().zip(cols.iter().copied()).collect();
    sizes.extend(rows.iter().map(|&r| (r, None)));
    sizes.extend(cols.iter().map(|&c| (None, c)));
    sizes.push((None, None));
    sizes.dedup();
    let counts = if spec.count.is_some() {
        vec![spec.count, None]
    } else {
        vec![None]
    };
    for count in counts {
        for &(rows, cols) in &sizes {
            let tried = Spec {
                rows,
                cols,
                count,
                ..spec.clone()
            };
            if let Ok(input) = generated(problem.generate, &tried) {
                return Some(Case {
                    spec: tried,
                    input: input.into_bytes(),
                });
            }
        }
    }
    None
}

/// Case `index` of the run seeded `seed`: sides up to 1 + index / 8 (at
/// most [`MAX_DRAWN_SIDE`]), and up to 1 + index / 10 cases an input (at
/// most [`MAX_DRAWN_CASES`]).
fn draw(problem: &Problem, seed: u64, index: u64) -> Option<Case> {
    let mut rng = SplitMix(seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let cap = (1 + index / 8).min(MAX_DRAWN_SIDE);
    let cases = (1 + index / 10).min(MAX_DRAWN_CASES);
    let spec = Spec {
        seed: rng.next_u64(),
        rows: Some(1 + rng.below(cap) as usize),
        cols: Some(1 + rng.below(cap) as usize),
        count: Some(1 + rng.below(cases)),
        ..Spec::default()
    };
    made(problem, spec)
}

/// What the cases found: the lowest failing case, and how far they got.
struct Found {
    failed: Mutex<Option<(u64, Case, Failure)>>,
    /// The lowest failing index so far (`u64::MAX`: none).
    lowest: AtomicU64,
    passed: AtomicU64,
    largest: Mutex<(usize, usize, u64)>,
    /// Why the command cannot be run, if it cannot.
    broken: Mutex<Option<String>>,
    stop: AtomicBool,
}

fn run(args: &[&str], _: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Error> {
    let options = parse(args)?;
    // Refused now, not once a failure is found and would be lost.
    unlinked(&options.save)?;
    // Ctrl-C stops the cases and kills the program under test with them,
    // and every process it started.
    signals::catch();
    reap::adopt_orphans();
    let program = Program {
        command: &options.command,
        time_limit: options.time_limit,
        exact: options.exact,
        problem: options.problem,
    };
    let began = Instant::now();
    let count = options.count.unwrap_or(if options.seconds.is_some() {
        MAX_COUNT
    } else {
        DEFAULT_COUNT
    });
    let deadline = options.seconds.map(|s| began + Duration::from_secs(s));
    let found = Found {
        failed: Mutex::new(None),
        lowest: AtomicU64::new(u64::MAX),
        passed: AtomicU64::new(0),
        largest: Mutex::new((0, 0, 0)),
        broken: Mutex::new(None),
        stop: AtomicBool::new(false),
    };
    let next = AtomicU64::new(0);
    let terminal = progress::stderr_is_terminal();
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..options.jobs)
            .map(|_| {
                scope.spawn(|| work(&options, &program, &found, &next, count, deadline))
            })
            .collect();
        while workers.iter().any(|worker| !worker.is_finished()) {
            std::thread::sleep(Duration::from_millis(100));
            if terminal {
                let passed = found.passed.load(Ordering::SeqCst);
                let rate = passed as f64 / began.elapsed().as_secs_f64().max(1e-3);
                let sizes =
                    reached(&found.largest.lock().unwrap_or_else(|p| p.into_inner()));
                let left = match deadline {
                    Some(deadline) => format!(
                        "{} s left",
                        deadline.saturating_duration_since(Instant::now()).as_secs()
                    ),
                    None => format!("{} left", count.saturating_sub(passed)),
                };
                progress::line(&format!(
                    "stress: {} passed, {:.0}/s, {}, {}",
                    passed, rate, sizes, left
                ));
            }
        }
        if terminal {
            progress::clear();
        }
    });
    if let Some(signal) = signals::caught() {
        let passed = found.passed.load(Ordering::SeqCst);
        let _ = writeln!(
            std::io::stderr(),
            "lightsout: stress: interrupted after {} cases passed",
            passed
        );
        return Ok(128 + signal);
    }
    if let Some(why) = found.broken.into_inner().unwrap_or_else(|p| p.into_inner()) {
        let _ = writeln!(std::io::stderr(), "lightsout: {}", why);
        return Ok(2);
    }
    let name = options.problem.judge.name;
    let failed = found.failed.into_inner().unwrap_or_else(|p| p.into_inner());
    let (index, case, failure) = match failed {
        Some(failed) => failed,
        None => {
            let passed = found.passed.load(Ordering::SeqCst);
            let largest = found
                .largest
                .into_inner()
                .unwrap_or_else(|p| p.into_inner());
            writeln!(
                out,
                "stress {}: {} cases passed ({}) in {:.1} s",
                name,
                passed,
                reached(&largest),
                began.elapsed().as_secs_f64()
            )?;
            return Ok(0);
        }
    };
    let size = case.size();
    writeln!(
        out,
        "stress {}: case {}{} failed: {}",
        name,
        index + 1,
        if size.is_empty() {
            String::new()
        } else {
            format!(" ({})", size)
        },
        failure.reason
    )?;
    out.flush()?;
    // Saved before shrinking, so that nothing found is lost; the shrunk
    // case takes its place.
    let saved = save(
        &options.save,
        &case.input,
        &answer(options.problem, &case.input)?,
        None,
    )?;
    if terminal {
        progress::line("stress: shrinking the failing input...");
    }
    let shrunk = shrink::shrink(&options, &program, case, failure);
    if terminal {
        progress::clear();
    }
    let shrunk = match shrunk {
        Ok(shrunk) => shrunk,
        Err(error) => {
            let _ = writeln!(
                std::io::stderr(),
                "lightsout: stress: {}; the failing case is saved as {}",
                if signals::caught().is_some() {
                    "interrupted while shrinking".to_string()
                } else {
                    format!("cannot run the command: {}", error)
                },
                saved.0.display()
            );
            return Ok(signals::caught().map_or(2, |signal| 128 + signal));
        }
    };
    report(&options, shrunk, saved, out)?;
    Ok(1)
}

/// `1 row`, `3 rows`.
fn plural(n: u64, what: &str) -> String {
    format!("{} {}{}", n, what, if n == 1 { "" } else { "s" })
}

/// `sides up to 9 x 9, 3 cases an input` as far as the cases said.
fn reached(&(rows, cols, cases): &(usize, usize, u64)) -> String {
    let mut parts = Vec::new();
    match (rows, cols) {
        (0, 0) => {}
        (rows, 0) => parts.push(format!("up to {} rows", rows)),
        (0, cols) => parts.push(format!("up to {} columns", cols)),
        (rows, cols) => parts.push(format!("sides up to {} x {}", rows, cols)),
    }
    if cases > 1 {
        parts.push(format!("up to {} cases an input", cases));
    }
    if parts.is_empty() {
        "the generator's sizes".to_string()
    } else {
        parts.join(", ")
    }
}

/// Our answer to `input`.
fn answer(problem: &Problem, input: &[u8]) -> Result<Vec<u8>, Error> {
    let mut ours = Vec::new();
    (problem.judge.run)(&mut &input[..], &mut ours).map_err(|error| {
        Error::Failed(format!("our solver refused a drawn input: {}", error))
    })?;
    Ok(ours)
}

/// A worker: takes cases in order until the count, the deadline or a
/// failure before them.
fn work(
    options: &Options,
    program: &Program<'_>,
    found: &Found,
    next: &AtomicU64,
    count: u64,
    deadline: Option<Instant>,
) {
    loop {
        if found.stop.load(Ordering::SeqCst)
            || deadline.map_or(false, |d| Instant::now() >= d)
        {
            return;
        }
        let index = next.fetch_add(1, Ordering::SeqCst);
        // Cases after a failure are not needed: the lowest is reported.
        if index >= count || index > found.lowest.load(Ordering::SeqCst) {
            return;
        }
        let case = match draw(options.problem, options.seed, index) {
            Some(case) => case,
            None => {
                *found.broken.lock().unwrap_or_else(|p| p.into_inner()) = Some(format!(
                    "{}'s generator makes no input",
                    options.problem.judge.name
                ));
                found.stop.store(true, Ordering::SeqCst);
                return;
            }
        };
        match program.attempt(&case.input) {
            Err(_) if signals::caught().is_some() => {
                found.stop.store(true, Ordering::SeqCst);
                return;
            }
            Err(error) => {
                *found.broken.lock().unwrap_or_else(|p| p.into_inner()) = Some(format!(
                    "cannot run {:?}: {}",
                    options.command.join(" "),
                    error
                ));
                found.stop.store(true, Ordering::SeqCst);
                return;
            }
            Ok(None) => {
                found.passed.fetch_add(1, Ordering::SeqCst);
                let mut largest = found.largest.lock().unwrap_or_else(|p| p.into_inner());
                let spec = &case.spec;
                largest.0 = largest.0.max(spec.rows.unwrap_or(0));
                largest.1 = largest.1.max(spec.cols.unwrap_or(0));
                largest.2 = largest.2.max(spec.count.unwrap_or(1));
            }
            Ok(Some(failure)) => {
                let mut failed = found.failed.lock().unwrap_or_else(|p| p.into_inner());
                if failed
                    .as_ref()
                    .map_or(true, |(lowest, _, _)| index < *lowest)
                {
                    *failed = Some((index, case, failure));
                    found.lowest.store(index, Ordering::SeqCst);
                }
            }
        }
    }
}

/// Saves the shrunk failure in place of the case found, then prints it.
fn report(
    options: &Options,
    shrunk: shrink::Shrunk,
    saved: (PathBuf, PathBuf),
    out: &mut dyn Write,
) -> Result<(), Error> {
    let problem = options.problem;
    let ours = answer(problem, &shrunk.case.input)?;
    let (input_path, output_path) =
        save(&options.save, &shrunk.case.input, &ours, Some(saved))?;
    let failure = &shrunk.failure;
    let size = shrunk.case.size();
    writeln!(
        out,
        "shrunk in {} run{} to {}: {}",
        shrunk.runs,
        if shrunk.runs == 1 { "" } else { "s" },
        if size.is_empty() {
            "this input".to_string()
        } else {
            size
        },
        failure.reason
    )?;
    section(out, "input", &Printed::whole(&shrunk.case.input))?;
    section(out, "our answer", &Printed::whole(&ours))?;
    section(out, "its output", &failure.output)?;
    if failure.stderr.bytes > 0 {
        let end = tail(&failure.stderr.kept);
        writeln!(out, "--- its stderr, the end ---")?;
        let before = failure.stderr.bytes - end.len() as u64;
        if before > 0 {
            let lines = failure.stderr.lines - newlines(end);
            writeln!(out, "... ({} bytes, {} lines before)", before, lines)?;
        }
        out.write_all(end)?;
        if !end.ends_with(b"\n") {
            writeln!(out)?;
        }
    }
    // Where a checker judges, ours is one right answer of maybe several:
    // its reason says what is wrong, not a difference from ours.
    if failure.kind == run::Kind::Malformed
        || (failure.kind == run::Kind::Wrong && problem.checker.is_none())
    {
        writeln!(
            out,
            "first difference: {}",
            difference(&ours, &failure.output.kept)
        )?;
    }
    let rerun = if problem.checker.is_some() {
        format!(
            "`oj t --judge-command \"lightsout check {}\"` reruns it",
            problem.judge.name
        )
    } else {
        "`oj t` reruns it".to_string()
    };
    writeln!(
        out,
        "saved as {} and {} ({})",
        input_path.display(),
        output_path.display(),
        rerun
    )?;
    Ok(())
}

/// The most lines and bytes of a section shown; the files hold the rest.
const SHOWN_LINES: usize = 100;
const SHOWN_BYTES: usize = 8 << 10;

/// `--- title ---` and the start of what was printed, ended by a newline,
/// cut at [`SHOWN_LINES`] lines and [`SHOWN_BYTES`] bytes, and how much
/// more was printed.
fn section(out: &mut dyn Write, title: &str, printed: &Printed) -> Result<(), Error> {
    writeln!(out, "--- {} ---", title)?;
    let text = &printed.kept[..];
    if printed.bytes == 0 {
        writeln!(out, "(nothing)")?;
        return Ok(());
    }
    let mut end = text.len().min(SHOWN_BYTES);
    if let Some((at, _)) = text[..end]
        .iter()
        .enumerate()
        .filter(|&(_, &b)| b == b'\n')
        .nth(SHOWN_LINES - 1)
    {
        end = at + 1;
    }
    out.write_all(&text[..end])?;
    if !text[..end].ends_with(b"\n") {
        writeln!(out)?;
    }
    let more = printed.bytes - end as u64;
    if more > 0 {
        let lines = printed.lines - newlines(&text[..end]);
        writeln!(out, "... ({} more bytes, {} more lines)", more, lines)?;
    }
    Ok(())
}

/// The last ten lines of `text`, at most 2000 bytes.
fn tail(text: &[u8]) -> &[u8] {
    let mut start = text.len().saturating_sub(2000);
    let lines = text[start..].iter().filter(|&&b| b == b'\n').count();
    let mut skip = lines.saturating_sub(10);
    while skip > 0 && start < text.len() {
        if text[start] == b'\n' {
            skip -= 1;
        }
        start += 1;
    }
    &text[start..]
}

/// Where `ours` and `theirs` first differ, line by line.
fn difference(ours: &[u8], theirs: &[u8]) -> String {
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    let (ours, theirs) = (text(ours), text(theirs));
    let (mut a, mut b) = (ours.lines(), theirs.lines());
    let short = |line: &str| {
        let cut: String = line.chars().take(60).collect();
        if cut.len() < line.len() {
            format!("{:?}...", cut)
        } else {
            format!("{:?}", cut)
        }
    };
    for number in 1.. {
        match (a.next(), b.next()) {
            (Some(x), Some(y)) if x == y => continue,
            (Some(x), Some(y)) => {
                return format!("line {}: ours {}, its {}", number, short(x), short(y))
            }
            (Some(x), None) => {
                return format!("line {}: ours {}, its output ends", number, short(x))
            }
            (None, Some(y)) => {
                return format!("line {}: ours ends, its {}", number, short(y))
            }
            (None, None) => break,
        }
    }
    "the lines are the same: they differ in spacing or line ends".to_string()
}

/// Saves `input` and `answer` as `dir/stress-N.in` and `.out`, in place
/// of `over` where given, else N the first number whose two names are free
/// (a symbolic link takes a name, even a dangling one). No file is written
/// through a link: each is created new, and one saved over is removed
/// first (a link put in its place goes, and what it points to stays).
fn save(
    dir: &Path,
    input: &[u8],
    answer: &[u8],
    over: Option<(PathBuf, PathBuf)>,
) -> Result<(PathBuf, PathBuf), Error> {
    let failed = |path: &Path, error: std::io::Error| {
        Error::Failed(format!("cannot save in {}: {}", path.display(), error))
    };
    let not_found = |error: &std::io::Error| error.kind() == std::io::ErrorKind::NotFound;
    // Not the file a link points to: the link itself.
    let free = |path: &Path| std::fs::symlink_metadata(path).is_err();
    unlinked(dir)?;
    std::fs::create_dir_all(dir).map_err(|e| failed(dir, e))?;
    let paths = match &over {
        Some(paths) => paths.clone(),
        None => (1..)
            .map(|n| {
                (
                    dir.join(format!("stress-{}.in", n)),
                    dir.join(format!("stress-{}.out", n)),
                )
            })
            .find(|(i, o)| free(i) && free(o))
            .expect("some number is free"),
    };
    for (path, text) in [(&paths.0, input), (&paths.1, answer)] {
        if over.is_some() {
            match std::fs::remove_file(path) {
                Err(error) if !not_found(&error) => return Err(failed(path, error)),
                _ => {}
            }
        }
        std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path)
            .and_then(|mut file| file.write_all(text))
            .map_err(|e| failed(path, e))?;
    }
    Ok(paths)
}

/// The folder `dir`, refused if it is a symbolic link or is reached
/// through one: where it is relative, each folder it names from the
/// working directory (an absolute path's folders above it are the
/// system's, which may be links: macOS's `/tmp`).
fn unlinked(dir: &Path) -> Result<(), Error> {
    // Rebuilt from its parts: `test/`, its slash kept, names what a link
    // points to, not the link.
    let dir: PathBuf = dir.components().collect();
    let mut on_the_way: Vec<&Path> = dir.ancestors().collect();
    if dir.is_absolute() {
        on_the_way.truncate(1);
    }
    let link = on_the_way.into_iter().rev().find(|folder| {
        std::fs::symlink_metadata(folder).map_or(false, |m| m.file_type().is_symlink())
    });
    match link {
        Some(link) => Err(Error::Usage(format!(
            "{} is a symbolic link, and stress never saves through one: --save DIR names a folder",
            link.display()
        ))),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_limits_are_read_in_seconds() {
        assert_eq!(seconds_as_millis("2"), Some(2000));
        assert_eq!(seconds_as_millis("1.5"), Some(1500));
        assert_eq!(seconds_as_millis("0.25"), Some(250));
        assert_eq!(seconds_as_millis(".1"), Some(100));
        for bad in ["", ".", "0", "1.2345", "-1", "1e3", "3601", "x"] {
            assert_eq!(seconds_as_millis(bad), None, "{}", bad);
        }
    }

    #[test]
    fn cases_grow_and_are_the_same_for_the_same_seed() {
        let fliptile = lightsout_judges::problems::find("fliptile").unwrap();
        let first = draw(fliptile, 7, 0).unwrap();
        assert_eq!((first.spec.rows, first.spec.cols), (Some(1), Some(1)));
        let later = draw(fliptile, 7, 200).unwrap();
        assert_eq!(later.input, draw(fliptile, 7, 200).unwrap().input);
        assert!(later.input.len() > first.input.len());
        // A problem of one fixed board still gets its inputs.
        let extended = lightsout_judges::problems::find("extended_lights_out").unwrap();
        assert!(draw(extended, 7, 3).is_some());
    }

    #[test]
    fn the_first_difference_is_named_by_line() {
        assert_eq!(
            difference(b"1\n2\n", b"1\n3\n"),
            "line 2: ours \"2\", its \"3\""
        );
        assert_eq!(
            difference(b"1\n2\n", b"1\n"),
            "line 2: ours \"2\", its output ends"
        );
        assert_eq!(tail(b"a\nb\n"), b"a\nb\n");
    }
}
