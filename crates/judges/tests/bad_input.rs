//! Malformed input and bad arguments, for every binary alike: one clear
//! line on stderr, a non-zero status, no panic, and the answers to complete
//! earlier puzzles still on stdout. Each problem's own malformed inputs are
//! in its file in `judges/tests/problems/`.

use crate::common::{self, binary, run, trickle};
use crate::judges::refused;
use crate::problems::Malformed;

#[test]
fn unknown_arguments_are_refused_and_help_is_given() {
    for problem in lightsout_judges::problems::ALL {
        let name = problem.judge.name;
        let result = run(binary(name), &["--frobnicate"], b"");
        assert_eq!(result.status, Some(2));
        assert!(result
            .stderr
            .starts_with(&format!("{}: unexpected argument \"--frobnicate\"", name)));
        let help = run(binary(name), &["--help"], b"");
        assert_eq!(help.status, Some(0));
        let text = String::from_utf8(help.stdout).unwrap();
        assert!(
            text.starts_with(&format!("{}: solves ", name))
                && text.contains("\nExample:\n"),
            "{} --help starts `{}: solves ` and ends with `Example:` and a command \
             (docs/contributing.md, \"Adding a problem\"), not:\n{}",
            name,
            name,
            text
        );
        let extra = run(binary(name), &["--help", "extra"], b"");
        assert_eq!(extra.status, Some(2), "{} --help extra", name);
        assert!(
            extra
                .stderr
                .starts_with(&format!("{}: unexpected argument \"extra\"", name)),
            "{}",
            extra.stderr
        );
    }
}

#[test]
fn failed_writes_are_said_and_never_succeed() {
    // Output that cannot be written (a full disk) fails with status 2, the
    // status of failed I/O (1 is input that cannot be answered), and one
    // line on stderr, for help as for answers.
    let full = match std::fs::OpenOptions::new().write(true).open("/dev/full") {
        Ok(full) => full,
        Err(_) => return,
    };
    for problem in lightsout_judges::problems::ALL {
        let name = problem.judge.name;
        let (_, input, _) = common::samples(name).remove(0);
        for args in [&["--help"][..], &[]] {
            let mut child = std::process::Command::new(binary(name))
                .args(args)
                .stdin(std::process::Stdio::piped())
                .stdout(full.try_clone().unwrap())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap();
            use std::io::Write;
            let _ = child.stdin.take().unwrap().write_all(&input);
            let output = child.wait_with_output().unwrap();
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert_eq!(output.status.code(), Some(2), "{} {:?}", name, args);
            assert!(
                stderr.starts_with(&format!("{}: cannot write output: ", name))
                    && stderr.lines().count() == 1,
                "{} {:?}: {:?}",
                name,
                args,
                stderr
            );
        }
    }
}

#[test]
fn errors_far_into_a_long_input_keep_their_line() {
    // Far past the first block the reader buffers.
    let puzzles = 3000;
    let mut input = format!("{}\n", puzzles + 1);
    for _ in 0..puzzles {
        input += crate::problems::extended_lights_out::PUZZLE_1;
    }
    let good = run(binary("extended_lights_out"), &[], input.as_bytes());
    input += "0 1 1 0 1 0\n1 0 0 1 1 1\n0 0 1 0 0 1\n1 0 0 1 0 1\n0 1 1 x 0 0\n";
    let line = 1 + 5 * puzzles + 5;
    let message = format!(
        "line {}, column 7: expected 0 or 1 in puzzle {}, found \"x\"",
        line,
        puzzles + 1
    );
    let expected_out = String::from_utf8(good.stdout).unwrap();
    let result = run(binary("extended_lights_out"), &[], input.as_bytes());
    assert_eq!(result.stderr, format!("extended_lights_out: {}\n", message));
    assert_eq!(String::from_utf8(result.stdout).unwrap(), expected_out);
    assert_eq!(expected_out.matches("PUZZLE #").count(), puzzles);
}

