//! Library Checker System of Linear Equations (Mod 2), whose right answers
//! are many: each is checked here by elimination, `-1` exactly where the
//! system has no solution, else a solution and a basis of the kernel, as
//! many vectors as unknowns less the rank.

use lightsout_judges::kit::generate::Spec;

use super::search::{rank, Tokens};
use super::{Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Checked(check),
    random: (25, spec),
    malformed,
    terminator: None,
};

fn check(input: &str, output: &str) -> Result<(), String> {
    let mut t = Tokens(input.split_whitespace());
    let (n, m) = (t.number(), t.number());
    let a = t.chars(n, '1');
    let b: Vec<u8> = t.chars(1, '1').remove(0);
    let augmented: Vec<Vec<u8>> = a
        .iter()
        .zip(&b)
        .map(|(row, &v)| row.iter().copied().chain([v]).collect())
        .collect();
    let r = rank(&a);
    let times = |x: &[u8]| -> Vec<u8> {
        a.iter()
            .map(|row| row.iter().zip(x).fold(0, |s, (p, q)| s ^ (p & q)))
            .collect()
    };
    if rank(&augmented) > r {
        return match output {
            "-1\n" => Ok(()),
            _ => Err("the system has no solution: expected -1".to_string()),
        };
    }
    let mut answer = Tokens(output.split_whitespace());
    let dimension: usize = answer.value();
    if dimension != m - r {
        return Err(format!("{} kernel vectors, expected {}", dimension, m - r));
    }
    let x = answer.chars(1, '1').remove(0);
    if x.len() != m || times(&x) != b {
        return Err("the solution does not solve the system".to_string());
    }
    let basis = answer.chars(dimension, '1');
    if basis
        .iter()
        .any(|v| v.len() != m || times(v).iter().any(|&p| p != 0))
    {
        return Err("a kernel vector is not in the kernel".to_string());
    }
    if rank(&basis) != dimension {
        return Err("the kernel vectors are not independent".to_string());
    }
    if answer.0.next().is_some() {
        return Err("more than the kernel's vectors".to_string());
    }
    Ok(())
}

fn spec(seed: u64) -> Spec {
    Spec {
        seed,
        rows: Some(1 + seed as usize * 5),
        cols: Some(1 + seed as usize * 3),
        ..Spec::default()
    }
}

fn malformed() -> Vec<Malformed> {
    vec![
        Malformed::new(
            b"2 3\n101\n01\n11\n",
            "line 3, column 1: expected a row of 3 characters 1 or 0, found \"01\"",
            "",
        ),
        Malformed::new(
            b"2 3\n101\n021\n11\n",
            "line 3, column 2: expected 1 or 0, found \"2\"",
            "",
        ),
        Malformed::new(
            b"4097 3\n",
            "line 1, column 1: expected N, from 1 to 4096, found \"4097\"",
            "",
        ),
        Malformed::new(
            b"2 3\n101\n011\n",
            "line 4, column 1: expected a row of 2 characters, found end of input",
            "",
        ),
    ]
}

#[test]
fn the_librarys_check() {
    use lightsout_judges::kit::check::Verdict;
    use lightsout_judges::problems::linear_equations_mod_2::check;
    let input = b"3 3\n101\n011\n110\n011\n";
    assert_eq!(check(input, b"1\n010\n111\n").unwrap().status(), 0);
    assert_eq!(check(input, b"1\n101\n111\n").unwrap().status(), 0);
    assert_eq!(check(input, b"0\n010\n").unwrap().status(), 1);
    assert_eq!(check(input, b"1\n010\n110\n").unwrap().status(), 1);
    assert!(matches!(
        check(input, b"1\n010\n111").unwrap(),
        Verdict::Malformed(_)
    ));
}
