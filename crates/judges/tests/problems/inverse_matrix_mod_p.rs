//! Library Checker Inverse Matrix: the one right output, by Gauss-Jordan
//! elimination.

use lightsout_judges::kit::generate::Spec;

use super::search::{inverse_mod_p, line, Tokens};
use super::{one_case, Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Exact(expected),
    random: (25, spec),
    malformed,
    terminator: None,
};

fn expected(input: &str) -> String {
    let t = &mut Tokens(input.split_whitespace());
    let n = t.value();
    match inverse_mod_p(t.matrix(n, n)) {
        None => "-1\n".to_string(),
        Some(inverse) => inverse.iter().map(|row| line(row)).collect(),
    }
}

fn spec(seed: u64) -> Spec {
    Spec {
        rows: Some(1 + seed as usize * 3),
        ..one_case(seed)
    }
}

fn malformed() -> Vec<Malformed> {
    vec![]
}

#[test]
fn library_checkers_examples() {
    assert_eq!(
        expected("3\n3 1 4\n1 5 9\n2 6 5\n"),
        "188557267 255106890 587855008\n\
             122007643 987152749 321656514\n\
             576763404 310564910 976061145\n"
    );
    assert_eq!(expected("3\n1 2 3\n4 5 6\n7 8 9\n"), "-1\n");
    assert_eq!(expected("2\n0 1\n1 0\n"), "0 1\n1 0\n");
    // gen/anti55588_00.in
    assert_eq!(
        expected("3\n1 2 3\n0 0 1\n0 1 0\n"),
        "1 998244350 998244351\n0 0 1\n0 1 0\n"
    );
}
