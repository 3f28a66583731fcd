//! POJ 3279 Fliptile (also Luogu P1985): the one right output, found by a search written here from the
//! statement.

use super::search::{least_fewest, spaced, Tokens};
use super::{one_case, Answers, Malformed, Oracle};
use lightsout::grid::{apply, Grid};
use lightsout::{Cells, Minimal, Rule, Solution};
use lightsout_judges::problems::fliptile::verdict;

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Exact(expected),
    random: (25, one_case),
    malformed,
    terminator: None,
};

fn expected(input: &str) -> String {
    let mut t = Tokens(input.split_whitespace());
    let mut out = String::new();
    let (rows, cols) = (t.number(), t.number());
    out += &match least_fewest(&t.bits(rows, cols)) {
        Some(presses) => spaced(&presses),
        None => "IMPOSSIBLE\n".to_string(),
    };

    out
}

fn malformed() -> Vec<Malformed> {
    let rows = "expected the number of rows M, from 1 to 1000000000, found";
    let cols = "expected the number of columns N, from 1 to 1000000000, found";
    let mut cases = Vec::new();
    let sizes: &[(&[u8], String)] = &[
        (b"", format!("line 1, column 1: {} end of input", rows)),
        (
            b"  \n\n",
            format!("line 3, column 1: {} end of input", rows),
        ),
        (b"four 4\n", format!("line 1, column 1: {} \"four\"", rows)),
        (b"-1 4\n", format!("line 1, column 1: {} \"-1\"", rows)),
        (
            b"4294967297 4\n",
            format!("line 1, column 1: {} \"4294967297\"", rows),
        ),
        (b"4 0\n", format!("line 1, column 3: {} \"0\"", cols)),
        (b"4 2.5\n", format!("line 1, column 3: {} \"2.5\"", cols)),
        (
            b"4 99999999999999999999\n",
            format!("line 1, column 3: {} \"99999999999999999999\"", cols),
        ),
        (b"4", format!("line 1, column 2: {} end of input", cols)),
    ];
    for (input, message) in sizes {
        cases.push(Malformed::new(input, message, ""));
    }
    let cells: &[(&[u8], &str)] = &[
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
    for (input, message) in cells {
        cases.push(Malformed::new(input, message, ""));
    }
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
        cases.push(Malformed::new(input, message, "1\n"));
    }
    cases.push(Malformed::new(
        b"1 2\n1 1\nx\n",
        "line 3, column 1: expected end of input, found \"x\"",
        "0 1\n",
    ));
    cases
}

#[test]
fn the_librarys_generate() {
    use lightsout_judges::kit::generate::{generated, Spec};
    use lightsout_judges::problems::fliptile::generate;
    let spec = Spec {
        seed: 7,
        rows: Some(2),
        cols: Some(3),
        ..Spec::default()
    };
    let text = generated(generate, &spec).unwrap();
    assert!(text.starts_with("2 3\n"));
    assert_eq!(text, generated(generate, &spec).unwrap());
}

#[test]
fn the_librarys_check() {
    use lightsout_judges::kit::check::Verdict;
    use lightsout_judges::problems::fliptile::check;
    let input = b"1 2\n1 1\n";
    let verdict = check(input, b"0 1\n").unwrap();
    assert_eq!(
        verdict,
        Verdict::Ok("1 flip, the fewest and the least output".into())
    );
    assert_eq!(check(input, b"1 0\n").unwrap().status(), 1);
    assert!(matches!(
        check(input, b"0 1").unwrap(),
        Verdict::Malformed(_)
    ));
}

#[test]
fn the_checker_claims_no_minimum_that_is_not_proven() {
    // 4 x 4: one press, and that press plus a press set that leaves a
    // dark board dark (pressing the first row's first cell and chasing).
    let mut one = Grid::new(4, 4);
    one.flip(1, 1);
    let lights = apply(&Rule::standard(), &Grid::new(4, 4), &one);
    let (mut heavy, _) = lightsout::chase(&Grid::new(4, 4), &[0b1000]);
    heavy.xor(&one);
    assert!(apply(&Rule::standard(), &lights, &heavy).is_zero() && heavy.ones() > 1);
    // A reference that found a heavier answer, unproven: the lighter
    // claim is fine, and nothing is said of the minimum.
    let unproven = |presses: &Grid| Solution {
        presses: Cells::Bits(presses.clone()),
        count: presses.ones(),
        minimal: Minimal::Unproven { at_least: 0 },
    };
    let text = verdict(&lights, Some(one.clone()), Some(unproven(&heavy))).to_string();
    assert!(
        text.starts_with("ok: ") && text.contains("not proven"),
        "{}",
        text
    );
    // A reference that found the lighter one, unproven: the heavier claim
    // is wrong, but the minimum is not claimed.
    let text = verdict(&lights, Some(heavy.clone()), Some(unproven(&one))).to_string();
    assert!(
        text.starts_with("wrong: ") && text.contains("1 flip clear"),
        "{}",
        text
    );
    assert!(!text.contains("the minimum is 1"), "{}", text);
    // Proven, it is claimed.
    let proven = Solution {
        minimal: Minimal::Fewest,
        ..unproven(&one)
    };
    let text = verdict(&lights, Some(heavy), Some(proven)).to_string();
    assert!(text.ends_with("but the minimum is 1"), "{}", text);
}
