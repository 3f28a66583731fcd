//! The `lightsout` command: its answers checked by a simulator written
//! here, its tables against the seed's and against enumeration.

use crate::common::{self, binary, lightsout, pressed, random_cells, run, simulate};
use lightsout::SplitMix;

/// `board` as `solve` reads it: `M N`, then its rows, spaced or packed.
pub(crate) fn board_text(board: &[Vec<u8>], packed: bool) -> String {
    let mut text = format!("{} {}\n", board.len(), board[0].len());
    for row in board {
        let cells: Vec<String> = row.iter().map(|v| v.to_string()).collect();
        text += &cells.join(if packed { "" } else { " " });
        text += "\n";
    }
    text
}

/// The press matrix and the two summary lines of `solve`'s output.
pub(crate) fn parse_answer(text: &str, rows: usize) -> (Vec<Vec<u8>>, u64, String) {
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), rows + 2, "{}", text);
    let presses: Vec<Vec<u8>> = lines[..rows]
        .iter()
        .map(|line| line.split(' ').map(|v| v.parse().unwrap()).collect())
        .collect();
    let count = lines[rows]
        .strip_prefix("presses ")
        .unwrap()
        .parse()
        .unwrap();
    let minimal = lines[rows + 1]
        .strip_prefix("minimal ")
        .unwrap()
        .to_string();
    (presses, count, minimal)
}

#[test]
fn large_boards_are_solved_and_verified() {
    let mut rng = SplitMix(0xdead_beef_1234_5678);
    let mut sizes = vec![(64, 65), (130, 7), (5, 300), (1000, 3)];
    if common::full() {
        sizes.extend([(200, 200), (97, 97)]);
    }
    for &(rows, cols) in &sizes {
        // Built from random presses, so it can be cleared.
        let presses = random_cells(&mut rng, rows, cols);
        let dark = vec![vec![0; cols]; rows];
        let board = simulate(&dark, &presses);
        for &any in &[false, true] {
            let args: &[&str] = if any { &["solve", "--any"] } else { &["solve"] };
            let (out, err, status) =
                lightsout(args, board_text(&board, rows % 2 == 0).as_bytes());
            assert_eq!((status, err.as_str()), (Some(0), ""), "{} x {}", rows, cols);
            let (answer, count, minimal) = parse_answer(&out, rows);
            assert_eq!(
                simulate(&board, &answer),
                dark,
                "{} x {} answer does not clear the board",
                rows,
                cols
            );
            assert_eq!(
                count,
                answer.iter().flatten().map(|&v| u64::from(v)).sum::<u64>()
            );
            let expected = if any { "unchecked" } else { "yes" };
            assert!(
                minimal == expected || minimal.starts_with("unproven"),
                "{} x {}: minimal {}",
                rows,
                cols,
                minimal
            );
        }
    }
}

#[test]
fn targets_other_than_dark() {
    let board = vec![vec![1, 0, 0], vec![0, 0, 0], vec![0, 0, 1]];
    let (out, _, status) = lightsout(
        &["solve", "--target", "all-on"],
        board_text(&board, false).as_bytes(),
    );
    assert_eq!(status, Some(0));
    let (presses, _, minimal) = parse_answer(&out, 3);
    assert_eq!(simulate(&board, &presses), vec![vec![1; 3]; 3]);
    assert_eq!(minimal, "yes");

    let goal = vec![vec![0, 1, 0], vec![1, 1, 1], vec![0, 1, 0]];
    let path =
        std::env::temp_dir().join(format!("lightsout-target-{}.txt", std::process::id()));
    std::fs::write(&path, board_text(&goal, true)).unwrap();
    let dark = vec![vec![0; 3]; 3];
    let (out, err, status) = lightsout(
        &["solve", "--target", path.to_str().unwrap()],
        board_text(&dark, false).as_bytes(),
    );
    assert_eq!(status, Some(0), "{}", err);
    assert_eq!(out, "0 0 0\n0 1 0\n0 0 0\npresses 1\nminimal yes\n");

    let (_, err, status) = lightsout(
        &["solve", "--target", path.to_str().unwrap()],
        b"2 2\n00\n00\n",
    );
    assert_eq!(status, Some(1));
    assert!(
        err.ends_with("the target is 3 x 3, the board 2 x 2\n"),
        "{}",
        err
    );
    std::fs::remove_file(&path).unwrap();
}

