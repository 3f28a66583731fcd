//! Codeforces 832E Vasya and Shifts: how many ways make each string b from
//! a string of `a`s with n groups of four equal strings, modulo 10^9 + 7.
//!
//! Input: `n m` (1 to 500), n strings of m letters `a` to `e`, `q` (1 to
//! 300), q strings b. Output: one line a query. Using a string adds its
//! letters (a = 0 .. e = 4) modulo 5; two ways differ where a group's
//! count differs. So with x_i in 0..5 the count of group i, A x = b
//! modulo 5 (column i string i): 5^(n - rank) ways, or none.
//!
//! One elimination (`PrimeEchelon`) answers every query in O(m^2).
//!
//! `cargo run --example vasya_and_shifts < samples/vasya_and_shifts/statement1.in`

use lightsout::{ParseError, Prime, PrimeEchelon, PrimeMatrix, Scanner};

/// A word of `m` letters `a` to `e`, as values 0 to 4.
fn letters(s: &mut Scanner, m: usize) -> Result<Vec<u32>, ParseError> {
    let found = s.token();
    match found {
        Some((_, w)) if w.len() == m && w.iter().all(|b| (b'a'..=b'e').contains(b)) => {
            Ok(w.iter().map(|b| u32::from(b - b'a')).collect())
        }
        _ => Err(s.error(found, &format!("{} letters a to e", m))),
    }
}

fn solve(s: &mut Scanner, out: &mut String) -> Result<(), ParseError> {
    let n = s.number("n", 1, 500)? as usize;
    let m = s.number("m", 1, 500)? as usize;
    let mut strings = Vec::new();
    for _ in 0..n {
        strings.push(letters(s, m)?);
    }
    // Column i is string i.
    let columns: Vec<Vec<u32>> = (0..m)
        .map(|j| strings.iter().map(|w| w[j]).collect())
        .collect();
    let system = PrimeEchelon::new(&PrimeMatrix::from_rows(Prime::new(5), &columns));
    let ways = Prime::new(1_000_000_007).power(5, (n - system.rank()) as u64);
    for _ in 0..s.number("q", 1, 300)? {
        let reachable = system.solve(&letters(s, m)?).is_some();
        out.push_str(&format!("{}\n", if reachable { ways } else { 0 }));
    }
    s.finish()
}

fn main() -> std::io::Result<()> {
    let (mut s, mut out) = (Scanner::stdin()?, String::new());
    let solved = solve(&mut s, &mut out);
    print!("{}", out);
    if let Err(error) = solved {
        eprintln!("vasya_and_shifts: {}", error);
        std::process::exit(1);
    }
    Ok(())
}
