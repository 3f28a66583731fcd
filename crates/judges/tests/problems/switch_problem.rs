//! POJ 1830 开关问题 (switches that flip other switches): the one right output, found by a search written here from the
//! statement.

use super::search::{rank, Tokens};
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
        let n = t.number();
        let states = t.bits(2, n);
        // Row i of the system: which switches flip lamp i; the last
        // column: whether lamp i must change.
        let mut system = vec![vec![0u8; n + 1]; n];
        for (i, row) in system.iter_mut().enumerate() {
            row[i] = 1;
            row[n] = states[0][i] ^ states[1][i];
        }
        loop {
            let (i, j) = (t.number(), t.number());
            if i == 0 {
                break;
            }
            system[j - 1][i - 1] = 1;
        }
        let coefficients: Vec<Vec<u8>> =
            system.iter().map(|row| row[..n].to_vec()).collect();
        let r = rank(&coefficients);
        out += &if rank(&system) > r {
            "Oh,it's impossible~!!\n".to_string()
        } else {
            format!("{}\n", 1u64 << (n - r))
        };
    }

    out
}

fn malformed() -> Vec<Malformed> {
    vec![Malformed::new(
        b"2\n1\n0\n1\n0 0\n2\n0 1\n1 0\n1 3\n0 0\n",
        "line 9, column 3: expected a switch J, from 1 to 2, found \"3\"",
        "1\n",
    )]
}
