//! Malformed input: one clear line on stderr, a non-zero status, no panic,
//! and the answers to complete earlier puzzles still on stdout.

use crate::common::{self, binary, problem, run, trickle};

/// Runs `name` on `input` and checks status 1, the exact stderr line and
/// the exact stdout.
fn rejects(name: &str, input: &[u8], message: &str, stdout: &str) {
    let result = run(binary(name), &[], input);
    // The library, fed a few bytes at a time, says and writes the same.
    let solver = problem(name).judge.run;
    for most in [1, 2, 5] {
        let (out, error) = trickle(solver, name, input, most);
        assert_eq!(
            String::from_utf8_lossy(&out),
            stdout,
            "{:?} in pieces of {}",
            String::from_utf8_lossy(input),
            most
        );
        assert_eq!(
            error,
            result.stderr,
            "{:?} in pieces of {}",
            String::from_utf8_lossy(input),
            most
        );
    }
    assert_eq!(
        result.stderr,
        format!("{}: {}\n", name, message),
        "input {:?}",
        String::from_utf8_lossy(input)
    );
    assert_eq!(
        result.status,
        Some(1),
        "input {:?}",
        String::from_utf8_lossy(input)
    );
    assert_eq!(String::from_utf8_lossy(&result.stdout), stdout);
}

const ROWS_M: &str = "expected the number of rows M, from 1 to 1000000000, found";
const COLS_N: &str = "expected the number of columns N, from 1 to 1000000000, found";

#[test]
fn fliptile_rejects_bad_sizes() {
    let cases: &[(&[u8], String)] = &[
        (b"", format!("line 1, column 1: {} end of input", ROWS_M)),
        (
            b"  \n\n",
            format!("line 3, column 1: {} end of input", ROWS_M),
        ),
        (
            b"four 4\n",
            format!("line 1, column 1: {} \"four\"", ROWS_M),
        ),
        (b"-1 4\n", format!("line 1, column 1: {} \"-1\"", ROWS_M)),
        (
            b"4294967297 4\n",
            format!("line 1, column 1: {} \"4294967297\"", ROWS_M),
        ),
        (b"4 0\n", format!("line 1, column 3: {} \"0\"", COLS_N)),
        (b"4 2.5\n", format!("line 1, column 3: {} \"2.5\"", COLS_N)),
        (
            b"4 99999999999999999999\n",
            format!("line 1, column 3: {} \"99999999999999999999\"", COLS_N),
        ),
        (b"4", format!("line 1, column 2: {} end of input", COLS_N)),
    ];
    for (input, message) in cases {
        rejects("fliptile", input, message, "");
    }
}

#[test]
fn fliptile_rejects_bad_cells() {
    let cases: &[(&[u8], &str)] = &[
        (
            b"3 5\n1 0 0 1 0\n0 1 1 0 1\n0 0 2 0 1\n",
            "line 4, column 5: expected 0 or 1, found \"2\"",
        ),
        (
            b"2 2\n1 0\n0",
            "line 3, column 2: expected 0 or 1, found end of input",
        ),
        (
            b"2 2\r\n1 0\r\n01 1\r\n",
            "line 3, column 1: expected 0 or 1, found \"01\"",
        ),
        (
            b"1 2\n1 \xff\n",
            "line 2, column 3: expected 0 or 1, found \"\\xff\"",
        ),
        (
            b"1 2\n1 \xc3\xa9\n",
            "line 2, column 3: expected 0 or 1, found \"é\"",
        ),
    ];
    for (input, message) in cases {
        rejects("fliptile", input, message, "");
    }
    // Data after the board: the answer stands, then the error, as every
    // single-case judge binary does.
    let trailing: &[(&[u8], &str)] = &[
        (
            b"1 1\n1\n0\n",
            "line 3, column 1: expected end of input, found \"0\"",
        ),
        (
            b"1 1\n1 junk",
            "line 2, column 3: expected end of input, found \"junk\"",
        ),
    ];
    for (input, message) in trailing {
        rejects("fliptile", input, message, "1\n");
    }
}

const PUZZLE_1: &str = "0 1 1 0 1 0\n1 0 0 1 1 1\n0 0 1 0 0 1\n1 0 0 1 0 1\n0 1 1 1 0 0\n";
const ANSWER_1: &str =
    "PUZZLE #1\n1 0 1 0 0 1\n1 1 0 1 0 1\n0 0 1 0 1 1\n1 0 0 1 0 0\n0 1 0 0 0 0\n";

