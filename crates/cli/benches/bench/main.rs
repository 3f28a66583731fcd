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

use lightsout::elimination::{self, chased, Elimination, PACKED, RING};
use lightsout::standard::{self, fewest_presses, Goal};
use lightsout::Board as VariantBoard;
use lightsout::{chase, residue, Cells, Grid, Matrix, Stencil, MINUTE_OF_WORK};
use lightsout::{
    fewest, fewest_by_enumeration, kernel, path, solve, Minimal, Search, Solution,
};
use lightsout::{random_board, random_values, SplitMix, DEFAULT_SEARCH_WORK};
use lightsout::{Press, Rule, Split};
use lightsout_game::rules::describe;
use lightsout_judges::formats::char_rows;
use lightsout_judges::output::{push_digit_rows, push_grid};

mod gf2;
mod judges;
mod page;
mod rules;
mod standard_game;
mod third_wave;

use gf2::gf2_systems;
use judges::{end_to_end_io, judge_build};
use rules::{eight_neighbours, k_colours, variants};
use standard_game::{
    all_lit_minima, count_problems, extended_lights_out, fewest_table, fliptile_boards,
    frontier, large_boards, large_child, nullity_table, other_rules,
};
use third_wave::{library_checker, third_wave};

fn quick() -> bool {
    std::env::var_os("LIGHTSOUT_BENCH_QUICK").is_some()
}

/// Whether to run the section `name`: every one, unless
/// `LIGHTSOUT_BENCH_ONLY` names some, comma separated.
fn chosen(name: &str) -> bool {
    std::env::var("LIGHTSOUT_BENCH_ONLY")
        .map_or(true, |only| only.split(',').any(|n| n == name))
}

/// The repository's root, two folders above this package's.
pub(crate) fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

/// A judge binary, which the judges' package builds beside `lightsout`
/// (its bench, `crates/judges/benches/built.rs`, has `cargo bench` build
/// them).
pub(crate) fn judge_binary(name: &str) -> PathBuf {
    let path = Path::new(env!("CARGO_BIN_EXE_lightsout")).with_file_name(name);
    assert!(path.exists(), "{} is not built", path.display());
    path
}

pub(crate) fn scratch() -> PathBuf {
    let dir = root().join("target").join("bench");
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
    let source = root()
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

fn row(workload: &str, ours: &str, baseline: &str, ratio: &str, memory: &str) {
    println!(
        "| {} | {} | {} | {} | {} |",
        workload, ours, baseline, ratio, memory
    );
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
    let sections: [(&str, fn()); 14] = [
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
        ("k_colours", k_colours),
        ("eight_neighbours", eight_neighbours),
        ("third_wave", third_wave),
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
    let table = std::env::var("LIGHTSOUT_BENCH_ONLY")
        .map_or(false, |only| only.split(',').any(|n| n == "fewest_table"));
    if table {
        fewest_table();
    }
    let official = std::env::var("LIGHTSOUT_BENCH_ONLY").map_or(false, |only| {
        only.split(',').any(|n| n == "library_checker")
    });
    if official {
        library_checker();
    }
    let browser = std::env::var("LIGHTSOUT_BENCH_ONLY")
        .map_or(false, |only| only.split(',').any(|n| n == "page"));
    if browser {
        page::page();
    }
    let attacked = std::env::var("LIGHTSOUT_BENCH_ONLY")
        .map_or(false, |only| only.split(',').any(|n| n == "attack"));
    if attacked {
        page::attack();
    }
}
