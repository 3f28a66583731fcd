//! Reading judge input: whitespace-separated tokens with errors that say
//! where.
//!
//! Tokens are separated by any mix of spaces, tabs, line ends (`\n` or
//! `\r\n`), form feeds and blank lines; the last token need not end in a
//! newline. Positions are found only when there is an error, so reading
//! costs no more than scanning the bytes.

use std::fmt;

use crate::board::grid::head;
use crate::io::position::{Gap, Position};

/// What was found where something else was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// The input ended.
    End,
    /// A token, as the user would read it: quoted, with escapes.
    Token(String),
}

/// A parse error: 1-based line and column (in characters) of the offending
/// token, or of the end of input, with what was expected there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Line, counted from 1.
    pub line: usize,
    /// Column in characters, counted from 1.
    pub column: usize,
    /// What the reader expected, as a phrase: `"0 or 1"`.
    pub expected: String,
    /// What it found.
    pub found: Found,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: expected {}, found ",
            self.line, self.column, self.expected
        )?;
        match &self.found {
            Found::End => f.write_str("end of input"),
            Found::Token(token) => f.write_str(token),
        }
    }
}

impl std::error::Error for ParseError {}

/// How much of a long token an error message quotes.
const QUOTE_LIMIT: usize = 24;

/// The most characters a number takes, leading zeros included: a u64 has
/// 20 digits, and no judge pads its numbers past this.
pub const MAX_DIGITS: usize = 32;

/// Whether `byte` separates tokens: space, tab, line feed, carriage return,
/// vertical tab or form feed.
pub fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c')
}

/// Fast input: whitespace-separated tokens of bytes read whole, each read
/// with a range, and errors that say where ([`ParseError`]: line and
/// column of the token, what was expected, what was found), so that bad
/// input is one clear line, never a panic.
///
/// # Constraints
/// Numbers fit a `u64`; a row mask is at most 64 cells wide.
///
/// # Complexity
/// O(1) a token beyond its bytes; positions are counted only for an
/// error.
///
/// # Example
/// ```
/// use lightsout::Scanner;
/// let mut input = Scanner::new(b"2 3\r\n1 0\t1\n0 1 1\n");
/// assert_eq!(input.number("the number of rows", 1, 15), Ok(2));
/// assert_eq!(input.number("the number of columns", 1, 15), Ok(3));
/// // Column 0 in the mask's top bit.
/// assert_eq!(input.row_mask(3), Ok(0b101));
/// assert_eq!(input.row_mask(3), Ok(0b011));
/// assert!(input.finish().is_ok());
/// let error = Scanner::new(b"0 1\n2").row_mask(3).unwrap_err();
/// assert_eq!(error.to_string(), "line 2, column 1: expected 0 or 1, found \"2\"");
/// ```
#[derive(Clone, Debug)]
pub struct Scanner<'a> {
    data: &'a [u8],
    pos: usize,
    origin: Position,
    gaps: &'a [Gap],
    /// Whether `data` runs to the end of the input (a stream's part may be
    /// followed by more).
    // A judge binary's single-file bundle may have no reader of it.
    #[allow(dead_code)]
    ends_input: bool,
}

impl<'a> Scanner<'a> {
    /// A scanner at the start of `data`.
    pub fn new(data: &'a [u8]) -> Self {
        Scanner {
            data,
            pos: 0,
            origin: Position::START,
            gaps: &[],
            ends_input: true,
        }
    }

