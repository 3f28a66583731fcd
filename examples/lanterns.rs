//! HDU 3364 Lanterns: how many sets of switches light a target.
//!
//! Input: `T` cases; each `n m` (n lanterns, m switches, both at most 50),
//! then per switch `k` and the k lanterns it toggles (from 1), then `Q` and
//! Q targets of n values 0/1 (every lantern starts off). Output per case:
//! `Case t:`, then per target how many sets of switches light exactly it.
//!
//! Not confirmed: the statement page was not found. The format follows
//! three accepted solutions, which agree; the samples are our own (`hand` checked by hand).
//!
//! A target is reached iff it is in the span of the switches, and then by
//! 2^(m - rank) sets: an XOR basis answers both.
//!
//! `cargo run --example lanterns < samples/lanterns/hand.in`

use std::io::{self, Read};

use lightsout::{ParseError, Scanner, XorBasis};

fn solve(input: &[u8], out: &mut String) -> Result<(), ParseError> {
    let mut s = Scanner::new(input);
    for case in 1..=s.number("the number of cases", 1, 1000)? {
        let n = s.number("n", 1, 50)?;
        let m = s.number("m", 1, 50)?;
        let mut switches = XorBasis::default();
        for _ in 0..m {
            let mut toggles = 0u64;
            for _ in 0..s.number("how many lanterns a switch lists", 0, 1 << 20)? {
                toggles |= 1 << (s.number("a lantern", 1, n)? - 1);
            }
            switches.insert(toggles);
        }
        let ways = 1u64 << (m - switches.dimension() as u64);
        out.push_str(&format!("Case {}:\n", case));
        for _ in 0..s.number("Q", 0, 1000)? {
            let mut target = 0;
            for lantern in 0..n {
                target |= s.bit()? << lantern;
            }
            let reached = switches.min_xor(target) == 0;
            out.push_str(&format!("{}\n", if reached { ways } else { 0 }));
        }
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
        eprintln!("lanterns: {}", error);
        std::process::exit(1);
    }
}
