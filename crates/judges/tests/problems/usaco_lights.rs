//! USACO 2009 November Gold Lights (any graph of up to 35 lights): the one right output, found by a search written here from the
//! statement.

use lightsout_judges::kit::generate::Spec;

use super::search::Tokens;
use super::{one_case, Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Exact(expected),
    random: (25, spec),
    malformed,
    terminator: None,
};

fn expected(input: &str) -> String {
    let mut t = Tokens(input.split_whitespace());
    let mut out = String::new();
    let (n, m) = (t.number(), t.number());
    let edges: Vec<(usize, usize)> =
        (0..m).map(|_| (t.number() - 1, t.number() - 1)).collect();
    out += &format!("{}\n", usaco(n, &edges).expect("promised solvable"));

    out
}

fn spec(seed: u64) -> Spec {
    Spec {
        // Graphs of 2 to 20 lights, which the search here takes.
        rows: Some(2 + seed as usize % 19),
        ..one_case(seed)
    }
}

fn malformed() -> Vec<Malformed> {
    vec![
        Malformed::new(
            b"3 2\n1 2\n3 3\n",
            "line 3, column 3: expected a light other than 3, found \"3\"",
            "",
        ),
        Malformed::new(
            b"3 2\n1 2\n3 4\n",
            "line 3, column 3: expected a light, from 1 to 3, found \"4\"",
            "",
        ),
        Malformed::new(
            b"36 1\n1 2\n",
            "line 1, column 1: expected the number of lights N, from 2 to 35, found \"36\"",
            "",
        ),
        // One light has no connection to make: the bound says so.
        Malformed::new(
            b"1 1\n1 1\n",
            "line 1, column 1: expected the number of lights N, from 2 to 35, found \"1\"",
            "",
        ),
        Malformed::new(
            b"3 4\n",
            "line 1, column 3: expected the number of connections M, from 1 to 3, found \"4\"",
            "",
        ),
    ]
}

/// USACO Lights: the fewest switches that turn every light on, for each
/// connected part apart (switches reach only their part), trying the part's
/// switch sets by increasing size.
fn usaco(n: usize, edges: &[(usize, usize)]) -> Option<usize> {
    let mut toggles: Vec<u64> = (0..n).map(|j| 1 << j).collect();
    for &(a, b) in edges {
        toggles[a] |= 1 << b;
        toggles[b] |= 1 << a;
    }
    let mut seen = 0u64;
    let mut total = 0;
    for start in 0..n {
        if seen >> start & 1 == 1 {
            continue;
        }
        // The part of `start`: grow by toggles until it closes.
        let mut part = 1u64 << start;
        loop {
            let grown = (0..n)
                .filter(|j| part >> j & 1 == 1)
                .fold(part, |m, j| m | toggles[j]);
            if grown == part {
                break;
            }
            part = grown;
        }
        seen |= part;
        let members: Vec<usize> = (0..n).filter(|j| part >> j & 1 == 1).collect();
        let k = members.len();
        let fewest = (0..=k).find(|&size| {
            // Every set of `size` members (Gosper's hack over k bits).
            if size == 0 {
                return part == 0;
            }
            let mut set: u64 = (1 << size) - 1;
            while set < 1 << k {
                let lit = (0..k)
                    .filter(|i| set >> i & 1 == 1)
                    .fold(0, |m, i| m ^ toggles[members[i]]);
                if lit == part {
                    return true;
                }
                let low = set & set.wrapping_neg();
                let ripple = set + low;
                set = (((ripple ^ set) >> 2) / low) | ripple;
            }
            false
        })?;
        total += fewest;
    }
    Some(total)
}
