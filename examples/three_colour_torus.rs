//! Three colours on a torus, our own task (docs/your-solution.md's second):
//! a press adds 1 modulo 3 to its cell and its four neighbours, rows and
//! columns wrapping. Boards until the end of input, each `M N` (1 to 100)
//! and M rows of N colours 0 to 2; per board, M rows of N presses 0 to 2
//! that make every cell 0 (a checker takes any; this prints the
//! elimination's), or `IMPOSSIBLE`.
//!
//! `cargo run --example three_colour_torus < samples/three_colour_torus/hand.in`

use std::io::{self, Read};

use lightsout::elimination::{self, FIELD};
use lightsout::{Board, Cells, ParseError, Rule, Scanner};

fn solve(input: &[u8], out: &mut String) -> Result<(), ParseError> {
    let mut s = Scanner::new(input);
    let rule = Rule {
        modulus: 3,
        torus: true,
        ..Rule::standard()
    };
    while !s.at_end() {
        let m = s.number("M", 1, 100)? as usize;
        let n = s.number("N", 1, 100)? as usize;
        let mut colours = Board::new(m, n);
        for cell in colours.cells.iter_mut() {
            *cell = s.number("a colour", 0, 2)? as u32;
        }
        match elimination::solve(&rule, &Cells::Values(colours), FIELD) {
            Ok(Some(presses)) => out.push_str(&presses.rows_text()),
            Ok(None) => out.push_str("IMPOSSIBLE\n"),
            Err(refused) => unreachable!("{} x {} is within reach: {}", m, n, refused),
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
        eprintln!("three_colour_torus: {}", error);
        std::process::exit(1);
    }
}
