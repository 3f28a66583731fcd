//! Every judge problem's tests, one module a problem, made from the
//! registry (`cargo test fliptile` runs fliptile's): its binary on every
//! sample pair in `samples/`, byte for byte; its solver fed a few bytes at
//! a time; its samples and random inputs against the oracle written from
//! its statement in `judges/tests/problems/`; the kit's checker against the same
//! answers; its malformed inputs refused. Then the registry checked against
//! everything that must name a problem.

use lightsout_judges::kit::check::Verdict;
use lightsout_judges::kit::generate::generated;
use lightsout_judges::problems::{Problem, ALL};

use crate::common::{binary, full, problem, root, run, samples, trickle};
use crate::problems::{Answers, Malformed, Oracle};

/// The fewest sample pairs a problem may have.
const MIN_SAMPLES: usize = 6;

/// The tools, which are binaries but not judge problems.
const TOOLS: &[&str] = &["lightsout-bundle", "lightsout"];

macro_rules! tests_of {
    ($($name:ident)*) => {$(
        mod $name {
            use crate::problems::$name::ORACLE;

            const NAME: &str = stringify!($name);

            #[test]
            fn samples() {
                super::samples_are_answered(NAME);
            }

            #[test]
            fn samples_in_pieces() {
                super::samples_are_answered_in_pieces(NAME);
            }

            #[test]
            fn samples_by_the_oracle() {
                super::samples_agree_with(NAME, &ORACLE);
            }

            #[test]
            fn random_inputs_by_the_oracle() {
                super::random_inputs_agree_with(NAME, &ORACLE);
            }

            #[test]
            fn the_helps_example() {
                super::the_helps_example_prints_what_it_shows(NAME);
            }

            #[test]
            fn malformed_inputs() {
                super::malformed_inputs_are_refused(NAME, &ORACLE);
            }
        }
    )*};
}

lightsout_judges::each_problem!(tests_of);

/// The binary answers every sample pair exactly, with nothing on stderr;
/// the answers are clean text; there are enough of them.
fn samples_are_answered(name: &str) {
    let pairs = samples(name);
    assert!(
        pairs.len() >= MIN_SAMPLES,
        "samples/{} has {} pairs, fewer than {}",
        name,
        pairs.len(),
        MIN_SAMPLES
    );
    for (sample, input, expected) in pairs {
        let text = String::from_utf8(expected.clone()).unwrap();
        assert!(
            text.ends_with('\n'),
            "{}/{}.out lacks a final newline",
            name,
            sample
        );
        for line in text.lines() {
            assert!(
                !line.ends_with(' ') && !line.contains('\r'),
                "{}/{}.out: {:?}",
                name,
                sample,
                line
            );
        }
        let result = run(binary(name), &[], &input);
        assert_eq!(
            result.status,
            Some(0),
            "{}/{}: {}",
            name,
            sample,
            result.stderr
        );
        assert_eq!(result.stderr, "", "{}/{}", name, sample);
        assert!(
            result.stdout == expected,
            "{}/{}: output differs\n--- expected\n{}--- got\n{}",
            name,
            sample,
            text,
            String::from_utf8_lossy(&result.stdout)
        );
    }
}

