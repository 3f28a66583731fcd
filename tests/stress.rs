//! `lightsout stress`: a solution tested against ours, its failures found
//! and shrunk, and the programs it runs stopped with it.

use crate::common;

/// `lightsout stress PROBLEM ARGS -- sh -c SCRIPT` with the built programs
/// on PATH, saving in a fresh folder: status, stdout, stderr.
fn stress(problem: &str, args: &[&str], script: &str) -> (Option<i32>, String, String) {
    let programs = common::binary("lightsout").parent().unwrap().to_path_buf();
    let path = std::env::var_os("PATH").unwrap_or_default();
    let mut paths = vec![programs];
    paths.extend(std::env::split_paths(&path));
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let save = std::env::temp_dir().join(format!(
        "lightsout-stress-{}-{}",
        std::process::id(),
        run
    ));
    let mut all = vec![problem, "--save", save.to_str().unwrap()];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--", "sh", "-c", script]);
    let output = std::process::Command::new(common::binary("lightsout"))
        .arg("stress")
        .args(&all)
        .env("PATH", std::env::join_paths(paths).unwrap())
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&save);
    (
        output.status.code(),
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

/// The input `stress` printed.
fn shrunk_input(report: &str) -> &str {
    let from = report.find("--- input ---\n").unwrap() + "--- input ---\n".len();
    let to = report.find("--- our answer ---").unwrap();
    &report[from..to]
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
    let output = std::process::Command::new(common::binary("lightsout"))
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

/// Whether `sleep SECONDS` itself is running: a process whose arguments
/// are these, not one whose command line holds them (as `stress`'s own
/// does from its start, before it catches signals).
fn sleeping(seconds: &str) -> bool {
    let cmdline = format!("sleep\0{}\0", seconds);
    std::fs::read_dir("/proc").map_or(false, |entries| {
        entries.flatten().any(|entry| {
            std::fs::read(entry.path().join("cmdline"))
                .map_or(false, |text| text == cmdline.as_bytes())
        })
    })
}

#[test]
fn stress_stopped_by_a_signal_takes_the_program_with_it() {
    let save = std::env::temp_dir()
        .join(format!("lightsout-stress-signal-{}", std::process::id()));
    // This test's own, apart from the same test run beside it elsewhere.
    let seconds = format!("31.{}", std::process::id());
    let mut child = std::process::Command::new(common::binary("lightsout"))
        .args(["stress", "fliptile", "--time-limit", "60", "--save"])
        .arg(&save)
        .args(["--", "sleep", &seconds])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // The program under test runs: `stress` catches signals by then.
    let began = std::time::Instant::now();
    while !sleeping(&seconds) {
        assert!(began.elapsed() < std::time::Duration::from_secs(20));
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let sent = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    let status = child.wait().unwrap();
    let mut err = String::new();
    std::io::Read::read_to_string(child.stderr.as_mut().unwrap(), &mut err).unwrap();
    assert_eq!(status.code(), Some(128 + 15), "{}", err);
    assert!(err.contains("interrupted"), "{}", err);
    assert!(
        !sleeping(&seconds),
        "the program under test is left running"
    );
    let _ = std::fs::remove_dir_all(&save);
}
