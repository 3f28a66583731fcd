//! Files built to break `lightsout-bundle FILE.rs` (tests/data/bundle/),
//! each saying in a line what it must come to:
//!
//! - `// breaker: runs`: bundled into a file that compiles under editions
//!   2015 and 2021 and prints what the file prints built with rustc against
//!   the library, as cargo builds it;
//! - `// breaker: refused LINE`: refused by the bundler itself, in one line
//!   naming the file and LINE, with nothing on stdout;
//! - `// breaker: checked LINE`: bundled into a file that does not compile,
//!   which the bundler's check with rustc refuses so, at LINE.
//!
//! What needs no compiler runs on every file every time: refusals, nothing
//! on stdout, the file's first line and line numbers kept, and no panic on
//! files mangled at random or built to exhaust it (deep nesting, a file
//! without end). What compiles runs on a seeded sample of the files by
//! default (`LIGHTSOUT_SEED` picks it; the seed is in every failure), on
//! all of them under `LIGHTSOUT_FULL`.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::common::{binary, full, root, run, run_command, Run};
use lightsout::SplitMix;

/// How many `runs` breakers the default run builds (each three compiler
/// runs), and how many `checked` ones it bundles with the check.
const SAMPLED_RUNS: usize = 3;
const SAMPLED_CHECKED: usize = 1;

/// What a breaker must come to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Expect {
    Runs,
    Refused(usize),
    Checked(usize),
}

/// A file of tests/data/bundle/.
struct Breaker {
    name: String,
    path: PathBuf,
    text: Vec<u8>,
    expect: Expect,
}

/// Every breaker, by name.
fn breakers() -> Vec<Breaker> {
    let dir = root().join("tests/data/bundle");
    let mut found = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().map_or(true, |e| e != "rs") {
            continue;
        }
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read(&path).unwrap();
        let marker = String::from_utf8_lossy(&text)
            .lines()
            .find_map(|line| line.split("breaker: ").nth(1).map(str::to_string))
            .unwrap_or_else(|| panic!("{}: no `// breaker: ..` line", name));
        let mut words = marker.split_whitespace();
        let line = |word: Option<&str>| -> usize {
            word.and_then(|w| w.parse().ok())
                .unwrap_or_else(|| panic!("{}: `{}` needs a line", name, marker))
        };
        let expect = match words.next() {
            Some("runs") => Expect::Runs,
            Some("refused") => Expect::Refused(line(words.next())),
            Some("checked") => Expect::Checked(line(words.next())),
            _ => panic!("{}: unknown `breaker: {}`", name, marker),
        };
        found.push(Breaker {
            name,
            path,
            text,
            expect,
        });
    }
    found.sort_by(|a, b| a.name.cmp(&b.name));
    found
}

/// Runs `lightsout-bundle` with `args` in the breakers' folder, the file
/// named by its name so that errors name it so.
fn bundle(args: &[&str], input: &[u8]) -> Run {
    let mut command = Command::new(binary("lightsout-bundle"));
    command
        .args(args)
        .current_dir(root().join("tests/data/bundle"));
    run_command(command, input)
}

/// Whether `made` is a refusal: status 1, nothing on stdout, one line on
/// stderr starting `lightsout-bundle: {place}`; what is wrong if not.
fn refusal(made: &Run, place: &str) -> Result<(), String> {
    let one_line = made.stderr.ends_with('\n') && made.stderr.lines().count() == 1;
    let placed = made
        .stderr
        .starts_with(&format!("lightsout-bundle: {}", place));
    if made.status == Some(1) && made.stdout.is_empty() && one_line && placed {
        Ok(())
    } else {
        Err(format!(
            "wanted one line at {} and nothing on stdout; status {:?}, {} bytes out, stderr {:?}",
            place,
            made.status,
            made.stdout.len(),
            made.stderr
        ))
    }
}