/// `NAME --help` ends with an example: `$` commands (a line indented
/// further goes on with the command above) and what the last prints (`...`
/// where it goes on). Run in a folder of their own, they print that.
fn the_helps_example_prints_what_it_shows(name: &str) {
    let help = run(binary(name), &["--help"], b"");
    let help = String::from_utf8(help.stdout).unwrap();
    let example = help
        .split("\nExample:\n")
        .nth(1)
        .unwrap_or_else(|| panic!("{} --help has no example", name));
    let (mut script, mut shown) = (String::new(), Vec::new());
    for line in example
        .lines()
        .map(|line| line.strip_prefix("  ").unwrap_or(line))
    {
        if let Some(command) = line.strip_prefix("$ ") {
            script += "\n";
            script += command;
            shown.clear();
        } else if line.starts_with(' ') && shown.is_empty() {
            script += "\n";
            script += line;
        } else if line.is_empty() {
            break;
        } else {
            shown.push(line);
        }
    }
    let script = script.replace("\\\n", " ");
    let dir = std::env::temp_dir().join(format!(
        "lightsout-help-{}-{}",
        name,
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let programs = binary(name).parent().unwrap().to_path_buf();
    let path = std::env::var_os("PATH").unwrap_or_default();
    let paths = std::iter::once(programs).chain(std::env::split_paths(&path));
    let output = std::process::Command::new("sh")
        .args(["-c", &script])
        .current_dir(&dir)
        .env("PATH", std::env::join_paths(paths).unwrap())
        .output()
        .unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    let printed = String::from_utf8(output.stdout).unwrap();
    let printed: Vec<&str> = printed.lines().collect();
    let whole = shown.last() != Some(&"...");
    let shown = &shown[..shown.len() - usize::from(!whole)];
    assert!(
        !shown.is_empty()
            && if whole {
                printed == shown
            } else {
                printed.starts_with(shown)
            },
        "{} --help: `{}` prints\n{}\nnot\n{}",
        name,
        script.trim(),
        printed.join("\n"),
        shown.join("\n")
    );
}

/// The solver answers every sample the same whatever block boundaries its
/// input meets.
fn samples_are_answered_in_pieces(name: &str) {
    let solver = problem(name).judge.run;
    // A byte at a time meets every boundary; the full run (see
    // `common::full`) reads in pieces of 3 and 64 too.
    let pieces: &[usize] = if full() { &[1, 3, 7, 64] } else { &[1, 7] };
    for (sample, input, expected) in samples(name) {
        for &most in pieces {
            let (out, error) = trickle(solver, name, &input, most);
            assert_eq!(error, "", "{}/{} in pieces of up to {}", name, sample, most);
            assert!(
                out == expected,
                "{}/{} in pieces of up to {} bytes",
                name,
                sample,
                most
            );
        }
    }
}

/// Every sample answer is the oracle's, or passes its check.
fn samples_agree_with(name: &str, oracle: &Oracle) {
    for (sample, input, output) in samples(name) {
        let input = String::from_utf8(input).unwrap();
        let output = String::from_utf8(output).unwrap();
        match oracle.answers {
            Answers::Exact(expected) => {
                assert_eq!(output, expected(&input), "samples/{}/{}.out", name, sample)
            }
            Answers::Checked(check) => {
                if let Err(why) = check(&input, &output) {
                    panic!("samples/{}/{}.out: {}", name, sample, why);
                }
            }
        }
    }
}

/// The solver's answers to the oracle's random inputs are the oracle's (or
/// pass its check); the kit's checker takes them, and judges an answer
/// changed in one place as the oracle does.
fn random_inputs_agree_with(name: &str, oracle: &Oracle) {
    let problem = problem(name);
    let (count, spec) = oracle.random;
    // The first ten seeds in the default run, all in the full one (see
    // `common::full`).
    let count = if full() { count } else { count.min(10) };
    let mut refused = 0;
    for seed in 0..count {
        let input = generated(problem.generate, &spec(seed))
            .unwrap_or_else(|e| panic!("{} seed {}: {}", name, seed, e));
        let mut out = Vec::new();
        (problem.judge.run)(&mut input.as_bytes(), &mut out)
            .unwrap_or_else(|e| panic!("{} seed {}: {}\n{}", name, seed, e, input));
        let right = String::from_utf8(out).unwrap();
        if let Err(why) = judged(oracle, &input, &right) {
            panic!("{} seed {}: {}\n{}", name, seed, why, input);
        }
        let verdict = kit_verdict(problem, &input, &right);
        assert_eq!(verdict.status(), 0, "{} seed {}: {}", name, seed, verdict);
        let wrong = changed(&right);
        if wrong != right {
            let verdict = kit_verdict(problem, &input, &wrong);
            let oracle_says = judged(oracle, &input, &wrong);
            assert_eq!(
                verdict.status() == 0,
                oracle_says.is_ok(),
                "{} seed {}: the kit says {} where the oracle says {:?}\n{}\n{}",
                name,
                seed,
                verdict,
                oracle_says,
                input,
                wrong
            );
            refused += usize::from(oracle_says.is_err());
        }
    }
    assert!(
        count == 0 || refused > 0,
        "{}: no changed answer was wrong, so the checker was never tried on one",
        name
    );
}

/// Whether `output` is right for `input` by the oracle.
fn judged(oracle: &Oracle, input: &str, output: &str) -> Result<(), String> {
    match oracle.answers {
        Answers::Exact(expected) => match expected(input) {
            right if right == output => Ok(()),
            right => Err(format!("expected\n{}got\n{}", right, output)),
        },
        Answers::Checked(check) => check(input, output),
    }
}

fn kit_verdict(problem: &Problem, input: &str, output: &str) -> Verdict {
    problem
        .check(input.as_bytes(), output.as_bytes())
        .unwrap_or_else(|e| {
            panic!(
                "{}: the checker refused the input: {}",
                problem.judge.name, e
            )
        })
}

/// `answer` changed in one place and still well formed: its last 0 or 1
/// flipped, or else its first digit made 9, or else `Impossible` made 0.
fn changed(answer: &str) -> String {
    let mut bytes = answer.as_bytes().to_vec();
    if let Some(last) = bytes.iter().rposition(|&b| b == b'0' || b == b'1') {
        bytes[last] ^= 1;
        return String::from_utf8(bytes).unwrap();
    }
    answer
        .replacen(char::is_numeric, "9", 1)
        .replacen("Impossible", "0", 1)
}

/// Each malformed input gets its one line on stderr and status 1 from the
/// binary, with the answers before it on stdout.
fn malformed_inputs_are_refused(name: &str, oracle: &Oracle) {
    for case in (oracle.malformed)() {
        refused(name, &case);
    }
}

/// The binary `name` says `case`'s line on stderr and exits with status
/// 1, its stdout holding the answers before; its solver fed a few bytes at
/// a time says and writes the same.
pub fn refused(name: &str, case: &Malformed) {
    let shown = String::from_utf8_lossy(&case.input).into_owned();
    let result = run(binary(name), &[], &case.input);
    assert_eq!(
        result.stderr,
        format!("{}: {}\n", name, case.message),
        "input {:?}",
        shown
    );
    assert_eq!(result.status, Some(1), "input {:?}", shown);
    assert_eq!(
        String::from_utf8_lossy(&result.stdout),
        case.stdout,
        "input {:?}",
        shown
    );
    let solver = problem(name).judge.run;
    for most in [1, 2, 5] {
        let (out, error) = trickle(solver, name, &case.input, most);
        assert_eq!(
            String::from_utf8_lossy(&out),
            case.stdout,
            "{:?} in pieces of {}",
            shown,
            most
        );
        assert_eq!(error, result.stderr, "{:?} in pieces of {}", shown, most);
    }
}

/// The binaries cargo finds, the judges' and the programs':
/// `src/bin/NAME.rs` and `src/bin/NAME/main.rs` of both packages.
fn cargo_binaries() -> Vec<String> {
    let mut binaries = Vec::new();
    for package in ["crates/judges", "crates/cli"] {
        for entry in std::fs::read_dir(root().join(package).join("src/bin")).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            let program = path.join("main.rs").exists();
            if program || path.extension().map_or(false, |e| e == "rs") {
                binaries.push(name);
            }
        }
    }
    binaries
}

#[test]
fn every_binary_is_registered_and_every_problem_is_complete() {
    let mut judges: Vec<String> = cargo_binaries()
        .into_iter()
        .filter(|name| !TOOLS.contains(&name.as_str()))
        .collect();
    judges.sort();
    let registered: Vec<String> = ALL.iter().map(|p| p.judge.name.to_string()).collect();
    assert_eq!(
        judges, registered,
        "the binaries in crates/judges/src/bin and the registry (each_problem! in \
         crates/judges/src/problems/mod.rs) differ"
    );
    let judges = root().join("crates/judges");
    let cargo = std::fs::read_to_string(judges.join("Cargo.toml")).unwrap();
    for problem in ALL {
        let name = problem.judge.name;
        let bin = judges.join("src/bin").join(format!("{}.rs", name));
        let bin = std::fs::read_to_string(&bin)
            .unwrap_or_else(|e| panic!("{}: {}", bin.display(), e));
        assert!(
            bin.contains(&format!("{}::JUDGE", name)),
            "src/bin/{}.rs does not run problems::{}::JUDGE",
            name,
            name
        );
        // A binary of the judges' package, with no test harness of its own.
        let entry = format!(
            "[[bin]]\nname = \"{}\"\npath = \"src/bin/{}.rs\"\ntest = false\n",
            name, name
        );
        assert!(
            cargo.contains(&entry),
            "crates/judges/Cargo.toml has no [[bin]] entry for {} with test = false",
            name
        );
        assert!(!problem.title.is_empty() && !problem.judges.is_empty());
        assert!(problem.judge.help.contains(name));
    }
    assert_eq!(
        ALL.windows(2)
            .filter(|w| w[0].judge.name >= w[1].judge.name)
            .count(),
        0,
        "the registry is kept in order of name, once each"
    );
}

#[test]
fn no_installed_program_takes_a_generic_name() {
    // `cargo install` puts every binary on PATH: none may take a name that
    // other programs use (Ruby's Bundler is `bundle`).
    for name in cargo_binaries() {
        assert!(
            !["bundle", "clocks", "check", "gen", "solve", "play", "serve", "lights"]
                .contains(&name.as_str()),
            "{}",
            name
        );
    }
}

#[test]
fn every_samples_folder_belongs_to_a_problem() {
    for entry in std::fs::read_dir(root().join("samples")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        let example = root().join("examples").join(format!("{}.rs", name));
        assert!(
            lightsout_judges::problems::find(&name).is_some() || example.exists(),
            "samples/{} matches no judge problem and no example",
            name
        );
    }
}

/// A row of `docs/judges.md`'s table split into its cells.
fn cells(row: &str) -> Vec<&str> {
    row.trim_matches('|').split(" | ").map(str::trim).collect()
}

/// Whether `listed` is `expected` but for a bundle's size at most half a
/// kilobyte off (so that a change to the library, which moves every
/// bundle's size a little, does not ask for every row again).
fn row_holds(listed: &str, expected: &str) -> bool {
    let kilobytes =
        |cell: &str| cell.strip_suffix(" KB").and_then(|n| n.parse::<f64>().ok());
    let (listed, expected) = (cells(listed), cells(expected));
    listed.len() == expected.len()
        && listed.iter().zip(&expected).all(|(a, b)| {
            a == b
                || matches!((kilobytes(a), kilobytes(b)), (Some(x), Some(y)) if (x - y).abs() <= 0.5)
        })
}

/// `docs/judges.md`'s table: a row a problem, from the registry and the
/// size of its bundle, in the registry's order.
fn judge_table() -> Vec<String> {
    let mut rows = vec![
        "| binary | problem | reads | writes | bundle | judges that take its bundle |"
            .to_string(),
        "|---|---|---|---|---|---|".to_string(),
    ];
    for problem in ALL {
        let name = problem.judge.name;
        let made = run(binary("lightsout-bundle"), &[name], b"");
        assert_eq!(
            made.status,
            Some(0),
            "lightsout-bundle {}: {}",
            name,
            made.stderr
        );
        rows.push(format!(
            "| `{}` | {} | {} | {} | {:.1} KB | {} |",
            name,
            problem.title,
            problem.reads,
            problem.writes,
            // Kilobytes of 1000 bytes, to the nearest tenth.
            made.stdout.len() as f64 / 1000.0,
            problem.judges
        ));
    }
    rows
}

/// The table in `docs/judges.md` is the registry's, row for row: a wrong
/// row is printed as it should read, to paste (or `LIGHTSOUT_BLESS=1 cargo
/// test judge_table` writes the table).
#[test]
fn the_judge_table_is_the_registrys() {
    let path = root().join("docs/judges.md");
    let text = std::fs::read_to_string(&path).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let first = lines
        .iter()
        .position(|line| line.starts_with("| binary |"))
        .expect("docs/judges.md has a table whose header starts `| binary |`");
    let end = first
        + lines[first..]
            .iter()
            .take_while(|l| l.starts_with('|'))
            .count();
    let table = judge_table();
    if std::env::var_os("LIGHTSOUT_BLESS").is_some() {
        let mut written: Vec<String> =
            lines[..first].iter().map(|l| l.to_string()).collect();
        written.extend(table.iter().cloned());
        written.extend(lines[end..].iter().map(|l| l.to_string()));
        std::fs::write(&path, written.join("\n") + "\n").unwrap();
        return;
    }
    let listed = &lines[first..end];
    let wrong: Vec<&String> = table
        .iter()
        .filter(|row| !listed.iter().any(|line| row_holds(line, row)))
        .collect();
    let stale: Vec<&&str> = listed
        .iter()
        .filter(|line| !table.iter().any(|row| row_holds(line, row)))
        .collect();
    assert!(
        wrong.is_empty() && stale.is_empty() && listed.len() == table.len(),
        "docs/judges.md's table is not the registry's. Rows as they should read, to paste:\n{}\n\
         rows to remove:\n{}\n(or run `LIGHTSOUT_BLESS=1 cargo test judge_table` to write the table)",
        wrong.iter().map(|r| r.as_str()).collect::<Vec<_>>().join("\n"),
        stale.iter().map(|r| **r).collect::<Vec<_>>().join("\n")
    );
    assert!(
        listed
            .iter()
            .zip(&table)
            .all(|(line, row)| row_holds(line, row)),
        "docs/judges.md's rows are out of the registry's order"
    );
}

/// A judge's data may leave out the line that ends the input (`0 0 0`):
/// every sample of a problem whose statement has one is answered the same
/// without it (and without the line end after the last case), exit 0; and
/// a case cut in the middle is still refused, the answers before it kept.
#[test]
fn inputs_may_end_without_their_terminator() {
    let mut tried = 0;
    for &(name, oracle) in crate::problems::ORACLES {
        let terminator = match oracle.terminator {
            Some(terminator) => terminator,
            None => continue,
        };
        for (sample, input, expected) in samples(name) {
            let text = String::from_utf8(input).unwrap();
            let body = match text.trim_end().strip_suffix(terminator) {
                Some(body) => body,
                None => continue,
            };
            for cut in [body.to_string(), body.trim_end().to_string()] {
                let result = run(binary(name), &[], cut.as_bytes());
                assert_eq!(
                    (result.status, result.stderr.as_str()),
                    (Some(0), ""),
                    "{}/{} without {:?}",
                    name,
                    sample,
                    terminator
                );
                assert!(
                    result.stdout == expected,
                    "{}/{} without {:?}",
                    name,
                    sample,
                    terminator
                );
                let (out, error) =
                    trickle(problem(name).judge.run, name, cut.as_bytes(), 3);
                assert!(
                    error.is_empty() && out == expected,
                    "{}/{} in pieces",
                    name,
                    sample
                );
                tried += 1;
            }
            // The last case without its last line, a row: refused, the
            // answers to the cases before it kept.
            if let Some(at) = body.trim_end().rfind('\n') {
                let cut = &body[..at + 1];
                let result = run(binary(name), &[], cut.as_bytes());
                assert_eq!(result.status, Some(1), "{}/{} cut: {}", name, sample, cut);
                assert!(
                    expected.starts_with(&result.stdout),
                    "{}/{} cut",
                    name,
                    sample
                );
            }
        }
    }
    assert!(tried >= 8, "{} samples tried", tried);
}