#[test]
fn impossible_boards_say_so() {
    let (out, _, status) = lightsout(&["solve"], b"4 4\n1000\n0000\n0000\n0000\n");
    assert_eq!((out.as_str(), status), ("IMPOSSIBLE\n", Some(0)));
    let (out, _, _) = lightsout(&["count"], b"4 4\n1000\n0000\n0000\n0000\n");
    assert_eq!(
        out,
        "solvable no\nnullity 4\nkernel 2^4 = 16\nsolutions 0\nreachable 2^12 = 4096\n"
    );
    let (out, _, _) = lightsout(&["count"], b"5 5\n11111\n11111\n11111\n11111\n11111\n");
    assert_eq!(
        out,
        "solvable yes\nnullity 2\nkernel 2^2 = 4\nsolutions 2^2 = 4\nreachable 2^23 = 8388608\n"
    );
}

#[test]
fn nullity_table_matches_the_seed() {
    let expected =
        std::fs::read_to_string(crate::common::root().join("tests/data/nullity_1_300.txt"))
            .unwrap();
    let (out, _, status) = lightsout(&["nullity", "1", "300"], b"");
    assert_eq!(status, Some(0));
    assert!(
        out == expected,
        "nullity 1 300 differs from the seed's table"
    );
}

#[test]
fn rectangles_match_enumeration() {
    for rows in 1..=12 {
        for cols in 1..=12 {
            let dark = lightsout::grid::Grid::new(rows, cols);
            let solutions = lightsout::first_rows(&dark).count();
            let (out, _, _) = lightsout(
                &["nullity", "--rect", &rows.to_string(), &cols.to_string()],
                b"",
            );
            let t: u32 = out.trim().rsplit(' ').next().unwrap().parse().unwrap();
            assert_eq!(1usize << t, solutions, "{} x {}", rows, cols);
        }
    }
}

#[test]
fn matrix_draws_as_the_seed_does() {
    // The seed's drawing, with 0 for its spaces: every row is N digits.
    let (out, _, _) = lightsout(&["matrix", "5"], b"");
    assert_eq!(out, "01101\n11100\n11011\n00111\n10110\nones 16\n");
    // The seed's counts of ones for n = 1..30.
    let ones = [
        1, 2, 7, 0, 16, 12, 27, 20, 25, 28, 68, 36, 81, 56, 115, 66, 136, 60, 175, 80, 217,
        126, 284, 126, 297, 180, 303, 204, 400, 234,
    ];
    for (n, expected) in (1..).zip(ones.iter()) {
        let (out, _, _) = lightsout(&["matrix", &n.to_string()], b"");
        assert_eq!(out.lines().count(), n + 1);
        assert_eq!(
            out.lines().last().unwrap(),
            format!("ones {}", expected),
            "n = {}",
            n
        );
        assert!(out.lines().take(n).all(|line| line.len() == n));
    }
    // Rectangles: M rows, N columns; 4 x 3 has the 3 x 3 matrix of the 4-row chase.
    let (out, _, _) = lightsout(&["matrix", "4", "3"], b"");
    assert_eq!(out.lines().count(), 4);
    let (out, _, _) = lightsout(&["matrix", "3", "4"], b"");
    assert_eq!(out.lines().count(), 5);
}

