//! `cargo bench`: the speed figures, side by side with the seeds' C++ where
//! a baseline exists (built with `g++ -O2` from `../shared/baselines` when
//! g++ and the sources are there). Every time is the best of a few runs,
//! taken interleaved with the baseline's, so the ratios compare like with
//! like on a shared machine. Peak memory is the child process's VmHWM.
//!
//! `LIGHTSOUT_BENCH_QUICK=1` runs smaller workloads, for a smoke test.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use lightsout::board::chase::{chase, residue};
use lightsout::board::grid::Grid;
use lightsout::board::random::{random_board, random_values, SplitMix};
use lightsout::board::rule::{Press, Rule};
use lightsout::board::stencil::Stencil;
use lightsout::board::values::Board as VariantBoard;
use lightsout::engine::dense::every_cell_system;
use lightsout::engine::fewest::MINUTE_OF_WORK;
use lightsout::engine::fewest::{fewest_presses, Goal};
use lightsout::engine::forms::solutions;
use lightsout::engine::space::{Solve, PACKED};
use lightsout::engine::{fewest, reference, standard};
use lightsout::io::formats::char_rows;
use lightsout::io::output::{push_digit_rows, push_grid};
use lightsout::linalg::matrix::Matrix;
use lightsout::linalg::modular;
use lightsout::search::transform::{self, lightest_by_transform};

fn quick() -> bool {
    std::env::var_os("LIGHTSOUT_BENCH_QUICK").is_some()
}

/// Whether to run the section `name`: every one, unless
/// `LIGHTSOUT_BENCH_ONLY` names some, comma separated.
fn chosen(name: &str) -> bool {
    std::env::var("LIGHTSOUT_BENCH_ONLY")
        .map_or(true, |only| only.split(',').any(|n| n == name))
}

fn scratch() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("target")
        .join("bench");
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// Whether ours was built for this machine's CPU: `RUSTFLAGS` (which
/// `cargo bench` passes on to the bench it runs) names `target-cpu=native`.
fn native() -> bool {
    ["RUSTFLAGS", "CARGO_ENCODED_RUSTFLAGS"].iter().any(|name| {
        std::env::var(name).map_or(false, |flags| flags.contains("target-cpu=native"))
    })
}

/// The flags g++ builds the baselines with: those that match ours.
fn cxx_flags() -> &'static [&'static str] {
    if native() {
        &["-O2", "-march=native"]
    } else {
        &["-O2"]
    }
}

/// Builds a seed baseline with g++, or says why not.
fn baseline(name: &str) -> Result<PathBuf, String> {
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/baselines")
        .join(format!("{}.cpp", name));
    if !source.exists() {
        return Err(format!("{} not found", source.display()));
    }
    let exe = scratch().join(name);
    let built = Command::new("g++")
        .args(cxx_flags())
        .args(["-w", "-o"])
        .arg(&exe)
        .arg(&source)
        .status();
    match built {
        Ok(status) if status.success() => Ok(exe),
        Ok(_) => Err(format!("g++ failed on {}", source.display())),
        Err(_) => Err("no g++ on this machine".to_string()),
    }
}

/// Wall time of `program args < input > /dev/null` (or its output bytes).
fn time_process(program: &Path, args: &[&str], input: Option<&Path>) -> Duration {
    let stdin = match input {
        Some(path) => Stdio::from(fs::File::open(path).unwrap()),
        None => Stdio::null(),
    };
    let start = Instant::now();
    let status = Command::new(program)
        .args(args)
        .stdin(stdin)
        .stdout(Stdio::null())
        .status()
        .unwrap_or_else(|e| panic!("{}: {}", program.display(), e));
    let elapsed = start.elapsed();
    assert!(status.success(), "{} failed", program.display());
    elapsed
}

fn output_of(program: &Path, args: &[&str], input: &Path) -> Vec<u8> {
    let output = Command::new(program)
        .args(args)
        .stdin(fs::File::open(input).unwrap())
        .output()
        .unwrap();
    assert!(output.status.success());
    output.stdout
}

/// `getrusage(RUSAGE_CHILDREN)`'s peak resident set: struct rusage on
/// Linux is two timevals, then `ru_maxrss` (KiB) and thirteen more longs.
#[cfg(target_os = "linux")]
fn children_peak_kib() -> Option<u64> {
    #[repr(C)]
    struct Rusage {
        times: [i64; 4],
        maxrss: i64,
        rest: [i64; 13],
    }
    extern "C" {
        fn getrusage(who: i32, usage: *mut Rusage) -> i32;
    }
    const RUSAGE_CHILDREN: i32 = -1;
    let mut usage = Rusage {
        times: [0; 4],
        maxrss: 0,
        rest: [0; 13],
    };
    // SAFETY: `usage` is a valid, writable struct of the size libc expects.
    let status = unsafe { getrusage(RUSAGE_CHILDREN, &mut usage) };
    if status == 0 {
        Some(usage.maxrss as u64)
    } else {
        None
    }
}

#[cfg(not(target_os = "linux"))]
fn children_peak_kib() -> Option<u64> {
    None
}

/// The peak memory of `program < input`, measured in a child of its own
/// so no other process counts.
fn peak_memory(program: &Path, args: &[&str], input: &Path) -> String {
    let me = std::env::current_exe().unwrap();
    let mut child = format!("peak\n{}\n{}", program.display(), input.display());
    for arg in args {
        child.push('\n');
        child.push_str(arg);
    }
    let output = Command::new(me)
        .env("LIGHTSOUT_BENCH_CHILD", child)
        .output()
        .unwrap();
    let kib: Option<u64> = String::from_utf8_lossy(&output.stdout).trim().parse().ok();
    kib.map_or_else(
        || "peak unknown".to_string(),
        |kib| format!("{:.1} MiB peak", kib as f64 / 1024.0),
    )
}

/// In a child process: runs `program args < input` and prints its peak KiB.
fn peak_child(program: &str, input: &str, args: &[&str]) {
    time_process(Path::new(program), args, Some(Path::new(input)));
    if let Some(kib) = children_peak_kib() {
        println!("{}", kib);
    }
}

