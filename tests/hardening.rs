//! Sizes and arguments out of range, failed writes and long runs of
//! whitespace: one clear line on stderr and a non-zero status, or the right
//! answer, never a panic, an abort, a hang or memory out of proportion.

use std::io::{Read, Write};
use std::process::{Command, Stdio};

use crate::common::{self, binary, run};

/// Runs `name args < input` with its output going to `stdout` (a file) and
/// its errors to `stderr`: the status and what stderr got, if piped.
fn run_into(
    name: &str,
    args: &[&str],
    input: &[u8],
    stdout: Stdio,
    stderr: Stdio,
) -> Option<i32> {
    let mut child = Command::new(binary(name))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(stdout)
        .stderr(stderr)
        .spawn()
        .unwrap();
    let _ = child.stdin.take().unwrap().write_all(input);
    child.wait().unwrap().code()
}

fn full() -> Option<std::fs::File> {
    std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .ok()
}

#[test]
fn huge_arguments_are_refused_before_any_work() {
    for args in [
        &["matrix", "18446744073709551615"][..],
        &["matrix", "9223372036854775808"],
        &["matrix", "200000"],
        &["matrix", "100000", "3"],
        &["nullity", "--rect", "1", "18446744073709551615"],
        &["nullity", "1", "1000000000"],
        &["nullity", "5", "3"],
        &["matrix", "+5"],
        &[
            "gen",
            "extended_lights_out",
            "--count",
            "1000000000000000000",
        ],
    ] {
        let result = run(binary("lightsout"), args, b"");
        assert_eq!(result.status, Some(2), "{:?}: {}", args, result.stderr);
        assert!(
            result.stderr.starts_with("lightsout: ") && result.stderr.lines().count() == 1,
            "{:?}: {}",
            args,
            result.stderr
        );
        assert!(result.stdout.is_empty(), "{:?}", args);
    }
}

#[test]
fn a_stderr_that_cannot_be_written_changes_only_the_message() {
    let full = match full() {
        Some(full) => full,
        None => return,
    };
    let cases: &[(&str, &[&str], &[u8])] = &[
        ("fliptile", &[], b"1 1\n2\n"),
        ("extended_lights_out", &[], b"x"),
        ("lightsout", &["solve"], b"1 1\n2\n"),
        ("lightsout", &["frobnicate"], b""),
        ("painters_problem", &[], b"0"),
    ];
    for &(name, args, input) in cases {
        let status = run_into(
            name,
            args,
            input,
            Stdio::null(),
            Stdio::from(full.try_clone().unwrap()),
        );
        assert!(
            matches!(status, Some(1) | Some(2)),
            "{} {:?}: {:?}",
            name,
            args,
            status
        );
    }
    // Help that cannot be written fails with the status of failed I/O, and
    // says so.
    let mut child = Command::new(binary("lightsout-bundle"))
        .arg("--help")
        .stdout(full.try_clone().unwrap())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    assert_eq!(child.wait().unwrap().code(), Some(2));
    assert!(
        stderr.starts_with("lightsout-bundle: cannot write output: "),
        "{}",
        stderr
    );
}

#[test]
fn whitespace_runs_are_read_once_and_not_kept() {
    // 20 MB of spaces between two puzzles, and alone; a 100 MB address
    // space is far more than the puzzles need and far less than two copies
    // of the gap.
    let puzzle = "0 1 0 0 0 0\n".repeat(5);
    let gap = " ".repeat(20_000_000);
    let input = format!("2\n{}{}{}", puzzle, gap, puzzle);
    let script = format!(
        "ulimit -v 100000 && exec {}",
        binary("extended_lights_out").display()
    );
    let result = run("sh", &["-c", &script], input.as_bytes());
    assert_eq!(result.status, Some(0), "{}", result.stderr);
    assert_eq!(
        String::from_utf8(result.stdout)
            .unwrap()
            .matches("PUZZLE #")
            .count(),
        2
    );
    // The gap inside one puzzle, between its rows, then a bad cell after
    // it: placed exactly, with the run not kept.
    let rows = "0 1 0 0 0 0\n";
    let input = format!(
        "1\n{}{}\n{}{}0 0 2 0 0 0\n",
        rows,
        gap,
        rows.repeat(2),
        rows
    );
    let tight = format!(
        "ulimit -v 30000 && exec {}",
        binary("extended_lights_out").display()
    );
    let result = run("sh", &["-c", &tight], input.as_bytes());
    assert_eq!(
        (result.status, result.stderr.as_str()),
        (
            Some(1),
            "extended_lights_out: line 7, column 5: expected 0 or 1 in puzzle 1, found \"2\"\n"
        )
    );
    let result = run("sh", &["-c", &script], gap.as_bytes());
    assert_eq!(result.status, Some(1));
    assert_eq!(
        result.stderr,
        "extended_lights_out: line 1, column 20000001: expected the number of puzzles, at least 1, found end of input\n"
    );
}

