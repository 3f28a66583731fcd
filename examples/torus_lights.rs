//! LA 2353 Turn All the Lights Off (Dhaka 2001): can every light of a
//! square board whose rows and columns wrap around (a torus) be put out,
//! when a switch toggles its square and its four neighbours?
//!
//! Not confirmed: the statement's input and output sections were not
//! found, only its rules. This reads boards until `0` (or the end of
//! input): `N` (1 to 64), then N rows of N values 0/1 (1 on), and writes
//! `YES` or `NO` per board; the samples are our own.
//!
//! One unknown a switch, one equation a light: the board can be put out
//! iff the system over GF(2) has a solution. A square next to a switch
//! twice over (N <= 2) is still toggled once.
//!
//! `cargo run --example torus_lights < samples/torus_lights/edges.in`

use std::io::{self, Read};

use lightsout::{Matrix, ParseError, Scanner};

fn solve(input: &[u8], out: &mut String) -> Result<(), ParseError> {
    let mut s = Scanner::new(input);
    while !s.at_end() {
        let n = s.number("N", 0, 64)? as usize;
        if n == 0 {
            break;
        }
        let mut switches = Matrix::new(n * n, n * n);
        let mut lit = vec![0u64; (n * n + 63) / 64];
        for r in 0..n {
            for c in 0..n {
                let light = r * n + c;
                lit[light / 64] |= s.bit()? << (light % 64);
                for (dr, dc) in [(0, 0), (1, 0), (n - 1, 0), (0, 1), (0, n - 1)] {
                    switches.set((r + dr) % n * n + (c + dc) % n, light, true);
                }
            }
        }
        let possible = switches.solve(&lit).is_some();
        out.push_str(if possible { "YES\n" } else { "NO\n" });
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
        eprintln!("torus_lights: {}", error);
        std::process::exit(1);
    }
}