#[test]
fn usage_errors_exit_2_and_bad_boards_exit_1() {
    for args in [
        &["frobnicate"][..],
        &[],
        &["nullity", "0", "5"],
        &["matrix", "x"],
        &["matrix", "+5"],
        &["matrix", "10001"],
        &["matrix", "18446744073709551615"],
        &["nullity", "5", "3"],
        &["nullity", "--rect", "1", "18446744073709551615"],
        &["solve", "--fast"],
        &["solve", "--search-minutes"],
        &["solve", "--threads"],
        &["solve", "--search-minutes", "0"],
        &["solve", "--search-minutes", "100001"],
        &["solve", "--any", "--search-minutes", "2"],
        &["solve", "--graph", "--rule", "standard"],
        &["count", "extra"],
        &["gen", "nope"],
        &["check", "fliptile", "a"],
    ] {
        let (_, err, status) = lightsout(args, b"");
        assert_eq!(status, Some(2), "{:?}", args);
        assert!(
            err.starts_with("lightsout: ") && err.ends_with("(see --help)\n"),
            "{}",
            err
        );
    }
    let (_, err, status) = lightsout(&["count"], b"2 2\n1 0\n0 2\n");
    assert_eq!(status, Some(1));
    assert_eq!(
        err,
        "lightsout: stdin: line 3, column 3: expected 0 or 1, found \"2\"\n"
    );
    let (out, _, status) = lightsout(&["--help"], b"");
    assert_eq!(status, Some(0));
    assert!(out.contains("lightsout solve") && out.contains("Example:"));
    // Help on help is the help.
    for args in [&["help", "help"][..], &["help", "--help"], &["help", "-h"]] {
        assert_eq!(lightsout(args, b""), (out.clone(), String::new(), Some(0)));
    }
    // An option without its value says so, whichever it is.
    for option in ["--threads", "--search-minutes", "--mod"] {
        let (_, err, _) = lightsout(&["solve", option], b"");
        assert!(err.contains(&format!("{} needs", option)), "{}", err);
    }
}

