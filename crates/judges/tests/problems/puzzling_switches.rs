//! AcWing 95 / Luogu P10449 费解的开关: the one right output, found by a search written here from the
//! statement.

use super::search::{fewest, or, Goal, Tokens};
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
    for _ in 0..t.number() {
        let count = fewest(&t.chars(5, '1'), Goal::On).filter(|&n| n <= 6);
        out += &or(count, "-1");
    }

    out
}

fn malformed() -> Vec<Malformed> {
    vec![Malformed::new(
        b"2\n00111\n01011\n10001\n11010\n11100\n\n11101\n11101\n",
        "line 10, column 1: expected a row of 5 characters, found end of input",
        "3\n",
    )]
}
