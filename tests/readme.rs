//! Every command the README and the user's pages of `docs/` show runs as
//! written: from a folder that has the clone's `samples/`, with the built
//! programs on `PATH` as `cargo install` puts them, and leaves that folder
//! as it was; and every `$ command` shown with its output, in the README
//! and in `docs/`, prints that output.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;

/// The README's code blocks: their language and their lines.
fn blocks(text: &str) -> Vec<(String, Vec<String>)> {
    let mut blocks = Vec::new();
    let mut current: Option<(String, Vec<String>)> = None;
    for line in text.lines() {
        match (line.strip_prefix("```"), current.take()) {
            (Some(_), Some(block)) => blocks.push(block),
            (Some(language), None) => current = Some((language.to_string(), Vec::new())),
            (None, Some((language, mut lines))) => {
                lines.push(line.to_string());
                current = Some((language, lines));
            }
            (None, None) => {}
        }
    }
    blocks
}

/// A folder like a clone's root for the commands to run in: `samples/`
/// and nothing else, so what they write stays out of the repository; one
/// a test (`name`), as tests run at once.
fn workspace(name: &str) -> PathBuf {
    let root = crate::common::root();
    let dir =
        std::env::temp_dir().join(format!("lightsout-{}-{}", name, std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let link = dir.join("samples");
    if !link.exists() {
        std::os::unix::fs::symlink(root.join("samples"), &link).unwrap();
    }
    dir
}

/// Runs `command` with `sh` in `dir`, the built programs first on `PATH`,
/// and `TMPDIR` a folder of the test's own, so that `mktemp -d` makes its
/// folders there.
fn shell(command: &str, dir: &Path) -> std::process::Output {
    let programs = common::binary("lightsout").parent().unwrap().to_path_buf();
    let path = std::env::var_os("PATH").unwrap_or_default();
    let mut paths = vec![programs];
    paths.extend(std::env::split_paths(&path));
    let temporary = dir.with_extension("tmp");
    std::fs::create_dir_all(&temporary).unwrap();
    Command::new("sh")
        .args(["-c", command])
        .current_dir(dir)
        .env("PATH", std::env::join_paths(paths).unwrap())
        .env("TMPDIR", &temporary)
        .output()
        .unwrap()
}

/// Commands the pages show in `sh` blocks that this test does not run,
/// and why: a block that holds one is skipped.
const NOT_RUN: &[(&str, &str)] = &[
    ("oj ", "online-judge-tools is not installed here"),
    ("rustup ", "it installs a toolchain's target"),
    (
        "scripts/build-page ",
        "tests/page builds the page for Chromium",
    ),
    (
        "python3 -m http.server",
        "it serves a browser until stopped",
    ),
    ("| parallel ", "tests/split.rs runs it under GNU parallel"),
    ("#SBATCH", "the Slurm job script: tests/split.rs runs it"),
    ("sbatch ", "it needs Slurm: tests/split.rs runs it"),
    ("scripts/slurm-up", "it starts Slurm's daemons, as root"),
    ("cargo bench", "a benchmark of minutes"),
];

/// The pages whose `sh` blocks run: the README and the user's pages.
const PAGES: &[&str] = &[
    "README.md",
    "docs/guide.md",
    "docs/play.md",
    "docs/fewest.md",
];

#[test]
fn every_command_block_in_the_readme_and_the_guides_runs_as_written() {
    let root = crate::common::root();
    let (mut run, mut skipped) = (0, Vec::new());
    for page in PAGES {
        let text = std::fs::read_to_string(root.join(page)).unwrap();
        let dir = workspace(&format!("blocks-{}", page.replace('/', "-")));
        for (language, lines) in blocks(&text) {
            if language != "sh" {
                continue;
            }
            let mut script = String::new();
            for line in &lines {
                match line.strip_prefix("cargo ") {
                    // Cargo itself is not run from a test; what it names must exist.
                    Some(args) => cargo_names_what_exists(page, line, args),
                    None => script.push_str(&format!("{}\n", line)),
                }
            }
            if script.trim().is_empty() {
                continue;
            }
            let left_out: Vec<_> =
                NOT_RUN.iter().filter(|(c, _)| script.contains(c)).collect();
            for (command, why) in &left_out {
                skipped.push(*command);
                eprintln!("{}: not run, as {}:\n{}", page, why, script);
            }
            if !left_out.is_empty() {
                continue;
            }
            let output = shell(&format!("set -e\n{}", script), &dir);
            assert!(
                output.status.success(),
                "{}: {}{}",
                page,
                script,
                String::from_utf8_lossy(&output.stderr)
            );
            // What it wrote went to a folder of its own (`mktemp -d`).
            let left: Vec<String> = std::fs::read_dir(&dir)
                .unwrap()
                .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
                .filter(|name| name != "samples")
                .collect();
            assert!(
                left.is_empty(),
                "{}: {}left {:?} in the checkout",
                page,
                script,
                left
            );
            run += 1;
        }
        let _ = std::fs::remove_dir_all(dir.with_extension("tmp"));
        let _ = std::fs::remove_dir_all(&dir);
    }
    assert!(run >= 5, "{} blocks run", run);
    // Each command left out is still shown somewhere.
    for (command, _) in NOT_RUN {
        assert!(skipped.contains(command), "no page shows {:?} now", command);
    }
}

/// A `cargo` line of `page` (`cargo ARGS`) names what exists: a binary and
/// a sample, or one of the commands the README gives.
fn cargo_names_what_exists(page: &str, line: &str, args: &str) {
    let root = crate::common::root();
    if let Some(rest) = args.strip_prefix("run --release --bin ") {
        let name = rest.split(' ').next().unwrap();
        common::binary(name);
        let input = rest.split("< ").nth(1).unwrap();
        assert!(root.join(input).exists(), "{}: {}", page, line);
    } else {
        assert!(
            ["test", "install --path crates/cli"].contains(&args),
            "{}: {}",
            page,
            line
        );
    }
}

#[test]
fn every_capture_in_the_readme_prints_what_it_shows() {
    let root = crate::common::root();
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let dir = workspace("readme");
    let mut captures = 0;
    for (language, lines) in blocks(&readme) {
        match language.as_str() {
            "sh" => {}
            "text" => {
                // `$ command`, then what it prints.
                let mut rest = &lines[..];
                while let Some(first) = rest.first() {
                    let command =
                        first.strip_prefix("$ ").expect("a capture starts with $");
                    let shown = rest[1..].iter().take_while(|l| !l.starts_with("$ "));
                    let expected: String =
                        shown.clone().map(|l| format!("{}\n", l)).collect();
                    let output = shell(command, &dir);
                    assert_eq!(
                        String::from_utf8_lossy(&output.stdout),
                        expected,
                        "{}",
                        command
                    );
                    rest = &rest[1 + shown.count()..];
                    captures += 1;
                }
            }
            other => panic!("a code block in {:?}", other),
        }
    }
    assert!(captures >= 2, "{} captures", captures);
    let _ = std::fs::remove_dir_all(dir.with_extension("tmp"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_front_page_is_short_and_lists_commands_as_help_does() {
    let root = crate::common::root();
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    assert!(readme.len() < 10_000, "README.md is {} bytes", readme.len());
    let shown: Vec<&str> = readme
        .lines()
        .skip_while(|line| !line.starts_with("| command |"))
        .skip(2)
        .take_while(|line| line.starts_with('|'))
        .map(|line| {
            line.trim_start_matches("| `")
                .split([' ', '`'])
                .next()
                .unwrap()
        })
        .collect();
    let (help, _, _) = common::lightsout(&["help"], b"");
    let listed: Vec<&str> = help
        .lines()
        .filter_map(|line| line.strip_prefix("  lightsout "))
        .map(|synopsis| synopsis.split(' ').next().unwrap())
        .collect();
    let mut unique = shown.clone();
    unique.dedup();
    assert_eq!(unique, listed);
    // Every link into docs/ leads to a file.
    for link in readme.split("](").skip(1) {
        let target = link.split(')').next().unwrap().split('#').next().unwrap();
        assert!(root.join(target).exists(), "{}", target);
    }
}

#[test]
fn every_capture_in_the_docs_prints_what_it_shows() {
    // As in a terminal: what the command writes to stdout and stderr.
    let root = crate::common::root();
    let dir = workspace("docs");
    let mut captures = 0;
    for entry in std::fs::read_dir(root.join("docs")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().map_or(true, |e| e != "md") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for (_, lines) in blocks(&text) {
            if !lines.first().map_or(false, |line| line.starts_with("$ ")) {
                continue;
            }
            let mut rest = &lines[..];
            while let Some(first) = rest.first() {
                let command = first.strip_prefix("$ ").expect("a capture starts with $");
                let shown = rest[1..].iter().take_while(|l| !l.starts_with("$ "));
                let expected: String = shown.clone().map(|l| format!("{}\n", l)).collect();
                let output = shell(&format!("{} 2>&1", command), &dir);
                assert_eq!(
                    String::from_utf8_lossy(&output.stdout),
                    expected,
                    "{}: {}",
                    path.display(),
                    command
                );
                rest = &rest[1 + shown.count()..];
                captures += 1;
            }
        }
    }
    assert!(captures >= 5, "{} captures", captures);
    let _ = std::fs::remove_dir_all(dir.with_extension("tmp"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The markdown files a reader sees: the README and `docs/`.
fn markdown_files() -> Vec<PathBuf> {
    let root = crate::common::root();
    let mut files = vec![root.join("README.md")];
    for entry in std::fs::read_dir(root.join("docs")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().map_or(false, |e| e == "md") {
            files.push(path);
        }
    }
    files.sort();
    files
}

/// Whether `line` is a table's header separator, `|---|:--:|`.
fn separator(line: &str) -> bool {
    let cells: Vec<&str> = line.trim().trim_matches('|').split('|').collect();
    line.starts_with('|')
        && cells.iter().all(|cell| {
            let cell = cell.trim().trim_matches(':');
            !cell.is_empty() && cell.chars().all(|c| c == '-')
        })
}

#[test]
fn the_docs_stay_short() {
    // A reader looking for one answer should not wade: each page is for
    // one reader, and measurements are tables. Past the limit, shorten
    // the page that grew, or move its method into the code's docs.
    let pages = markdown_files()
        .into_iter()
        .filter(|p| !p.ends_with("README.md"));
    let total: u64 = pages.map(|p| std::fs::metadata(p).unwrap().len()).sum();
    assert!(total <= 85_000, "docs/*.md: {} bytes, past 85,000", total);
}

#[test]
fn no_table_is_split_by_a_blank_line() {
    // A row after a blank line starts no table without a header and its
    // separator: markdown shows it as text, and the rows below it too.
    for path in markdown_files() {
        let text = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let mut fenced = false;
        for (i, line) in lines.iter().enumerate() {
            fenced ^= line.starts_with("```");
            let row = !fenced && line.starts_with('|');
            let continues = i > 0 && lines[i - 1].starts_with('|');
            let header = lines.get(i + 1).map_or(false, |next| separator(next));
            assert!(
                !row || continues || header,
                "{}:{}: a table row outside a table (a blank line above splits it?): {}",
                path.display(),
                i + 1,
                line
            );
        }
    }
}

#[test]
fn the_table_check_sees_a_split_table() {
    assert!(separator("|---|:--:|"));
    assert!(!separator("| a | b |"));
}

#[test]
fn every_path_the_contributing_guide_names_exists() {
    // `src/engine/ring.rs`, `judges/tests/problems/`, `Cargo.toml`: each path in
    // backquotes, but those with a placeholder (`src/bin/NAME.rs`).
    let root = crate::common::root();
    let text = std::fs::read_to_string(root.join("docs/contributing.md")).unwrap();
    let mut folders_seen = Vec::new();
    let mut folders = vec![root.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if path.is_dir() && !["target", ".git", "samples"].contains(&name.as_str()) {
                folders.push(path);
            }
        }
        folders_seen.push(folder);
    }
    let mut checked = 0;
    for (i, span) in text.split('`').enumerate() {
        let is_path = i % 2 == 1
            && span
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "_./-".contains(c))
            && (span.contains('/')
                || [".rs", ".toml", ".md"].iter().any(|e| span.ends_with(e)))
            && !span.starts_with('-')
            && !span.split(['/', '.']).any(|part| {
                !part.is_empty() && part.chars().all(|c| c.is_ascii_uppercase())
            });
        if !is_path {
            continue;
        }
        // A name or path may stand within its folder in the text
        // (`merge.rs`, `play/`): it is found from some folder of the tree.
        let found = folders_seen.iter().any(|folder| folder.join(span).exists());
        assert!(
            found,
            "docs/contributing.md names `{}`, which does not exist",
            span
        );
        checked += 1;
    }
    assert!(checked >= 20, "only {} paths found", checked);
}
