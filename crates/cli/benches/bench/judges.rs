//! The judge binaries end to end, and their single-file builds.

use super::*;
use crate::standard_game::large_run;

/// End to end: the text of a random n x n board read, solved (any
/// presses) and the presses written to a new file by `lightsout solve --any`,
/// against word-parallel elimination of the same board held in memory
/// (the large-board child's random board).
pub(crate) fn end_to_end_io() {
    let sizes: &[usize] = if quick() { &[1000] } else { &[4000, 10000] };
    let ours = Path::new(env!("CARGO_BIN_EXE_lightsout"));
    let output = scratch().join("io_answer.txt");
    for &n in sizes {
        for spaced in [false, true] {
            let layout = if spaced { "0 1 1 0" } else { "0110" };
            let input = scratch().join(format!("io_{}_{}.txt", n, spaced));
            if !input.exists() {
                let mut rng = SplitMix(n as u64);
                let mut text = format!("{} {}\n", n, n).into_bytes();
                for _ in 0..n {
                    for c in 0..n {
                        if spaced && c > 0 {
                            text.push(b' ');
                        }
                        text.push(b'0' + (rng.next_u64() >> 63) as u8);
                    }
                    text.push(b'\n');
                }
                fs::write(&input, text).unwrap();
            }
            let (mut ends, mut eliminated) = (Duration::MAX, Duration::MAX);
            for _ in 0..5 {
                // A new file each time, opened before the clock starts:
                // truncating the last answer waits on the disk.
                let _ = fs::remove_file(&output);
                let (stdin, stdout) = (
                    fs::File::open(&input).unwrap(),
                    fs::File::create(&output).unwrap(),
                );
                let start = Instant::now();
                let status = Command::new(ours)
                    .args(["solve", "--any"])
                    .stdin(stdin)
                    .stdout(stdout)
                    .status()
                    .unwrap();
                ends = ends.min(start.elapsed());
                assert!(status.success());
                let (seconds, ..) = large_run(n, "random", "elimination");
                eliminated = eliminated.min(Duration::from_secs_f64(seconds));
            }
            let bytes =
                fs::metadata(&input).unwrap().len() + fs::metadata(&output).unwrap().len();
            row(
                &format!(
                    "{} x {} random as text ({}), `lightsout solve --any` end to end, answer to a new file",
                    n, n, layout
                ),
                &format!(
                    "{} ({:.2} GB/s of text in and out)",
                    seconds(ends),
                    bytes as f64 / ends.as_secs_f64() / 1e9
                ),
                &format!("{} by elimination in memory", seconds(eliminated)),
                &speedup(eliminated.as_secs_f64(), ends.as_secs_f64()),
                &peak_memory(ours, &["solve", "--any"], &input),
            );
        }
    }
}

/// `lightsout-bundle NAME` built by rustc with `flags`, as a judge builds the file;
/// `None`, and the row for `workload` says so, if rustc cannot build it.
pub(crate) fn judge_built(name: &str, flags: &[&str], workload: &str) -> Option<PathBuf> {
    let dir = scratch();
    let made = Command::new(env!("CARGO_BIN_EXE_lightsout-bundle"))
        .arg(name)
        .output()
        .unwrap();
    assert!(made.status.success());
    let source = dir.join(format!("{}_bundle.rs", name));
    fs::write(&source, &made.stdout).unwrap();
    let exe = dir.join(format!("{}_bundle", name));
    let built = Command::new("rustc")
        .args(flags)
        .arg("-o")
        .arg(&exe)
        .arg(&source)
        .status();
    if built.map_or(false, |status| status.success()) {
        Some(exe)
    } else {
        row(
            workload,
            "",
            "",
            "",
            "skipped: rustc could not build the bundle",
        );
        None
    }
}

/// The `fliptile` bundle compiled as Luogu compiles a submission (`rustc
/// --edition 2024 -C opt-level=2`, no target flags), against the cargo
/// build, on one large board: a judge's build stays portable and fast.
pub(crate) fn judge_build() {
    let dir = scratch();
    let version = Command::new("rustc").arg("--version").output();
    let minor: u32 = version
        .ok()
        .and_then(|v| {
            let text = String::from_utf8_lossy(&v.stdout).into_owned();
            text.split(['.', ' ']).nth(2).and_then(|m| m.parse().ok())
        })
        .unwrap_or(0);
    let edition = if minor >= 85 { "2024" } else { "2021" };
    let workload = format!(
        "fliptile bundle built as Luogu builds it (`rustc --edition {} -C opt-level=2`) vs the cargo build",
        edition
    );
    let built = judge_built(
        "fliptile",
        &["--edition", edition, "-C", "opt-level=2"],
        &workload,
    );
    let exe = match built {
        Some(exe) => exe,
        None => return,
    };
    let n = if quick() { 300 } else { 2000 };
    let input = dir.join(format!("fliptile_{}.txt", n));
    if !input.exists() {
        let mut rng = SplitMix(1985);
        let lights = random_board(&mut rng, n, n, true);
        let mut text = format!("{} {}\n", n, n).into_bytes();
        push_grid(&mut text, &lights);
        fs::write(&input, text).unwrap();
    }
    let ours = &*judge_binary("fliptile");
    assert_eq!(output_of(&exe, &[], &input), output_of(ours, &[], &input));
    let times = best_of(
        3,
        &mut [&mut || time_process(&exe, &[], Some(&input)), &mut || {
            time_process(ours, &[], Some(&input))
        }],
    );
    row(
        &format!(
            "{}, {} x {} random board that can be cleared",
            workload, n, n
        ),
        &seconds(times[0]),
        &seconds(times[1]),
        &speedup(times[1].as_secs_f64(), times[0].as_secs_f64()),
        "the same answer",
    );
}
