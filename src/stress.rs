//! A problem setter's kit for testing other solutions: a reproducible
//! generator of judge inputs, and a strict checker of judge outputs that
//! says exactly what is wrong.

use std::fmt;
use std::io::{self, Write};

use crate::grid::{apply, Grid};
use crate::input::quote;
use crate::judge::Solver;

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

/// Where a generator writes its input: text gathered in blocks of 64 KiB,
/// each written out as it fills, so a million cases hold one block of
/// memory and `| head` stops the generator at once. After a failed write
/// every push fails, so the generator stops; [`Sink::finish`] says why.
pub struct Sink<'a> {
    out: &'a mut dyn Write,
    text: Vec<u8>,
    failed: Option<io::Error>,
}

/// What a generator returns when its sink has failed to write.
const WRITE_FAILED: &str = "the output could not be written";

impl<'a> Sink<'a> {
    /// A sink writing to `out`.
    pub fn new(out: &'a mut dyn Write) -> Sink<'a> {
        Sink {
            out,
            text: Vec::new(),
            failed: None,
        }
    }

    /// The text not yet written, to append to; [`Sink::push`] with nothing
    /// writes it out once a block is full.
    pub fn text(&mut self) -> &mut Vec<u8> {
        &mut self.text
    }

    /// Appends `bytes`, and writes the text out if a block is full.
    pub fn push(&mut self, bytes: &[u8]) -> Result<(), String> {
        self.text.extend_from_slice(bytes);
        if self.failed.is_some() {
            return Err(WRITE_FAILED.to_string());
        }
        if self.text.len() >= 1 << 16 {
            if let Err(error) = self.out.write_all(&self.text) {
                self.failed = Some(error);
                return Err(WRITE_FAILED.to_string());
            }
            self.text.clear();
        }
        Ok(())
    }

    /// Writes the rest; the first write error, if any write failed.
    pub fn finish(mut self) -> io::Result<()> {
        match self.failed.take() {
            Some(error) => Err(error),
            None => self.out.write_all(&self.text),
        }
    }
}

/// A generator: writes a random valid input for `spec` to the sink, the
/// same for the same spec; `Err` says why the spec does not fit.
pub type Generator = fn(&Spec, &mut Sink<'_>) -> Result<(), String>;

/// The whole input `generate` makes for `spec`, as a string.
///
/// # Example
/// ```
/// use lightsout::{problems::fliptile::generate, stress::{generated, Spec}};
/// let text = generated(generate, &Spec { rows: Some(2), cols: Some(3), ..Spec::default() });
/// assert!(text.unwrap().starts_with("2 3\n"));
/// ```
pub fn generated(generate: Generator, spec: &Spec) -> Result<String, String> {
    let mut out = Vec::new();
    let mut sink = Sink::new(&mut out);
    generate(spec, &mut sink)?;
    sink.finish().map_err(|e| e.to_string())?;
    Ok(String::from_utf8(out).expect("generators write text"))
}

/// What to generate.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Spec {
    /// The generator's seed.
    pub seed: u64,
    /// Cases, for problems with many.
    pub count: Option<u64>,
    /// Fixed rows, where the problem's boards vary.
    pub rows: Option<usize>,
    /// Fixed columns, where the problem's boards vary.
    pub cols: Option<usize>,
    /// Only boards that can be cleared.
    pub solvable: bool,
    /// Sizes with many solutions, and boards that can be cleared, so that
    /// tie-breaking matters.
    pub many_solutions: bool,
}

/// A random board of `rows` x `cols`; if `solvable`, the lights of a random
/// press set, so it can be cleared.
pub fn random_board(rng: &mut SplitMix, rows: usize, cols: usize, solvable: bool) -> Grid {
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

/// A strict checker: judges an output for an input; `Err` if the input
/// itself is malformed.
pub type Checker = fn(&[u8], &[u8]) -> Result<Verdict, String>;

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
pub struct Strict<'a> {
    data: &'a [u8],
    /// The byte the reader is at.
    pub pos: usize,
    line: usize,
    line_start: usize,
}

impl<'a> Strict<'a> {
    pub fn new(data: &'a [u8]) -> Self {
        Strict {
            data,
            pos: 0,
            line: 1,
            line_start: 0,
        }
    }

