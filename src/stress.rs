//! A problem setter's kit for testing other solutions: a reproducible
//! generator of judge inputs, and a strict checker of judge outputs that
//! says exactly what is wrong.

use std::fmt;

use super::extended_lights_out::{read_count, read_puzzle, COLS, ROWS};
use super::fliptile::read_board;
use super::grid::{apply, Grid};
use super::input::{quote, Scanner};
use super::output::push_grid;
use super::poly::nullity;
use super::solve::fewest;

/// SplitMix64: small, fast, and the same on every machine.
#[derive(Clone, Debug)]
pub struct SplitMix(pub u64);

impl SplitMix {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n`, for `n > 0`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
}

/// What to generate.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Spec {
    /// The generator's seed.
    pub seed: u64,
    /// Puzzles, for EXTENDED LIGHTS OUT.
    pub count: Option<u64>,
    /// Fixed rows, for Fliptile.
    pub rows: Option<usize>,
    /// Fixed columns, for Fliptile.
    pub cols: Option<usize>,
    /// Only boards that can be cleared.
    pub solvable: bool,
    /// Sizes with many solutions, and boards that can be cleared, so that
    /// tie-breaking matters.
    pub many_solutions: bool,
}

/// The judge's largest side for Fliptile.
const JUDGE_SIDE: usize = 15;

/// A random board of `rows` x `cols`; if `solvable`, the lights of a random
/// press set, so it can be cleared.
fn random_board(rng: &mut SplitMix, rows: usize, cols: usize, solvable: bool) -> Grid {
    let mut grid = Grid::new(rows, cols);
    for r in 0..rows {
        for c in 0..cols {
            if rng.next_u64() >> 63 == 1 {
                grid.flip(r, c);
            }
        }
    }
    if solvable {
        apply(&Grid::new(rows, cols), &grid)
    } else {
        grid
    }
}

/// A Fliptile input. Sizes not given are drawn from `1..=15`; with
/// `many_solutions`, only from the sizes whose boards have at least 4
/// solutions when they have any.
///
/// # Example
/// ```
/// use lightsout::stress::{fliptile_input, Spec};
/// let spec = Spec { seed: 7, rows: Some(2), cols: Some(3), ..Spec::default() };
/// let text = fliptile_input(&spec).unwrap();
/// assert!(text.starts_with("2 3\n"));
/// assert_eq!(text, fliptile_input(&spec).unwrap());
/// ```
pub fn fliptile_input(spec: &Spec) -> Result<String, String> {
    if spec.count.is_some() {
        return Err("a Fliptile input holds one board; vary --seed for more".to_string());
    }
    let mut rng = SplitMix(spec.seed);
    let sides = |fixed: Option<usize>| fixed.map_or(1..=JUDGE_SIDE, |side| side..=side);
    let sizes: Vec<(usize, usize)> = sides(spec.rows)
        .flat_map(|rows| sides(spec.cols).map(move |cols| (rows, cols)))
        .filter(|&(rows, cols)| !spec.many_solutions || nullity(rows, cols) >= 2)
        .collect();
    if sizes.is_empty() {
        return Err("no size of those has 4 or more solutions per solvable board".to_string());
    }
    let (rows, cols) = sizes[rng.below(sizes.len() as u64) as usize];
    let board = random_board(&mut rng, rows, cols, spec.solvable || spec.many_solutions);
    let mut text = format!("{} {}\n", rows, cols).into_bytes();
    push_grid(&mut text, &board);
    Ok(String::from_utf8(text).expect("digits and spaces"))
}

/// An EXTENDED LIGHTS OUT input of `count` puzzles (default 1).
///
/// # Example
/// ```
/// use lightsout::stress::{extended_lights_out_input, Spec};
/// let text = extended_lights_out_input(&Spec { count: Some(2), ..Spec::default() }).unwrap();
/// assert_eq!(text.lines().count(), 11);
/// ```
pub fn extended_lights_out_input(spec: &Spec) -> Result<String, String> {
    if spec.rows.map_or(false, |r| r != ROWS) || spec.cols.map_or(false, |c| c != COLS) {
        return Err("EXTENDED LIGHTS OUT puzzles are 5 x 6".to_string());
    }
    if spec.many_solutions {
        return Err("every EXTENDED LIGHTS OUT puzzle has exactly one solution".to_string());
    }
    let mut rng = SplitMix(spec.seed);
    let count = spec.count.unwrap_or(1);
    let mut text = format!("{}\n", count).into_bytes();
    for _ in 0..count {
        push_grid(&mut text, &random_board(&mut rng, ROWS, COLS, false));
    }
    Ok(String::from_utf8(text).expect("digits and spaces"))
}

/// A checker's verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The answer is right.
    Ok(String),
    /// The answer is well formed and wrong.
    Wrong(String),
    /// The answer is not in the judge's format.
    Malformed(String),
}

