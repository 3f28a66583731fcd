//! Library Checker Determinant of Matrix: the one right output, by
//! expansion along rows on small matrices and elimination on larger ones.

use lightsout_judges::kit::generate::Spec;

use super::search::{det_elimination, det_laplace, Tokens};
use super::{one_case, Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Exact(expected),
    random: (25, spec),
    malformed,
    terminator: None,
};

/// The determinant is expanded along rows (Laplace) up to this side.
const LAPLACE_SIDE: usize = 7;

fn expected(input: &str) -> String {
    let t = &mut Tokens(input.split_whitespace());
    let n = t.value();
    let a = t.matrix(n, n);
    let det = if n <= LAPLACE_SIDE {
        det_laplace(&a)
    } else {
        det_elimination(a)
    };
    format!("{det}\n")
}

fn spec(seed: u64) -> Spec {
    Spec {
        rows: Some(1 + seed as usize * 3),
        ..one_case(seed)
    }
}

fn malformed() -> Vec<Malformed> {
    vec![Malformed::new(
        b"2\n1 2\n3 998244353\n",
        "line 3, column 3: expected an entry, from 0 to 998244352, found \"998244353\"",
        "",
    )]
}

#[test]
fn library_checkers_examples() {
    assert_eq!(expected("3\n3 1 4\n1 5 9\n2 6 5\n"), "998244263\n");
    assert_eq!(expected("3\n1 2 3\n4 5 6\n7 8 9\n"), "0\n");
    assert_eq!(expected("2\n0 1\n1 0\n"), "998244352\n");
}