#[test]
fn extended_lights_out_rejects_bad_counts() {
    let count = "expected the number of puzzles, at least 1, found";
    let cases: &[(&[u8], String)] = &[
        (b"", format!("line 1, column 1: {} end of input", count)),
        (b"0\n", format!("line 1, column 1: {} \"0\"", count)),
        (b"-2\n", format!("line 1, column 1: {} \"-2\"", count)),
        (b"two\n", format!("line 1, column 1: {} \"two\"", count)),
        (
            b"18446744073709551616\n",
            format!("line 1, column 1: {} \"18446744073709551616\"", count),
        ),
    ];
    for (input, message) in cases {
        rejects("extended_lights_out", input, message, "");
    }
}

#[test]
fn extended_lights_out_keeps_answers_before_the_bad_puzzle() {
    let cases: Vec<(String, &str)> = vec![
        // Fewer puzzles than promised.
        (
            format!("3\n{}", PUZZLE_1),
            "line 7, column 1: expected puzzle 2 of 3, found end of input",
        ),
        // A huge count with little data.
        (
            format!("18446744073709551615\n{}", PUZZLE_1),
            "line 7, column 1: expected puzzle 2 of 18446744073709551615, found end of input",
        ),
        // A puzzle cut short.
        (
            format!("2\n{}0 1 1\n", PUZZLE_1),
            "line 8, column 1: expected 0 or 1 in puzzle 2, found end of input",
        ),
        // A bad value.
        (
            format!("2\n{}0 1 1 3 1 0\n", PUZZLE_1),
            "line 7, column 7: expected 0 or 1 in puzzle 2, found \"3\"",
        ),
        // Trailing tokens after the last puzzle.
        (
            format!("1\n{}1\n", PUZZLE_1),
            "line 7, column 1: expected end of input, found \"1\"",
        ),
        // A NUL byte.
        (
            format!("2\n{}\u{0}", PUZZLE_1),
            "line 7, column 1: expected 0 or 1 in puzzle 2, found \"\\0\"",
        ),
    ];
    for (input, message) in &cases {
        rejects("extended_lights_out", input.as_bytes(), message, ANSWER_1);
    }
    let mut input = format!("2\n{}", PUZZLE_1).into_bytes();
    input.extend_from_slice(b"1 \xfe 0");
    rejects(
        "extended_lights_out",
        &input,
        "line 7, column 3: expected 0 or 1 in puzzle 2, found \"\\xfe\"",
        ANSWER_1,
    );
}

