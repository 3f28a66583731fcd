//! `lightsout stress`: failures found and shrunk, and the programs it runs
//! owned: each run ended at its exit or its limit whatever holds its
//! pipes, everything it started ended with it and on a signal, its output
//! kept to a bounded prefix and counted, and no file written through a
//! symbolic link.

use std::io::Read;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::common;

/// A fresh folder name under the temporary folder.
fn fresh(what: &str) -> PathBuf {
    static MADE: AtomicUsize = AtomicUsize::new(0);
    let n = MADE.fetch_add(1, Ordering::SeqCst);
    std::env::temp_dir().join(format!(
        "lightsout-stress-{}-{}-{}",
        what,
        std::process::id(),
        n
    ))
}

/// Starts `lightsout stress ARGS -- sh -c SCRIPT` with the built programs
/// on PATH.
fn start(args: &[&str], script: &str) -> Child {
    let programs = common::binary("lightsout").parent().unwrap().to_path_buf();
    let path = std::env::var_os("PATH").unwrap_or_default();
    let mut paths = vec![programs];
    paths.extend(std::env::split_paths(&path));
    Command::new(common::binary("lightsout"))
        .arg("stress")
        .args(args)
        .args(["--", "sh", "-c", script])
        .env("PATH", std::env::join_paths(paths).unwrap())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// The status, stdout and stderr of `child` once it exits; it fails the
/// test (killed) if that takes a minute, as a run held by its pipes did.
fn finish(mut child: Child) -> (Option<i32>, String, String) {
    let read = |mut from: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut text = String::new();
            from.read_to_string(&mut text).unwrap();
            text
        })
    };
    let out = read(Box::new(child.stdout.take().unwrap()));
    let err = read(Box::new(child.stderr.take().unwrap()));
    let began = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if began.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("stress still running after a minute");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    (status.code(), out.join().unwrap(), err.join().unwrap())
}

/// `lightsout stress PROBLEM ARGS -- sh -c SCRIPT` with the built programs
/// on PATH, saving in a fresh folder: status, stdout, stderr.
fn stress(problem: &str, args: &[&str], script: &str) -> (Option<i32>, String, String) {
    let save = fresh("save");
    let mut all = vec![problem, "--save", save.to_str().unwrap()];
    all.extend_from_slice(args);
    let result = finish(start(&all, script));
    let _ = std::fs::remove_dir_all(&save);
    result
}

/// The input `stress` printed.
fn shrunk_input(report: &str) -> &str {
    let from = report.find("--- input ---\n").unwrap() + "--- input ---\n".len();
    let to = report.find("--- our answer ---").unwrap();
    &report[from..to]
}

/// `sleep` commands of this test alone, each told apart by its length
/// (299.PID, then 3 digits of the test's own and 1 of the sleeper's, seconds), and killed when the test ends, whatever it found.
struct Sleepers {
    prefix: String,
}

impl Sleepers {
    fn new() -> Sleepers {
        static MADE: AtomicUsize = AtomicUsize::new(0);
        let n = MADE.fetch_add(1, Ordering::SeqCst);
        Sleepers {
            prefix: format!("299.{}{:03}", std::process::id(), n),
        }
    }

    /// The length of sleeper `i`.
    fn seconds(&self, i: usize) -> String {
        format!("{}{}", self.prefix, i)
    }

    /// The ids of sleeper `i`'s processes.
    fn running(&self, i: usize) -> Vec<u32> {
        let cmdline = format!("sleep\0{}\0", self.seconds(i));
        let entries = std::fs::read_dir("/proc").unwrap();
        entries
            .flatten()
            .filter_map(|entry| entry.file_name().to_str()?.parse::<u32>().ok())
            .filter(|pid| {
                std::fs::read(format!("/proc/{}/cmdline", pid))
                    .map_or(false, |text| text == cmdline.as_bytes())
            })
            .collect()
    }

