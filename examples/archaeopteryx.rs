//! Luogu P6126 [JSOI2012] 始祖鸟 (also BZOJ 4328): send the birds to two
//! places so that each has an even number of its friends beside it.
//!
//! Input: `N` (at most 2000), then for each bird `M` and the M birds it
//! knows (from 1; knowing is one-way). Output: `k` and, on the next line,
//! the k birds that go upstream (any answer is accepted, in any order), or
//! `Impossible`.
//!
//! With x_i = 1 upstream, bird i has a friend j beside it where
//! x_i + x_j = 0, so it wants sum_j (1 + x_i + x_j) = 0 over its friends:
//! sum_j x_j + M x_i = M, one equation a bird over GF(2).
//!
//! `cargo run --example archaeopteryx < samples/archaeopteryx/statement.in`

use std::io::{self, Read};

use lightsout::{Matrix, ParseError, Scanner};

fn solve(input: &[u8], out: &mut String) -> Result<(), ParseError> {
    let mut s = Scanner::new(input);
    let n = s.number("N", 1, 2000)? as usize;
    let mut system = Matrix::new(n, n);
    let mut wants = vec![0u64; (n + 63) / 64];
    for bird in 0..n {
        let m = s.number("how many birds it knows", 0, 1 << 20)?;
        let row = system.row_mut(bird);
        for _ in 0..m {
            let friend = s.number("a bird", 1, n as u64)? as usize - 1;
            row[friend / 64] ^= 1 << (friend % 64);
        }
        row[bird / 64] ^= (m % 2) << (bird % 64);
        wants[bird / 64] |= (m % 2) << (bird % 64);
    }
    match system.solve(&wants) {
        Some((x, _)) => {
            let up: Vec<String> = (1..=n)
                .filter(|&i| x.get(0, i - 1))
                .map(|i| i.to_string())
                .collect();
            out.push_str(&format!("{}\n{}\n", up.len(), up.join(" ")));
        }
        None => out.push_str("Impossible\n"),
    }
    // Anything after the birds is refused, once the answer stands.
    s.finish()
}

fn main() {
    let mut input = Vec::new();
    io::stdin().read_to_end(&mut input).unwrap();
    let mut out = String::new();
    let solved = solve(&input, &mut out);
    print!("{}", out);
    if let Err(error) = solved {
        eprintln!("archaeopteryx: {}", error);
        std::process::exit(1);
    }
}