/// Best of `runs` for each of several commands, run interleaved.
fn best_of(runs: usize, commands: &mut [&mut dyn FnMut() -> Duration]) -> Vec<Duration> {
    let mut best = vec![Duration::MAX; commands.len()];
    for _ in 0..runs {
        for (slot, command) in best.iter_mut().zip(commands.iter_mut()) {
            *slot = (*slot).min(command());
        }
    }
    best
}

fn seconds(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s >= 1.0 {
        format!("{:.2} s", s)
    } else if s >= 1e-3 {
        format!("{:.1} ms", s * 1e3)
    } else {
        format!("{:.1} us", s * 1e6)
    }
}

/// How much faster ours is, given the baseline's time and ours (in the same
/// unit): `3.2x faster`, or `2.5x slower` below 1, never "0.4x faster".
fn speedup(baseline: f64, ours: f64) -> String {
    let (ratio, word) = if baseline >= ours {
        (baseline / ours, "faster")
    } else {
        (ours / baseline, "slower")
    };
    if ratio >= 10.0 {
        format!("{:.0}x {}", ratio, word)
    } else {
        format!("{:.1}x {}", ratio, word)
    }
}

fn row(workload: &str, ours: &str, baseline: &str, ratio: &str, memory: &str) {
    println!(
        "| {} | {} | {} | {} | {} |",
        workload, ours, baseline, ratio, memory
    );
}

fn extended_lights_out() {
    let puzzles = if quick() { 20_000 } else { 1_000_000 };
    let input = scratch().join(format!("elo_{}.txt", puzzles));
    if !input.exists() {
        let mut rng = SplitMix(1222);
        let mut text = format!("{}\n", puzzles).into_bytes();
        for _ in 0..puzzles * 5 {
            let value = rng.next_u64() >> 58;
            for c in 0..6 {
                text.push(b'0' + (value >> (5 - c) & 1) as u8);
                text.push(if c < 5 { b' ' } else { b'\n' });
            }
        }
        fs::write(&input, text).unwrap();
    }
    let ours = Path::new(env!("CARGO_BIN_EXE_extended_lights_out"));
    let cat = Path::new("/bin/cat");
    let workload = format!("extended_lights_out, {} random puzzles", puzzles);
    match baseline("seed_poj1222") {
        Ok(seed) => {
            assert!(
                output_of(ours, &[], &input) == output_of(&seed, &[], &input),
                "answers differ from the seed's"
            );
            let times = best_of(
                3,
                &mut [
                    &mut || time_process(ours, &[], Some(&input)),
                    &mut || time_process(&seed, &[], Some(&input)),
                    &mut || time_process(cat, &[], Some(&input)),
                ],
            );
            row(
                &workload,
                &seconds(times[0]),
                &seconds(times[1]),
                &speedup(times[1].as_secs_f64(), times[0].as_secs_f64()),
                &format!(
                    "{}; the seed {}",
                    peak_memory(ours, &[], &input),
                    peak_memory(&seed, &[], &input)
                ),
            );
            let floor = times[0].as_secs_f64() / times[2].as_secs_f64();
            row(
                "  the same input through `cat > /dev/null`",
                &seconds(times[2]),
                "",
                &format!("ours takes {:.1}x this floor", floor),
                "",
            );
        }
        Err(why) => {
            let times = best_of(3, &mut [&mut || time_process(ours, &[], Some(&input))]);
            row(
                &workload,
                &seconds(times[0]),
                &format!("none: {}", why),
                "",
                "",
            );
        }
    }
}

fn fliptile_boards() {
    let boards = if quick() { 50 } else { 2000 };
    let mut rng = SplitMix(3279);
    let masks: Vec<Vec<u64>> = (0..boards)
        .map(|_| (0..15).map(|_| rng.next_u64() >> 49).collect())
        .collect();
    let grids: Vec<Grid> = masks.iter().map(|m| Grid::from_masks(m, 15)).collect();
    // Enumeration is slow: it gets a sample of the boards.
    let sample = boards.min(100);
    let (mut solved, mut enumerated) = (0, 0);
    let times = best_of(
        3,
        &mut [
            &mut || {
                let start = Instant::now();
                for grid in &grids {
                    solved += fewest::fewest(grid).is_some() as usize;
                }
                start.elapsed() / boards as u32
            },
            &mut || {
                let start = Instant::now();
                for grid in &grids[..sample] {
                    enumerated += reference::fewest_by_enumeration(grid).is_some() as usize;
                }
                start.elapsed() / sample as u32
            },
        ],
    );
    let expected = grids[..sample]
        .iter()
        .filter(|g| fewest::fewest(g).is_some())
        .count();
    assert!(solved > 0 && enumerated / 3 == expected);
    row(
        &format!(
            "fliptile 15 x 15, per board ({} random boards, library)",
            boards
        ),
        &seconds(times[0]),
        &format!("{} by first-row enumeration", seconds(times[1])),
        &speedup(times[1].as_secs_f64(), times[0].as_secs_f64()),
        "",
    );
}

fn nullity_table() {
    let ours = Path::new(env!("CARGO_BIN_EXE_lightsout"));
    let in_process = || {
        let start = Instant::now();
        let total: usize = (1..=300).map(|n| standard::nullity(n, n)).sum();
        assert_eq!(total % 2, 0);
        start.elapsed()
    };
    match baseline("seed_nullity300") {
        Ok(seed) => {
            let times = best_of(
                3,
                &mut [
                    &mut || time_process(ours, &["nullity", "1", "300"], None),
                    &mut || time_process(&seed, &[], None),
                ],
            );
            let mut library = in_process;
            let library = best_of(3, &mut [&mut library])[0];
            row(
                "nullity table, n = 1..300 (`lightsout nullity 1 300`)",
                &seconds(times[0]),
                &seconds(times[1]),
                &speedup(times[1].as_secs_f64(), times[0].as_secs_f64()),
                "",
            );
            row(
                "  the same table in the library, no process start",
                &seconds(library),
                "",
                &speedup(times[1].as_secs_f64(), library.as_secs_f64()),
                "",
            );
        }
        Err(why) => row(
            "nullity table, n = 1..300",
            &seconds(in_process()),
            &format!("none: {}", why),
            "",
            "",
        ),
    }
}