#[test]
fn a_token_longer_than_a_block_is_quoted_short() {
    let input = format!("{}\n", "1".repeat(200_000));
    let message = format!(
        "line 1, column 1: expected the number of puzzles, at least 1, found \"{}\"...",
        "1".repeat(24)
    );
    refused(
        "extended_lights_out",
        &Malformed::new(input.as_bytes(), &message, ""),
    );
}

#[test]
fn mutated_samples_never_panic_and_keep_earlier_answers() {
    // Seeded: every run tries the same inputs, so a failure reproduces.
    let mut rng = lightsout::SplitMix(0xbad_1a9);
    for problem in lightsout_judges::problems::ALL {
        let name = problem.judge.name;
        for (sample, input, expected) in common::samples(name) {
            if input.len() > 20_000 {
                continue;
            }
            // Fewer rounds for the long samples, so the test stays quick;
            // a quarter of them but in the full run.
            let rounds = if input.len() > 5_000 { 8 } else { 40 };
            let rounds = if common::full() { rounds } else { rounds / 4 };
            for round in 0..rounds {
                let mut mutated = input.clone();
                let at = rng.below(input.len() as u64 + 1) as usize;
                match round % 4 {
                    0 => mutated.truncate(at),
                    1 if at < mutated.len() => {
                        mutated[at] = b"01xX.#*-9 \n\r\xff"[rng.below(13) as usize]
                    }
                    2 => mutated
                        .splice(at..at, b" 7 ".iter().copied())
                        .for_each(drop),
                    _ => mutated.extend_from_slice(b"\n1\n"),
                }
                // A few bytes at a time; the long samples, whose pieces
                // of a few bytes judges::NAME::samples_in_pieces reads, in
                // pieces of 64.
                let most = if input.len() > 5_000 {
                    64
                } else {
                    1 + round % 5
                };
                let (out, error) = trickle(problem.judge.run, name, &mutated, most);
                let context = format!("{}/{} mutated in round {}", name, sample, round);
                if !error.is_empty() {
                    assert!(
                        error.starts_with(&format!("{}: ", name))
                            && error.lines().count() == 1,
                        "{}: {:?}",
                        context,
                        error
                    );
                }
                if round % 4 == 0 && !error.is_empty() {
                    // A cut input: whole answers, all of them right.
                    assert!(out.is_empty() || out.ends_with(b"\n"), "{}", context);
                    assert!(expected.starts_with(&out), "{}", context);
                }
            }
        }
    }
}

#[test]
fn every_binary_has_a_version_and_writes_to_dev_null_however_opened() {
    let judges = lightsout_judges::problems::ALL.iter().map(|p| p.judge.name);
    for name in judges.chain(["lightsout", "lightsout-bundle"]) {
        let result = run(binary(name), &["--version"], b"");
        let expected = format!("{} {}\n", name, crate::common::version());
        assert_eq!(
            (result.status, result.stdout),
            (Some(0), expected.into_bytes())
        );
    }
    // Discarding the output is legitimate: `> /dev/null`, `1<> /dev/null`
    // (Python's subprocess.DEVNULL), and `>&-`, which the standard library
    // cannot tell from the second (it opens /dev/null in its place).
    for name in ["fliptile", "water_bowls", "lightsout", "lightsout-bundle"] {
        let own = if name == "water_bowls" {
            name
        } else {
            "fliptile"
        };
        let (_, input, _) = common::samples(own).remove(0);
        let args = match name {
            "lightsout" => "solve",
            "lightsout-bundle" => "fliptile",
            _ => "",
        };
        for redirect in ["> /dev/null", "1<> /dev/null", ">&-"] {
            let script = format!("exec {} {} {}", binary(name).display(), args, redirect);
            let result = run("sh", &["-c", &script], &input);
            assert_eq!(
                (result.status, result.stderr.as_str()),
                (Some(0), ""),
                "{} {}",
                name,
                redirect
            );
        }
    }
}