    /// A scanner over all of stdin, read once and kept for the rest of
    /// the program.
    ///
    /// # Example
    /// ```no_run
    /// use lightsout::Scanner;
    /// fn main() -> Result<(), Box<dyn std::error::Error>> {
    ///     let mut s = Scanner::stdin()?;
    ///     let (n, word, letter) = (s.scan::<usize>()?, s.scan::<String>()?, s.scan::<char>()?);
    ///     println!("{} {} {}", n, word, letter);
    ///     Ok(())
    /// }
    /// ```
    pub fn stdin() -> std::io::Result<Scanner<'static>> {
        let mut data = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut data)?;
        Ok(Scanner::new(Box::leak(data.into_boxed_slice())))
    }

    /// The next token as a `T`, by its [`FromStr`](std::str::FromStr): a
    /// number (`u64`, `i32`, `usize`, ...), a word (`String`), a letter
    /// (`char`, a token of one character). For numbers in a range, with
    /// their name in the error, [`Scanner::number`].
    ///
    /// # Example
    /// ```
    /// use lightsout::Scanner;
    /// let mut s = Scanner::new(b"-3 abc x 7");
    /// assert_eq!(s.scan::<i32>(), Ok(-3));
    /// assert_eq!(s.scan::<String>(), Ok("abc".to_string()));
    /// assert_eq!(s.scan::<char>(), Ok('x'));
    /// assert_eq!(s.scan::<char>(), Ok('7'));
    /// assert_eq!(s.scan::<u8>().err().unwrap().to_string(), "line 1, column 11: expected a u8, found end of input");
    /// ```
    pub fn scan<T: std::str::FromStr>(&mut self) -> Result<T, ParseError> {
        let found = self.token();
        let parsed =
            found.and_then(|(_, token)| std::str::from_utf8(token).ok()?.parse().ok());
        parsed.ok_or_else(|| {
            let name = std::any::type_name::<T>().rsplit("::").next().unwrap_or("");
            self.error(found, &format!("a {}", name))
        })
    }

    /// A scanner at byte `pos` of `data`, a part of the input that starts
    /// at `origin`, with `gaps` standing for runs of whitespace; `ends_input`
    /// if nothing follows `data`.
    pub(crate) fn resume(
        data: &'a [u8],
        pos: usize,
        origin: Position,
        gaps: &'a [Gap],
        ends_input: bool,
    ) -> Self {
        Scanner {
            data,
            pos,
            origin,
            gaps,
            ends_input,
        }
    }

    /// The byte the scanner is at.
    pub(crate) fn offset(&self) -> usize {
        self.pos
    }

    fn skip_space(&mut self) {
        while self.pos < self.data.len() && is_space(self.data[self.pos]) {
            self.pos += 1;
        }
    }

    /// Skips the whitespace before the next token and says whether that
    /// token starts a line: the input's first, or one after a line end.
    /// (A stream that lets a line end go between parses starts its data
    /// at a line's first column: see [`crate::io::stream::Stream`].)
    pub fn starts_line(&mut self) -> bool {
        // Before the data: the input's start, or a line end a stream let go.
        let mut found = self.pos == 0 && self.origin.column == 1;
        while self.pos < self.data.len() && is_space(self.data[self.pos]) {
            let at = self.pos;
            found |= self.data[at] == b'\n'
                || self.gaps.iter().any(|gap| gap.at == at && gap.lines > 0);
            self.pos += 1;
        }
        found
    }

    /// Skips to the next token and refuses it with `expected` unless it
    /// starts a line ([`Scanner::starts_line`]) exactly when `starts`: for
    /// formats whose rows are lines.
    pub fn on_line(&mut self, starts: bool, expected: &str) -> Result<(), ParseError> {
        if self.starts_line() != starts {
            if let Some((at, token)) = self.clone().token() {
                return Err(self.error(Some((at, token)), expected));
            }
        }
        Ok(())
    }

    /// Refuses the next token with `expected` unless it starts a line, as
    /// [`Scanner::on_line`] does, and says what comes next: `true` where the
    /// input ends instead (a row that ends the input ends its line), `false`
    /// where a token follows. Where neither is known yet (the end of what a
    /// stream holds), it is an error at the end, on which a
    /// [`crate::io::stream::Stream`] reads on.
    pub fn line_ends(&mut self, expected: &str) -> Result<bool, ParseError> {
        self.on_line(true, expected)?;
        match self.clone().token() {
            Some(_) => Ok(false),
            None if self.ends_input => Ok(true),
            None => Err(self.error(None, expected)),
        }
    }

    /// Whether only whitespace is left to the end of the input, an error
    /// at the end where that is not known yet (see [`Scanner::line_ends`]).
    pub fn input_ends(&mut self) -> Result<bool, ParseError> {
        match self.clone().token() {
            Some(_) => Ok(false),
            None if self.ends_input => Ok(true),
            None => Err(self.error(None, "more input")),
        }
    }

    /// The next token and its byte offset, or `None` at the end of input.
    pub fn token(&mut self) -> Option<(usize, &'a [u8])> {
        self.skip_space();
        let start = self.pos;
        while self.pos < self.data.len() && !is_space(self.data[self.pos]) {
            self.pos += 1;
        }
        if start == self.pos {
            None
        } else {
            Some((start, &self.data[start..self.pos]))
        }
    }

    /// The error for finding `found` where `expected` should be: a token at
    /// its offset (as [`Scanner::token`] gives it), or `None` for the end of
    /// input.
    pub fn error(&self, found: Option<(usize, &[u8])>, expected: &str) -> ParseError {
        let offset = found.map_or(self.data.len(), |(offset, _)| offset);
        let Position { line, column } =
            self.origin.after_gaps(&self.data[..offset], self.gaps);
        ParseError {
            line,
            column,
            expected: expected.to_string(),
            found: found.map_or(Found::End, |(_, token)| Found::Token(quote(token))),
        }
    }

    /// A decimal number in `min..=max`; `what` names it in errors, which
    /// also give the range (unless it holds one number, which `what` says).
    pub fn number(&mut self, what: &str, min: u64, max: u64) -> Result<u64, ParseError> {
        let expected = || match max {
            _ if min == max => what.to_string(),
            u64::MAX => format!("{}, at least {}", what, min),
            _ => format!("{}, from {} to {}", what, min, max),
        };
        let found = self.token();
        match found.and_then(|(_, token)| digits(token)) {
            Some(v) if (min..=max).contains(&v) => Ok(v),
            _ => Err(self.error(found, &expected())),
        }
    }

    /// A token that is one of `words`, as its index; `what` names them in
    /// errors.
    pub fn one_word(&mut self, words: &[&str], what: &str) -> Result<usize, ParseError> {
        let found = self.token();
        let index =
            found.and_then(|(_, token)| words.iter().position(|w| w.as_bytes() == token));
        match index {
            Some(i) => Ok(i),
            None => Err(self.error(found, what)),
        }
    }

    /// A number that is one of `values`; `what` names them in errors.
    pub fn one_of(&mut self, what: &str, values: &[u64]) -> Result<u64, ParseError> {
        let found = self.token();
        match found.and_then(|(_, token)| digits(token)) {
            Some(value) if values.contains(&value) => Ok(value),
            _ => Err(self.error(found, what)),
        }
    }

    /// A row of `width` cells from 0 to `modulus - 1`, separated by
    /// whitespace, or (for a modulus up to 10) one word of `width` digits,
    /// appended to `out`.
    pub fn value_row(
        &mut self,
        width: usize,
        modulus: u32,
        out: &mut Vec<u32>,
    ) -> Result<(), ParseError> {
        self.skip_space();
        let start = self.pos;
        let end = start.saturating_add(width);
        let ends = self
            .data
            .get(end)
            .map_or(end == self.data.len(), |&b| is_space(b));
        let word = self.data.get(start..end).filter(|w| {
            width > 1 && ends && modulus <= 10 && w.iter().all(u8::is_ascii_digit)
        });
        if let Some(word) = word {
            for (i, &b) in word.iter().enumerate() {
                let digit = u32::from(b - b'0');
                if digit >= modulus {
                    let expected = format!("a digit from 0 to {}", modulus - 1);
                    return Err(self.error(Some((start + i, &word[i..i + 1])), &expected));
                }
                out.push(digit);
            }
            self.pos = end;
            return Ok(());
        }
        for _ in 0..width {
            let cell = if modulus == 2 {
                self.bit()?
            } else {
                self.number("a cell", 0, u64::from(modulus) - 1)?
            };
            out.push(cell as u32);
        }
        Ok(())
    }

    /// One cell: the token `0` or `1`.
    #[inline]
    pub fn bit(&mut self) -> Result<u64, ParseError> {
        self.skip_space();
        let data = self.data;
        let pos = self.pos;
        if pos < data.len()
            && (data[pos] == b'0' || data[pos] == b'1')
            && (pos + 1 == data.len() || is_space(data[pos + 1]))
        {
            self.pos = pos + 1;
            return Ok(u64::from(data[pos] - b'0'));
        }
        let found = self.token();
        Err(self.error(found, "0 or 1"))
    }

    /// A row of `width` cells (`width <= 64`) as a mask, column 0 the most
    /// significant bit (see [`press`](crate::press)); the common layout is
    /// read by the one word parser that [`Scanner::bit_row`] uses.
    #[inline]
    pub fn row_mask(&mut self, width: usize) -> Result<u64, ParseError> {
        self.skip_space();
        let end = self.pos + 2 * width - 1;
        if let Some(text) = self.data.get(self.pos..end) {
            let ends = self.data.get(end).map_or(true, |&b| is_space(b));
            if let (true, Some(mask)) = (ends, word_of_cells(text, 2)) {
                self.pos = end;
                return Ok(mask);
            }
        }
        let mut mask = 0;
        for _ in 0..width {
            mask = mask << 1 | self.bit()?;
        }
        Ok(mask)
    }

    /// A row of `width` values `0`/`1` separated by whitespace, of any
    /// width, appended to `out` as the words of a [`crate::board::grid`] row.
    pub fn bit_row(&mut self, width: usize, out: &mut Vec<u64>) -> Result<(), ParseError> {
        self.skip_space();
        if self.spaced_row(width, out) {
            return Ok(());
        }
        push_words(width, out, |_| self.bit())
    }

    /// The common layout of a row, `0 1 1 0\n` (cells one space apart),
    /// read eight cells a time; false, with nothing read, for any other.
    fn spaced_row(&mut self, width: usize, out: &mut Vec<u64>) -> bool {
        let end = self.pos + 2 * width - 1;
        let text = match self.data.get(self.pos..end) {
            Some(text) if self.data.get(end).map_or(true, |&b| is_space(b)) => text,
            _ => return false,
        };
        if push_cells(text, width, 2, out) {
            self.pos = end;
            true
        } else {
            false
        }
    }

    /// [`Scanner::bit_row`], or the row as one word of `width` digits
    /// `0`/`1`, such as `10011`.
    pub fn bit_or_digit_row(
        &mut self,
        width: usize,
        out: &mut Vec<u64>,
    ) -> Result<(), ParseError> {
        if width > 1 && self.digit_row(width, out) {
            return Ok(());
        }
        self.bit_row(width, out)
    }

    /// Reads a row of `width` cells written as one word of digits `0`/`1`
    /// if one comes next, eight digits at a time; otherwise reads nothing
    /// and says false.
    fn digit_row(&mut self, width: usize, out: &mut Vec<u64>) -> bool {
        let before = self.pos;
        self.skip_space();
        let (start, end) = (self.pos, self.pos.saturating_add(width));
        // The word must end after `width` digits.
        let ends = self
            .data
            .get(end)
            .map_or(end == self.data.len(), |&b| is_space(b));
        if ends && push_digits(&self.data[start..end], out) {
            self.pos = end;
            true
        } else {
            self.pos = before;
            false
        }
    }

    /// A row of `width` cells written as one word of characters,
    /// `cells[0]` for a dark cell and `cells[1]` for a lit one, appended to
    /// `out` as the words of a [`crate::board::grid`] row.
    pub fn char_row(
        &mut self,
        width: usize,
        cells: &[u8; 2],
        out: &mut Vec<u64>,
    ) -> Result<(), ParseError> {
        if cells == b"01" && self.digit_row(width, out) {
            return Ok(());
        }
        let (offset, token) = match self.token() {
            Some(found) => found,
            None => {
                let expected = format!("a row of {} characters", width);
                return Err(self.error(None, &expected));
            }
        };
        let either = format!("{} or {}", cells[1] as char, cells[0] as char);
        if let Some(bad) = token.iter().position(|b| !cells.contains(b)) {
            let char_len = std::str::from_utf8(&token[bad..])
                .ok()
                .and_then(|s| s.chars().next())
                .map_or(1, char::len_utf8);
            let found = &token[bad..bad + char_len];
            return Err(self.error(Some((offset + bad, found)), &either));
        }
        if token.len() != width {
            let expected = format!("a row of {} characters {}", width, either);
            return Err(self.error(Some((offset, token)), &expected));
        }
        push_words(width, out, |column| {
            Ok(u64::from(token[column] == cells[1]))
        })
    }

    /// Succeeds if only whitespace is left.
    pub fn finish(&mut self) -> Result<(), ParseError> {
        match self.token() {
            None => Ok(()),
            found => Err(self.error(found, "end of input")),
        }
    }

    /// Whether only whitespace is left.
    pub fn at_end(&mut self) -> bool {
        self.skip_space();
        self.pos == self.data.len()
    }
}