    pub fn malformed(&self, expected: &str) -> Verdict {
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

    pub fn byte(&mut self, byte: u8, expected: &str) -> Result<(), Verdict> {
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

    pub fn text(&mut self, text: &str) -> Result<(), Verdict> {
        for &byte in text.as_bytes() {
            self.byte(byte, &format!("{:?}", text))?;
        }
        Ok(())
    }

    /// `width` values 0/1 separated by single spaces, then `\n`.
    pub fn row(&mut self, width: usize, grid: &mut Grid, r: usize) -> Result<(), Verdict> {
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

    pub fn grid(&mut self, rows: usize, width: usize) -> Result<Grid, Verdict> {
        let mut grid = Grid::new(rows, width);
        for r in 0..rows {
            self.row(width, &mut grid, r)?;
        }
        Ok(grid)
    }

    pub fn end(&self) -> Result<(), Verdict> {
        if self.pos == self.data.len() {
            Ok(())
        } else {
            Err(self.malformed("end of output"))
        }
    }
}

/// The first lit cell, 1-based, as a phrase.
pub fn first_lit(grid: &Grid) -> Option<String> {
    (0..grid.rows()).find_map(|r| {
        (0..grid.width())
            .find(|&c| grid.cell(r, c))
            .map(|c| format!("row {}, column {}", r + 1, c + 1))
    })
}

/// `n` flips, in words.
pub fn flips(n: u64) -> String {
    match n {
        1 => "1 flip".to_string(),
        _ => format!("{} flips", n),
    }
}

/// The first cell, row by row, where two press sets differ.
pub fn first_difference(a: &Grid, b: &Grid) -> Option<(usize, usize)> {
    (0..a.rows()).find_map(|r| {
        (0..a.width())
            .find(|&c| a.cell(r, c) != b.cell(r, c))
            .map(|c| (r, c))
    })
}

/// Checks `output` for `input` against the one right output, `solve`'s: for
/// problems where every case has exactly one right answer. `Err` if the
/// input itself is malformed.
///
/// # Example
/// ```
/// use lightsout::{problems::flip_five, stress::{check_exact, Verdict}};
/// let input = b"1\n*..\n**.\n*..\n";
/// let check = |output: &[u8]| check_exact(flip_five::run, input, output).unwrap();
/// assert_eq!(check(b"1\n"), Verdict::Ok("1 line, as expected".into()));
/// assert_eq!(check(b"2\n"), Verdict::Wrong("line 1: expected \"1\", found \"2\"".into()));
/// assert_eq!(check(b"1").status(), 2);
/// ```
pub fn check_exact(solve: Solver, input: &[u8], output: &[u8]) -> Result<Verdict, String> {
    let mut expected = Vec::new();
    solve(&mut &input[..], &mut expected, &mut |_| {})
        .map_err(|error| error.to_string())?;
    let lines: Vec<&[u8]> = expected.split(|&b| b == b'\n').collect();
    let lines = &lines[..lines.len() - 1];
    let mut reader = Strict::new(output);
    for (number, &line) in lines.iter().enumerate() {
        let start = reader.pos;
        let end = output[start..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(output.len(), |i| start + i);
        let found = &output[start..end];
        let text = format!("{}\n", String::from_utf8_lossy(line));
        // Layout first: what no judge would take whatever the answer.
        let odd = found.iter().any(|&b| b == b'\r' || b == b'\t');
        let spaced = found.first() == Some(&b' ') || found.last() == Some(&b' ');
        if found == line || start == output.len() || odd || spaced {
            match reader.text(&text) {
                Ok(()) => continue,
                Err(verdict) => return Ok(verdict),
            }
        }
        return Ok(Verdict::Wrong(format!(
            "line {}: expected {}, found {}",
            number + 1,
            quote(line),
            quote(found)
        )));
    }
    if let Err(verdict) = reader.end() {
        return Ok(verdict);
    }
    Ok(Verdict::Ok(format!(
        "{} line{}, as expected",
        lines.len(),
        if lines.len() == 1 { "" } else { "s" }
    )))
}

/// The number of cases to generate: `--count`, or 1; at most `max`.
pub fn case_count(spec: &Spec, max: u64) -> Result<u64, String> {
    match spec.count {
        Some(count) if count > max => {
            Err(format!("the judge allows at most {} cases", max))
        }
        count => Ok(count.unwrap_or(1)),
    }
}

/// A side of a board: `fixed`, checked to be from `min` to `max`, or drawn
/// from that range.
pub fn side(
    fixed: Option<usize>,
    min: usize,
    max: usize,
    rng: &mut SplitMix,
) -> Result<usize, String> {
    match fixed {
        Some(side) if side < min || side > max => Err(format!(
            "the judge's boards have sides from {} to {}",
            min, max
        )),
        Some(side) => Ok(side),
        None => Ok(min + rng.below((max - min + 1) as u64) as usize),
    }
}

/// Refuses the options a problem of one fixed board size has no use for.
pub fn fixed_size(spec: &Spec, rows: usize, cols: usize) -> Result<(), String> {
    let fits = |given: Option<usize>, side| given.map_or(true, |given| given == side);
    if fits(spec.rows, rows) && fits(spec.cols, cols) {
        Ok(())
    } else {
        Err(format!("the judge's boards are {} x {}", rows, cols))
    }
}

/// The rows of `grid` as words of characters, `cells[1]` for a set cell and
/// `cells[0]` for a clear one, one row a line.
///
/// # Example
/// ```
/// use lightsout::{grid::Grid, stress::char_rows};
/// assert_eq!(char_rows(&Grid::from_masks(&[0b10, 0b01], 2), b".X"), "X.\n.X\n");
/// ```
pub fn char_rows(grid: &Grid, cells: &[u8; 2]) -> String {
    let mut text = String::with_capacity(grid.rows() * (grid.width() + 1));
    for r in 0..grid.rows() {
        text.extend((0..grid.width()).map(|c| cells[usize::from(grid.cell(r, c))] as char));
        text.push('\n');
    }
    text
}