impl Verdict {
    /// The exit status: 0 ok, 1 wrong, 2 malformed.
    pub fn status(&self) -> i32 {
        match self {
            Verdict::Ok(_) => 0,
            Verdict::Wrong(_) => 1,
            Verdict::Malformed(_) => 2,
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Ok(text) => write!(f, "ok: {}", text),
            Verdict::Wrong(text) => write!(f, "wrong: {}", text),
            Verdict::Malformed(text) => write!(f, "malformed: {}", text),
        }
    }
}

/// A reader that accepts exactly the judge's output layout and says where
/// it is not.
struct Strict<'a> {
    data: &'a [u8],
    pos: usize,
    line: usize,
    line_start: usize,
}

impl<'a> Strict<'a> {
    fn new(data: &'a [u8]) -> Self {
        Strict {
            data,
            pos: 0,
            line: 1,
            line_start: 0,
        }
    }

    fn malformed(&self, expected: &str) -> Verdict {
        let found = match self.data.get(self.pos) {
            None => "end of output".to_string(),
            Some(_) => {
                let len = (1..=4)
                    .find(|&n| {
                        std::str::from_utf8(
                            &self.data[self.pos..(self.pos + n).min(self.data.len())],
                        )
                        .is_ok()
                    })
                    .unwrap_or(1);
                quote(&self.data[self.pos..(self.pos + len).min(self.data.len())])
            }
        };
        Verdict::Malformed(format!(
            "line {}, column {}: expected {}, found {}",
            self.line,
            self.pos - self.line_start + 1,
            expected,
            found
        ))
    }

    fn byte(&mut self, byte: u8, expected: &str) -> Result<(), Verdict> {
        if self.data.get(self.pos) != Some(&byte) {
            return Err(self.malformed(expected));
        }
        self.pos += 1;
        if byte == b'\n' {
            self.line += 1;
            self.line_start = self.pos;
        }
        Ok(())
    }

    fn text(&mut self, text: &str) -> Result<(), Verdict> {
        for &byte in text.as_bytes() {
            self.byte(byte, &format!("{:?}", text))?;
        }
        Ok(())
    }

    /// `width` values 0/1 separated by single spaces, then `\n`.
    fn row(&mut self, width: usize, grid: &mut Grid, r: usize) -> Result<(), Verdict> {
        for c in 0..width {
            if c > 0 {
                self.byte(b' ', "a single space")?;
            }
            match self.data.get(self.pos) {
                Some(b'0') => {}
                Some(b'1') => grid.flip(r, c),
                _ => return Err(self.malformed("0 or 1")),
            }
            self.pos += 1;
        }
        self.byte(
            b'\n',
            &format!("the end of the line (\\n) after {} values", width),
        )
    }

    fn grid(&mut self, rows: usize, width: usize) -> Result<Grid, Verdict> {
        let mut grid = Grid::new(rows, width);
        for r in 0..rows {
            self.row(width, &mut grid, r)?;
        }
        Ok(grid)
    }

    fn end(&self) -> Result<(), Verdict> {
        if self.pos == self.data.len() {
            Ok(())
        } else {
            Err(self.malformed("end of output"))
        }
    }
}

/// The first lit cell, 1-based, as a phrase.
fn first_lit(grid: &Grid) -> Option<String> {
    (0..grid.rows()).find_map(|r| {
        (0..grid.width())
            .find(|&c| grid.get(r, c))
            .map(|c| format!("row {}, column {}", r + 1, c + 1))
    })
}

