//! UVa 10309 Turn the Lights Off (named 10 x 10 boards): the one right output, found by a search written here from the
//! statement.

use super::search::{fewest, or, Goal, Tokens};
use super::{three_cases, Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Exact(expected),
    random: (25, three_cases),
    malformed,
    terminator: Some("end"),
};

fn expected(input: &str) -> String {
    let mut t = Tokens(input.split_whitespace());
    let mut out = String::new();
    loop {
        let name = t.word().to_string();
        if name == "end" {
            break;
        }
        let count = fewest(&t.chars(10, 'O'), Goal::Off).filter(|&n| n <= 100);
        out += &format!("{} {}", name, or(count, "-1"));
    }
    out
}

fn malformed() -> Vec<Malformed> {
    vec![
        Malformed::new(
            b"a\n##########\n##########\n##########\n##########\n##########\n##########\n##########\n##########\n##########\n##########\nb\n#O#\n",
            "line 13, column 1: expected a row of 10 characters O or #, found \"#O#\"",
            "a 0\n",
        ),
        Malformed::new(
            b"a\n##########\n",
            "line 3, column 1: expected a row of 10 characters, found end of input",
            "",
        ),
    ]
}