/// In a child process: solve one n x n board, verify by chasing, print
/// `solve_seconds verify_seconds peak_kib`.
fn large_child(n: usize, kind: &str, method: &str) {
    let mut lights = Grid::new(n, n);
    let mut rng = SplitMix(n as u64);
    for r in 0..n {
        for c in 0..n {
            if kind == "all-on" || rng.next_u64() >> 63 == 1 {
                lights.flip(r, c);
            }
        }
    }
    let start = Instant::now();
    let first = match method {
        "polynomial" => {
            fewest::fewest(&lights).map(|answer| answer.presses.row(0).to_vec())
        }
        "any" => standard::any_solution(&lights).map(|presses| presses.row(0).to_vec()),
        _ => reference::solutions_by_elimination(&lights).map(|s| s.particular),
    };
    let solve_time = start.elapsed();
    let start = Instant::now();
    let verdict = match &first {
        Some(first) => {
            let (presses, left) = chase(&lights, first);
            assert!(
                left.iter().all(|&w| w == 0),
                "the answer does not clear the board"
            );
            assert_eq!(residue(Some(&lights), n, n, &presses.row(0)), left);
            "verified"
        }
        None => "unsolvable",
    };
    let verify_time = start.elapsed();
    let status = fs::read_to_string("/proc/self/status").unwrap_or_default();
    let peak = status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .unwrap_or("0");
    println!(
        "{} {} {} {}",
        solve_time.as_secs_f64(),
        verify_time.as_secs_f64(),
        peak,
        verdict
    );
}

/// Runs [`large_child`] in a process of its own: the solve and verify
/// seconds, the peak KiB and the verdict.
fn large_run(n: usize, kind: &str, method: &str) -> (f64, f64, u64, String) {
    let output = Command::new(std::env::current_exe().unwrap())
        .env(
            "LIGHTSOUT_BENCH_CHILD",
            format!("{}\n{}\n{}", n, kind, method),
        )
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = String::from_utf8(output.stdout).unwrap();
    let fields: Vec<&str> = text.split_whitespace().collect();
    (
        fields[0].parse().unwrap(),
        fields[1].parse().unwrap(),
        fields[2].parse().unwrap(),
        fields[3].to_string(),
    )
}

fn large_boards() {
    let sizes: &[usize] = if quick() {
        &[200, 500]
    } else {
        &[1000, 2000, 4000, 5119, 10000, 10239, 20479]
    };

    for &n in sizes {
        for kind in ["random", "all-on"] {
            let mut best = (f64::MAX, f64::MAX, 0, String::new());
            let mut slow = (f64::MAX, 0.0, 0, String::new());
            // Past 5000 the sizes have huge kernels (t = 4096 at 5119, 8192
            // at 10239, 16384 at 20479): elimination finds one solution, and so does `any`.
            let method = if [5119, 10239, 20479].contains(&n) {
                "any"
            } else {
                "polynomial"
            };
            for _ in 0..2 {
                let ours = large_run(n, kind, method);
                if ours.0 < best.0 {
                    best = ours;
                }
                if n <= 4000 || !quick() {
                    let plain = large_run(n, kind, "elimination");
                    if plain.0 < slow.0 {
                        slow = plain;
                    }
                }
            }
            let board_mib = (n * n) as f64 / 8.0 / 1024.0 / 1024.0;
            row(
                &format!(
                    "{} x {} {}, solve ({}) + chase to verify: {}",
                    n,
                    n,
                    kind,
                    if method == "any" {
                        "any presses"
                    } else {
                        "fewest presses"
                    },
                    best.3
                ),
                &format!(
                    "{} + {}",
                    seconds(Duration::from_secs_f64(best.0)),
                    seconds(Duration::from_secs_f64(best.1))
                ),
                &format!(
                    "{} by plain elimination",
                    seconds(Duration::from_secs_f64(slow.0))
                ),
                &speedup(slow.0, best.0),
                &format!(
                    "{:.1} MiB peak; the board as bits: {:.1} MiB",
                    best.2 as f64 / 1024.0,
                    board_mib
                ),
            );
        }
    }
}

