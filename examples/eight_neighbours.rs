//! Eight neighbours, our own task (docs/your-solution.md's third): boards
//! `M N` (1 to 100) of 0/1 until the end of input; per board, how many sets
//! of presses (each toggling its cell and the eight around it) clear it.
//!
//! `cargo run --example eight_neighbours < samples/eight_neighbours/hand.in`

use std::io::{self, Read};

use lightsout::elimination::{self, FIELD};
use lightsout::{Board, Cells, ParseError, Rule, Scanner};

fn solve(input: &[u8], out: &mut String) -> Result<(), ParseError> {
    let mut s = Scanner::new(input);
    while !s.at_end() {
        let m = s.number("M", 1, 100)? as usize;
        let n = s.number("N", 1, 100)? as usize;
        let mut lights = Board::new(m, n);
        for cell in lights.cells.iter_mut() {
            *cell = s.bit()? as u32;
        }
        let rule = Rule::eight_neighbours();
        let counts = elimination::count(&rule, &Cells::Values(lights), FIELD);
        let counts = counts.expect("within reach");
        if counts.solvable {
            out.push_str(&format!("{}\n", counts.kernel));
        } else {
            out.push_str("0\n");
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
        eprintln!("eight_neighbours: {}", error);
        std::process::exit(1);
    }
}
