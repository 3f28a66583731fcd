//! POJ 1222 EXTENDED LIGHTS OUT (also Baekjoon 6363): the one right output, found by a search written here from the
//! statement.

use super::search::{least_fewest, spaced, Tokens};
use super::{three_cases, Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Exact(expected),
    random: (25, three_cases),
    malformed,
    terminator: None,
};

fn expected(input: &str) -> String {
    let mut t = Tokens(input.split_whitespace());
    let mut out = String::new();
    for puzzle in 1..=t.number() {
        let presses = least_fewest(&t.bits(5, 6)).expect("one solution each");
        out += &format!("PUZZLE #{}\n{}", puzzle, spaced(&presses));
    }

    out
}

/// A puzzle of the statement, and its answer.
pub const PUZZLE_1: &str =
    "0 1 1 0 1 0\n1 0 0 1 1 1\n0 0 1 0 0 1\n1 0 0 1 0 1\n0 1 1 1 0 0\n";
const ANSWER_1: &str =
    "PUZZLE #1\n1 0 1 0 0 1\n1 1 0 1 0 1\n0 0 1 0 1 1\n1 0 0 1 0 0\n0 1 0 0 0 0\n";

fn malformed() -> Vec<Malformed> {
    let mut all = Vec::new();
    let count = "expected the number of puzzles, at least 1, found";
    let counts: &[(&[u8], String)] = &[
        (b"", format!("line 1, column 1: {} end of input", count)),
        (b"0\n", format!("line 1, column 1: {} \"0\"", count)),
        (b"-2\n", format!("line 1, column 1: {} \"-2\"", count)),
        (b"two\n", format!("line 1, column 1: {} \"two\"", count)),
        (
            b"18446744073709551616\n",
            format!("line 1, column 1: {} \"18446744073709551616\"", count),
        ),
    ];
    for (input, message) in counts {
        all.push(Malformed::new(input, message, ""));
    }
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
        all.push(Malformed::new(input.as_bytes(), message, ANSWER_1));
    }
    let mut input = format!("2\n{}", PUZZLE_1).into_bytes();
    input.extend_from_slice(b"1 \xfe 0");
    all.push(Malformed::new(
        &input,
        "line 7, column 3: expected 0 or 1 in puzzle 2, found \"\\xfe\"",
        ANSWER_1,
    ));
    all
}

#[test]
fn the_librarys_generate() {
    use lightsout_judges::kit::generate::{generated, Spec};
    use lightsout_judges::problems::extended_lights_out::generate;
    let text = generated(
        generate,
        &Spec {
            count: Some(2),
            ..Spec::default()
        },
    )
    .unwrap();
    assert_eq!(text.lines().count(), 11);
}

#[test]
fn the_librarys_check() {
    use lightsout_judges::problems::extended_lights_out::check;
    let input = b"1\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n";
    let output =
        b"PUZZLE #1\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n";
    assert_eq!(check(input, output).unwrap().status(), 0);
}
