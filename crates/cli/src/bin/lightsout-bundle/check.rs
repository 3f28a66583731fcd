//! The bundle of a contestant's file, compiled as a judge compiles it:
//! `rustc` (`$RUSTC`, or the one on PATH) under editions 2021 and 2015,
//! analysis only (`--emit=metadata`), in a private folder made and removed
//! here. What the bundler reads of Rust is less than rustc does; where the
//! two part, this says so before a judge does.

use std::io;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// The editions a judge may compile with: cargo's, and the oldest.
const EDITIONS: &[&str] = &["2021", "2015"];

/// Why the bundle did not compile: rustc's first error.
pub struct Failure {
    pub edition: &'static str,
    /// The bundle's line the error is on, if rustc gave one.
    pub line: Option<usize>,
    /// rustc's message, `error[E0599]: no method named ...`.
    pub message: String,
}

/// What the check found.
pub enum Checked {
    Compiles,
    Fails(Failure),
    /// No check could run (no rustc, no folder to work in): why.
    Skipped(String),
}

/// A folder of this process's own, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    /// A new folder under the system's temporary folder that no other
    /// process has, readable by this user alone.
    fn new() -> io::Result<Scratch> {
        let base = std::env::temp_dir();
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |since| since.subsec_nanos());
        for attempt in 0..64 {
            let dir = base.join(format!(
                "lightsout-bundle-{}-{}-{}",
                std::process::id(),
                nanos,
                attempt
            ));
            let mut builder = std::fs::DirBuilder::new();
            #[cfg(unix)]
            std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
            match builder.create(&dir) {
                Ok(()) => return Ok(Scratch(dir)),
                Err(error) if error.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(error) => return Err(error),
            }
        }
        Err(io::Error::new(
            io::ErrorKind::AlreadyExists,
            "no free name for a folder",
        ))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Compiles `bundle` under each edition, both at once.
pub fn compile(bundle: &str) -> Checked {
    let scratch = match Scratch::new() {
        Ok(scratch) => scratch,
        Err(error) => {
            return Checked::Skipped(format!("no folder to check it in: {}", error))
        }
    };
    let file = scratch.0.join("bundle.rs");
    if let Err(error) = std::fs::write(&file, bundle) {
        return Checked::Skipped(format!("cannot write {}: {}", file.display(), error));
    }
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let mut runs: Vec<(&'static str, Child)> = Vec::new();
    for &edition in EDITIONS {
        match start(Path::new(&rustc), &scratch.0, edition) {
            Ok(child) => runs.push((edition, child)),
            Err(error) => {
                for (_, mut child) in runs {
                    let _ = child.kill();
                    let _ = child.wait();
                }
                return Checked::Skipped(format!(
                    "cannot run {}: {}",
                    Path::new(&rustc).display(),
                    error
                ));
            }
        }
    }
    let mut failure = None;
    for (edition, child) in runs {
        let output = match child.wait_with_output() {
            Ok(output) => output,
            Err(error) => return Checked::Skipped(format!("rustc: {}", error)),
        };
        if output.status.success() || failure.is_some() {
            continue;
        }
        let stderr = String::from_utf8_lossy(&output.stderr);
        let first = first_error(&stderr, edition);
        // A rustc older than 1.56 knows no edition 2021: it cannot judge.
        if first.line.is_none() && first.message.contains("--edition") {
            return Checked::Skipped(format!("rustc refuses edition {}", edition));
        }
        failure = Some(first);
    }
    match failure {
        Some(failure) => Checked::Fails(failure),
        None => Checked::Compiles,
    }
}

/// Starts rustc on `dir/bundle.rs` under `edition`.
fn start(rustc: &Path, dir: &Path, edition: &str) -> io::Result<Child> {
    Command::new(rustc)
        .current_dir(dir)
        .args([
            "--edition",
            edition,
            "--emit=metadata",
            "--error-format=short",
        ])
        .arg("-o")
        .arg(format!("check-{}.rmeta", edition))
        .arg("bundle.rs")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
}

/// The first error of rustc's short messages (`bundle.rs:5:20: error[E0599]:
/// ...`), or its first line if none is one.
fn first_error(stderr: &str, edition: &'static str) -> Failure {
    for line in stderr.lines() {
        let located = line.strip_prefix("bundle.rs:").and_then(|rest| {
            let mut parts = rest.splitn(3, ':');
            let number = parts.next()?.parse().ok()?;
            let _column = parts.next()?;
            Some((number, parts.next()?.trim_start()))
        });
        match located {
            Some((number, message)) if message.starts_with("error") => {
                return Failure {
                    edition,
                    line: Some(number),
                    message: message.to_string(),
                }
            }
            None if line.starts_with("error") && !line.starts_with("error: aborting") => {
                return Failure {
                    edition,
                    line: None,
                    message: line.to_string(),
                }
            }
            _ => {}
        }
    }
    Failure {
        edition,
        line: None,
        message: stderr
            .lines()
            .next()
            .unwrap_or("rustc failed without a message")
            .to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_error_is_read_with_its_line() {
        let stderr = "bundle.rs:3:5: warning: unused variable: `x`\n\
                      bundle.rs:7:20: error[E0599]: no method named `onez` found\n\
                      bundle.rs:9:1: error: expected item\n\
                      error: aborting due to 2 previous errors\n";
        let failure = first_error(stderr, "2015");
        assert_eq!(failure.line, Some(7));
        assert_eq!(
            failure.message,
            "error[E0599]: no method named `onez` found"
        );
        let failure = first_error("error: unknown edition\n", "2015");
        assert_eq!(
            (failure.line, failure.message.as_str()),
            (None, "error: unknown edition")
        );
    }
}
