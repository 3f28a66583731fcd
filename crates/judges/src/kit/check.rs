//! Strict checkers of judge outputs that say exactly what is wrong
//! (`lightsout check`): the verdict, a reader that takes only the judge's
//! layout, and the checker for problems with one right answer.

use std::fmt;

use crate::error::Error;
use crate::judge::Solver;
use lightsout::input::quote;
use lightsout::Grid;

/// A strict checker: judges an output for an input; `Err` if the input
/// itself is malformed.
pub(crate) type Checker = fn(&[u8], &[u8]) -> Result<Verdict, Error>;

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
    /// The exit status: 0 accepted, 1 not (wrong or malformed: the line
    /// says which), leaving 2 to a checker's own errors.
    pub fn status(&self) -> i32 {
        match self {
            Verdict::Ok(_) => 0,
            Verdict::Wrong(_) | Verdict::Malformed(_) => 1,
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
pub(crate) struct Strict<'a> {
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

    pub(crate) fn malformed(&self, expected: &str) -> Verdict {
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

    pub(crate) fn byte(&mut self, byte: u8, expected: &str) -> Result<(), Verdict> {
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

    pub(crate) fn text(&mut self, text: &str) -> Result<(), Verdict> {
        for &byte in text.as_bytes() {
            // What was expected is written out only when it is not found:
            // once a byte, it made a line of n bytes cost n^2.
            if self.data.get(self.pos) != Some(&byte) {
                return Err(self.malformed(&format!("{:?}", text)));
            }
            self.byte(byte, "")?;
        }
        Ok(())
    }

    /// `width` values 0/1 separated by single spaces, then `\n`.
    pub fn row(&mut self, width: usize, grid: &mut Grid, r: usize) -> Result<(), Verdict> {
        self.cells(width, grid, r, true)
    }

    /// `width` digits 0/1 with nothing between them, then `\n`.
    pub(crate) fn digit_row(
        &mut self,
        width: usize,
        grid: &mut Grid,
        r: usize,
    ) -> Result<(), Verdict> {
        self.cells(width, grid, r, false)
    }

    fn cells(
        &mut self,
        width: usize,
        grid: &mut Grid,
        r: usize,
        spaced: bool,
    ) -> Result<(), Verdict> {
        for c in 0..width {
            if c > 0 && spaced {
                self.byte(b' ', "a single space")?;
            }
            match self.data.get(self.pos) {
                Some(b'0') => {}
                Some(b'1') => grid.flip(r, c),
                _ => return Err(self.malformed("0 or 1")),
            }
            self.pos += 1;
        }
        let what = if spaced { "values" } else { "digits" };
        self.byte(
            b'\n',
            &format!("the end of the line (\\n) after {} {}", width, what),
        )
    }

    pub(crate) fn grid(&mut self, rows: usize, width: usize) -> Result<Grid, Verdict> {
        let mut grid = Grid::new(rows, width);
        for r in 0..rows {
            self.row(width, &mut grid, r)?;
        }
        Ok(grid)
    }

    /// `rows` lines of [`Strict::digit_row`].
    pub(crate) fn digit_grid(
        &mut self,
        rows: usize,
        width: usize,
    ) -> Result<Grid, Verdict> {
        let mut grid = Grid::new(rows, width);
        for r in 0..rows {
            self.digit_row(width, &mut grid, r)?;
        }
        Ok(grid)
    }

    /// A line holding a decimal number from `min` to `max`, or `-1` where
    /// `minus_one` allows it (`None`).
    pub(crate) fn number_line(
        &mut self,
        min: u64,
        max: u64,
        minus_one: bool,
    ) -> Result<Option<u64>, Verdict> {
        let expected = if minus_one {
            format!("-1 or a number from {} to {}", min, max)
        } else {
            format!("a number from {} to {}", min, max)
        };
        if minus_one && self.data.get(self.pos) == Some(&b'-') {
            self.text("-1\n")?;
            return Ok(None);
        }
        let value = self
            .number(min, max)
            .map_err(|_| self.malformed(&expected))?;
        self.byte(b'\n', "the end of the line (\\n)")?;
        Ok(Some(value))
    }

    /// `width` decimal numbers from 0 to `max` separated by single spaces,
    /// then `\n`.
    pub(crate) fn number_row(
        &mut self,
        width: usize,
        max: u64,
    ) -> Result<Vec<u64>, Verdict> {
        let mut row = Vec::with_capacity(width);
        for c in 0..width {
            if c > 0 {
                self.byte(b' ', "a single space")?;
            }
            row.push(self.number(0, max)?);
        }
        self.byte(
            b'\n',
            &format!("the end of the line (\\n) after {} numbers", width),
        )?;
        Ok(row)
    }

    /// A decimal number from `min` to `max`, without leading zeros.
    pub(crate) fn number(&mut self, min: u64, max: u64) -> Result<u64, Verdict> {
        let start = self.pos;
        let digits = self.data[start..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let text = &self.data[start..start + digits];
        let value = std::str::from_utf8(text)
            .ok()
            .and_then(|t| t.parse::<u64>().ok());
        match value {
            Some(v) if (min..=max).contains(&v) && (digits == 1 || text[0] != b'0') => {
                self.pos += digits;
                Ok(v)
            }
            _ => Err(self.malformed(&format!("a number from {} to {}", min, max))),
        }
    }

    pub(crate) fn end(&self) -> Result<(), Verdict> {
        if self.pos == self.data.len() {
            Ok(())
        } else {
            Err(self.malformed("end of output"))
        }
    }
}

/// The first lit cell, 1-based, as a phrase.
pub(crate) fn first_lit(grid: &Grid) -> Option<String> {
    (0..grid.rows()).find_map(|r| {
        (0..grid.width())
            .find(|&c| grid.cell(r, c))
            .map(|c| format!("row {}, column {}", r + 1, c + 1))
    })
}

/// `n` flips, in words.
pub(crate) fn flips(n: u64) -> String {
    match n {
        1 => "1 flip".to_string(),
        _ => format!("{} flips", n),
    }
}

/// The first cell, row by row, where two press sets differ.
pub(crate) fn first_difference(a: &Grid, b: &Grid) -> Option<(usize, usize)> {
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
/// use lightsout_judges::kit::check::{check_exact, Verdict};
/// use lightsout_judges::problems::flip_five;
/// let input = b"1\n*..\n**.\n*..\n";
/// let check = |output: &[u8]| check_exact(flip_five::run, input, output).unwrap();
/// assert_eq!(check(b"1\n"), Verdict::Ok("1 line, as expected".into()));
/// assert_eq!(check(b"2\n"), Verdict::Wrong("line 1: expected \"1\", found \"2\"".into()));
/// assert!(matches!(check(b"1"), Verdict::Malformed(_)));
/// ```
pub fn check_exact(solve: Solver, input: &[u8], output: &[u8]) -> Result<Verdict, Error> {
    let mut expected = Vec::new();
    solve(&mut &input[..], &mut expected)?;
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

/// `output` laid out as judges that compare tokens line by line take it:
/// `\r\n` line ends made `\n`, spaces and tabs around and between values
/// made single spaces, blank lines at the end dropped, a final newline
/// added; with what was changed, in words. `None` if nothing is.
pub fn relaxed(output: &[u8]) -> Option<(Vec<u8>, Vec<&'static str>)> {
    let mut changes = Vec::new();
    let mut note = |change: &'static str| {
        if !changes.contains(&change) {
            changes.push(change);
        }
    };
    let mut lines: Vec<&[u8]> = output.split(|&b| b == b'\n').collect();
    if lines.last().map_or(false, |last| last.is_empty()) {
        lines.pop();
    } else if !output.is_empty() {
        note("no final newline");
    }
    let mut fixed = Vec::with_capacity(output.len() + 1);
    for line in &lines {
        let line = match line.strip_suffix(b"\r") {
            Some(line) => {
                note("\\r\\n line ends");
                line
            }
            None => line,
        };
        let words: Vec<&[u8]> = line
            .split(|&b| b == b' ' || b == b'\t')
            .filter(|word| !word.is_empty())
            .collect();
        let start = fixed.len();
        for (i, word) in words.iter().enumerate() {
            if i > 0 {
                fixed.push(b' ');
            }
            fixed.extend_from_slice(word);
        }
        if fixed[start..] != *line {
            note("spaces other than single ones");
        }
        fixed.push(b'\n');
    }
    while fixed.ends_with(b"\n\n") {
        fixed.pop();
        note("blank lines at the end");
    }
    if changes.is_empty() {
        None
    } else {
        Some((fixed, changes))
    }
}
