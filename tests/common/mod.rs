//! Running the built binaries.

// Each test binary uses only some of these helpers.
#![allow(dead_code)]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// What one run of a binary gave.
pub struct Run {
    pub status: Option<i32>,
    pub stdout: Vec<u8>,
    pub stderr: String,
}

/// The path of a judge binary built by cargo for the tests.
pub fn binary(name: &str) -> &'static str {
    match name {
        "fliptile" => env!("CARGO_BIN_EXE_fliptile"),
        "extended_lights_out" => env!("CARGO_BIN_EXE_extended_lights_out"),
        _ => panic!("no binary named {}", name),
    }
}

/// Runs `program` with `args`, feeding it `input`.
pub fn run(program: impl AsRef<Path>, args: &[&str], input: &[u8]) -> Run {
    let mut child = Command::new(program.as_ref())
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {}", program.as_ref().display(), e));
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // Write from a thread so a program that answers before reading all of
    // its input cannot deadlock the test.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    Run {
        status: output.status.code(),
        stdout: output.stdout,
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// The `(name, input, expected output)` of every sample pair of `binary`,
/// sorted by name.
pub fn samples(binary: &str) -> Vec<(String, Vec<u8>, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("samples")
        .join(binary);
    let mut pairs = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {}", dir.display(), e)) {
        let path = entry.unwrap().path();
        match path.extension().and_then(|e| e.to_str()) {
            Some("in") => {
                let out = path.with_extension("out");
                let name = path.file_stem().unwrap().to_string_lossy().into_owned();
                let expected = std::fs::read(&out)
                    .unwrap_or_else(|e| panic!("{} has no answer {}: {}", name, out.display(), e));
                pairs.push((name, std::fs::read(&path).unwrap(), expected));
            }
            Some("out") => assert!(
                path.with_extension("in").exists(),
                "{} has no input",
                path.display()
            ),
            _ => panic!("unexpected file {} in samples", path.display()),
        }
    }
    pairs.sort();
    pairs
}
