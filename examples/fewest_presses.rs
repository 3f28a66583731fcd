//! The fewest presses, our own task (docs/your-solution.md's first): boards
//! `M N` (1 to 20) of 0/1 until the end of input; per board, the fewest
//! presses K that put every light out and the cells pressed (the least read
//! row by row, proven at these sizes), or `IMPOSSIBLE`.
//!
//! `cargo run --example fewest_presses < samples/fewest_presses/hand.in`

use std::io::{self, Read};

use lightsout::{standard, Grid, ParseError, Scanner};

fn solve(input: &[u8], out: &mut String) -> Result<(), ParseError> {
    let mut s = Scanner::new(input);
    while !s.at_end() {
        let m = s.number("M", 1, 20)? as usize;
        let n = s.number("N", 1, 20)? as usize;
        let mut lights = Grid::new(m, n);
        for cell in 0..m * n {
            if s.bit()? == 1 {
                lights.flip(cell / n, cell % n);
            }
        }
        match standard::fewest(&lights) {
            Some(found) => {
                out.push_str(&format!("{}\n", found.count));
                for r in 0..m {
                    let row: Vec<&str> = (0..n)
                        .map(|c| ["0", "1"][found.presses.cell(r, c) as usize])
                        .collect();
                    out.push_str(&(row.join(" ") + "\n"));
                }
            }
            None => out.push_str("IMPOSSIBLE\n"),
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
        eprintln!("fewest_presses: {}", error);
        std::process::exit(1);
    }
}
