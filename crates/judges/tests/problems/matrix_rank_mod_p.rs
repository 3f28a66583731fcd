//! Library Checker Rank of Matrix: the one right output, by elimination.

use lightsout_judges::kit::generate::Spec;

use super::search::{rank_mod_p, Tokens};
use super::{one_case, Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Exact(expected),
    random: (25, spec),
    malformed,
    terminator: None,
};

fn expected(input: &str) -> String {
    let t = &mut Tokens(input.split_whitespace());
    let (n, m) = (t.value(), t.value());
    format!("{}\n", rank_mod_p(t.matrix(n, m), m))
}

fn spec(seed: u64) -> Spec {
    Spec {
        cols: Some(seed as usize * 3 % 40),
        rows: Some(seed as usize * 7 % 50),
        ..one_case(seed)
    }
}

fn malformed() -> Vec<Malformed> {
    vec![]
}

#[test]
fn library_checkers_examples() {
    assert_eq!(expected("3 3\n1 2 3\n4 5 6\n7 8 9\n"), "2\n");
    assert_eq!(expected("1 5\n1 2 3 4 5\n"), "1\n");
    assert_eq!(expected("2 2\n0 0\n0 0\n"), "0\n");
    assert_eq!(expected("3 0\n\n\n\n"), "0\n");
    assert_eq!(expected("0 4\n"), "0\n");
}