/// What the bundle of `breaker`, made without the check, must keep of it:
/// a `#!` line first, no byte-order mark, and every line where it was.
fn kept_in_place(breaker: &Breaker, bundle: &[u8]) -> Result<(), String> {
    let text = String::from_utf8_lossy(&breaker.text);
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    let bundle = String::from_utf8_lossy(bundle);
    if bundle.starts_with('\u{feff}') {
        return Err("the bundle starts with a byte-order mark".to_string());
    }
    if text.starts_with("#!") && !text.starts_with("#![") && !text.starts_with("#! [") {
        let first = text.lines().next().unwrap();
        if bundle.lines().next() != Some(first) {
            return Err(format!(
                "the `#!` line is not first: {:?}",
                bundle.lines().next()
            ));
        }
    }
    let bundled: Vec<&str> = bundle.lines().collect();
    for (number, line) in text.lines().enumerate() {
        let comment = line.trim_start().starts_with("//");
        let marked = line.contains("line!()") || (comment && line.contains("breaker:"));
        if marked && bundled.get(number) != Some(&line) {
            return Err(format!("line {} moved: {:?}", number + 1, line));
        }
    }
    Ok(())
}

#[test]
fn every_breaker_is_bundled_or_refused_in_one_line() {
    let breakers = breakers();
    assert!(breakers.len() >= 80, "{} breakers", breakers.len());
    let mut failures = Vec::new();
    for breaker in &breakers {
        let made = bundle(&["--no-check", &breaker.name], b"");
        let outcome = match breaker.expect {
            Expect::Refused(line) => {
                refusal(&made, &format!("{}:{}: ", breaker.name, line))
            }
            Expect::Runs | Expect::Checked(_) if made.status != Some(0) => {
                Err(format!("refused: {}", made.stderr))
            }
            Expect::Runs | Expect::Checked(_) => kept_in_place(breaker, &made.stdout),
        };
        if let Err(why) = outcome {
            failures.push(format!("{}: {}", breaker.name, why));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The library's rlib as cargo built it for these tests, and the folder of
/// its dependencies.
fn library_rlib() -> (PathBuf, PathBuf) {
    let deps = std::env::current_exe()
        .unwrap()
        .parent()
        .unwrap()
        .to_path_buf();
    let newest = std::fs::read_dir(&deps)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| {
            let name = path.file_name().unwrap().to_string_lossy();
            name.starts_with("liblightsout-") && name.ends_with(".rlib")
        })
        .max_by_key(|path| std::fs::metadata(path).unwrap().modified().unwrap())
        .expect("the library's rlib beside the tests");
    (newest, deps)
}

/// Compiles `source` into `exe` under edition 2021 with `extra` arguments.
fn build(source: &Path, exe: &Path, extra: &[&str]) -> Result<(), String> {
    let output = Command::new("rustc")
        .args(["--edition", "2021", "-A", "warnings", "-o"])
        .arg(exe)
        .args(extra)
        .arg(source)
        .output()
        .unwrap();
    if output.status.success() {
        Ok(())
    } else {
        Err(format!(
            "rustc {}: {}",
            source.display(),
            String::from_utf8_lossy(&output.stderr)
        ))
    }
}

/// Bundles `breaker` with the check and runs it beside the file built as
/// cargo builds it, in `dir`.
fn runs_as_cargo_builds_it(breaker: &Breaker, dir: &Path) -> Result<(), String> {
    let made = bundle(&[&breaker.name], b"");
    if made.status != Some(0) || !made.stderr.is_empty() {
        return Err(format!("bundled with {:?}: {}", made.status, made.stderr));
    }
    let stem = breaker.name.trim_end_matches(".rs");
    let bundled = dir.join(format!("{}-bundle.rs", stem));
    std::fs::write(&bundled, &made.stdout).unwrap();
    let (rlib, deps) = library_rlib();
    let original = dir.join(format!("{}-cargo", stem));
    let extern_ = format!("lightsout={}", rlib.display());
    let dependency = format!("dependency={}", deps.display());
    build(
        &breaker.path,
        &original,
        &["--extern", &extern_, "-L", &dependency],
    )?;
    let ours = dir.join(format!("{}-bundled", stem));
    build(&bundled, &ours, &[])?;
    let (cargo, bundled) = (run(&original, &[], b""), run(&ours, &[], b""));
    if (cargo.status, &cargo.stdout) != (bundled.status, &bundled.stdout) {
        return Err(format!(
            "cargo's build gave {:?} {:?}, the bundle {:?} {:?}",
            cargo.status,
            String::from_utf8_lossy(&cargo.stdout),
            bundled.status,
            String::from_utf8_lossy(&bundled.stdout)
        ));
    }
    Ok(())
}

#[test]
fn breakers_run_as_cargo_builds_them_or_are_refused_by_the_check() {
    let seed = std::env::var("LIGHTSOUT_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_secs()
        });
    let mut rng = SplitMix(seed);
    let mut runs: Vec<Breaker> = Vec::new();
    let mut checked: Vec<Breaker> = Vec::new();
    for breaker in breakers() {
        match breaker.expect {
            Expect::Runs => runs.push(breaker),
            Expect::Checked(_) => checked.push(breaker),
            Expect::Refused(_) => {}
        }
    }
    if !full() {
        for (list, keep) in [(&mut runs, SAMPLED_RUNS), (&mut checked, SAMPLED_CHECKED)] {
            while list.len() > keep {
                let drop = (rng.next_u64() % list.len() as u64) as usize;
                list.swap_remove(drop);
            }
        }
    }
    let dir = std::env::temp_dir().join(format!(
        "lightsout-breakers-{}-{}",
        std::process::id(),
        seed
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    for breaker in &runs {
        if let Err(why) = runs_as_cargo_builds_it(breaker, &dir) {
            failures.push(format!("{}: {}", breaker.name, why));
        }
    }
    for breaker in &checked {
        let line = match breaker.expect {
            Expect::Checked(line) => line,
            _ => unreachable!(),
        };
        let place = format!("{}:{}: the bundle does not compile", breaker.name, line);
        if let Err(why) = refusal(&bundle(&[&breaker.name], b""), &place) {
            failures.push(format!("{}: {}", breaker.name, why));
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(
        failures.is_empty(),
        "seed {} (LIGHTSOUT_SEED={} runs these again):\n{}",
        seed,
        seed,
        failures.join("\n")
    );
}

/// A file in a scratch folder of its own, for inputs made here.
fn scratch_file(name: &str, bytes: &[u8]) -> (PathBuf, PathBuf) {
    let dir = std::env::temp_dir().join(format!(
        "lightsout-breakers-{}-{}",
        std::process::id(),
        name
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("main.rs");
    std::fs::write(&file, bytes).unwrap();
    (dir, file)
}

#[test]
fn inputs_past_the_bounds_are_one_line_at_once() {
    let deep = 100_000;
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        (
            "a group nested 100,000 deep",
            format!(
                "use lightsout::{}Grid{};\n",
                "{".repeat(deep),
                "}".repeat(deep)
            )
            .into_bytes(),
            "stdin:1: brackets nest past 256 deep",
        ),
        (
            "parentheses nested 100,000 deep",
            format!(
                "fn main() {{\n    let x = {}1{};\n}}\n",
                "(".repeat(deep),
                ")".repeat(deep)
            )
            .into_bytes(),
            "stdin:2: brackets nest past 256 deep",
        ),
        (
            "an unclosed bracket",
            b"fn main() {\n    let g = lightsout::Grid::new(1, 1;\n}\n".to_vec(),
            "stdin:2: a `(` that is never closed",
        ),
        (
            "a file over 1 MiB",
            vec![b' '; (1 << 20) + 1],
            "stdin:1: more than 1048576 bytes",
        ),
        (
            "bytes that are not UTF-8",
            b"fn main() {}\n// \xff\n".to_vec(),
            "stdin:2: not UTF-8 text",
        ),
    ];
    for (what, input, line) in cases {
        let made = bundle(&["--no-check", "-"], &input);
        if let Err(why) = refusal(&made, line) {
            panic!("{}: {}", what, why);
        }
    }
    // `yes |` as the file: a stream without end, refused as soon as it
    // passes the bound.
    let started = Instant::now();
    let mut child = Command::new(binary("lightsout-bundle"))
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let line = b"y\n".repeat(4096);
        while stdin.write_all(&line).is_ok() {}
    });
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{}", stderr);
    assert!(output.stdout.is_empty());
    assert!(
        // `y\n` to the bound: the byte past it starts line 524,289.
        stderr.starts_with("lightsout-bundle: stdin:524289: more than"),
        "{}",
        stderr
    );
    // `/dev/zero` as the file.
    if Path::new("/dev/zero").exists() {
        let made = run(binary("lightsout-bundle"), &["/dev/zero"], b"");
        refusal(&made, "/dev/zero:1: more than").unwrap();
    }
    assert!(started.elapsed() < Duration::from_secs(20));
}

/// Deletes, doubles or swaps a few bytes of `text` at random, or cuts it.
fn mangle(text: &[u8], rng: &mut SplitMix) -> Vec<u8> {
    let mut out = text.to_vec();
    let edits = 1 + rng.next_u64() % 4;
    for _ in 0..edits {
        if out.is_empty() {
            break;
        }
        let at = (rng.next_u64() % out.len() as u64) as usize;
        match rng.next_u64() % 5 {
            0 => {
                out.remove(at);
            }
            1 => {
                let byte = out[at];
                out.insert(at, byte);
            }
            2 => {
                let other = (rng.next_u64() % out.len() as u64) as usize;
                out.swap(at, other);
            }
            3 => out.truncate(at),
            _ => {
                let pieces: &[&[u8]] = &[
                    b"{",
                    b"}",
                    b"(",
                    b"\"",
                    b"'",
                    b"r#\"",
                    b"/*",
                    b"::",
                    b"lightsout",
                    b"#!",
                    b"$",
                    b"mod lightsout;",
                    b"use lightsout::*;",
                    b"\xef\xbb\xbf",
                    b"c\"",
                    b"<",
                    b">",
                ];
                let piece = pieces[(rng.next_u64() % pieces.len() as u64) as usize];
                out.splice(at..at, piece.iter().copied());
            }
        }
    }
    out
}

#[test]
fn mangled_breakers_never_crash_the_bundler() {
    let seed = std::env::var("LIGHTSOUT_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(58);
    let mut rng = SplitMix(seed);
    let breakers = breakers();
    let tries = if full() { 2000 } else { 200 };
    let (dir, file) = scratch_file("mangled", b"");
    let mut failures = Vec::new();
    for _ in 0..tries {
        let breaker = &breakers[(rng.next_u64() % breakers.len() as u64) as usize];
        let text = mangle(&breaker.text, &mut rng);
        std::fs::write(&file, &text).unwrap();
        let made = run(
            binary("lightsout-bundle"),
            &["--no-check", file.to_str().unwrap()],
            b"",
        );
        let fine = match made.status {
            Some(0) => !made.stdout.is_empty(),
            Some(1) => refusal(&made, "").is_ok(),
            _ => false,
        };
        if !fine || made.stderr.contains("panicked") {
            failures.push(format!(
                "{} mangled ({:?}): status {:?}, {:?}",
                breaker.name,
                String::from_utf8_lossy(&text),
                made.status,
                made.stderr
            ));
            if failures.len() > 3 {
                break;
            }
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(
        failures.is_empty(),
        "seed {}:\n{}",
        seed,
        failures.join("\n")
    );
}
