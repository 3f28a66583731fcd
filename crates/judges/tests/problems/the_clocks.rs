//! IOI 1994 The Clocks (nine moves, arithmetic mod 4): the one right output, found by a search written here from the
//! statement.

use super::search::Tokens;
use super::{one_case, Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Exact(expected),
    random: (25, one_case),
    malformed,
    terminator: None,
};

fn expected(input: &str) -> String {
    let mut t = Tokens(input.split_whitespace());
    let mut out = String::new();
    let quarters: Vec<usize> = (0..9).map(|_| t.number() / 3 % 4).collect();
    out += &clocks(&quarters);
    out += "\n";

    out
}

fn malformed() -> Vec<Malformed> {
    vec![Malformed::new(
        b"9 9 12\n6 6 6\n6 5 6\n",
        "line 3, column 3: expected a clock face 3, 6, 9 or 12, found \"5\"",
        "",
    )]
}

/// The Clocks: every choice of 0 to 3 turns of each of the nine moves;
/// the fewest turns, and of those the least sequence written out.
fn clocks(quarters: &[usize]) -> String {
    const MOVES: [&str; 9] = [
        "ABDE", "ABC", "BCEF", "ADG", "BDEFH", "CFI", "DEGH", "GHI", "EFHI",
    ];
    let mut best: Option<(usize, String)> = None;
    for choice in 0..1usize << 18 {
        let turns: Vec<usize> = (0..9).map(|m| choice >> (2 * m) & 3).collect();
        let mut clocks = quarters.to_vec();
        for (m, &t) in turns.iter().enumerate() {
            for c in MOVES[m].bytes() {
                clocks[usize::from(c - b'A')] += t;
            }
        }
        if clocks.iter().any(|c| c % 4 != 0) {
            continue;
        }
        let sequence: Vec<String> = turns
            .iter()
            .enumerate()
            .flat_map(|(m, &t)| std::iter::repeat((m + 1).to_string()).take(t))
            .collect();
        let candidate = (sequence.len(), sequence.join(" "));
        if best.as_ref().map_or(true, |b| candidate < *b) {
            best = Some(candidate);
        }
    }
    best.expect("every setting can be put to 12").1
}
