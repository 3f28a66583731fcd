//! HDU 7491 开关灯 (2024): how many states a row of n lamps can reach, when
//! a press toggles a lamp and its left and right neighbours.
//!
//! Input: `T` (at most 100), then T lines of n (1 <= n <= 10^9). Output per
//! n: the number of states reachable from all off, modulo 998244353.
//!
//! The reachable states are the span of the n presses: 2^(n - t), t the
//! nullity of the row. The row's chase is the Fibonacci recurrence modulo
//! 2, of period 3, so a row of n lamps has the nullity of a row of
//! 3 + n mod 3, which f(k) and an XOR basis find.
//!
//! `cargo run --example lamps_in_a_row < samples/lamps_in_a_row/statement.in`

use std::io::{self, Read};

use lightsout::{full, press, ParseError, Prime, Scanner, XorBasis};

/// The nullity of a row of `width` lamps (at most 64): the presses that
/// change nothing.
fn nullity(width: usize) -> u64 {
    let mut presses = XorBasis::default();
    for lamp in 0..width {
        presses.insert(press(1 << lamp, full(width)));
    }
    (width - presses.dimension()) as u64
}

fn solve(input: &[u8], out: &mut String) -> Result<(), ParseError> {
    let mut s = Scanner::new(input);
    let field = Prime::new(998_244_353);
    for _ in 0..s.number("T", 1, 100)? {
        let n = s.number("n", 1, 1_000_000_000)?;
        let t = nullity(3 + (n % 3) as usize);
        out.push_str(&format!("{}\n", field.power(2, n - t)));
    }
    s.finish()
}

fn main() {
    let mut input = Vec::new();
    io::stdin().read_to_end(&mut input).unwrap();
    let mut out = String::new();
    let solved = solve(&input, &mut out);
    print!("{}", out);
    if let Err(error) = solved {
        eprintln!("lamps_in_a_row: {}", error);
        std::process::exit(1);
    }
}