/// Appends `width` cells, `cell(column)` for column 0 first, as row words
/// (see [`crate::board::grid`]).
fn push_words(
    width: usize,
    out: &mut Vec<u64>,
    mut cell: impl FnMut(usize) -> Result<u64, ParseError>,
) -> Result<(), ParseError> {
    let mut word = 0;
    for column in 0..width {
        word = word << 1 | cell(column)?;
        // A word ends where the cells left fill whole words.
        if (width - column - 1) % 64 == 0 {
            out.push(word);
            word = 0;
        }
    }
    Ok(())
}

/// Appends a word of digits `0`/`1` as row words, eight digits at a time;
/// false, with nothing appended, if a byte is not one of those digits.
fn push_digits(token: &[u8], out: &mut Vec<u64>) -> bool {
    push_cells(token, token.len(), 1, out)
}

/// Appends a row of `width` cells written `stride` bytes a cell (see
/// [`word_of_cells`]) as row words; false, with nothing appended, if the
/// text is not that.
#[inline]
fn push_cells(text: &[u8], width: usize, stride: usize, out: &mut Vec<u64>) -> bool {
    let start = out.len();
    let mut cells = head(width);
    let mut from = 0;
    while from < text.len() {
        let to = (from + cells * stride).min(text.len());
        match word_of_cells(&text[from..to], stride) {
            Some(bits) => out.push(bits),
            None => {
                out.truncate(start);
                return false;
            }
        }
        from = to;
        cells = 64;
    }
    true
}