#[test]
fn unknown_arguments_are_refused_and_help_is_given() {
    for problem in lightsout::problems::ALL {
        let name = problem.judge.name;
        let result = run(binary(name), &["--frobnicate"], b"");
        assert_eq!(result.status, Some(2));
        assert!(result
            .stderr
            .starts_with(&format!("{}: unexpected argument \"--frobnicate\"", name)));
        let help = run(binary(name), &["--help"], b"");
        assert_eq!(help.status, Some(0));
        let text = String::from_utf8(help.stdout).unwrap();
        assert!(text.starts_with(&format!("{}: solves ", name)), "{}", text);
        assert!(text.contains("Example:"));
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
    for problem in lightsout::problems::ALL {
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
        input += PUZZLE_1;
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
    rejects("extended_lights_out", input.as_bytes(), &message, "");
}

#[test]
fn new_problems_reject_bad_cases_and_keep_earlier_answers() {
    let cases: &[(&str, &[u8], &str, &str)] = &[
        (
            "painters_problem",
            b"2\n3\nyyy\nyyy\nyyy\n2\nyw\nyx\n",
            "line 8, column 2: expected w or y, found \"x\"",
            "0\n",
        ),
        (
            "painters_problem",
            b"21\n",
            "line 1, column 1: expected the number of cases t, from 1 to 20, found \"21\"",
            "",
        ),
        (
            "flip_game",
            b"bwwb\nbbwb\nbwwb\nbww\n",
            "line 4, column 1: expected a row of 4 characters b or w, found \"bww\"",
            "",
        ),
        (
            "water_bowls",
            b"0 0 1 1 1 0 0 1 1 0 1 1 0 0 0 0 0 0 0\n",
            "line 2, column 1: expected 0 or 1, found end of input",
            "",
        ),
        (
            "puzzling_switches",
            b"2\n00111\n01011\n10001\n11010\n11100\n\n11101\n11101\n",
            "line 10, column 1: expected a row of 5 characters, found end of input",
            "3\n",
        ),
        (
            "strange_billboard",
            b"1 2\nX.\n0 5\n",
            "line 3, column 3: expected 0 (R = 0 ends the input), found \"5\"",
            "Damaged billboard.\n",
        ),
        (
            "strange_billboard",
            b"1 2\n.X\n",
            "line 3, column 1: expected the number of rows R (0 0 ends), from 0 to 16, found end of input",
            "Damaged billboard.\n",
        ),
        (
            "turn_off_the_lights",
            b"##########\n",
            "line 2, column 1: expected a row of 10 characters, found end of input",
            "",
        ),
        (
            "flip_five",
            b"2\n*..\n**.\n*..\n***\n*..\n..*\n***\n",
            "line 8, column 1: expected end of input, found \"***\"",
            "1\n3\n",
        ),
        (
            "bulbs_and_switches",
            b"3\n010\n01\n",
            "line 3, column 1: expected a row of 3 characters 1 or 0, found \"01\"",
            "",
        ),
        (
            "bulbs_and_switches",
            b"100001\n",
            "line 1, column 1: expected the number of bulbs N, from 2 to 100000, found \"100001\"",
            "",
        ),
        (
            "turn_off_the_bulbs",
            b"2\n1 0\n0 1 1\n",
            "line 3, column 5: expected end of input, found \"1\"",
            "2\n",
        ),
    ];
    for (name, input, message, stdout) in cases {
        rejects(name, input, message, stdout);
    }
}

#[test]
fn systems_over_gf2_say_where_their_input_is_wrong() {
    let cases: &[(&str, &[u8], &str, &str)] = &[
        (
            "linear_equations_mod_2",
            b"2 3\n101\n01\n11\n",
            "line 3, column 1: expected a row of 3 characters 1 or 0, found \"01\"",
            "",
        ),
        (
            "linear_equations_mod_2",
            b"2 3\n101\n021\n11\n",
            "line 3, column 2: expected 1 or 0, found \"2\"",
            "",
        ),
        (
            "linear_equations_mod_2",
            b"4097 3\n",
            "line 1, column 1: expected N, from 1 to 4096, found \"4097\"",
            "",
        ),
        (
            "linear_equations_mod_2",
            b"2 3\n101\n011\n",
            "line 4, column 1: expected a row of 2 characters, found end of input",
            "",
        ),
        (
            "matrix_rank_mod_2",
            b"4097 4097\n",
            "line 1, column 6: expected M, from 0 to 4095, found \"4097\"",
            "",
        ),
        (
            "inverse_matrix_mod_2",
            b"2\n10\n0a\n",
            "line 3, column 2: expected 1 or 0, found \"a\"",
            "",
        ),
        (
            "matrix_det_mod_2",
            b"2\n10\n011\n",
            "line 3, column 1: expected a row of 2 characters 1 or 0, found \"011\"",
            "",
        ),
        (
            "switch_problem",
            b"2\n1\n0\n1\n0 0\n2\n0 1\n1 0\n1 3\n0 0\n",
            "line 9, column 3: expected a switch J, from 1 to 2, found \"3\"",
            "1\n",
        ),
        (
            "flip_flap",
            b"2 3\n1\n4\n",
            "line 3, column 1: expected a panel, from 1 to 3, found \"4\"",
            "",
        ),
        (
            "alien_insects",
            b"2 2\n1 1\n10 1\n",
            "line 2, column 1: expected a row of 2 characters 1 or 0, found \"1\"",
            "",
        ),
        (
            "alien_insects",
            b"2 3\n10 1\n01 0\n11 0\n",
            "the weighings disagree, though the statement promises they do not",
            "",
        ),
        (
            "coloured_lights",
            b"2 1\nOA\n",
            "line 2, column 2: expected O or X, found \"A\"",
            "",
        ),
        (
            "the_clocks",
            b"9 9 12\n6 6 6\n6 5 6\n",
            "line 3, column 3: expected a clock face 3, 6, 9 or 12, found \"5\"",
            "",
        ),
        (
            "gambler_bo",
            b"2\n1 1\n1\n1 2\n0 3\n",
            "line 5, column 3: expected a cell, from 0 to 2, found \"3\"",
            "1\n1 1\n",
        ),
        (
            "gambler_bo",
            b"1\n31 1\n",
            "line 2, column 1: expected the number of rows n, from 1 to 30, found \"31\"",
            "",
        ),
        (
            "harmonious_matrix",
            b"3 41\n",
            "line 1, column 3: expected the number of columns n, from 1 to 40, found \"41\"",
            "",
        ),
        (
            "harmonious_matrix",
            b"2 2\n",
            "no 2 x 2 matrix but all 0s has every cell even",
            "",
        ),
        (
            "bad_wiring",
            b"2\n1 0\n1\n2 16\n1 1\n",
            "line 4, column 3: expected the reach D, from 0 to 15, found \"16\"",
            "1\n",
        ),
        (
            "bad_wiring",
            b"1\n3 1\n1 2 1\n",
            "line 3, column 3: expected 0 or 1, found \"2\"",
            "",
        ),
        (
            "turn_the_lights_off",
            b"a\n##########\n##########\n##########\n##########\n##########\n##########\n##########\n##########\n##########\n##########\nb\n#O#\n",
            "line 13, column 1: expected a row of 10 characters O or #, found \"#O#\"",
            "a 0\n",
        ),
        (
            "turn_the_lights_off",
            b"a\n##########\n",
            "line 3, column 1: expected a row of 10 characters, found end of input",
            "",
        ),
        (
            "dmoj_lights_out",
            b"1 1\n1\n1 1\n2\n",
            "line 4, column 1: expected 1 or 0, found \"2\"",
            "1\n",
        ),
        (
            "dmoj_lights_out",
            b"1 1\n1\n1 1\n0\n1 1\n0\n1 1\n0\n1 1\n0\n1 1\n0\n",
            "line 11, column 1: expected end of input, found \"1\"",
            "1\n0\n0\n0\n0\n",
        ),
        // The third wave: a day's name, a widget type, a row of the wrong
        // length either way, a cow, an entry past the modulus.
        (
            "widget_factory",
            b"1 1\n1 MON SUN\n1\n1 1\n1 Mon SUN\n1\n0 0\n",
            "line 5, column 3: expected a day, MON to SUN, found \"Mon\"",
            "7\n",
        ),
        (
            "widget_factory",
            b"1 1\n1 MON SUN\n1\n2 1\n1 MON SUN\n3\n0 0\n",
            "line 6, column 1: expected a widget type, from 1 to 2, found \"3\"",
            "7\n",
        ),
        (
            "awkward_lights",
            b"1 1 1\n1\n3 2 1\n1 0\n1 0 1\n0 0 0\n",
            "line 5, column 1: expected 3 values on one line (row 1 has 2), found \"1\"",
            "1\n",
        ),
        (
            "awkward_lights",
            b"1 1 1\n1\n3 2 1\n1 0 1 1\n0 1\n0 0 0\n",
            "line 4, column 7: expected the end of the line after a row of 3 values, found \"1\"",
            "1\n",
        ),
        (
            "awkward_lights",
            b"1 1 1\n1\n3 2 1\n1 0 1\n0 1 0 1\n0 0 0\n",
            "line 5, column 7: expected the end of the line after a row of 3 values, found \"1\"",
            "1\n",
        ),
        (
            "widget_factory",
            b"1 1\n1 MON SUN\n1\n1 1\n1 MON TUE\n1 1\n0 0\n",
            "line 6, column 3: expected the end of the line after a record's widget types, found \"1\"",
            "7\n",
        ),
        (
            "widget_factory",
            b"1 1\n1 MON SUN\n1\n",
            "line 4, column 1: expected another case, or 0 0, found end of input",
            "",
        ),
        (
            "face_the_right_way",
            b"3\nF\nX\nB\n",
            "line 3, column 1: expected F or B, found \"X\"",
            "",
        ),
        (
            "linear_basis",
            b"1\n1125899906842625\n",
            "line 2, column 1: expected a number, from 0 to 1125899906842624, found \"1125899906842625\"",
            "",
        ),
        (
            "intersection_of_f2_vector_spaces",
            b"2\n1 1\n1 1\n1 1073741824\n0\n",
            "line 4, column 3: expected a vector, from 0 to 1073741823, found \"1073741824\"",
            "1 1\n",
        ),
        (
            "matrix_det_mod_p",
            b"2\n1 2\n3 998244353\n",
            "line 3, column 3: expected an entry, from 0 to 998244352, found \"998244353\"",
            "",
        ),
        (
            "linear_equations_mod_p",
            b"1 1\n1\n",
            "line 3, column 1: expected an entry, from 0 to 998244352, found end of input",
            "",
        ),
    ];
    for (name, input, message, stdout) in cases {
        rejects(name, input, message, stdout);
    }
}

#[test]
fn a_broken_promise_is_said_on_stderr() {
    // A 1 x 20 board has a kernel of dimension 1: half the rows cannot be
    // turned right side up, this one among them.
    let input = b"1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n";
    rejects(
        "water_bowls",
        input,
        "no flips turn every bowl right side up, though the statement promises some do",
        "",
    );
}

#[test]
fn mutated_samples_never_panic_and_keep_earlier_answers() {
    // Seeded: every run tries the same inputs, so a failure reproduces.
    let mut rng = lightsout::board::random::SplitMix(0xbad_1a9);
    for problem in lightsout::problems::ALL {
        let name = problem.judge.name;
        for (sample, input, expected) in common::samples(name) {
            if input.len() > 20_000 {
                continue;
            }
            // Fewer rounds for the long samples, so the test stays quick.
            let rounds = if input.len() > 5_000 { 8 } else { 40 };
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
                let (out, error) =
                    trickle(problem.judge.run, name, &mutated, 1 + round % 5);
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
fn other_rules_reject_bad_cases() {
    let cases: &[(&str, &[u8], &str, &str)] = &[
        (
            "even_parity",
            b"2\n1\n0\n2\n0 1\n1 2\n",
            "line 6, column 3: expected 0 or 1, found \"2\"",
            "Case 1: 0\n",
        ),
        (
            "even_parity",
            b"30\n",
            "line 1, column 1: expected the number of cases T, from 1 to 29, found \"30\"",
            "",
        ),
        (
            "pilots_brothers",
            b"-+--\n----\n--*-\n-+--\n",
            "line 3, column 3: expected + or -, found \"*\"",
            "",
        ),
        (
            "usaco_lights",
            b"3 2\n1 2\n3 3\n",
            "line 3, column 3: expected a light other than 3, found \"3\"",
            "",
        ),
        (
            "usaco_lights",
            b"3 2\n1 2\n3 4\n",
            "line 3, column 3: expected a light, from 1 to 3, found \"4\"",
            "",
        ),
        (
            "usaco_lights",
            b"36 1\n1 2\n",
            "line 1, column 1: expected the number of lights N, from 2 to 35, found \"36\"",
            "",
        ),
        (
            // One light has no connection to make: the bound says so.
            "usaco_lights",
            b"1 1\n1 1\n",
            "line 1, column 1: expected the number of lights N, from 2 to 35, found \"1\"",
            "",
        ),
        (
            "usaco_lights",
            b"3 4\n",
            "line 1, column 3: expected the number of connections M, from 1 to 3, found \"4\"",
            "",
        ),
    ];
    for (name, input, message, stdout) in cases {
        rejects(name, input, message, stdout);
    }
}

#[test]
fn every_binary_has_a_version_and_writes_to_dev_null_however_opened() {
    let judges = lightsout::problems::ALL.iter().map(|p| p.judge.name);
    for name in judges.chain(["lightsout", "lightsout-bundle"]) {
        let result = run(binary(name), &["--version"], b"");
        let expected = format!("{} {}\n", name, env!("CARGO_PKG_VERSION"));
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

#[test]
fn single_case_judges_answer_then_refuse_trailing_data() {
    for (name, input, answer) in [
        ("fliptile", &b"1 2\n1 1\nx\n"[..], &b"0 1\n"[..]),
        (
            "water_bowls",
            b"0 0 1 1 1 0 0 1 1 0 1 1 0 0 0 0 0 0 0 0\nx\n",
            b"3\n",
        ),
    ] {
        let result = run(binary(name), &[], input);
        assert_eq!(
            (result.status, result.stdout.as_slice()),
            (Some(1), answer),
            "{}",
            name
        );
        assert!(
            result.stderr.contains("expected end of input"),
            "{}",
            result.stderr
        );
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