#[test]
fn the_stream_parses_again_only_when_a_token_comes_in() {
    // Spaces a byte at a time: a reader that re-ran the parse after every
    // read would be quadratic in the run.
    let input = format!("3{}\n4", " ".repeat(100_000));
    let mut reader = common::Trickle {
        data: input.as_bytes(),
        most: 1,
        next: 0,
    };
    let mut stream = lightsout::Stream::new(&mut reader);
    let mut parses = 0;
    for expected in [3, 4] {
        let value = stream.parse(|s| {
            parses += 1;
            s.number("a number", 0, 9)
        });
        assert_eq!(value.unwrap().unwrap(), expected);
    }
    assert!(stream.finish().unwrap().is_ok());
    assert!(parses <= 4, "{} parses", parses);
}

#[test]
fn thin_boards_are_counted_along_their_short_side() {
    let input = format!("1 1000000\n{}\n", "1".repeat(1_000_000));
    let result = run(binary("lightsout"), &["count"], input.as_bytes());
    assert_eq!(result.status, Some(0), "{}", result.stderr);
    // 1000000 = 1 (mod 3): every row of that length has one solution.
    assert!(String::from_utf8(result.stdout)
        .unwrap()
        .starts_with("solvable yes\nnullity 0\n"));
}

#[test]
fn a_malformed_input_is_said_whatever_the_output_holds() {
    let dir =
        std::env::temp_dir().join(format!("lightsout-hardening-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (input, output) = (dir.join("in.txt"), dir.join("out.txt"));
    // The second puzzle is cut short; the output is wrong from its first line.
    std::fs::write(
        &input,
        "2\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n1 1\n",
    )
    .unwrap();
    std::fs::write(&output, "PUZZLE #1\n1 1 1 1 1 1\n").unwrap();
    let paths = [input.to_str().unwrap(), output.to_str().unwrap()];
    let result = run(
        binary("lightsout"),
        &["check", "extended_lights_out", paths[0], paths[1]],
        b"",
    );
    assert_eq!(result.status, Some(2), "{}", result.stderr);
    assert!(
        result
            .stderr
            .starts_with(&format!("lightsout: {}: line 8", paths[0])),
        "{}",
        result.stderr
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn generated_output_stops_when_its_reader_does() {
    let mut child = Command::new(binary("lightsout"))
        .args(["gen", "extended_lights_out", "--count", "1000000"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut start = [0u8; 1000];
    child
        .stdout
        .as_mut()
        .unwrap()
        .read_exact(&mut start)
        .unwrap();
    drop(child.stdout.take());
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    assert_eq!(child.wait().unwrap().code(), Some(0));
    assert_eq!(stderr, "");
    assert!(start.starts_with(b"1000000\n"));
}

#[test]
fn large_boards_are_read_and_written_a_row_at_a_time() {
    // All lit (every such board can be cleared), 6000 x 6000, rows written
    // as words: 36 MB in and 72 MB out, in an 80 MB address space; the
    // board as bits is 4.5 MB.
    let n = 6000;
    let row = format!("{}\n", "1".repeat(n));
    let input = format!("{} {}\n{}", n, n, row.repeat(n)).into_bytes();
    let script = format!(
        "ulimit -v 80000 && exec {} solve --any | tail -2",
        binary("lightsout").display()
    );
    let result = run("sh", &["-c", &script], &input);
    assert_eq!(result.stderr, "");
    let tail = String::from_utf8(result.stdout).unwrap();
    assert!(
        tail.starts_with("presses ") && tail.ends_with("\nminimal unchecked\n"),
        "{}",
        tail
    );
}

#[test]
fn generated_inputs_are_written_as_they_are_made() {
    // A million puzzles are 62 MB of text: written a block at a time as
    // they are made, they fit in a 20 MB address space.
    let script = format!(
        "ulimit -v 20000 && exec {} gen extended_lights_out --count 1000000 > /dev/null",
        binary("lightsout").display()
    );
    let result = run("sh", &["-c", &script], b"");
    assert_eq!((result.status, result.stderr.as_str()), (Some(0), ""));
}

#[test]
fn a_search_too_large_to_hold_is_not_begun() {
    // 1279 x 1279 has t = 1024: its 1024 kernel press sets would take
    // 200 MB, so the proof is not tried, and the one press that lit the
    // board is found in a 100 MB address space; five lit cells need one
    // press at least, which proves it the fewest.
    let n = 1279;
    let mut rows = vec![vec![b'0'; n]; n];
    let (r, c) = (600, 700);
    for (r, c) in [(r, c), (r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)] {
        rows[r][c] = b'1';
    }
    let mut input = format!("{} {}\n", n, n).into_bytes();
    for row in &rows {
        input.extend_from_slice(row);
        input.push(b'\n');
    }
    let script = format!(
        "ulimit -v 100000 && exec {} solve | tail -2",
        binary("lightsout").display()
    );
    let result = run("sh", &["-c", &script], &input);
    assert_eq!(
        (result.status, result.stderr.as_str()),
        (Some(0), ""),
        "{}",
        result.stderr
    );
    assert_eq!(
        String::from_utf8(result.stdout).unwrap(),
        "presses 1\nminimal yes, ties not broken\n"
    );
}

#[test]
fn thin_boards_take_close_to_their_bits() {
    // 15000000 x 1, all lit: 30 MB of text in and out, 1.9 MB as bits
    // (one word a row would be 120 MB a copy), in a 30 MB address space.
    // 15000000 = 0 (mod 3), so the only answer presses rows 1, 4, 7, ...
    let rows = 15_000_000;
    let input = format!("{} 1\n{}", rows, "1\n".repeat(rows));
    for program in ["fliptile", "lightsout solve"] {
        let script = format!(
            "ulimit -v 30000 && exec {}/{}",
            binary("fliptile").parent().unwrap().display(),
            program
        );
        let result = run("sh", &["-c", &script], input.as_bytes());
        assert_eq!(
            (result.status, result.stderr.as_str()),
            (Some(0), ""),
            "{}",
            program
        );
        let mut expected = "0\n1\n0\n".repeat(rows / 3);
        if program != "fliptile" {
            expected += "presses 5000000\nminimal yes\n";
        }
        assert!(result.stdout == expected.as_bytes(), "{}", program);
    }
}

#[test]
fn an_endless_token_is_refused_in_little_memory() {
    // `/dev/zero` never ends and holds no whitespace: every reader refuses
    // it in the first megabytes, with one line, within 100 MB.
    let mut programs: Vec<(String, &str)> = lightsout_judges::problems::ALL
        .iter()
        .map(|p| (binary(p.judge.name).display().to_string(), ""))
        .collect();
    for args in ["solve", "count", "play"] {
        programs.push((binary("lightsout").display().to_string(), args));
    }
    for (program, args) in &programs {
        let script = format!("ulimit -v 100000 && exec {} {} < /dev/zero", program, args);
        let result = run("sh", &["-c", &script], b"");
        assert_eq!(
            result.status,
            Some(1),
            "{} {}: {}",
            program,
            args,
            result.stderr
        );
        assert_eq!(result.stderr.lines().count(), 1, "{}", result.stderr);
    }
    // A row of five cells written as a 300 MB word stops at the row's width;
    // answers to the puzzles before a huge token stand.
    let mut input = b"1 5\n".to_vec();
    input.resize(input.len() + (300 << 20), b'1');
    let tight = format!("ulimit -v 30000 && exec {}", binary("fliptile").display());
    let result = run("sh", &["-c", &tight], &input);
    assert_eq!(result.status, Some(1), "{}", result.stderr);
    assert!(result
        .stderr
        .starts_with("fliptile: line 2, column 1: expected 0 or 1"));
    let mut puzzles = b"3\n".to_vec();
    for _ in 0..2 {
        puzzles.extend_from_slice(b"0 0 0 0 0 0\n".repeat(5).as_slice());
    }
    puzzles.extend(std::iter::repeat(b'0').take(50 << 20));
    let tight = format!(
        "ulimit -v 30000 && exec {}",
        binary("extended_lights_out").display()
    );
    let result = run("sh", &["-c", &tight], &puzzles);
    assert_eq!(result.status, Some(1), "{}", result.stderr);
    let out = String::from_utf8(result.stdout).unwrap();
    assert!(
        out.starts_with("PUZZLE #1\n") && out.contains("PUZZLE #2\n"),
        "{}",
        out
    );
}

#[test]
fn a_link_of_many_keys_is_refused_at_its_first_bad_key() {
    // 256 KB of distinct 3-byte keys: compared each with every key before
    // it, they took seconds of CPU; read once, the first is refused.
    let mut keys = vec!["size=5x5".to_string(), "seed=1".to_string()];
    let alphabet: Vec<char> = ('!'..='~').filter(|c| !"&=%+".contains(*c)).collect();
    'made: for a in &alphabet {
        for b in &alphabet {
            for c in &alphabet {
                keys.push(format!("{}{}{}", a, b, c));
                if keys.len() * 4 > 256 << 10 {
                    break 'made;
                }
            }
        }
    }
    let input = format!("game\n{}", keys.join("&"));
    let lightsout = binary("lightsout");
    let began = std::time::Instant::now();
    let result = run(&lightsout, &["serve", "--answer"], input.as_bytes());
    let took = began.elapsed();
    assert_eq!(
        (result.status, result.stderr.as_str()),
        (
            Some(1),
            "lightsout: unknown key \"!!!\"; the keys are rule, stencil, mod, torus, \
             size, seed, deal, start, level, goal, moves, undone, helped\n"
        )
    );
    assert!(took < std::time::Duration::from_secs(2), "{:?}", took);
    // A key given twice is said back cut, as every echo is.
    let key = "k".repeat(300 << 10);
    let twice = format!("game\nsize=5x5&seed=1&{}=1&{}=2", key, key);
    let result = run(&lightsout, &["serve", "--answer"], twice.as_bytes());
    assert_eq!(result.status, Some(1));
    assert!(
        result.stderr.len() < 300 && result.stderr.lines().count() == 1,
        "{} bytes: {:.80}",
        result.stderr.len(),
        result.stderr
    );
    let twice = "game\nsize=5x5&seed=1&seed=2";
    let result = run(&lightsout, &["serve", "--answer"], twice.as_bytes());
    assert_eq!(result.stderr, "lightsout: seed is given twice\n");
}
