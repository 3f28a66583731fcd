//! The single-file bundles of every registered judge problem: each is at
//! most 45,000 bytes (a tenth under the strictest judge's 50,000), checks warning-free with plain `rustc` under every edition
//! the compiler knows from 2015 to 2024 (with every compiler named in
//! `LIGHTSOUT_EXTRA_RUSTC`, a `:`-separated list of paths, too), keeps
//! rustfmt's layout, and, built once per compiler, behaves byte for byte
//! like the cargo-built binary on every sample and on malformed input.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

use crate::common::{binary, full, run, samples};
use lightsout_judges::problems::ALL;

/// The most bytes a bundle may have: a tenth of room under SPOJ's source
/// limit and Luogu's 50 KB, the smallest a judge that takes Rust for one of
/// the problems sets, so that a change to the library does not take a
/// submission past it unseen.
const SIZE_LIMIT: usize = 45_000;
/// The widest line of a bundle, rustfmt's default.
const MAX_LINE_WIDTH: usize = 100;

/// A compiler and the editions it knows.
pub struct Compiler {
    pub path: PathBuf,
    pub editions: Vec<&'static str>,
}

pub fn compilers() -> Vec<Compiler> {
    let mut paths = vec![PathBuf::from("rustc")];
    if let Some(extra) = std::env::var_os("LIGHTSOUT_EXTRA_RUSTC") {
        paths.extend(std::env::split_paths(&extra).filter(|p| !p.as_os_str().is_empty()));
    }
    paths
        .into_iter()
        .map(|path| {
            let version = Command::new(&path)
                .arg("--version")
                .output()
                .unwrap_or_else(|e| panic!("cannot run {}: {}", path.display(), e));
            let text = String::from_utf8_lossy(&version.stdout).into_owned();
            // "rustc 1.63.0 (...)": edition 2024 came with 1.85.
            let minor: u32 = text
                .split(['.', ' '])
                .nth(2)
                .and_then(|m| m.parse().ok())
                .unwrap_or_else(|| {
                    panic!("{}: unexpected version {:?}", path.display(), text)
                });
            let mut editions = vec!["2015", "2018", "2021"];
            if minor >= 85 {
                editions.push("2024");
            }
            Compiler { path, editions }
        })
        .collect()
}

fn bundle(name: &str) -> String {
    let made = run(binary("lightsout-bundle"), &[name], b"");
    assert_eq!(made.status, Some(0), "bundle {}: {}", name, made.stderr);
    String::from_utf8(made.stdout).unwrap()
}

/// Inputs the bundles must reject exactly as the cargo-built binaries do.
const BAD_INPUTS: &[&[u8]] = &[
    b"",
    b"2 2\n1 0\n0 2\n",
    b"2\n0 0 0 0 0 0\n",
    b"1 \xff",
    b"x",
    b"3\n\r\n",
];

/// The optimisation a bundle is built with to be run: 1 in the full run, 0
/// in the default one (fliptile's builds three times sooner, and its
/// samples take no time either way).
fn run_opt_level() -> &'static str {
    if full() {
        "opt-level=1"
    } else {
        "opt-level=0"
    }
}

/// Runs `compiler` on `source` with `args`; the messages if it fails or warns.
pub fn compile(compiler: &Path, args: &[&str], source: &Path) -> Result<(), String> {
    let output = Command::new(compiler)
        .args(args)
        .args(["-D", "warnings"])
        .arg(source)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {}", compiler.display(), e));
    if output.status.success() && output.stderr.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{} {} {}:\n{}",
            compiler.display(),
            args.join(" "),
            source.display(),
            String::from_utf8_lossy(&output.stderr)
        ))
    }
}

// Without `LIGHTSOUT_FULL` (see `common::full`), every bundle is checked for
// size and for being made the same twice; every fourth in the registry's
// order (`SAMPLED`) for layout and compiled under edition 2021 too; and one,
// `WHOLE`, is checked whole. The full run (CI's) checks each whole.

/// Every how many bundles the default run lays out and compiles.
const SAMPLED: usize = 4;

/// The bundle checked whole in every run.
const WHOLE: &str = "fliptile";

