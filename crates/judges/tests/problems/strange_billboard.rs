//! CERC 2007 B Strange Billboard: the one right output, found by a search written here from the
//! statement.

use super::search::{fewest, Goal, Tokens};
use super::{three_cases, Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Exact(expected),
    random: (25, three_cases),
    malformed,
    terminator: Some("0 0"),
};

fn expected(input: &str) -> String {
    let mut t = Tokens(input.split_whitespace());
    let mut out = String::new();
    loop {
        let (rows, _) = (t.number(), t.number());
        if rows == 0 {
            break;
        }
        out += &match fewest(&t.chars(rows, 'X'), Goal::Off) {
            Some(n) => format!("You have to tap {} tiles.\n", n),
            None => "Damaged billboard.\n".to_string(),
        };
    }
    out
}

fn malformed() -> Vec<Malformed> {
    vec![Malformed::new(
        b"1 2\nX.\n0 5\n",
        "line 3, column 3: expected 0 (R = 0 ends the input), found \"5\"",
        "Damaged billboard.\n",
    )]
}
