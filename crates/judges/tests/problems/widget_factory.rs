//! POJ 2947 Widget Factory: the one right output, by trying every choice of
//! days on few types and eliminating modulo 7 on more.

use lightsout_judges::kit::generate::Spec;

use super::search::{line, Rng, Tokens};
use super::{three_cases, Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Exact(expected),
    random: (25, spec),
    malformed,
    terminator: Some("0 0"),
};

/// Every assignment of days is tried up to this many types.
const WIDGETS_EVERY_DAY: usize = 4;

#[derive(Debug, PartialEq)]
enum Widgets {
    Inconsistent,
    Multiple,
    Days(Vec<u64>),
}

/// MON = 0 .. SUN = 6.
fn weekday(name: &str) -> u64 {
    const DAYS: [&str; 7] = ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"];
    match DAYS.iter().position(|&d| d == name) {
        Some(day) => day as u64,
        None => panic!("not a day: {name:?}"),
    }
}

/// Each case's records as rows mod 7: how many of each type, then the days
/// worked (START to END inclusive).
fn expected(input: &str) -> String {
    let t = &mut Tokens(input.split_whitespace());
    let mut out = String::new();
    while let Some(n) = t.value_or_end() {
        let m: usize = t.value();
        if n == 0 && m == 0 {
            break;
        }
        let mut rows = Vec::new();
        for _ in 0..m {
            let k: usize = t.value();
            let (start, end) = (weekday(t.word()), weekday(t.word()));
            let mut row = vec![0u64; n + 1];
            for _ in 0..k {
                let kind: usize = t.value();
                row[kind - 1] = (row[kind - 1] + 1) % 7;
            }
            row[n] = ((end + 7 - start) % 7 + 1) % 7;
            rows.push(row);
        }
        let answer = if n <= WIDGETS_EVERY_DAY {
            widgets_every_day(&rows, n)
        } else {
            widgets_elimination(rows, n)
        };
        match answer {
            Widgets::Inconsistent => out += "Inconsistent data.\n",
            Widgets::Multiple => out += "Multiple solutions.\n",
            Widgets::Days(days) => out += &line(&days),
        }
    }
    out
}

/// Every assignment of 3..=9 days to the n types, counted.
fn widgets_every_day(rows: &[Vec<u64>], n: usize) -> Widgets {
    let mut found: Vec<Vec<u64>> = Vec::new();
    for code in 0..7usize.pow(n as u32) {
        let days: Vec<u64> = (0..n)
            .map(|i| 3 + (code / 7usize.pow(i as u32) % 7) as u64)
            .collect();
        let holds = rows.iter().all(|row| {
            let sum: u64 = (0..n).map(|i| row[i] * days[i]).sum();
            sum % 7 == row[n]
        });
        if holds {
            found.push(days);
        }
    }
    match found.len() {
        0 => Widgets::Inconsistent,
        1 => Widgets::Days(found.remove(0)),
        _ => Widgets::Multiple,
    }
}

/// Gauss-Jordan elimination mod 7 of the rows (n coefficients, then the
/// right-hand side).
fn widgets_elimination(mut rows: Vec<Vec<u64>>, n: usize) -> Widgets {
    let mut rank = 0;
    for col in 0..n {
        let pivot = match (rank..rows.len()).find(|&r| rows[r][col] != 0) {
            Some(r) => r,
            None => continue,
        };
        rows.swap(rank, pivot);
        let inverse = (1..7).find(|&x| x * rows[rank][col] % 7 == 1).unwrap();
        for value in rows[rank].iter_mut() {
            *value = *value * inverse % 7;
        }
        let pivot_row = rows[rank].clone();
        for (r, row) in rows.iter_mut().enumerate() {
            let factor = row[col];
            if r != rank && factor != 0 {
                for c in 0..=n {
                    row[c] = (row[c] + 7 * 7 - factor * pivot_row[c]) % 7;
                }
            }
        }
        rank += 1;
    }
    if rows[rank..].iter().any(|row| row[n] != 0) {
        Widgets::Inconsistent
    } else if rank < n {
        Widgets::Multiple
    } else {
        // Full rank: row i holds the pivot of column i.
        let days = (0..n)
            .map(|i| {
                if rows[i][n] < 3 {
                    rows[i][n] + 7
                } else {
                    rows[i][n]
                }
            })
            .collect();
        Widgets::Days(days)
    }
}

fn spec(seed: u64) -> Spec {
    Spec {
        // Types of widgets whose every choice of days is tried here, then
        // eliminated.
        cols: Some(1 + seed as usize % 12),
        ..three_cases(seed)
    }
}

fn malformed() -> Vec<Malformed> {
    vec![
        Malformed::new(
            b"1 1\n1 MON SUN\n1\n1 1\n1 Mon SUN\n1\n0 0\n",
            "line 5, column 3: expected a day, MON to SUN, found \"Mon\"",
            "7\n",
        ),
        Malformed::new(
            b"1 1\n1 MON SUN\n1\n2 1\n1 MON SUN\n3\n0 0\n",
            "line 6, column 1: expected a widget type, from 1 to 2, found \"3\"",
            "7\n",
        ),
        Malformed::new(
            b"1 1\n1 MON SUN\n1\n1 1\n1 MON TUE\n1 1\n0 0\n",
            "line 6, column 3: expected the end of the line after a record's widget types, found \"1\"",
            "7\n",
        ),
    ]
}

#[test]
fn sample_and_edges() {
    let sample = "2 3\n2 MON THU\n1 2\n3 MON FRI\n1 1 2\n3 MON SUN\n1 2 2\n\
                  10 2\n1 MON TUE\n3\n1 MON WED\n3\n0 0\n";
    assert_eq!(expected(sample), "8 3\nInconsistent data.\n");
    // The statement's example: TUE to FRI with one type-1 widget is 4 days.
    assert_eq!(expected("1 1\n1 TUE FRI\n1\n0 0\n"), "4\n");
    // Same start and end day: 1 day mod 7, so 8.
    assert_eq!(expected("1 1\n1 SUN SUN\n1\n0 0\n"), "8\n");
    assert_eq!(
        expected("2 1\n2 MON TUE\n1 2\n0 0\n"),
        "Multiple solutions.\n"
    );
    // Inconsistent wins over multiple.
    let both = "3 2\n1 MON TUE\n1\n1 MON WED\n1\n0 0\n";
    assert_eq!(expected(both), "Inconsistent data.\n");
    // The elimination path, n = 5: type i alone, i + 2 days.
    let mut five = "5 5\n".to_string();
    for (i, end) in ["WED", "THU", "FRI", "SAT", "SUN"].iter().enumerate() {
        five += &format!("1 MON {end}\n{}\n", i + 1);
    }
    five += "0 0\n";
    assert_eq!(expected(&five), "3 4 5 6 7\n");
}

#[test]
fn elimination_matches_every_day() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    for _ in 0..2000 {
        let n = 1 + rng.below(WIDGETS_EVERY_DAY as u64) as usize;
        let m = 1 + rng.below(5) as usize;
        let rows: Vec<Vec<u64>> = (0..m)
            .map(|_| (0..=n).map(|_| rng.below(7)).collect())
            .collect();
        assert_eq!(
            widgets_every_day(&rows, n),
            widgets_elimination(rows.clone(), n),
            "{rows:?}"
        );
    }
}