/// At most 64 cells written `stride` bytes a cell, as a number, the first
/// cell the highest bit: a digit `0`/`1` each, followed (but for the last
/// cell, which may end the text) by a single space if `stride` is 2. `None`
/// if the text is not that.
#[inline]
fn word_of_cells(text: &[u8], stride: usize) -> Option<u64> {
    // In eight bytes, the cells' low bits, what the rest of every byte
    // must be, and the multiplier that gathers the low bits at the top,
    // the first byte's highest.
    let (cells, layout, gather) = if stride == 1 {
        (
            0x0101_0101_0101_0101,
            0x3030_3030_3030_3030,
            0x8040_2010_0804_0201,
        )
    } else {
        // Bits 0, 16, 32 and 48 to bits 63, 62, 61 and 60.
        (
            0x0001_0001_0001_0001,
            0x2030_2030_2030_2030,
            1 << 63 | 1 << 46 | 1 << 29 | 1 << 12,
        )
    };
    let per = 8 / stride;
    let (mut word, mut wrong) = (0u64, 0u64);
    let chunks = text.chunks_exact(8);
    let tail = chunks.remainder();
    for chunk in chunks {
        let mut eight = [0u8; 8];
        eight.copy_from_slice(chunk);
        let v = u64::from_le_bytes(eight);
        wrong |= v & !cells ^ layout;
        word = word << per | (v & cells).wrapping_mul(gather) >> (64 - per);
    }
    for (i, &b) in tail.iter().enumerate() {
        if i % stride == 0 {
            wrong |= u64::from(b & !1 ^ b'0');
            word = word << 1 | u64::from(b & 1);
        } else {
            wrong |= u64::from(b ^ b' ');
        }
    }
    if wrong == 0 {
        Some(word)
    } else {
        None
    }
}

/// The decimal number `token` spells, if it does in at most
/// [`MAX_DIGITS`] digits and 64 bits: leading zeros count, so a run of them
/// is refused, not held.
fn digits(token: &[u8]) -> Option<u64> {
    if token.len() > MAX_DIGITS {
        return None;
    }
    token.iter().try_fold(0u64, |v, &byte| match byte {
        b'0'..=b'9' => v.checked_mul(10)?.checked_add(u64::from(byte - b'0')),
        _ => None,
    })
}

/// A token quoted for an error message: `"2"`, long tokens cut with `...`,
/// and bytes that are not UTF-8 escaped as `\xff`.
pub fn quote(token: &[u8]) -> String {
    let mut text = String::from("\"");
    let cut = match std::str::from_utf8(token) {
        Ok(s) => {
            text.extend(s.chars().take(QUOTE_LIMIT).flat_map(char::escape_debug));
            s.chars().count() > QUOTE_LIMIT
        }
        Err(_) => {
            for &byte in token.iter().take(QUOTE_LIMIT) {
                text.extend(std::ascii::escape_default(byte).map(char::from));
            }
            token.len() > QUOTE_LIMIT
        }
    };
    text.push('"');
    if cut {
        text.push_str("...");
    }
    text
}
