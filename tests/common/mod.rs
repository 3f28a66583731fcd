//! Running the built binaries.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use lightsout::SplitMix;

/// What one run of a binary gave.
pub struct Run {
    pub status: Option<i32>,
    pub stdout: Vec<u8>,
    pub stderr: String,
}

/// Whether to run the heavy checks whole: `LIGHTSOUT_FULL=1`, as CI does.
/// Plain `cargo test` runs a representative sample of them, so that it
/// stays near a minute and a half from a clean clone.
pub fn full() -> bool {
    std::env::var_os("LIGHTSOUT_FULL").map_or(false, |v| v != "0")
}

/// The repository's root, above the folder of the test crate's package
/// (`tests/` or `crates/judges/`): the folder whose Cargo.toml holds the
/// workspace.
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .find(|dir| {
            std::fs::read_to_string(dir.join("Cargo.toml"))
                .map_or(false, |manifest| manifest.contains("\n[workspace]\n"))
        })
        .expect("the workspace's root")
}

/// The path of a binary built by cargo for the tests: the crate's and the
/// judges' binaries sit beside the folder of this test program (`deps`).
/// `cargo test` builds them, through the root's test crate and the judges'
/// (`cargo test -p lightsout-tests` or `-p lightsout-judges` alone does not).
pub fn binary(name: &str) -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let dir = exe.parent().unwrap().parent().unwrap();
    let path = dir.join(format!("{}{}", name, std::env::consts::EXE_SUFFIX));
    assert!(
        path.exists(),
        "no binary {} (is it in Cargo.toml? `cargo test` builds them all)",
        path.display()
    );
    path
}

/// The crate's version, from the root's Cargo.toml.
pub fn version() -> String {
    let manifest = std::fs::read_to_string(root().join("Cargo.toml")).unwrap();
    let line = manifest
        .lines()
        .find(|line| line.starts_with("version = \""))
        .unwrap();
    line.split('"').nth(1).unwrap().to_string()
}

/// The registered problem named `name`.
pub fn problem(name: &str) -> &'static lightsout_judges::problems::Problem {
    lightsout_judges::problems::find(name)
        .unwrap_or_else(|| panic!("no problem named {}", name))
}

/// Runs `program` with `args`, feeding it `input`.
pub fn run(program: impl AsRef<Path>, args: &[&str], input: &[u8]) -> Run {
    let mut command = Command::new(program.as_ref());
    command.args(args);
    run_command(command, input)
}

/// Runs `command` (its folder and environment as set), feeding it `input`.
pub fn run_command(mut command: Command, input: &[u8]) -> Run {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| {
            let program = Path::new(command.get_program()).display().to_string();
            panic!("cannot start {}: {}", program, e)
        });
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
    let dir = crate::common::root().join("samples").join(binary);
    let mut pairs = Vec::new();
    for entry in
        std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {}", dir.display(), e))
    {
        let path = entry.unwrap().path();
        match path.extension().and_then(|e| e.to_str()) {
            Some("in") => {
                let out = path.with_extension("out");
                let name = path.file_stem().unwrap().to_string_lossy().into_owned();
                let expected = std::fs::read(&out).unwrap_or_else(|e| {
                    panic!("{} has no answer {}: {}", name, out.display(), e)
                });
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

/// A reader that hands out its bytes a few at a time (1, 2, ... `most`
/// bytes, round and round), so that every block boundary a streaming
/// reader can meet falls somewhere.
pub struct Trickle<'a> {
    pub data: &'a [u8],
    pub most: usize,
    pub next: usize,
}

impl std::io::Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        self.next = self.next % self.most + 1;
        let n = self.next.min(buf.len()).min(self.data.len());
        buf[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        Ok(n)
    }
}

/// Runs a judge solver from the library on `input` fed a few bytes at a
/// time: its output, and its error as the binary would print it.
pub fn trickle(
    solver: lightsout_judges::judge::Solver,
    name: &str,
    input: &[u8],
    most: usize,
) -> (Vec<u8>, String) {
    let mut out = Vec::new();
    let mut reader = Trickle {
        data: input,
        most,
        next: 0,
    };
    let error = match solver(&mut reader, &mut out) {
        Ok(()) => String::new(),
        Err(error) => format!("{}: {}\n", name, error),
    };
    (out, error)
}

/// Presses cell (`r`, `c`) of `board`, one `Vec` a row: toggles it and its
/// up to four neighbours. Written here, apart from the library.
pub fn press(board: &mut [Vec<u8>], r: usize, c: usize) {
    let (rows, cols) = (board.len(), board[0].len());
    board[r][c] ^= 1;
    if r > 0 {
        board[r - 1][c] ^= 1;
    }
    if r + 1 < rows {
        board[r + 1][c] ^= 1;
    }
    if c > 0 {
        board[r][c - 1] ^= 1;
    }
    if c + 1 < cols {
        board[r][c + 1] ^= 1;
    }
}

/// `board` after `presses`, cell by cell, with [`press`].
pub fn simulate(board: &[Vec<u8>], presses: &[Vec<u8>]) -> Vec<Vec<u8>> {
    let mut after = board.to_vec();
    for (r, row) in presses.iter().enumerate() {
        for (c, &pressed) in row.iter().enumerate() {
            if pressed == 1 {
                press(&mut after, r, c);
            }
        }
    }
    after
}

/// A board after `presses` under a stencil (rows of digits, centre in the
/// middle), modulo `k`, bounded or wrapping: the simulator for the rules
/// that `--stencil`, `--mod` and `--torus` give.
pub fn pressed(
    board: &[Vec<u32>],
    presses: &[Vec<u32>],
    stencil: &str,
    k: u32,
    torus: bool,
) -> Vec<Vec<u32>> {
    let weights: Vec<Vec<u32>> = stencil
        .split('/')
        .map(|row| row.bytes().map(|b| u32::from(b - b'0')).collect())
        .collect();
    let (h, w) = (weights.len() as isize / 2, weights[0].len() as isize / 2);
    let (rows, cols) = (board.len() as isize, board[0].len() as isize);
    let mut out = board.to_vec();
    for r in 0..rows {
        for c in 0..cols {
            let times = presses[r as usize][c as usize];
            for dr in -h..=h {
                for dc in -w..=w {
                    let (mut rr, mut cc) = (r + dr, c + dc);
                    if torus {
                        rr = rr.rem_euclid(rows);
                        cc = cc.rem_euclid(cols);
                    } else if rr < 0 || rr >= rows || cc < 0 || cc >= cols {
                        continue;
                    }
                    let weight = weights[(dr + h) as usize][(dc + w) as usize];
                    let cell = &mut out[rr as usize][cc as usize];
                    *cell = (*cell + times * weight) % k;
                }
            }
        }
    }
    out
}

/// A random board of `rows` x `cols` cells 0/1, one `Vec` a row.
pub fn random_cells(rng: &mut SplitMix, rows: usize, cols: usize) -> Vec<Vec<u8>> {
    (0..rows)
        .map(|_| (0..cols).map(|_| (rng.next_u64() >> 63) as u8).collect())
        .collect()
}

/// Runs the `lightsout` tool: its stdout, stderr and exit status.
pub fn lightsout(args: &[&str], input: &[u8]) -> (String, String, Option<i32>) {
    let result = run(binary("lightsout"), args, input);
    (
        String::from_utf8(result.stdout).unwrap(),
        result.stderr,
        result.status,
    )
}
