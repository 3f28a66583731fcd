//! Typical 90 057 Flip Flap (how many switch sets light a target): the one right output, found by a search written here from the
//! statement.

use super::search::{rank, Tokens};
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
    let (n, m) = (t.number(), t.number());
    let mut switches = vec![vec![0u8; m]; n];
    for switch in switches.iter_mut() {
        for _ in 0..t.number() {
            switch[t.number() - 1] = 1;
        }
    }
    let r = rank(&switches);
    switches.push(t.bits(1, m).remove(0));
    let count = if rank(&switches) > r {
        0
    } else {
        (r..n).fold(1u64, |x, _| x * 2 % 998_244_353)
    };
    out += &format!("{}\n", count);

    out
}

fn malformed() -> Vec<Malformed> {
    vec![Malformed::new(
        b"2 3\n1\n4\n",
        "line 3, column 1: expected a panel, from 1 to 3, found \"4\"",
        "",
    )]
}
