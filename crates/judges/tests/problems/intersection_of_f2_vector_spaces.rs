//! Library Checker Intersection of F_2 vector spaces, whose right answers
//! are many: each is checked against the spans here.

use lightsout_judges::kit::generate::Spec;

use super::search::{numbers, output_lines, Tokens};
use super::{Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Checked(check),
    random: (25, spec),
    malformed,
    terminator: None,
};

/// A basis over GF(2) kept by leading bit.
struct XorBasis([u64; 64]);

impl XorBasis {
    fn new() -> Self {
        XorBasis([0; 64])
    }

    /// What is left of `x` once every leading bit of the basis is cleared.
    fn reduce(&self, mut x: u64) -> u64 {
        for bit in (0..64).rev() {
            if x >> bit & 1 == 1 && self.0[bit] != 0 {
                x ^= self.0[bit];
            }
        }
        x
    }

    /// Adds `x`; false if it was already in the span.
    fn insert(&mut self, x: u64) -> bool {
        let x = self.reduce(x);
        if x == 0 {
            return false;
        }
        self.0[63 - x.leading_zeros() as usize] = x;
        true
    }
}

/// One line a case: `k w_0 .. w_{k-1}`, the w independent, each in both
/// spans, k = dim U + dim V - dim (U + V).
fn check(input: &str, output: &str) -> Result<(), String> {
    let lines = output_lines(output)?;
    let t = &mut Tokens(input.split_whitespace());
    let cases: usize = t.value();
    if lines.len() != cases {
        return Err(format!("{} lines, expected T = {cases}", lines.len()));
    }
    for (i, text) in lines.iter().enumerate() {
        let case = i + 1;
        let (mut u, mut v, mut both) = (XorBasis::new(), XorBasis::new(), XorBasis::new());
        let (mut dim_u, mut dim_v, mut dim_sum) = (0, 0, 0);
        for _ in 0..t.value::<usize>() {
            let x = t.value();
            dim_u += usize::from(u.insert(x));
            dim_sum += usize::from(both.insert(x));
        }
        for _ in 0..t.value::<usize>() {
            let x = t.value();
            dim_v += usize::from(v.insert(x));
            dim_sum += usize::from(both.insert(x));
        }
        let words = numbers(case, text)?;
        let k = words[0] as usize;
        if words.len() != k + 1 {
            return Err(format!(
                "line {case}: k = {k} but {} vectors",
                words.len() - 1
            ));
        }
        let expected = dim_u + dim_v - dim_sum;
        if k != expected {
            return Err(format!(
                "line {case}: k = {k}, the intersection has {expected}"
            ));
        }
        let mut found = XorBasis::new();
        for &w in &words[1..] {
            if w >= 1 << 30 {
                return Err(format!("line {case}: {w} is not below 2^30"));
            }
            if u.reduce(w) != 0 || v.reduce(w) != 0 {
                return Err(format!("line {case}: {w} is not in both spaces"));
            }
            if !found.insert(w) {
                return Err(format!("line {case}: {w} depends on the ones before it"));
            }
        }
    }
    Ok(())
}

fn spec(seed: u64) -> Spec {
    Spec {
        seed,
        count: Some(1 + seed % 20),
        ..Spec::default()
    }
}

fn malformed() -> Vec<Malformed> {
    vec![Malformed::new(
        b"2\n1 1\n1 1\n1 1073741824\n0\n",
        "line 4, column 3: expected a vector, from 0 to 1073741823, found \"1073741824\"",
        "1 1\n",
    )]
}

#[test]
fn the_check_takes_right_answers_and_names_wrong_ones() {
    let input = "9\n2 1 2\n3 1 2 4\n3 7 3 1\n2 3 1\n1 2\n2 1 3\n1 2\n2 3 1\n\
                 2 3 4\n3 1 5 3\n3 31 4 15\n4 92 65 35 89\n3 1 2 4\n0\n0\n\
                 3 1 2 4\n0\n0\n";
    // sol/correct.cpp's answer.
    let correct = "2 1 2\n2 3 1\n1 2\n1 2\n2 4 3\n0\n0\n0\n0\n";
    assert_eq!(check(input, correct), Ok(()));
    let other = "2 3 2\n2 2 1\n1 2\n1 2\n2 7 3\n0\n0\n0\n0\n";
    assert_eq!(check(input, other), Ok(()));
    let wrong = [
        "1 1\n2 3 1\n1 2\n1 2\n2 4 3\n0\n0\n0\n0\n",
        "2 1 1\n2 3 1\n1 2\n1 2\n2 4 3\n0\n0\n0\n0\n",
        "2 1 4\n2 3 1\n1 2\n1 2\n2 4 3\n0\n0\n0\n0\n",
        "2 1 2\n2 3 1\n1 2\n1 2\n2 4 3\n0\n0\n0\n",
        "2 1 2\n2 3 1\n1 3\n1 2\n2 4 3\n0\n0\n0\n0\n",
        "2 1 2\n2 3 1\n1 2\n1 2\n2 4 3\n0\n0\n0\n1 0\n",
        "2 1 2\n2 3 1\n1 2\n1 2\n2 4 3\n0\n0\n0\n0",
        "2  1 2\n2 3 1\n1 2\n1 2\n2 4 3\n0\n0\n0\n0\n",
    ];
    for output in wrong {
        assert!(check(input, output).is_err(), "{output:?}");
    }
}

#[test]
fn the_librarys_check() {
    use lightsout_judges::problems::intersection_of_f2_vector_spaces::check;
    let input = b"1\n2 1 2\n2 3 4\n";
    assert_eq!(check(input, b"1 3\n").unwrap().status(), 0);
    assert_eq!(check(input, b"1 1\n").unwrap().status(), 1);
    assert_eq!(check(input, b"0\n").unwrap().status(), 1);
}
