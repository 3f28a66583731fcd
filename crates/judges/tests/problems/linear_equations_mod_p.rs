//! Library Checker System of Linear Equations (mod 998244353), whose right
//! answers are many: each is checked by elimination here.

use lightsout_judges::kit::generate::Spec;

use super::search::{numbers, output_lines, rank_mod_p, times, Tokens, P};
use super::{Answers, Malformed, Oracle};

pub const ORACLE: Oracle = Oracle {
    answers: Answers::Checked(check),
    random: (25, spec),
    malformed,
    terminator: None,
};

/// `-1` exactly when A x = b has no solution; else R = M - rank(A), a
/// solution c, and R independent vectors d with A d = 0.
fn check(input: &str, output: &str) -> Result<(), String> {
    let lines = output_lines(output)?;
    let t = &mut Tokens(input.split_whitespace());
    let (n, m): (usize, usize) = (t.value(), t.value());
    let a = t.matrix(n, m);
    let b: Vec<u64> = (0..n).map(|_| t.value()).collect();
    let rank = rank_mod_p(a.clone(), m);
    let augmented: Vec<Vec<u64>> = a
        .iter()
        .zip(&b)
        .map(|(row, &bi)| row.iter().copied().chain(Some(bi)).collect())
        .collect();
    let solvable = rank_mod_p(augmented, m + 1) == rank;
    if lines[0] == "-1" {
        if solvable {
            return Err("printed -1, but the system has a solution".to_string());
        }
        if lines.len() > 1 {
            return Err("more lines after -1".to_string());
        }
        return Ok(());
    }
    if !solvable {
        return Err("printed a solution, but the system has none".to_string());
    }
    let r: usize = match lines[0].parse() {
        Ok(r) => r,
        Err(_) => return Err(format!("line 1: {:?} is not R", lines[0])),
    };
    if r != m - rank {
        return Err(format!(
            "R = {r}, but the solutions have dimension {}",
            m - rank
        ));
    }
    if lines.len() != r + 2 {
        return Err(format!("{} lines, expected R + 2 = {}", lines.len(), r + 2));
    }
    let mut vectors = Vec::new();
    for (i, text) in lines[1..].iter().enumerate() {
        let v = numbers(i + 2, text)?;
        if v.len() != m {
            return Err(format!(
                "line {}: {} values, expected M = {m}",
                i + 2,
                v.len()
            ));
        }
        if v.iter().any(|&x| x >= P) {
            return Err(format!("line {}: a value not below {P}", i + 2));
        }
        vectors.push(v);
    }
    if times(&a, &vectors[0]) != b {
        return Err("A c != b".to_string());
    }
    for (j, d) in vectors[1..].iter().enumerate() {
        if times(&a, d).iter().any(|&x| x != 0) {
            return Err(format!("line {}: A d != 0", j + 3));
        }
    }
    if rank_mod_p(vectors[1..].to_vec(), m) != r {
        return Err("the kernel vectors are not independent".to_string());
    }
    Ok(())
}

fn spec(seed: u64) -> Spec {
    Spec {
        seed,
        rows: Some(1 + seed as usize * 3 % 40),
        cols: Some(1 + seed as usize * 7 % 40),
        many_solutions: seed % 3 == 0,
        ..Spec::default()
    }
}

fn malformed() -> Vec<Malformed> {
    vec![Malformed::new(
        b"1 1\n1\n",
        "line 3, column 1: expected an entry, from 0 to 998244352, found end of input",
        "",
    )]
}

#[test]
fn the_check_takes_right_answers_and_names_wrong_ones() {
    let input = "2 3\n1 2 3\n4 5 6\n50 122\n";
    // sol/correct.cpp's answer, and another right one.
    assert_eq!(check(input, "1\n998244351 26 0\n1 998244351 1\n"), Ok(()));
    assert_eq!(check(input, "1\n998244351 26 0\n2 998244349 2\n"), Ok(()));
    let wrong = [
        "-1\n",
        "0\n998244351 26 0\n",
        "2\n998244351 26 0\n1 998244351 1\n2 998244349 2\n",
        "1\n998244351 27 0\n1 998244351 1\n",
        "1\n998244351 26 0\n1 998244351 2\n",
        "1\n998244351 26 0\n0 0 0\n",
        "1\n998244351 26 0\n1 1022 1\n1 998244351 1\n",
        "1\n998244351 26 0 \n1 998244351 1\n",
        "1\n998244351 26 0\n1 998244351 1",
        "1\n998244351 26\n1 998244351 1\n",
    ];
    for output in wrong {
        assert!(check(input, output).is_err(), "{output:?}");
    }
    // x = 1 and x = 2: no solution.
    let none = "2 1\n1\n1\n1 2\n";
    assert_eq!(check(none, "-1\n"), Ok(()));
    assert!(check(none, "0\n1\n").is_err());
    assert!(check(none, "-1\n0\n").is_err());
    // A unique solution: R = 0.
    let unique = "2 2\n1 0\n0 2\n5 4\n";
    assert_eq!(check(unique, "0\n5 2\n"), Ok(()));
    assert!(check(unique, "-1\n").is_err());
}

#[test]
fn the_librarys_check() {
    use lightsout_judges::kit::check::Verdict;
    use lightsout_judges::problems::linear_equations_mod_p::check;
    let input = b"2 3\n1 1 0\n0 1 1\n2 3\n";
    assert_eq!(
        check(input, b"1\n998244352 3 0\n1 998244352 1\n")
            .unwrap()
            .status(),
        0
    );
    assert_eq!(
        check(input, b"1\n0 2 1\n2 998244351 2\n").unwrap().status(),
        0
    );
    assert_eq!(check(input, b"0\n998244352 3 0\n").unwrap().status(), 1);
    assert_eq!(
        check(input, b"1\n998244352 3 0\n1 1 1\n").unwrap().status(),
        1
    );
    assert!(matches!(
        check(input, b"-1").unwrap(),
        Verdict::Malformed(_)
    ));
}
