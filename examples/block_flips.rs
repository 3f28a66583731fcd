//! Baekjoon 1080 행렬 (Matrix): the fewest flips of a 3 x 3 block that turn
//! the 0/1 matrix A into B, or -1.
//!
//! Input: `N M` (1 to 50), N rows of A, then N rows of B, each row one
//! word of M digits `0`/`1`. Output: the fewest flips, or `-1`.
//!
//! A flip is a switch wired to the nine cells of its block (`Switches`);
//! the lights are the cells where A and B differ. (The greedy sweep from
//! the top left is the same here; `Switches` takes any wiring.) Not confirmed: the
//! statement's sample pair was not found to compare byte for byte (the
//! format is the statement's); `statement1` is the first as remembered, its
//! answer, as every sample's, checked by an oracle written apart.
//!
//! `cargo run --example block_flips < samples/block_flips/statement1.in`

use lightsout::{ParseError, Scanner, Switches};

fn solve(s: &mut Scanner, out: &mut String) -> Result<(), ParseError> {
    let n = s.number("N", 1, 50)? as usize;
    let m = s.number("M", 1, 50)? as usize;
    let mut cells = Vec::new();
    for _ in 0..2 * n {
        s.value_row(m, 2, &mut cells)?;
    }
    // The lights: the cells where A and B differ.
    let lights: Vec<bool> = (0..n * m).map(|i| cells[i] != cells[n * m + i]).collect();
    let mut blocks = Switches::new(n * m);
    for (r, c) in (0..n * m)
        .map(|i| (i / m, i % m))
        .filter(|&(r, c)| r + 2 < n && c + 2 < m)
    {
        let block: Vec<usize> = (0..9).map(|k| (r + k / 3) * m + c + k % 3).collect();
        blocks.add(&block);
    }
    let pressed = blocks
        .fewest(&lights)
        .map(|x| x.iter().filter(|&&p| p).count());
    out.push_str(&format!("{}\n", pressed.map_or(-1, |count| count as i64)));
    s.finish()
}

fn main() -> std::io::Result<()> {
    let (mut s, mut out) = (Scanner::stdin()?, String::new());
    let solved = solve(&mut s, &mut out);
    print!("{}", out);
    if let Err(error) = solved {
        eprintln!("block_flips: {}", error);
        std::process::exit(1);
    }
    Ok(())
}
