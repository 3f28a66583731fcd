//! BAPC 2011 Bad Wiring (a switch toggles the lights within D of it): the one right output, found by a search written here from the
//! statement.

use lightsout_judges::kit::generate::Spec;

use super::search::Tokens;
use super::{three_cases, Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Exact(expected),
    random: (25, spec),
    malformed,
    terminator: None,
};

fn expected(input: &str) -> String {
    let mut t = Tokens(input.split_whitespace());
    let mut out = String::new();
    for _ in 0..t.number() {
        let (n, reach) = (t.number(), t.number());
        let lights = t.bits(1, n).remove(0);
        out += &match bad_wiring(&lights, reach) {
            Some(k) => format!("{}\n", k),
            None => "impossible\n".to_string(),
        };
    }

    out
}

fn spec(seed: u64) -> Spec {
    Spec {
        // Rows of lights whose every first choice is tried here.
        cols: Some(1 + seed as usize % 12),
        ..three_cases(seed)
    }
}

fn malformed() -> Vec<Malformed> {
    vec![
        Malformed::new(
            b"2\n1 0\n1\n2 16\n1 1\n",
            "line 4, column 3: expected the reach D, from 0 to 15, found \"16\"",
            "1\n",
        ),
        Malformed::new(
            b"1\n3 1\n1 2 1\n",
            "line 3, column 3: expected 0 or 1, found \"2\"",
            "",
        ),
    ]
}

/// Bad Wiring: every choice of the first `reach` switches; each later
/// switch is the last that can still change the light `reach` before it,
/// so it is forced; the lights left at the end must be off.
fn bad_wiring(lights: &[u8], reach: usize) -> Option<usize> {
    let n = lights.len();
    let free = reach.min(n);
    let mut best: Option<usize> = None;
    for choice in 0..1usize << free {
        let mut switches: Vec<u8> = (0..free).map(|i| (choice >> i & 1) as u8).collect();
        let light = |switches: &[u8], i: usize| {
            let from = i.saturating_sub(reach);
            let to = (i + reach).min(n - 1);
            (from..=to).fold(lights[i], |v, j| v ^ switches.get(j).copied().unwrap_or(0))
        };
        for i in 0..n - free {
            let forced = light(&switches, i);
            switches.push(forced);
        }
        if (0..n).all(|i| light(&switches, i) == 0) {
            let count = switches.iter().filter(|&&s| s == 1).count();
            best = Some(best.map_or(count, |b| b.min(count)));
        }
    }
    best
}