    /// Waits (up to 20 s) until sleepers `0..count` all run.
    fn wait_for(&self, count: usize) {
        let began = Instant::now();
        while (0..count).any(|i| self.running(i).is_empty()) {
            assert!(began.elapsed() < Duration::from_secs(20), "no sleeper ran");
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

impl Drop for Sleepers {
    fn drop(&mut self) {
        for i in 0..10 {
            for pid in self.running(i) {
                let _ = Command::new("kill")
                    .args(["-KILL", &pid.to_string()])
                    .status();
            }
        }
    }
}

/// Shell that starts `sleep SECONDS` in the background in a session of
/// its own (it holds the program's stdout) and goes on once it is there.
fn left_behind(seconds: &str) -> String {
    format!(
        "setsid sleep {} & p=$!; until [ \"$(cut -d ' ' -f 6 /proc/$p/stat)\" = $p ]; do :; done",
        seconds
    )
}

/// A Fliptile solution wrong only on boards of 2 x 3 or more with 3 or more
/// lit cells: it flips its first press.
const FLIPTILE_WRONG_ON_SOME: &str = r#"input=$(cat)
answer=$(printf '%s\n' "$input" | fliptile)
if printf '%s\n' "$input" | awk 'NR==1{r=$1;c=$2} NR>1{for(i=1;i<=NF;i++) if($i=="1") lit++} END{exit !(r>=2 && c>=3 && lit>=3)}' && [ "$answer" != IMPOSSIBLE ]; then
  printf '%s\n' "$answer" | awk 'NR==1{$1 = ($1=="0") ? "1" : "0"} {print}'
else
  printf '%s\n' "$answer"
fi"#;

#[test]
fn stress_finds_a_wrong_solution_and_shrinks_its_board() {
    let (status, report, err) =
        stress("fliptile", &["--jobs", "2"], FLIPTILE_WRONG_ON_SOME);
    assert_eq!(status, Some(1), "{}{}", report, err);
    assert!(report.contains("wrong answer"), "{}", report);
    let input = shrunk_input(&report);
    let mut sides = input
        .split_whitespace()
        .map(|t| t.parse::<usize>().unwrap());
    let (rows, cols) = (sides.next().unwrap(), sides.next().unwrap());
    assert!(rows <= 3 && cols <= 3, "{}", report);
    assert!(report.contains("--- its output ---\n"), "{}", report);
    assert!(report.contains("/stress-1.in and "), "{}", report);
    // The same case and the same shrinking for any number of jobs.
    let (_, one_job, _) = stress("fliptile", &["--jobs", "1"], FLIPTILE_WRONG_ON_SOME);
    let without_paths = |text: &str| {
        text.lines()
            .filter(|l| !l.starts_with("saved as"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(without_paths(&one_job), without_paths(&report));
}

#[test]
fn stress_shrinks_many_cases_to_one() {
    // Bad Wiring: one wrong answer, for cases of 3 lights or more whose
    // first, second and last are lit.
    let script = r#"input=$(cat)
answer=$(printf '%s\n' "$input" | bad_wiring)
bad=$(printf '%s\n' "$input" | tr -s ' \t\r\n' '\n' | awk 'NF' | awk 'NR==1{t=$1; next} {tok[++n]=$1} END{p=1; for(k=1;k<=t;k++){m=tok[p]; p+=2; if (m>=3 && tok[p]=="1" && tok[p+1]=="1" && tok[p+m-1]=="1") printf " %d ", k; p+=m} }')
printf '%s\n' "$answer" | awk -v bad="$bad" '{ if (index(bad, " " NR " ") && $1 ~ /^[0-9]+$/) print $1 + 1; else print }'"#;
    let (status, report, err) = stress("bad_wiring", &["--seed", "3"], script);
    assert_eq!(status, Some(1), "{}{}", report, err);
    // Found in an input of several cases, shrunk to one.
    assert!(
        report.lines().next().unwrap().contains(", 3 cases) failed"),
        "{}",
        report
    );
    assert_eq!(
        shrunk_input(&report).lines().next(),
        Some("1"),
        "{}",
        report
    );
}

#[test]
fn stress_names_crashes_and_time_limits_and_passes_a_right_solution() {
    let (status, report, _) =
        stress("fliptile", &[], "cat > /dev/null; echo oops >&2; exit 3");
    assert_eq!(status, Some(1));
    assert!(
        report.contains("runtime error: exit status 3"),
        "{}",
        report
    );
    assert!(
        report.contains("--- its stderr, the end ---\noops\n"),
        "{}",
        report
    );
    let (status, report, _) = stress("fliptile", &["--time-limit", "0.2"], "sleep 5");
    assert_eq!(status, Some(1));
    assert!(report.contains("time limit exceeded (0.2 s)"), "{}", report);
    let (status, report, err) = stress("fliptile", &["--count", "300"], "exec fliptile");
    assert_eq!(status, Some(0), "{}{}", report, err);
    assert!(
        report.starts_with("stress fliptile: 300 cases passed"),
        "{}",
        report
    );
    let (status, report, err) = stress("gambler_bo", &["--count", "60"], "exec gambler_bo");
    assert_eq!(status, Some(0), "{}{}", report, err);
    // A command that cannot be started: one line, status 2.
    let output = Command::new(common::binary("lightsout"))
        .args(["stress", "fliptile", "--", "/no/such/program"])
        .output()
        .unwrap();
    let err = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(2), "{}", err);
    assert!(
        err.starts_with("lightsout: cannot run ") && err.lines().count() == 1,
        "{}",
        err
    );
}

#[test]
fn stress_judges_at_the_limit_though_a_grandchild_holds_the_output() {
    // The program outlives the limit and leaves a grandchild in a session
    // of its own holding its stdout: the case is judged at the limit, not
    // when the grandchild closes the pipe, and the grandchild is ended.
    let sleepers = Sleepers::new();
    let script = format!(
        "{}; exec sleep {}",
        left_behind(&sleepers.seconds(0)),
        sleepers.seconds(1)
    );
    let args = ["--time-limit", "0.2", "--count", "1", "--jobs", "1"];
    let (status, report, err) = stress("fliptile", &args, &script);
    assert_eq!(status, Some(1), "{}{}", report, err);
    assert!(report.contains("time limit exceeded (0.2 s)"), "{}", report);
    assert!(
        sleepers.running(0).is_empty(),
        "the grandchild is left running"
    );
}

#[test]
fn stress_judges_at_exit_and_ends_what_the_program_left_running() {
    // A right answer, and a grandchild left behind holding stdout: judged
    // when the program exits, and the grandchild ended with it.
    let sleepers = Sleepers::new();
    let script = format!("fliptile; {}", left_behind(&sleepers.seconds(0)));
    let (status, report, err) = stress("fliptile", &["--count", "5"], &script);
    assert_eq!(status, Some(0), "{}{}", report, err);
    assert!(
        sleepers.running(0).is_empty(),
        "the grandchild is left running"
    );
}

#[test]
fn stress_stopped_by_a_signal_takes_every_descendant_with_it() {
    for (signal, number) in [("TERM", 15), ("INT", 2)] {
        // In the program's group, in a session of its own, and the program.
        let sleepers = Sleepers::new();
        let script = format!(
            "sleep {} & setsid sleep {} & exec sleep {}",
            sleepers.seconds(0),
            sleepers.seconds(1),
            sleepers.seconds(2)
        );
        let save = fresh("signal");
        let args = ["fliptile", "--time-limit", "60", "--save"];
        let mut all = args.to_vec();
        all.push(save.to_str().unwrap());
        let child = start(&all, &script);
        // Not before: the signal is caught from before the program starts,
        // and not before `stress` has started (its own command line names
        // the sleepers).
        sleepers.wait_for(3);
        let sent = Command::new("kill")
            .args([format!("-{}", signal), child.id().to_string()])
            .status()
            .unwrap();
        assert!(sent.success());
        let (status, _, err) = finish(child);
        assert_eq!(status, Some(128 + number), "{}", err);
        assert!(err.contains("interrupted"), "{}", err);
        for i in 0..3 {
            assert!(
                sleepers.running(i).is_empty(),
                "SIG{}: sleeper {} is left running",
                signal,
                i
            );
        }
        let _ = std::fs::remove_dir_all(&save);
    }
}

/// A process's peak resident memory so far, in KiB (0 once it has exited).
fn peak_kib(pid: u32) -> u64 {
    let status =
        std::fs::read_to_string(format!("/proc/{}/status", pid)).unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|kib| kib.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

#[test]
fn stress_keeps_a_bounded_prefix_of_output_and_counts_the_rest() {
    // Eight jobs at once, each printing 8 MB: a megabyte kept of each, the
    // run failed past it, and every byte and line counted.
    let save = fresh("yes");
    let args = ["fliptile", "--jobs", "8", "--count", "8", "--save"];
    let mut all = args.to_vec();
    all.push(save.to_str().unwrap());
    let child = start(&all, "yes | head -c 8000000");
    let pid = child.id();
    let watcher = std::thread::spawn(move || {
        let mut peak = 0;
        loop {
            let now = peak_kib(pid);
            if now == 0 {
                return peak;
            }
            peak = peak.max(now);
            std::thread::sleep(Duration::from_millis(2));
        }
    });
    let (status, report, err) = finish(child);
    let peak = watcher.join().unwrap();
    let _ = std::fs::remove_dir_all(&save);
    assert_eq!(status, Some(1), "{}{}", report, err);
    assert!(
        report.contains("output limit exceeded: 8000000 bytes printed"),
        "{}",
        report
    );
    // The first 100 lines shown, and the rest counted, not what was kept.
    assert!(
        report.contains("y\n... (7999800 more bytes, 3999900 more lines)\n"),
        "{}",
        report
    );
    assert!(peak < 40 << 10, "stress held {} KiB", peak);
}

#[test]
fn stress_never_writes_through_a_symbolic_link() {
    let save = fresh("link");
    let outside = fresh("outside");
    std::fs::create_dir_all(&save).unwrap();
    let link = save.join("stress-1.in");
    std::os::unix::fs::symlink(&outside, &link).unwrap();
    let (status, report, err) = finish(start(
        &["fliptile", "--save", save.to_str().unwrap()],
        "cat > /dev/null; exit 3",
    ));
    let written = outside.exists();
    let saved = save.join("stress-2.in").exists();
    let still =
        std::fs::symlink_metadata(&link).map_or(false, |m| m.file_type().is_symlink());
    let _ = std::fs::remove_dir_all(&save);
    let _ = std::fs::remove_file(&outside);
    assert_eq!(status, Some(1), "{}{}", report, err);
    assert!(!written, "written through {}", link.display());
    assert!(still && saved, "{}", report);
    assert!(report.contains("/stress-2.in and "), "{}", report);
}

#[test]
fn stress_refuses_a_folder_that_is_a_symbolic_link() {
    // `test` a link to a folder elsewhere: refused before any case runs,
    // as is a folder reached through it; nothing is written there.
    let work = fresh("work");
    let outside = fresh("outside");
    std::fs::create_dir_all(&work).unwrap();
    std::fs::create_dir_all(&outside).unwrap();
    std::os::unix::fs::symlink(&outside, work.join("test")).unwrap();
    let mut results = Vec::new();
    for save in [&[][..], &["--save", "test/deeper"], &["--save", "test/"]] {
        let child = Command::new(common::binary("lightsout"))
            .arg("stress")
            .arg("fliptile")
            .args(save)
            .args(["--", "sh", "-c", "cat > /dev/null; exit 3"])
            .current_dir(&work)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        results.push((save, finish(child)));
    }
    let written: Vec<_> = std::fs::read_dir(&outside)
        .unwrap()
        .map(|entry| entry.unwrap().file_name())
        .collect();
    let _ = std::fs::remove_dir_all(&work);
    let _ = std::fs::remove_dir_all(&outside);
    assert!(
        written.is_empty(),
        "written through the link: {:?}",
        written
    );
    for (save, (status, report, err)) in results {
        assert_eq!(status, Some(2), "{:?}: {}{}", save, report, err);
        assert_eq!(
            err,
            "lightsout: test is a symbolic link, and stress never saves through one: \
             --save DIR names a folder (see --help)\n",
            "{:?}",
            save
        );
        assert_eq!(report, "");
    }
}