/// The fewest presses toward `goal` by first-row enumeration along the
/// shorter side: the plain method the count problems are measured against.
fn enumerated(board: &Grid, goal: Goal) -> Option<u64> {
    let board = if board.width() > board.rows() {
        board.transpose()
    } else {
        board.clone()
    };
    let off = |b: &Grid| reference::fewest_by_enumeration(b).map(|p| p.ones());
    let mut flipped = Grid::filled(board.rows(), board.width());
    flipped.xor(&board);
    let (a, b) = (
        if goal.all_off { off(&board) } else { None },
        if goal.all_on { off(&flipped) } else { None },
    );
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// Each count problem on the largest input its judge allows: its boards
/// answered by the library and by first-row enumeration, side by side, and
/// the binary end to end on the same input.
fn count_problems() {
    // (binary, what the input holds, rows, columns, cases, goal)
    let cases: &[(&str, &str, usize, usize, usize, Goal)] = &[
        (
            "painters_problem",
            "20 walls of 15 x 15",
            15,
            15,
            20,
            Goal::ALL_OFF,
        ),
        ("flip_game", "one 4 x 4 field", 4, 4, 1, Goal::EITHER),
        ("water_bowls", "20 bowls", 1, 20, 1, Goal::ALL_OFF),
        (
            "puzzling_switches",
            "500 boards of 5 x 5",
            5,
            5,
            500,
            Goal::ALL_ON,
        ),
        (
            "strange_billboard",
            "2000 billboards of 16 x 16",
            16,
            16,
            2000,
            Goal::ALL_OFF,
        ),
        (
            "turn_off_the_lights",
            "one 10 x 10 board",
            10,
            10,
            1,
            Goal::ALL_OFF,
        ),
        ("flip_five", "50 grids of 3 x 3", 3, 3, 50, Goal::ALL_OFF),
        (
            "bulbs_and_switches",
            "N = 100000",
            1,
            100_000,
            1,
            Goal::ALL_OFF,
        ),
        ("turn_off_the_bulbs", "N = 18", 18, 18, 1, Goal::ALL_OFF),
    ];
    for &(name, what, rows, cols, count, goal) in cases {
        let count = if quick() { count.min(20) } else { count };
        let mut rng = SplitMix(name.len() as u64);
        // Water bowls are promised an answer: its boards are made by flipping.
        let boards: Vec<Grid> = (0..count)
            .map(|_| random_board(&mut rng, rows, cols, name == "water_bowls"))
            .collect();
        let mut text = String::new();
        match name {
            "painters_problem" | "puzzling_switches" | "flip_five" => {
                text += &format!("{}\n", count);
            }
            _ => {}
        }
        for board in &boards {
            let mut bits = Vec::new();
            push_grid(&mut bits, board);
            let bits = String::from_utf8(bits).unwrap();
            text += &match name {
                "painters_problem" => format!("{}\n{}", rows, char_rows(board, b"yw")),
                "flip_game" => char_rows(board, b"wb"),
                "water_bowls" => bits,
                "puzzling_switches" => char_rows(board, b"01"),
                "strange_billboard" => {
                    format!("{} {}\n{}", rows, cols, char_rows(board, b".X"))
                }
                "turn_off_the_lights" => char_rows(board, b"#O"),
                "flip_five" => char_rows(board, b".*"),
                "bulbs_and_switches" => {
                    format!(
                        "{}\n{}{}",
                        cols,
                        "0".repeat(cols) + "\n",
                        char_rows(board, b"01")
                    )
                }
                _ => format!("{}\n{}", rows, bits),
            };
        }
        if name == "strange_billboard" {
            text += "0 0\n";
        }
        let input = scratch().join(format!("{}_{}.txt", name, count));
        fs::write(&input, &text).unwrap();
        let program = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("target/release")
            .join(name);
        let answers = String::from_utf8(output_of(&program, &[], &input)).unwrap();
        let (mut ours, mut theirs) = (Vec::new(), Vec::new());
        let times = best_of(
            3,
            &mut [
                &mut || {
                    let start = Instant::now();
                    ours = boards.iter().map(|b| fewest_presses(b, goal)).collect();
                    start.elapsed()
                },
                &mut || {
                    let start = Instant::now();
                    theirs = boards.iter().map(|b| enumerated(b, goal)).collect();
                    start.elapsed()
                },
                &mut || time_process(&program, &[], Some(&input)),
            ],
        );
        assert_eq!(ours, theirs, "{}", name);
        assert_eq!(answers.lines().count(), count, "{}", name);
        row(
            &format!("{}, {} (library)", name, what),
            &seconds(times[0]),
            &format!("{} by first-row enumeration", seconds(times[1])),
            &speedup(times[1].as_secs_f64(), times[0].as_secs_f64()),
            &format!(
                "the binary end to end: {}, {}",
                seconds(times[2]),
                peak_memory(&program, &[], &input)
            ),
        );
    }
}

/// The other press rules on their judges' worst cases: Even Parity's 29
/// grids of 15 x 15 with nothing given (every first row is tried), the Pilots
/// Brothers' door against trying all 2^16 switch sets, and USACO Lights'
/// graphs of 35 against trying switch sets one by one (2^20 of them timed,
/// the 2^35 extrapolated).
fn other_rules() {
    use lightsout::linalg::gf2::fewest_set;
    use lightsout::problems::even_parity::fewest_changes;

    let grids: Vec<Grid> = (0..if quick() { 3 } else { 29 })
        .map(|_| Grid::new(15, 15))
        .collect();
    let times = best_of(
        3,
        &mut [&mut || {
            let start = Instant::now();
            for grid in &grids {
                assert_eq!(fewest_changes(grid), Some(0));
            }
            start.elapsed()
        }],
    );
    row(
        &format!(
            "even_parity, {} empty grids of 15 x 15 (library)",
            grids.len()
        ),
        &seconds(times[0]),
        "none: this is the first-row search",
        "",
        "",
    );

    let columns = Rule::row_and_column().columns(4, 4);
    let closed = 0b0010_0000_0000_0010;
    let mut found = (None, None);
    let times = best_of(
        3,
        &mut [
            &mut || {
                let start = Instant::now();
                found.0 = fewest_set(&columns, closed);
                start.elapsed()
            },
            &mut || {
                let start = Instant::now();
                found.1 = (0u64..1 << 16).find(|&set| {
                    (0..16)
                        .filter(|j| set >> j & 1 == 1)
                        .fold(0, |t, j| t ^ columns[j])
                        == closed
                });
                start.elapsed()
            },
        ],
    );
    assert_eq!(found.0, found.1);
    row(
        "pilots_brothers, one door (library)",
        &seconds(times[0]),
        &format!("{} trying all 2^16 switch sets", seconds(times[1])),
        &speedup(times[1].as_secs_f64(), times[0].as_secs_f64()),
        "",
    );

    let n = 35;
    let complete: Vec<u64> = (0..n).map(|_| (1u64 << n) - 1).collect();
    let path: Vec<u64> = (0..n)
        .map(|j| (0b111u64 << j >> 1) & ((1 << n) - 1))
        .collect();
    for (what, graph) in [("the complete graph, t = 34", &complete), ("a path", &path)] {
        let all = (1u64 << n) - 1;
        let (mut answer, mut hits) = (None, 0u32);
        let sample = if quick() { 1 << 16 } else { 1 << 20 };
        let times = best_of(
            3,
            &mut [
                &mut || {
                    let start = Instant::now();
                    answer = fewest_set(graph, all);
                    start.elapsed()
                },
                &mut || {
                    let start = Instant::now();
                    for set in 0u64..sample {
                        let lit = (0..n)
                            .filter(|j| set >> j & 1 == 1)
                            .fold(0, |t, j| t ^ graph[j]);
                        hits += u32::from(lit == all);
                    }
                    start.elapsed() * ((1u64 << n) / sample) as u32
                },
            ],
        );
        // Read, so the enumeration is not optimised away.
        assert!(answer.is_some() && hits < u32::MAX);
        row(
            &format!("usaco_lights, 35 lights, {} (library)", what),
            &seconds(times[0]),
            &format!(
                "{} trying all 2^35 switch sets (extrapolated)",
                seconds(times[1])
            ),
            &speedup(times[1].as_secs_f64(), times[0].as_secs_f64()),
            "",
        );
    }
}

/// The fewest presses for all-lit n x n boards past the walk (t > 30, or
/// too much work to walk), against the published minima (OEIS A075464)
/// where this bench knows them.
fn all_lit_minima() {
    let sizes: &[usize] = if quick() {
        &[47, 61, 65, 78]
    } else {
        &[39, 47, 61, 64, 65, 67, 78]
    };
    for &n in sizes {
        let start = Instant::now();
        let answer = fewest::fewest(&Grid::filled(n, n)).unwrap();
        let time = start.elapsed();
        let published = match n {
            39 => "561",
            47 => "971",
            _ => "not carried here",
        };
        row(
            &format!(
                "all-lit {} x {} (t = {}), fewest presses, one core",
                n,
                n,
                standard::nullity(n, n)
            ),
            &format!(
                "{} presses, {}, in {}",
                answer.count,
                if answer.minimal() {
                    "proven"
                } else {
                    "not proven"
                },
                seconds(time)
            ),
            &format!("published minimum: {}", published),
            "",
            "",
        );
    }
    cpu_copies(if quick() { &[61] } else { &[47, 61] });
    transform_copies(if quick() { 26 } else { 30 });
}

/// The transform's AVX2 copy against its portable one on the same random
/// space of `2^t` vectors over 3721 coordinates (all-lit 61 x 61's),
/// without symmetry, on one thread, run interleaved.
fn transform_copies(t: usize) {
    if !lightsout::linalg::cpu::detected() {
        row(
            "the transform's AVX2 copy",
            "",
            "",
            "",
            "skipped: no AVX2 here",
        );
        return;
    }
    let cells = 61 * 61;
    let mut rng = SplitMix(61);
    let words = (cells + 63) / 64;
    let mut vector = || -> Vec<u64> {
        let mut v: Vec<u64> = (0..words).map(|_| rng.next_u64()).collect();
        v[words - 1] &= (1 << (cells % 64)) - 1;
        v
    };
    let point = vector();
    let basis: Vec<Vec<u64>> = (0..t).map(|_| vector()).collect();
    let threads = lightsout::linalg::cpu::threads();
    lightsout::linalg::cpu::set_threads(1);
    let weights = std::cell::RefCell::new(Vec::new());
    let time = |portable: bool| {
        lightsout::linalg::cpu::set_portable(portable);
        let start = Instant::now();
        let found = lightest_by_transform(&point, &basis, cells, &[], None);
        let elapsed = start.elapsed();
        weights.borrow_mut().push(found.weight);
        elapsed
    };
    let times = best_of(2, &mut [&mut || time(false), &mut || time(true)]);
    lightsout::linalg::cpu::set_portable(false);
    lightsout::linalg::cpu::set_threads(threads);
    assert!(weights.borrow().windows(2).all(|w| w[0] == w[1]));
    let per = |d: Duration| d.as_secs_f64() * 1e9 / (1u64 << t) as f64;
    row(
        &format!(
            "the transform, every one of 2^{} solutions over 3721 cells, one thread: AVX2 copy",
            t
        ),
        &format!("{} ({:.2} ns a solution)", seconds(times[0]), per(times[0])),
        &format!(
            "{} portable copy ({:.2} ns a solution)",
            seconds(times[1]),
            per(times[1])
        ),
        &speedup(times[1].as_secs_f64(), times[0].as_secs_f64()),
        "",
    );
}

/// The search's AVX2 copies (see `linalg::cpu`) against its portable
/// ones, `lightsout solve` on all-lit boards, run interleaved.
fn cpu_copies(sizes: &[usize]) {
    if !lightsout::linalg::cpu::detected() {
        row(
            "the search's AVX2 copies",
            "",
            "",
            "",
            "skipped: no AVX2 here",
        );
        return;
    }
    let ours = Path::new(env!("CARGO_BIN_EXE_lightsout"));
    for &n in sizes {
        let input = scratch().join(format!("all_lit_{}.txt", n));
        let mut text = format!("{} {}\n", n, n);
        for _ in 0..n {
            text.push_str(&"1".repeat(n));
            text.push('\n');
        }
        fs::write(&input, text).unwrap();
        let time = |portable: bool| {
            let mut command = Command::new(ours);
            command
                .arg("solve")
                .stdin(fs::File::open(&input).unwrap())
                .stdout(Stdio::null());
            if portable {
                command.env("LIGHTSOUT_PORTABLE", "1");
            }
            let start = Instant::now();
            assert!(command.status().unwrap().success());
            start.elapsed()
        };
        let times = best_of(2, &mut [&mut || time(false), &mut || time(true)]);
        row(
            &format!("all-lit {} x {} `lightsout solve`, the CPU's AVX2 copies chosen at run time", n, n),
            &seconds(times[0]),
            &format!("{} portable copies (LIGHTSOUT_PORTABLE=1)", seconds(times[1])),
            &speedup(times[1].as_secs_f64(), times[0].as_secs_f64()),
            "",
        );
    }
}

/// End to end: the text of a random n x n board read, solved (any
/// presses) and the presses written to a new file by `lightsout solve --any`,
/// against word-parallel elimination of the same board held in memory
/// (the large-board child's random board).
fn end_to_end_io() {
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

/// `bundle NAME` built by rustc with `flags`, as a judge builds the file;
/// `None`, and the row for `workload` says so, if rustc cannot build it.
fn judge_built(name: &str, flags: &[&str], workload: &str) -> Option<PathBuf> {
    let dir = scratch();
    let made = Command::new(env!("CARGO_BIN_EXE_bundle"))
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
fn judge_build() {
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
    let ours = Path::new(env!("CARGO_BIN_EXE_fliptile"));
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

/// M4RI's side of the GF(2) rows: a C program timing its fastest reduced
/// echelon form (the best of `mzd_echelonize_m4ri`, `_pluq` and plain
/// `mzd_echelonize`), its rank and its inverse, in memory, best of five.
const M4RI_PROGRAM: &str = r#"
#include <m4ri/m4ri.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
int main(int argc, char **argv) {
    const char *mode = argv[1];
    int n = atoi(argv[2]), m = atoi(argv[3]), rank = atoi(argv[4]);
    srandom(1);
    mzd_t *a = mzd_init(n, m);
    if (rank >= n || rank >= m) {
        mzd_randomize(a);
    } else {
        mzd_t *l = mzd_init(n, rank), *r = mzd_init(rank, m);
        mzd_randomize(l); mzd_randomize(r);
        mzd_mul(a, l, r, 0);
    }
    if (strcmp(mode, "inverse") == 0) {
        while (mzd_echelonize(mzd_copy(NULL, a), 0) < n) mzd_randomize(a);
    }
    double best = 1e9; long result = 0;
    for (int method = 0; method < 3; method++) {
        for (int run = 0; run < 5; run++) {
            mzd_t *b = mzd_copy(NULL, a);
            double t = now();
            if (strcmp(mode, "rref") == 0) {
                result = method == 0 ? mzd_echelonize_m4ri(b, 1, 0) : method == 1 ? mzd_echelonize_pluq(b, 1) : mzd_echelonize(b, 1);
            } else if (strcmp(mode, "rank") == 0) {
                result = method == 0 ? mzd_echelonize_m4ri(b, 0, 0) : method == 1 ? mzd_echelonize_pluq(b, 0) : mzd_echelonize(b, 0);
            } else {
                mzd_t *inverse = mzd_inv_m4ri(NULL, b, 0);
                result = inverse != NULL;
                mzd_free(inverse);
            }
            double e = now() - t;
            if (e < best) best = e;
            mzd_free(b);
        }
    }
    printf("%.6f %ld\n", best, result);
    return 0;
}
"#;

/// Builds the M4RI timer with the flags ours is built with, or says why
/// not.
fn m4ri_timer() -> Result<PathBuf, String> {
    let dir = scratch();
    let source = dir.join("m4ri_timer.c");
    fs::write(&source, M4RI_PROGRAM).unwrap();
    let exe = dir.join("m4ri_timer");
    let flags = Command::new("pkg-config")
        .args(["--cflags", "--libs", "m4ri"])
        .output()
        .map_err(|_| "no pkg-config on this machine".to_string())?;
    if !flags.status.success() {
        return Err(
            "libm4ri-dev is not installed (apt-get install libm4ri-dev)".to_string()
        );
    }
    let flags = String::from_utf8_lossy(&flags.stdout).into_owned();
    let built = Command::new("cc")
        .args(cxx_flags())
        .arg("-o")
        .arg(&exe)
        .arg(&source)
        .args(flags.split_whitespace())
        .status();
    match built {
        Ok(status) if status.success() => Ok(exe),
        _ => Err("cc could not build the M4RI timer".to_string()),
    }
}

/// M4RI's best time in seconds for `mode` on an `n` x `m` matrix of rank
/// `rank`, and its result (the rank).
fn m4ri_time(timer: &Path, mode: &str, n: usize, m: usize, rank: usize) -> (f64, u64) {
    let args = [
        mode.to_string(),
        n.to_string(),
        m.to_string(),
        rank.to_string(),
    ];
    let output = Command::new(timer).args(&args).output().unwrap();
    assert!(output.status.success(), "the M4RI timer failed");
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    let mut words = text.split_whitespace();
    let seconds = words.next().unwrap().parse().unwrap();
    (seconds, words.next().unwrap().parse().unwrap())
}

/// A random `n` x `m` matrix of rank `rank` (full where `rank` is).
fn random_matrix(n: usize, m: usize, rank: usize, seed: u64) -> Matrix {
    let mut rng = SplitMix(seed);
    let mut random = |rows: usize, cols: usize| {
        let mut a = Matrix::new(rows, cols);
        for r in 0..rows {
            for c in 0..cols {
                a.set(r, c, rng.next_u64() >> 63 == 1);
            }
        }
        a
    };
    if rank >= n.min(m) {
        random(n, m)
    } else {
        random(n, rank).product(&random(rank, m))
    }
}

/// The best of five of `work`, in seconds.
fn best_seconds(mut work: impl FnMut()) -> f64 {
    (0..5)
        .map(|_| {
            let start = Instant::now();
            work();
            start.elapsed().as_secs_f64()
        })
        .fold(f64::MAX, f64::min)
}

/// Writes `a` (and `b`, for a system) as Library Checker's input.
fn checker_input(path: &Path, header: &str, a: &Matrix, b: Option<&Matrix>) {
    let mut text = format!("{}\n", header).into_bytes();
    push_digit_rows(&mut text, &a.to_grid());
    if let Some(b) = b {
        push_digit_rows(&mut text, &b.to_grid());
    }
    fs::write(path, text).unwrap();
}

/// End to end time of `program < input > /dev/null`, best of nine.
fn end_to_end(program: &Path, input: &Path) -> f64 {
    best_of(9, &mut [&mut || time_process(program, &[], Some(input))])[0].as_secs_f64()
}

fn gf2_systems() {
    let n = if quick() { 1024 } else { 4096 };
    let timer = m4ri_timer();
    let versus =
        |ours: f64, mode: &str, rows: usize, cols: usize, rank: usize, note: &str| {
            match &timer {
                Ok(timer) => {
                    let (theirs, _) = m4ri_time(timer, mode, rows, cols, rank);
                    (
                        format!(
                            "{} in memory, M4RI",
                            seconds(Duration::from_secs_f64(theirs))
                        ),
                        speedup(theirs, ours),
                        note.to_string(),
                    )
                }
                Err(why) => (
                    String::new(),
                    String::new(),
                    format!("no M4RI row: {}", why),
                ),
            }
        };
    // In memory: the reduced echelon form, full rank and half rank.
    for &rank in &[n, n / 2] {
        let a = random_matrix(n, n, rank, 57);
        let mut found = 0;
        let ours = best_seconds(|| found = a.clone().echelon().len());
        assert!(found <= rank && found + 8 >= rank);
        let (theirs, ratio, note) = versus(ours, "rref", n, n, rank, "");
        row(
            &format!(
                "reduced echelon form of a random {} x {} matrix of rank {} (in memory)",
                n, n, found
            ),
            &seconds(Duration::from_secs_f64(ours)),
            &theirs,
            &ratio,
            &note,
        );
    }
    // End to end: the judge binaries on files.
    let dir = scratch();
    let solver = Path::new(env!("CARGO_BIN_EXE_linear_equations_mod_2"));
    for &rank in &[n, n / 2] {
        let input = dir.join(format!("linear_{}_{}.txt", n, rank));
        let a = random_matrix(n, n, rank, 1830);
        if !input.exists() {
            let mut x = Matrix::new(n, 1);
            for c in (0..n).step_by(3) {
                x.set(c, 0, true);
            }
            let b = a.product(&x).transposed();
            checker_input(&input, &format!("{} {}", n, n), &a, Some(&b));
        }
        let ours = end_to_end(solver, &input);
        let (theirs, ratio, note) = versus(
            ours,
            "rref",
            n,
            n,
            rank,
            "M4RI reads no input and writes no answer",
        );
        row(
            &format!(
                "linear_equations_mod_2 end to end, {} x {} of rank {} ({} MB in, the kernel basis out)",
                n,
                n,
                rank,
                fs::metadata(&input).unwrap().len() >> 20
            ),
            &seconds(Duration::from_secs_f64(ours)),
            &theirs,
            &ratio,
            &note,
        );
    }
    let rank_solver = Path::new(env!("CARGO_BIN_EXE_matrix_rank_mod_2"));
    let cells = if quick() { 1 << 20 } else { 1 << 24 };
    for &(rows, cols) in &[(1, cells), (cells, 1), (n, n)] {
        let input = dir.join(format!("rank_{}_{}.txt", rows, cols));
        if !input.exists() {
            checker_input(
                &input,
                &format!("{} {}", rows, cols),
                &random_matrix(rows, cols, rows.min(cols), 7),
                None,
            );
        }
        let ours = end_to_end(rank_solver, &input);
        let (theirs, ratio, note) = if rows == cols {
            versus(ours, "rank", rows, cols, rows, "M4RI in memory")
        } else {
            (
                String::new(),
                String::new(),
                "no baseline: a thin matrix".to_string(),
            )
        };
        row(
            &format!("matrix_rank_mod_2 end to end, {} x {}", rows, cols),
            &seconds(Duration::from_secs_f64(ours)),
            &theirs,
            &ratio,
            &note,
        );
    }
    let inverse_solver = Path::new(env!("CARGO_BIN_EXE_inverse_matrix_mod_2"));
    let input = dir.join(format!("inverse_{}.txt", n));
    if !input.exists() {
        let a = (0..)
            .map(|seed| random_matrix(n, n, n, seed))
            .find(Matrix::determinant)
            .unwrap();
        checker_input(&input, &n.to_string(), &a, None);
    }
    let ours = end_to_end(inverse_solver, &input);
    let (theirs, ratio, note) =
        versus(ours, "inverse", n, n, n, "M4RI in memory (`mzd_inv_m4ri`)");
    row(
        &format!("inverse_matrix_mod_2 end to end, {} x {} invertible", n, n),
        &seconds(Duration::from_secs_f64(ours)),
        &theirs,
        &ratio,
        &note,
    );
    // The bundle as Library Checker builds it, against the cargo build.
    let flags = [
        "--edition",
        "2024",
        "-C",
        "opt-level=3",
        "-C",
        "target-cpu=native",
    ];
    let input = dir.join(format!("linear_{}_{}.txt", n, n / 2));
    let workload = format!(
        "linear_equations_mod_2 bundle built as Library Checker builds it (`rustc {}`) vs the cargo build, {} x {} of rank {}",
        flags.join(" "),
        n,
        n,
        n / 2
    );
    let built = judge_built("linear_equations_mod_2", &flags, &workload);
    let exe = match built {
        Some(exe) => exe,
        None => return,
    };
    assert_eq!(output_of(&exe, &[], &input), output_of(solver, &[], &input));
    let times = best_of(
        5,
        &mut [&mut || time_process(&exe, &[], Some(&input)), &mut || {
            time_process(solver, &[], Some(&input))
        }],
    );
    row(
        &workload,
        &seconds(times[0]),
        &seconds(times[1]),
        &speedup(times[1].as_secs_f64(), times[0].as_secs_f64()),
        "the same answer",
    );
}

/// Lights of random presses under `variant`, so that they can be cleared.
fn variant_lights(variant: &Rule, rows: usize, cols: usize, seed: u64) -> VariantBoard {
    let mut rng = SplitMix(seed);
    let presses = random_values(&mut rng, rows, cols, variant.modulus);
    let mut lights = VariantBoard::new(rows, cols);
    variant.apply(&mut lights, &presses);
    lights
}

/// One rule of [`variants`]: its name, the rule, the sides run side by
/// side, the plain elimination (and its name), the side run alone and what
/// plain elimination would do there.
struct Case {
    name: &'static str,
    variant: Rule,
    sizes: &'static [usize],
    plain: Solve,
    how: &'static str,
    alone: usize,
    beyond: &'static str,
}

/// Any stencil, modulus and shape: the engine (chasing where the stencil
/// allows, then eliminating the first rows' unknowns) against plain
/// elimination over every cell, side by side where plain elimination
/// finishes, and the engine alone at the issue's sizes.
fn variants() {
    let rule = |stencil: &str, modulus: u32, torus: bool| Rule {
        press: Press::Stencil(Stencil::parse(stencil, modulus).unwrap()),
        modulus,
        torus,
    };
    let cases = [
        Case {
            name: "mod 3, 010/111/010",
            variant: rule("010/111/010", 3, false),
            sizes: &[16, 24],
            plain: modular::solve,
            how: "one word an entry",
            alone: 200,
            beyond: "40000 unknowns: out of reach",
        },
        Case {
            name: "mod 2 torus, 010/111/010",
            variant: rule("010/111/010", 2, true),
            sizes: &[64, 100],
            plain: modular::solve_packed,
            how: "bit-packed",
            alone: 1000,
            beyond: "10^6 unknowns: out of reach",
        },
        Case {
            // This stencil does not chase: the engine is bit-packed
            // elimination over every cell itself.
            name: "mod 2, eight neighbours 111/111/111",
            variant: rule("111/111/111", 2, false),
            sizes: &[16, 24],
            plain: modular::solve,
            how: "one word an entry",
            alone: 100,
            beyond: "the engine is it (bit-packed, 10^4 unknowns)",
        },
    ];
    for Case {
        name,
        variant,
        sizes,
        plain,
        how,
        alone,
        beyond,
    } in cases.iter()
    {
        for &n in sizes.iter() {
            let lights = variant_lights(variant, n, n, n as u64);
            let ours = best_seconds(|| {
                let solved = solutions(variant, &lights, PACKED).unwrap().unwrap();
                assert!(solved.presses.cells.len() == n * n);
            });
            let (matrix, rhs) = every_cell_system(variant, &lights);
            let start = Instant::now();
            let found = plain(&matrix, &rhs, n * n, variant.modulus);
            let base = start.elapsed().as_secs_f64();
            assert!(found.is_some());
            row(
                &format!(
                    "{} {} x {}: engine vs elimination over every cell ({})",
                    name, n, n, how
                ),
                &seconds(Duration::from_secs_f64(ours)),
                &seconds(Duration::from_secs_f64(base)),
                &speedup(base, ours),
                "",
            );
        }
        let lights = variant_lights(variant, *alone, *alone, 1);
        let start = Instant::now();
        let solved = solutions(variant, &lights, PACKED).unwrap().unwrap();
        let ours = start.elapsed();
        let mut check = lights.clone();
        variant.apply(&mut check, &solved.presses);
        assert!(check.cells.iter().all(|&v| v == 0));
        row(
            &format!(
                "{} {} x {}: engine, solutions {}",
                name,
                alone,
                alone,
                solved.how_many()
            ),
            &seconds(ours),
            beyond,
            "",
            "",
        );
        let _ = std::io::stdout().flush();
    }
}

/// The all-lit frontier (`LIGHTSOUT_BENCH_ONLY=frontier` only: it takes
/// many minutes): `lightsout solve --search-minutes M` on every core and on
/// one thread, side by side, for the sizes in `LIGHTSOUT_BENCH_FRONTIER`
/// (default 61; 65 takes about three minutes on one thread).
fn frontier() {
    let sizes =
        std::env::var("LIGHTSOUT_BENCH_FRONTIER").unwrap_or_else(|_| "61".to_string());
    let ours = Path::new(env!("CARGO_BIN_EXE_lightsout"));
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    for n in sizes
        .split(',')
        .filter_map(|n| n.trim().parse::<usize>().ok())
    {
        let t = standard::nullity(n, n);
        // The transform's cost in minutes of work, rounded up: all-lit,
        // the square's eight symmetries fix the board.
        let cost = transform::transform_cost(t, n * n, 8);
        let minutes = ((cost + MINUTE_OF_WORK - 1) / MINUTE_OF_WORK).max(1);
        let input = scratch().join(format!("all_lit_{}.txt", n));
        let mut text = format!("{} {}\n", n, n).into_bytes();
        push_grid(&mut text, &Grid::filled(n, n));
        fs::write(&input, text).unwrap();
        let minutes_text = minutes.to_string();
        let mut answers = Vec::new();
        let mut times = Vec::new();
        for threads in [cores, 1] {
            let threads_text = threads.to_string();
            let args = [
                "solve",
                "--search-minutes",
                &minutes_text,
                "--threads",
                &threads_text,
            ];
            let start = Instant::now();
            let out = output_of(ours, &args, &input);
            times.push(start.elapsed());
            let out = String::from_utf8(out).unwrap();
            answers.push(out.lines().rev().take(2).collect::<Vec<_>>().join(", "));
        }
        assert_eq!(answers[0], answers[1]);
        row(
            &format!(
                "all-lit {} x {} (t = {}), `solve --search-minutes {}`, {} threads vs 1",
                n, n, t, minutes, cores
            ),
            &format!("{} ({})", seconds(times[0]), answers[0]),
            &format!("{} on one thread", seconds(times[1])),
            &speedup(times[1].as_secs_f64(), times[0].as_secs_f64()),
            "",
        );
    }
}

fn main() {
    if let Ok(child) = std::env::var("LIGHTSOUT_BENCH_CHILD") {
        let parts: Vec<&str> = child.split('\n').collect();
        match parts[0] {
            "peak" => peak_child(parts[1], parts[2], &parts[3..]),
            n => large_child(n.parse().unwrap(), parts[1], parts[2]),
        }
        return;
    }
    let cpu = fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|l| l.starts_with("model name"))
                .map(|l| l.split(':').nth(1).unwrap_or("").trim().to_string())
        })
        .unwrap_or_else(|| "unknown".to_string());
    let cores = fs::read_to_string("/proc/cpuinfo").map_or(0, |info| {
        info.lines().filter(|l| l.starts_with("processor")).count()
    });
    println!("lightsout benchmarks on {} ({} cores)\n", cpu, cores);
    println!(
        "Ours built by cargo's release profile{}; the C++ baselines by `g++ {}`.\n",
        if native() {
            " with `-C target-cpu=native`"
        } else {
            " for any x86-64 (no target CPU)"
        },
        cxx_flags().join(" ")
    );
    println!("| workload | ours | baseline | ratio | memory |");
    println!("|---|---|---|---|---|");
    let _ = std::io::stdout().flush();
    let sections: [(&str, fn()); 11] = [
        ("extended_lights_out", extended_lights_out),
        ("fliptile_boards", fliptile_boards),
        ("count_problems", count_problems),
        ("other_rules", other_rules),
        ("nullity_table", nullity_table),
        ("all_lit_minima", all_lit_minima),
        ("end_to_end_io", end_to_end_io),
        ("large_boards", large_boards),
        ("judge_build", judge_build),
        ("gf2_systems", gf2_systems),
        ("variants", variants),
    ];
    for (name, section) in sections {
        if chosen(name) {
            section();
        }
    }
    // Only when named: it takes many minutes.
    let named = std::env::var("LIGHTSOUT_BENCH_ONLY")
        .map_or(false, |only| only.split(',').any(|n| n == "frontier"));
    if named {
        frontier();
    }
}