/// Everything asked of one problem's bundle; the failures, if any.
fn check_bundle(name: &str, compilers: &[Compiler]) -> Vec<String> {
    let whole = full() || name == WHOLE;
    let position = ALL.iter().position(|p| p.judge.name == name).unwrap();
    let sampled = whole || position % SAMPLED == 0;
    let mut failures = Vec::new();
    let source = bundle(name);
    if source.len() > SIZE_LIMIT {
        failures.push(format!(
            "{} bundle is {} bytes, past {}",
            name,
            source.len(),
            SIZE_LIMIT
        ));
    }
    if source != bundle(name) {
        failures.push(format!("bundling {} twice differs", name));
    }
    if !sampled {
        return failures;
    }
    let dir = std::env::temp_dir().join(format!(
        "lightsout-bundle-{}-{}",
        std::process::id(),
        name
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("main.rs");
    std::fs::write(&file, &source).unwrap();
    failures.extend(layout(name, &source, &dir));

    for (index, compiler) in compilers.iter().enumerate() {
        let mut clean = true;
        let editions = compiler
            .editions
            .iter()
            .filter(|&&edition| whole || edition == "2021");
        for edition in editions {
            let meta = dir.join(format!("check-{}-{}.rmeta", index, edition));
            let meta = meta.to_str().unwrap();
            let args = ["--edition", edition, "--emit=metadata", "-o", meta];
            if let Err(message) = compile(&compiler.path, &args, &file) {
                failures.push(message);
                clean = false;
            }
        }
        if !clean || !whole {
            continue;
        }
        let exe = dir.join(format!("main-{}", index));
        let args = [
            "-C",
            run_opt_level(),
            "--edition",
            "2021",
            "-o",
            exe.to_str().unwrap(),
        ];
        if let Err(message) = compile(&compiler.path, &args, &file) {
            failures.push(message);
            continue;
        }
        let built = format!("{} built by {}", name, compiler.path.display());
        for (sample, input, expected) in samples(name) {
            let result = run(&exe, &[], &input);
            if result.status != Some(0) || result.stdout != expected {
                failures.push(format!(
                    "{} differs on sample {}: {}",
                    built, sample, result.stderr
                ));
            }
        }
        for input in BAD_INPUTS {
            let ours = run(&exe, &[], input);
            let cargo = run(binary(name), &[], input);
            if (ours.status, &ours.stdout, &ours.stderr)
                != (cargo.status, &cargo.stdout, &cargo.stderr)
            {
                failures.push(format!(
                    "{} differs from the cargo-built binary on {:?}: {:?} {:?}",
                    built,
                    String::from_utf8_lossy(input),
                    ours.stderr,
                    cargo.stderr
                ));
            }
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
    failures
}

/// The bundle keeps rustfmt's layout, indented with tabs (a fifth fewer
/// bytes): no line wider than rustfmt's 100 columns, and each pasted
/// module, taken out of its nesting, is exactly what rustfmt writes with
/// `hard_tabs` at the width the library is formatted at.
fn layout(name: &str, source: &str, dir: &Path) -> Vec<String> {
    let mut failures = Vec::new();
    for (number, line) in source.lines().enumerate() {
        // A tab is four columns, as rustfmt counts it.
        let width = line
            .chars()
            .map(|c| if c == '\t' { 4 } else { 1 })
            .sum::<usize>();
        if width > MAX_LINE_WIDTH || line.ends_with(' ') {
            failures.push(format!("{} bundle line {}: {:?}", name, number + 1, line));
        }
    }
    // A toolchain without rustfmt (Debian's cargo) checks widths only; CI
    // runs `cargo fmt` first, so it has rustfmt.
    let has_rustfmt = Command::new("rustfmt")
        .arg("--version")
        .output()
        .map_or(false, |output| output.status.success());
    if !has_rustfmt {
        eprintln!("no rustfmt: the bundles' layout is checked for width only");
        return failures;
    }
    let config = crate::common::root().join("rustfmt.toml");
    let bodies = module_bodies(source);
    // Every module a file, and one rustfmt for them all.
    let paths: Vec<PathBuf> = bodies
        .iter()
        .enumerate()
        .filter(|(_, body)| !body.is_empty())
        .map(|(index, body)| {
            let path = dir.join(format!("module-{}.rs", index));
            std::fs::write(&path, body).unwrap();
            path
        })
        .collect();
    let output = Command::new("rustfmt")
        .args(["--check", "--edition", "2021", "--config", "hard_tabs=true"])
        .arg("--config-path")
        .arg(&config)
        .args(&paths)
        .output()
        .expect("rustfmt ran a moment ago");
    if !output.status.success() {
        failures.push(format!(
            "{} bundle: a module is not as rustfmt writes it:\n{}",
            name,
            String::from_utf8_lossy(&output.stdout)
        ));
    }
    failures
}

/// The text of every `mod name {` block of `source` at any depth, without
/// the blocks nested in it, dedented to column 0.
fn module_bodies(source: &str) -> Vec<String> {
    let lines: Vec<&str> = source.lines().collect();
    let mut bodies = Vec::new();
    let mut stack: Vec<(String, String)> = Vec::new();
    for line in lines {
        let trimmed = line.trim_start();
        let indent = &line[..line.len() - trimmed.len()];
        let opens = (trimmed.starts_with("mod ") || trimmed.starts_with("pub mod "))
            && trimmed.ends_with(" {");
        if opens {
            stack.push((format!("{}}}", indent), String::new()));
            continue;
        }
        if let Some((close, body)) = stack.last_mut() {
            if line == close {
                // A nested block taken out leaves the blank line before it.
                let body = std::mem::take(body);
                let body = body.trim();
                bodies.push(if body.is_empty() {
                    String::new()
                } else {
                    format!("{}\n", body)
                });
                stack.pop();
                continue;
            }
            // A tab a level (see `layout`).
            let depth = stack.len();
            let text = if line.len() >= depth && line[..depth].trim().is_empty() {
                &line[depth..]
            } else {
                line
            };
            let body = &mut stack.last_mut().unwrap().1;
            body.push_str(text);
            body.push('\n');
        }
    }
    bodies
}

#[test]
fn every_bundle_is_small_clean_and_faithful() {
    let compilers = compilers();
    let pending = Mutex::new(ALL.iter().map(|p| p.judge.name).collect::<Vec<_>>());
    let failures = Mutex::new(Vec::new());
    // One worker per core.
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| loop {
                let name = match pending.lock().unwrap().pop() {
                    Some(name) => name,
                    None => break,
                };
                let found = check_bundle(name, &compilers);
                failures.lock().unwrap().extend(found);
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn unknown_names_are_refused() {
    let result = run(binary("lightsout-bundle"), &["bundle"], b"");
    assert_eq!(result.status, Some(2));
    assert!(
        result.stderr.starts_with(
            "lightsout-bundle: no judge binary named \"bundle\"; choose one of: "
        ),
        "{}",
        result.stderr
    );
    assert!(result.stdout.is_empty());
    assert_eq!(run(binary("lightsout-bundle"), &[], b"").status, Some(2));
}