/// Checks a Fliptile `output` for `input`: the fewest flips, ties broken
/// by the least output, or `IMPOSSIBLE` exactly when no flips will do.
/// `Err` if the input itself is malformed.
///
/// # Example
/// ```
/// use lightsout::stress::{check_fliptile, Verdict};
/// let input = b"1 2\n1 1\n";
/// assert_eq!(check_fliptile(input, b"0 1\n"), Ok(Verdict::Ok("1 flip, the fewest and the least output".into())));
/// assert_eq!(check_fliptile(input, b"1 0\n").unwrap().status(), 1);
/// assert_eq!(check_fliptile(input, b"0 1").unwrap().status(), 2);
/// ```
pub fn check_fliptile(input: &[u8], output: &[u8]) -> Result<Verdict, String> {
    let mut scanner = Scanner::new(input);
    let lights = read_board(&mut scanner, false)
        .and_then(|board| scanner.finish().map(|()| board))
        .map_err(|error| error.to_string())?;
    let reference = fewest(&lights);
    let mut reader = Strict::new(output);
    let claimed = if output.first() == Some(&b'I') {
        reader
            .text("IMPOSSIBLE\n")
            .and_then(|()| reader.end())
            .map(|()| None)
    } else {
        reader
            .grid(lights.rows(), lights.width())
            .and_then(|grid| reader.end().map(|()| Some(grid)))
    };
    let claimed = match claimed {
        Ok(claimed) => claimed,
        Err(verdict) => return Ok(verdict),
    };
    Ok(match (claimed, reference) {
        (None, None) => Verdict::Ok("IMPOSSIBLE".to_string()),
        (None, Some(answer)) => Verdict::Wrong(format!(
            "IMPOSSIBLE claimed, but the board can be cleared with {}",
            flips(answer.count)
        )),
        (Some(presses), reference) => {
            let after = apply(&lights, &presses);
            let count = presses.count();
            match (first_lit(&after), reference) {
                (Some(cell), None) => Verdict::Wrong(format!(
                    "IMPOSSIBLE missed: no flips clear this board, and these leave the light at {} on",
                    cell
                )),
                (Some(cell), Some(_)) => Verdict::Wrong(format!("the light at {} stays on", cell)),
                (None, None) => Verdict::Wrong("the flips clear a board the reference cannot: a bug".to_string()),
                (None, Some(answer)) if count > answer.count => {
                    Verdict::Wrong(format!("{}, but the minimum is {}", flips(count), answer.count))
                }
                (None, Some(answer)) if !answer.minimal => Verdict::Ok(format!(
                    "the board is cleared with {}; minimality is not checked on a board this large",
                    flips(count)
                )),
                (None, Some(answer)) => match first_difference(&presses, &answer.presses) {
                    None => Verdict::Ok(format!("{}, the fewest and the least output", flips(count))),
                    Some((r, c)) => Verdict::Wrong(format!(
                        "{} is the fewest, but not the least output: the first difference is at row {}, column {}, which should be 0",
                        flips(count),
                        r + 1,
                        c + 1
                    )),
                },
            }
        }
    })
}

/// `n` flips, in words.
fn flips(n: u64) -> String {
    match n {
        1 => "1 flip".to_string(),
        _ => format!("{} flips", n),
    }
}

/// The first cell, row by row, where two press sets differ.
fn first_difference(a: &Grid, b: &Grid) -> Option<(usize, usize)> {
    (0..a.rows()).find_map(|r| {
        (0..a.width())
            .find(|&c| a.get(r, c) != b.get(r, c))
            .map(|c| (r, c))
    })
}

/// Checks an EXTENDED LIGHTS OUT `output` for `input`: every puzzle in
/// order, its header and a press matrix that clears it (the only one).
///
/// # Example
/// ```
/// use lightsout::stress::{check_extended_lights_out, Verdict};
/// let input = b"1\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n";
/// let output = b"PUZZLE #1\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n";
/// assert_eq!(check_extended_lights_out(input, output).unwrap().status(), 0);
/// ```
pub fn check_extended_lights_out(input: &[u8], output: &[u8]) -> Result<Verdict, String> {
    let mut scanner = Scanner::new(input);
    let count = read_count(&mut scanner).map_err(|e| e.to_string())?;
    let mut reader = Strict::new(output);
    let mut lights = [0u64; ROWS];
    for puzzle in 1..=count {
        read_puzzle(&mut scanner, &mut lights, puzzle, count).map_err(|e| e.to_string())?;
        let presses = match reader
            .text(&format!("PUZZLE #{}\n", puzzle))
            .and_then(|()| reader.grid(ROWS, COLS))
        {
            Ok(presses) => presses,
            Err(verdict) => return Ok(verdict),
        };
        let board = Grid::from_masks(&lights, COLS);
        if let Some(cell) = first_lit(&apply(&board, &presses)) {
            return Ok(Verdict::Wrong(format!(
                "puzzle {}: the light at {} stays on",
                puzzle, cell
            )));
        }
    }
    scanner.finish().map_err(|e| e.to_string())?;
    Ok(match reader.end() {
        Ok(()) => Verdict::Ok(format!("{} puzzles", count)),
        Err(verdict) => verdict,
    })
}