/// Runs `program` with `args` under a 40 MB address-space limit on `head`,
/// then zeros without end (up to 256 MiB, until the program stops
/// reading): its status, stdout and stderr.
fn fed_zeros(program: &str, args: &[&str], head: &[u8]) -> (Option<i32>, String, String) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 40000; exec \"$0\" \"$@\"")
        .arg(binary(program))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let head = head.to_vec();
    let writer = std::thread::spawn(move || {
        let zeros = vec![b'0'; 1 << 16];
        if stdin.write_all(&head).is_ok() {
            for _ in 0..(256 << 20) / zeros.len() {
                if stdin.write_all(&zeros).is_err() {
                    break;
                }
            }
        }
    });
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    (
        output.status.code(),
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

#[test]
fn runs_of_zeros_are_refused_without_being_held() {
    // A number's leading zeros count toward its length: an endless run is
    // refused once it is longer than any number, in bounded memory, and
    // the answers before it stay written.
    for (program, args, head, answered) in [
        ("bad_wiring", &[][..], &b"2\n1 0\n1\n3 "[..], "1\n"),
        ("flip_flap", &[], b"2 3\n", ""),
        ("gambler_bo", &[], b"2\n1 1\n0\n2 ", "0\n"),
        ("matrix_rank_mod_2", &[], b"", ""),
        (
            "strange_billboard",
            &[],
            b"1 1\nX\n",
            "You have to tap 1 tiles.\n",
        ),
        ("switch_problem", &[], b"2\n1\n1\n0\n0 0\n1\n", "1\n"),
        ("fliptile", &[], b"", ""),
        ("lightsout", &["solve", "--mod", "3"], b"1 2\n", ""),
        ("lightsout", &["count", "--mod", "5"], b"", ""),
    ] {
        let (status, out, err) = fed_zeros(program, args, head);
        assert_eq!(status, Some(1), "{} {:?}: {}", program, args, err);
        assert_eq!(out, answered, "{} {:?}", program, args);
        assert!(
            err.contains("found \"000000000000000000000000\"..."),
            "{}: {}",
            program,
            err
        );
        assert_eq!(err.lines().count(), 1, "{}", err);
    }
}

#[test]
fn whole_reads_are_bounded_by_what_their_format_needs() {
    let folder =
        std::env::temp_dir().join(format!("lightsout-whole-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    // A gibibyte of NUL bytes, sparse: nothing is written to disk.
    let huge = folder.join("huge");
    std::fs::File::create(&huge)
        .unwrap()
        .set_len(1 << 30)
        .unwrap();
    let huge = huge.to_str().unwrap();
    let board = folder.join("board");
    std::fs::write(&board, "2 2\n1 0\n0 1\n").unwrap();
    let board = board.to_str().unwrap();
    let program = binary("lightsout");
    let program = program.to_str().unwrap();
    for (args, input, says) in [
        (
            &["solve", "--target", huge][..],
            b"2 2\n1 0\n0 1\n".to_vec(),
            "a board of 4 cells",
        ),
        (
            &["play", "3", "--from", huge],
            Vec::new(),
            "a board of 1048576 cells",
        ),
        (
            &["check", "fliptile", huge, board],
            Vec::new(),
            "any judge's input or answer",
        ),
        (
            &["check", "fliptile", board, huge],
            Vec::new(),
            "any judge's input or answer",
        ),
        (
            &["solve", "--graph"],
            vec![0; 2 << 20],
            "a graph of 40 lights",
        ),
        (
            &["count", "--graph"],
            vec![0; 2 << 20],
            "a graph of 40 lights",
        ),
    ] {
        let script = "ulimit -v 400000; exec \"$0\" \"$@\"";
        let mut all = vec!["-c", script, program];
        all.extend_from_slice(args);
        let result = run("sh", &all, &input);
        assert_eq!(result.status, Some(1), "{:?}: {}", args, result.stderr);
        assert!(
            result.stderr.contains("bytes, more than ") && result.stderr.contains(says),
            "{:?}: {}",
            args,
            result.stderr
        );
        assert_eq!(result.stderr.lines().count(), 1);
    }
    std::fs::remove_dir_all(&folder).unwrap();
}