#[test]
fn checks_verdict_is_its_status_whatever_the_pipe_does() {
    let folder =
        std::env::temp_dir().join(format!("lightsout-verdict-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let input = folder.join("in");
    std::fs::write(&input, "1 1\n1\n").unwrap();
    for (answer, verdict) in [("1\n", 0), ("0\n", 1)] {
        let output = folder.join("out");
        std::fs::write(&output, answer).unwrap();
        let mut child = std::process::Command::new(binary("lightsout"))
            .args(["check", "fliptile"])
            .arg(&input)
            .arg(&output)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        // The reader goes away before the verdict is written.
        drop(child.stdout.take());
        assert_eq!(child.wait().unwrap().code(), Some(verdict), "{:?}", answer);
    }
    std::fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn each_command_has_its_help_and_the_tool_its_version() {
    let (all, _, _) = lightsout(&["--help"], b"");
    let names: Vec<&str> = all
        .lines()
        .filter_map(|line| line.strip_prefix("  lightsout "))
        .map(|synopsis| synopsis.split(' ').next().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "solve",
            "merge",
            "count",
            "nullity",
            "matrix",
            "first-row",
            "play",
            "serve",
            "gen",
            "check",
            "stress"
        ]
    );
    for name in names {
        let (out, err, status) = lightsout(&[name, "--help"], b"");
        assert_eq!((status, err.as_str()), (Some(0), ""), "{} --help", name);
        assert!(out.starts_with(&format!("  lightsout {}", name)), "{}", out);
        // The full help holds each command's usage as it is.
        assert!(all.contains(&out), "{}", name);
    }
    let (out, _, status) = lightsout(&["--version"], b"");
    assert_eq!(status, Some(0));
    assert_eq!(out, format!("lightsout {}\n", crate::common::version()));
}

#[test]
fn matrix_takes_rows_first_and_nullity_streams() {
    // 1 x 3: one row, three columns; 3 x 1: a 1 x 1 matrix, t = 0.
    assert_eq!(
        lightsout(&["matrix", "1", "3"], b"").0,
        "110\n111\n011\nones 7\n"
    );
    assert_eq!(lightsout(&["matrix", "3", "1"], b"").0, "1\nones 1\n");
    // The first lines come out while the rest is still being computed.
    let mut child = std::process::Command::new(crate::common::binary("lightsout"))
        .args(["nullity", "1", "1000000"])
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 4];
    use std::io::Read;
    child
        .stdout
        .as_mut()
        .unwrap()
        .read_exact(&mut first)
        .unwrap();
    assert_eq!(&first, b"1 0\n");
    child.kill().unwrap();
    child.wait().unwrap();
}

#[test]
fn minimality_past_the_walk_is_proven_or_said_unproven() {
    // 39 x 39 boards have 2^32 solutions when they have any: too many for
    // the judge binary's walk.
    let n = 39;
    let mut rng = SplitMix(39);
    let presses = random_cells(&mut rng, n, n);
    let dark = vec![vec![0; n]; n];
    let board = simulate(&dark, &presses);
    let result = run(
        common::binary("fliptile"),
        &[],
        board_text(&board, false).as_bytes(),
    );
    assert_eq!(result.status, Some(0));
    assert!(
        result
            .stderr
            .starts_with("fliptile: note: too many solutions to compare them all;"),
        "{}",
        result.stderr
    );
    let text = String::from_utf8(result.stdout).unwrap();
    let answer: Vec<Vec<u8>> = text
        .lines()
        .map(|line| line.split(' ').map(|v| v.parse().unwrap()).collect())
        .collect();
    assert_eq!(simulate(&board, &answer), dark);
    if common::full() {
        // `solve` tries all 2^32 in seconds, and says the fewest is proven.
        let (out, _, _) = lightsout(&["solve"], board_text(&board, true).as_bytes());
        let (answer, count, minimal) = parse_answer(&out, n);
        assert_eq!(simulate(&board, &answer), dark);
        assert_eq!(minimal, "yes, ties not broken");
        assert!(count <= text.matches('1').count() as u64);
        // 61 x 61 has 2^40: past both the bound and trying them all.
        let wide = 61;
        let presses = random_cells(&mut rng, wide, wide);
        let board61 = simulate(&vec![vec![0; wide]; wide], &presses);
        let (out, _, _) = lightsout(&["solve"], board_text(&board61, true).as_bytes());
        let (answer, count, minimal) = parse_answer(&out, wide);
        assert_eq!(simulate(&board61, &answer), vec![vec![0; wide]; wide]);
        // What the bound proved before its work ran out, below the answer.
        let lower: u64 = minimal
            .strip_prefix("unproven, at least ")
            .unwrap_or_else(|| panic!("{}", minimal))
            .parse()
            .unwrap();
        assert!(
            0 < lower && lower < count,
            "{} presses, at least {}",
            count,
            lower
        );
    }
    // Ten presses, the fewest proven, with more time than it needs.
    let mut sparse = vec![vec![0; n]; n];
    for _ in 0..10 {
        sparse[rng.below(n as u64) as usize][rng.below(n as u64) as usize] ^= 1;
    }
    let lit = simulate(&dark, &sparse);
    let (out, _, status) = lightsout(
        &["solve", "--search-minutes", "2"],
        board_text(&lit, true).as_bytes(),
    );
    assert_eq!(status, Some(0));
    let (answer, count, minimal) = parse_answer(&out, n);
    assert_eq!(simulate(&lit, &answer), dark);
    assert!(count <= 10 && minimal == "yes, ties not broken", "{}", out);
    let (count, _, _) = lightsout(&["count"], board_text(&board, false).as_bytes());
    assert!(
        count.starts_with(
            "solvable yes\nnullity 32\nkernel 2^32 = 4294967296\nsolutions 2^32 = 4294967296\n"
        ),
        "{}",
        count
    );
}

#[test]
fn graphs_in_usaco_format_are_solved_and_counted() {
    let statement = b"5 6\n1 2\n1 3\n4 2\n3 4\n2 5\n5 3\n";
    let (out, err, status) = lightsout(&["solve", "--graph"], statement);
    assert_eq!((status, err.as_str()), (Some(0), ""));
    assert_eq!(out, "1 0 0 1 1\npresses 3\nminimal yes\n");
    // Any answer turns every light on, however many switches it takes.
    let (out, _, _) = lightsout(&["solve", "--graph", "--any"], statement);
    let switches: Vec<usize> = out
        .lines()
        .next()
        .unwrap()
        .split(' ')
        .enumerate()
        .filter(|(_, v)| *v == "1")
        .map(|(j, _)| j + 1)
        .collect();
    let edges = [(1, 2), (1, 3), (4, 2), (3, 4), (2, 5), (5, 3)];
    for light in 1..=5 {
        let toggles = switches
            .iter()
            .filter(|&&s| {
                s == light || edges.contains(&(s, light)) || edges.contains(&(light, s))
            })
            .count();
        assert_eq!(toggles % 2, 1, "light {} stays off: {}", light, out);
    }
    assert!(out.ends_with("minimal unchecked\n"), "{}", out);
    // The complete graph on 35: one switch does, and t = 34.
    let mut complete = String::from("35 595\n");
    for a in 1..=35 {
        for b in a + 1..=35 {
            complete += &format!("{} {}\n", a, b);
        }
    }
    let (out, _, _) = lightsout(&["count", "--graph"], complete.as_bytes());
    assert_eq!(
        out,
        "solvable yes\nnullity 34\nkernel 2^34 = 17179869184\nsolutions 2^34 = 17179869184\nreachable 2^1 = 2\n"
    );
    let (out, _, _) = lightsout(&["solve", "--graph"], complete.as_bytes());
    assert!(
        out.ends_with("presses 1\nminimal yes, ties not broken\n"),
        "{}",
        out
    );
    let (_, err, status) =
        lightsout(&["solve", "--graph", "--target", "all-off"], statement);
    assert_eq!(status, Some(2), "{}", err);
    let (_, err, status) = lightsout(&["count", "--graph"], b"3 1\n1 1\n");
    assert_eq!(status, Some(1));
    assert_eq!(
        err,
        "lightsout: stdin: line 2, column 3: expected a light other than 1, found \"1\"\n"
    );
}

#[test]
fn the_tool_says_what_a_newcomer_needs() {
    // `help` as a command, and the problem names where PROBLEM is asked for.
    let (all, _, status) = lightsout(&["help"], b"");
    assert_eq!((status, all.starts_with("lightsout: ")), (Some(0), true));
    for command in ["gen", "check"] {
        let (out, _, status) = lightsout(&["help", command], b"");
        assert_eq!(status, Some(0));
        for problem in lightsout_judges::problems::ALL {
            assert!(out.contains(problem.judge.name), "{} --help", command);
        }
    }
    let (_, err, status) = lightsout(&["help", "frobnicate"], b"");
    assert_eq!(status, Some(2), "{}", err);
    // A wrong shape blames the shape, not an argument it never had.
    let (_, err, status) = lightsout(&["nullity", "--rect", "4"], b"");
    assert_eq!(
        (status, err.as_str()),
        (
            Some(2),
            "lightsout: `nullity` takes FROM TO | --rect M N [RULE] (see --help)\n"
        )
    );
    // No press needed says so, as the game's chase does.
    assert_eq!(lightsout(&["first-row", "2", "2", "00"], b"").0, "none\n");
    // The problem's own bounds speak first, and all of them are allowed.
    let (_, err, _) = lightsout(&["gen", "fliptile", "--rows", "100"], b"");
    assert!(err.contains("at most 15"), "{}", err);
    let (out, err, status) =
        lightsout(&["gen", "bulbs_and_switches", "--cols", "100000"], b"");
    assert_eq!((status, err.as_str()), (Some(0), ""));
    assert_eq!(out.lines().nth(1).map(str::len), Some(100_000));
    // A failed spec writes nothing.
    let (out, err, status) = lightsout(&["gen", "painters_problem", "--rows", "16"], b"");
    assert_eq!((status, out.as_str()), (Some(2), ""), "{}", err);
    // The version is the crate's.
    let (out, _, _) = lightsout(&["--version"], b"");
    assert_eq!(out, format!("lightsout {}\n", crate::common::version()));
}

#[test]
fn threads_give_the_same_answer_and_say_nothing_off_a_terminal() {
    if !common::full() {
        return;
    }
    // All-lit 39 x 39 (t = 32): every solution is tried, over two seconds
    // of work, the progress report's threshold; stderr is a pipe here.
    let n = 39;
    let mut input = format!("{} {}\n", n, n);
    for _ in 0..n {
        input += &vec!["1"; n].join(" ");
        input += "\n";
    }
    let mut answers = Vec::new();
    for threads in ["1", "2", "3"] {
        let (out, err, status) =
            lightsout(&["solve", "--threads", threads], input.as_bytes());
        assert_eq!(
            (status, err.as_str()),
            (Some(0), ""),
            "--threads {}",
            threads
        );
        answers.push(out);
    }
    assert!(answers[0].ends_with("presses 561\nminimal yes, ties not broken\n"));
    assert!(answers.iter().all(|a| *a == answers[0]));
}

#[test]
fn any_stencil_modulus_and_torus_are_solved_and_checked_here() {
    let variants: &[(&str, u32, bool)] = &[
        ("010/111/010", 3, false),
        ("010/121/010", 3, false),
        ("111/111/111", 2, false),
        ("010/101/010", 2, true),
        ("010/111/010", 4, true),
        ("1111111", 2, false),
        ("00100/01110/11111/01110/00100", 6, false),
    ];
    for (seed, &(stencil, k, torus)) in variants.iter().enumerate() {
        for size in ["3", "7", "12"] {
            let mut variant = vec!["--stencil", stencil];
            let k_text = k.to_string();
            variant.extend(["--mod", &k_text]);
            if torus {
                variant.push("--torus");
            }
            let seed_text = seed.to_string();
            let mut gen = vec![
                "gen",
                "board",
                "--rows",
                size,
                "--cols",
                "5",
                "--solvable",
                "--seed",
                &seed_text,
            ];
            gen.extend(&variant);
            let (board_text, err, status) = lightsout(&gen, b"");
            assert_eq!((status, err.as_str()), (Some(0), ""), "{:?}", gen);
            let board: Vec<Vec<u32>> = board_text
                .lines()
                .skip(1)
                .map(|line| line.bytes().map(|b| u32::from(b - b'0')).collect())
                .collect();
            let mut solve = vec!["solve"];
            solve.extend(&variant);
            let (out, err, status) = lightsout(&solve, board_text.as_bytes());
            assert_eq!((status, err.as_str()), (Some(0), ""), "{:?}", solve);
            let lines: Vec<&str> = out.lines().collect();
            let rows = board.len();
            let presses: Vec<Vec<u32>> = lines[..rows]
                .iter()
                .map(|line| line.split(' ').map(|v| v.parse().unwrap()).collect())
                .collect();
            let total: u32 = presses.iter().flatten().sum();
            assert_eq!(lines[rows], format!("presses {}", total));
            assert!(lines[rows + 1].starts_with("minimal "), "{}", out);
            let cleared = pressed(&board, &presses, stencil, k, torus);
            assert!(
                cleared.iter().flatten().all(|&v| v == 0),
                "{:?} on\n{}gives\n{}",
                solve,
                board_text,
                out
            );
            // Solvable, and counted.
            let mut count = vec!["count"];
            count.extend(&variant);
            let (out, _, status) = lightsout(&count, board_text.as_bytes());
            assert_eq!(status, Some(0));
            assert!(out.starts_with("solvable yes\n"), "{}", out);
        }
    }
}

#[test]
fn bad_stencils_and_moduli_get_one_usage_line() {
    for (args, message) in [
        (
            &["solve", "--stencil", "0110/1111/0110"][..],
            "both sides must be odd",
        ),
        (
            &["solve", "--stencil", "010/121/010"],
            "weights must be below 2",
        ),
        (
            &["solve", "--stencil", "000/000/000"],
            "every weight is zero",
        ),
        (
            &["solve", "--stencil", "010/11/010"],
            "every row needs 3 digits",
        ),
        (&["count", "--mod", "1"], "expected K from 2 to 65536"),
        (
            &["count", "--mod", "65538"],
            "or a prime below 2^30, not 65538",
        ),
        (&["nullity", "1", "3", "--stencil"], "--stencil needs ROWS"),
        (&["gen", "fliptile", "--mod", "3"], "`gen board` only"),
    ] {
        let (out, err, status) = lightsout(args, b"1 1\n1\n");
        assert_eq!((out.as_str(), status), ("", Some(2)), "{:?}", args);
        assert_eq!(err.lines().count(), 1, "{:?}: {}", args, err);
        assert!(err.contains(message), "{:?}: {}", args, err);
    }
    // Past 65536, a prime modulus: the largest below 2^30.
    let (out, _, status) =
        lightsout(&["solve", "--any", "--mod", "1073741789"], b"1 1\n5\n");
    assert_eq!((out.lines().next(), status), (Some("1073741784"), Some(0)));
    // A cell past the modulus is bad input, with its place.
    let (_, err, status) = lightsout(&["solve", "--mod", "3"], b"1 2\n0 3\n");
    assert_eq!(status, Some(1));
    assert_eq!(
        err,
        "lightsout: stdin: line 2, column 3: expected a cell, from 0 to 2, found \"3\"\n"
    );
}

#[test]
fn counts_under_any_rule_are_those_of_trying_every_press_board() {
    for &(stencil, k, torus) in &[
        ("010/111/010", 4u32, false),
        ("010/121/010", 6, false),
        ("111/111/111", 2, true),
        ("010/111/010", 3, true),
    ] {
        let (rows, cols) = (2usize, 3usize);
        let zero = vec![vec![0u32; cols]; rows];
        let lights = vec![vec![1u32, 0, 2 % k], vec![0, 1, 0]];
        let (mut kernel, mut solutions) = (0u64, 0u64);
        for index in 0..(k as usize).pow((rows * cols) as u32) {
            let presses: Vec<Vec<u32>> = (0..rows)
                .map(|r| {
                    (0..cols)
                        .map(|c| {
                            (index / (k as usize).pow((r * cols + c) as u32) % k as usize)
                                as u32
                        })
                        .collect()
                })
                .collect();
            if pressed(&zero, &presses, stencil, k, torus) == zero {
                kernel += 1;
            }
            if pressed(&lights, &presses, stencil, k, torus) == zero {
                solutions += 1;
            }
        }
        let k_text = k.to_string();
        let mut args = vec!["count", "--stencil", stencil, "--mod", &k_text];
        if torus {
            args.push("--torus");
        }
        let input = format!(
            "2 3\n{}\n",
            lights
                .iter()
                .map(|row| row
                    .iter()
                    .map(|v| v.to_string())
                    .collect::<Vec<_>>()
                    .join(" "))
                .collect::<Vec<_>>()
                .join("\n")
        );
        let (out, err, status) = lightsout(&args, input.as_bytes());
        assert_eq!((status, err.as_str()), (Some(0), ""), "{:?}", args);
        // The number after `=`, or the count itself when it is one prime power or 1.
        let value = |name: &str| -> u64 {
            let line = out.lines().find_map(|l| l.strip_prefix(name)).unwrap();
            let text = line.rsplit("= ").next().unwrap();
            match text.split_once('^') {
                Some((p, e)) => p.parse::<u64>().unwrap().pow(e.parse().unwrap()),
                None => text.parse().unwrap(),
            }
        };
        assert_eq!(value("kernel "), kernel, "{:?}\n{}", args, out);
        assert_eq!(value("solutions "), solutions, "{:?}\n{}", args, out);
        assert_eq!(
            value("reachable "),
            (k as u64).pow(6) / kernel,
            "{:?}\n{}",
            args,
            out
        );
    }
}

/// Every rule a judge binary presses by is one `--rule` names or
/// `--stencil` writes, and the tool's answers under it are the judge's.
#[test]
fn the_tool_reaches_every_judges_rule() {
    let (help, _, _) = lightsout(&["help"], b"");
    for &(name, _) in lightsout_game::rules::NAMES {
        assert!(help.contains(&format!("  {} ", name)), "{}", help);
    }
    // POJ 2965's statement: switch the six handles it prints.
    let judge = run(binary("pilots_brothers"), &[], b"-+--\n----\n----\n-+--\n");
    let board = "4 4\n0100\n0000\n0000\n0100\n";
    let (out, _, _) = lightsout(&["solve", "--rule", "row-and-column"], board.as_bytes());
    let mut switched = Vec::new();
    for (r, line) in out.lines().take(4).enumerate() {
        for (c, value) in line.split(' ').enumerate() {
            if value == "1" {
                switched.push(format!("{} {}", r + 1, c + 1));
            }
        }
    }
    assert_eq!(
        judge.stdout,
        format!("6\n{}\n", switched.join("\n")).into_bytes()
    );
    assert!(out.ends_with("presses 6\nminimal yes\n"), "{}", out);
    // IOI 1994's statement: moves 4, 5, 8 and 9, at clocks D, E, H and I.
    let (out, _, _) = lightsout(
        &["solve", "--rule", "clocks"],
        b"3 3\n3 3 0\n2 2 2\n2 1 2\n",
    );
    assert_eq!(out, "0 0 0\n1 1 0\n0 1 1\npresses 4\nminimal yes\n");
    // Bad Wiring with D = 2 is the stencil 11111, the fewest the same.
    let mut rng = SplitMix(4200);
    for _ in 0..20 {
        let lights: Vec<&str> =
            (0..12).map(|_| ["0", "1"][rng.below(2) as usize]).collect();
        let judge = run(
            binary("bad_wiring"),
            &[],
            format!("1\n12 2\n{}\n", lights.join(" ")).as_bytes(),
        );
        let board = format!("1 12\n{}\n", lights.concat());
        let (out, _, _) = lightsout(&["solve", "--stencil", "11111"], board.as_bytes());
        let fewest = out
            .lines()
            .find_map(|line| line.strip_prefix("presses "))
            .unwrap_or("impossible");
        assert_eq!(
            String::from_utf8_lossy(&judge.stdout).trim(),
            fewest,
            "{}",
            board
        );
    }
    // Gambler Bo's strokes are its rule's presses: the tool's clear its
    // sample.
    let (out, _, _) = lightsout(&["solve", "--rule", "gambler-bo"], b"2 2\n2 2\n1 1\n");
    let presses: Vec<Vec<u32>> = out
        .lines()
        .take(2)
        .map(|l| l.split(' ').map(|v| v.parse().unwrap()).collect())
        .collect();
    let left = pressed(&[vec![2, 2], vec![1, 1]], &presses, "010/121/010", 3, false);
    assert!(left.iter().flatten().all(|&v| v == 0), "{}", out);
    // Even Parity's even boards are the neighbours rule's kernel: 3 x 3
    // has as many as trying every board finds.
    let even = (0..1u32 << 9)
        .filter(|bits| {
            (0..9).all(|i| {
                let (r, c) = (i / 3, i % 3);
                let neighbours = [(0, 1), (2, 1), (1, 0), (1, 2)]
                    .iter()
                    .filter(|&&(dr, dc)| {
                        (1..4).contains(&(r + dr)) && (1..4).contains(&(c + dc))
                    })
                    .filter(|&&(dr, dc)| bits >> ((r + dr - 1) * 3 + c + dc - 1) & 1 == 1)
                    .count();
                neighbours % 2 == 0
            })
        })
        .count();
    let (out, _, _) =
        lightsout(&["count", "--rule", "neighbours"], b"3 3\n000\n000\n000\n");
    assert!(
        out.contains(&format!("kernel 2^{} = {}\n", even.trailing_zeros(), even)),
        "{}",
        out
    );
}

/// Under any rule chased a row at a time with one weight above the
/// pressed cell, the chase by hand and the first rows it names clear the
/// board: three colours, scripted.
#[test]
fn the_chase_by_hand_finishes_in_k_colours() {
    for seed in ["1", "2", "3"] {
        let args = ["play", "4", "5", "--mod", "3", "--seed", seed, "--strict"];
        let (out, err, _) = lightsout(&args, b"chase\n");
        assert_eq!(err, "");
        let first = out
            .lines()
            .find_map(|line| line.strip_prefix("first row: "))
            .unwrap_or_else(|| panic!("{}", out));
        let mut commands = String::from("chase\n");
        if first != "none" {
            for column in first.split(' ') {
                commands.push_str(&format!("press 1 {}\n", column));
            }
        }
        commands.push_str("chase\n");
        let (out, err, status) = lightsout(&args, commands.as_bytes());
        assert_eq!((status, err.as_str()), (Some(0), ""), "{}", out);
        assert!(out.contains("solved in "), "{}", out);
    }
}
