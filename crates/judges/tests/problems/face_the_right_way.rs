//! POJ 3276 Face The Right Way: the one right output, by trying every set
//! of turns on short rows and sweeping each window K on long ones.

use lightsout_judges::kit::generate::Spec;

use super::search::{Rng, Tokens};
use super::{one_case, Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Exact(expected),
    random: (25, spec),
    malformed,
    terminator: None,
};

/// Every set of turns is tried up to this many cows.
const COWS_EVERY_SET: usize = 14;

fn expected(input: &str) -> String {
    let t = &mut Tokens(input.split_whitespace());
    let n: usize = t.value();
    let mut backward = Vec::new();
    while backward.len() < n {
        backward.extend(t.word().chars().map(|ch| ch == 'B'));
    }
    let mut best: Option<(usize, usize)> = None;
    for k in 1..=n {
        let fewest = if n <= COWS_EVERY_SET {
            cows_every_set(&backward, k)
        } else {
            cows_sweep(&backward, k)
        };
        if let Some(m) = fewest {
            let better = match best {
                None => true,
                Some((best_m, _)) => m < best_m,
            };
            if better {
                best = Some((m, k));
            }
        }
    }
    let (m, k) = best.expect("K = 1 always turns every cow forward");
    format!("{k} {m}\n")
}

/// The fewest turns of K cows over every set of starting cows (each start
/// turned at most once: twice is none, and the order does not matter).
fn cows_every_set(backward: &[bool], k: usize) -> Option<usize> {
    let starts = backward.len() - k + 1;
    let mut best: Option<usize> = None;
    for set in 0u32..1 << starts {
        let mut cows = backward.to_vec();
        for start in 0..starts {
            if set >> start & 1 == 1 {
                for cow in &mut cows[start..start + k] {
                    *cow = !*cow;
                }
            }
        }
        if cows.iter().all(|&b| !b) {
            let turns = set.count_ones() as usize;
            best = Some(best.map_or(turns, |b| b.min(turns)));
        }
    }
    best
}

/// Left to right, turning the K cows from each cow still backward, every cow
/// turned one by one; None if some of the last K - 1 stay backward.
fn cows_sweep(backward: &[bool], k: usize) -> Option<usize> {
    let mut cows = backward.to_vec();
    let mut turns = 0;
    for start in 0..=cows.len() - k {
        if cows[start] {
            for cow in &mut cows[start..start + k] {
                *cow = !*cow;
            }
            turns += 1;
        }
    }
    if cows.iter().any(|&b| b) {
        None
    } else {
        Some(turns)
    }
}

fn spec(seed: u64) -> Spec {
    Spec {
        // Rows of cows every window of which is tried here.
        cols: Some(1 + seed as usize * 13 % 300),
        ..one_case(seed)
    }
}

fn malformed() -> Vec<Malformed> {
    vec![Malformed::new(
        b"3\nF\nX\nB\n",
        "line 3, column 1: expected F or B, found \"X\"",
        "",
    )]
}

#[test]
fn face_the_right_way_sample_and_edges() {
    assert_eq!(expected("7\nB\nB\nF\nB\nF\nB\nB\n"), "3 3\n");
    // Every cow forward: K = 1 already needs no turn.
    assert_eq!(expected("5\nF\nF\nF\nF\nF\n"), "1 0\n");
    assert_eq!(expected("1\nF\n"), "1 0\n");
    assert_eq!(expected("1\nB\n"), "1 1\n");
    // K = N turns all of them at once.
    assert_eq!(expected("4 B B B B"), "4 1\n");
    // The sweep path (N above COWS_EVERY_SET).
    let twenty = "20 ".to_string() + &"B ".repeat(20);
    assert_eq!(expected(&twenty), "20 1\n");
}

#[test]
fn face_the_right_way_sweep_matches_every_set() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for _ in 0..300 {
        let n = 1 + rng.below(COWS_EVERY_SET as u64) as usize;
        let cows: Vec<bool> = (0..n).map(|_| rng.below(2) == 1).collect();
        for k in 1..=n {
            assert_eq!(
                cows_every_set(&cows, k),
                cows_sweep(&cows, k),
                "{cows:?} {k}"
            );
        }
    }
}

#[test]
fn the_librarys_least_turns() {
    use lightsout_judges::problems::face_the_right_way::least_turns;
    let cows: Vec<bool> = "BBFBFBB".bytes().map(|b| b == b'B').collect();
    assert_eq!(least_turns(&cows), (3, 3));
}
