//! Judge input read in blocks, for inputs too long to hold at once.

use std::io::{self, Read};

use crate::io::input::{is_space, Found, ParseError, Scanner};
use crate::io::position::{Gap, Position};

/// Input read in blocks, for inputs too long to hold: each [`parse`]
/// sees the buffered input up to the last whole token, and is run again
/// with more if it stops at the end of what was buffered.
///
/// [`parse`]: Stream::parse
///
/// # Example
/// ```
/// use lightsout::Stream;
/// let mut reader: &[u8] = b"3 4\n5";
/// let mut stream = Stream::new(&mut reader);
/// let mut numbers = Vec::new();
/// for _ in 0..3 {
///     numbers.push(stream.parse(|s| s.number("a number", 0, 9)).unwrap().unwrap());
/// }
/// assert_eq!(numbers, vec![3, 4, 5]);
/// assert!(stream.finish().unwrap().is_ok());
/// ```
pub struct Stream<'r> {
    reader: &'r mut dyn Read,
    buffer: Vec<u8>,
    /// Bytes before `start` are parsed; `whole..end` may be a cut token.
    start: usize,
    whole: usize,
    end: usize,
    at_eof: bool,
    /// Where `buffer[0]` is in the input.
    origin: Position,
    /// Long runs of whitespace after the last token, kept as one byte each.
    gaps: Vec<Gap>,
    /// Where the whitespace at the end of the buffer starts.
    blank_from: usize,
    /// The longest token any parse takes: a longer one is handed to the
    /// parse cut, which refuses it, instead of being read to its end.
    max_token: usize,
}

impl<'r> Stream<'r> {
    /// The first block size; a block grows only to hold one longer token.
    pub const BLOCK: usize = 1 << 16;

    /// The bytes it holds now: a block, or two where one token is longer
    /// than a block (memory stays in proportion to a case, not the input).
    pub fn held(&self) -> usize {
        self.buffer.len()
    }

    /// A stream over `reader`.
    pub fn new(reader: &'r mut dyn Read) -> Self {
        Stream {
            reader,
            buffer: vec![0; Stream::BLOCK],
            start: 0,
            whole: 0,
            end: 0,
            at_eof: false,
            origin: Position::START,
            gaps: Vec::new(),
            blank_from: 0,
            max_token: Stream::MAX_TOKEN,
        }
    }

    /// The longest token a stream reads whole unless told otherwise: more
    /// than any judge's (the longest is a row of 100000 characters).
    pub const MAX_TOKEN: usize = 1 << 20;

    /// Sets the longest token that can be valid from here on (a row's
    /// width, once the size is known): a longer one is refused once that
    /// much of it is read, so a huge token or an endless one (`/dev/zero`)
    /// costs no more memory than a valid one.
    pub fn max_token(&mut self, bytes: usize) {
        self.max_token = bytes.max(64);
    }

    /// The most whitespace kept as it is at the end of the buffer; a longer
    /// run is kept as one byte and a [`Gap`].
    const BLANKS: usize = 1 << 10;

    /// Drops the parsed bytes and reads until another whole token is
    /// buffered or the input ends. Each byte is read, moved and searched a
    /// bounded number of times, however the reader splits the input: a
    /// parse runs again only when a token has come in, and whitespace
    /// before the next token is dropped as it is read.
    fn refill(&mut self) -> io::Result<()> {
        let mut grew = false;
        loop {
            // Whitespace before the next token is never needed again, but
            // for whether the token starts a line (`Scanner::starts_line`):
            // it is dropped up to its last line end, after which the buffer
            // starts a line (its origin at a line's first column); a gap
            // that stands for a line end is kept, as is a run that starts
            // the input. The next parse starts where what is kept does.
            let first = self.start;
            while self.start < self.end && is_space(self.buffer[self.start]) {
                self.start += 1;
            }
            let opens = first == 0 && self.origin == Position::START;
            let cut = if opens {
                0
            } else {
                self.line_start(first, self.start)
            };
            if cut > 0 {
                let origin = self.origin.after_gaps(&self.buffer[..cut], &self.gaps);
                self.drop_front(cut, origin);
            }
            self.start = 0;
            if grew || self.at_eof {
                return Ok(());
            }
            if self.end == self.buffer.len() {
                let longer = 2 * self.buffer.len();
                self.buffer.resize(longer, 0);
            }
            let read = match self.reader.read(&mut self.buffer[self.end..]) {
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                result => result?,
            };
            let fresh = self.end..self.end + read;
            self.end += read;
            self.at_eof = read == 0;
            if let Some(i) = fresh.clone().rev().find(|&i| !is_space(self.buffer[i])) {
                self.blank_from = i + 1;
            }
            if self.at_eof {
                self.whole = self.end;
                grew = true;
            } else {
                // The end of the last token that a space ends.
                let from = fresh.start.max(1);
                let ended = (from..fresh.end)
                    .rev()
                    .find(|&i| is_space(self.buffer[i]) && !is_space(self.buffer[i - 1]));
                if let Some(i) = ended {
                    self.whole = i + 1;
                    grew = true;
                } else if self.end - self.whole > self.max_token {
                    // Too long to be valid: the parse sees it cut, and says so.
                    self.whole = self.end;
                    grew = true;
                }
            }
            self.keep_blanks_short();
        }
    }

    /// Where the whitespace `from..to` may be dropped up to: just past its
    /// last `\n`, at a gap that stands for a line end, or all of it.
    fn line_start(&self, from: usize, to: usize) -> usize {
        let gap_lines = |i: usize| self.gaps.iter().any(|gap| gap.at == i && gap.lines > 0);
        let last = (from..to)
            .rev()
            .find(|&i| self.buffer[i] == b'\n' || gap_lines(i));
        match last {
            Some(i) if gap_lines(i) => i,
            Some(i) => i + 1,
            None => to,
        }
    }

    /// Drops the first `n` bytes of the buffer, the rest starting at
    /// `origin`.
    fn drop_front(&mut self, n: usize, origin: Position) {
        self.origin = origin;
        self.buffer.copy_within(n..self.end, 0);
        self.end -= n;
        self.start = self.start.saturating_sub(n);
        self.whole = self.whole.saturating_sub(n);
        self.blank_from = self.blank_from.saturating_sub(n);
        self.gaps.retain(|gap| gap.at >= n);
        for gap in &mut self.gaps {
            gap.at -= n;
        }
    }

    /// Keeps the whitespace at the end of the buffer to one byte and a
    /// [`Gap`] once it is long: no parse looks past its first byte (a whole
    /// token ends there), and an error after it is placed by the gap.
    fn keep_blanks_short(&mut self) {
        let from = self.blank_from;
        if self.end - from <= Stream::BLANKS || from < self.start {
            return;
        }
        match self.gaps.last_mut() {
            // The run goes on from an earlier read.
            Some(gap) if gap.at == from => {
                *gap = gap.then(Gap::of(from, &self.buffer[from + 1..self.end]));
            }
            _ => self.gaps.push(Gap::of(from, &self.buffer[from..self.end])),
        }
        self.end = from + 1;
        self.whole = self.whole.min(self.end);
    }

    /// Runs `parse` on the buffered whole tokens; if it fails at their end
    /// before the input ends, reads more and runs it again from the same
    /// point. What it read is consumed when it succeeds.
    pub fn parse<T>(
        &mut self,
        mut parse: impl FnMut(&mut Scanner<'_>) -> Result<T, ParseError>,
    ) -> io::Result<Result<T, ParseError>> {
        loop {
            let mut scanner = Scanner::resume(
                &self.buffer[..self.whole],
                self.start,
                self.origin,
                &self.gaps,
                self.at_eof,
            );
            match parse(&mut scanner) {
                Err(error) if error.found == Found::End && !self.at_eof => self.refill()?,
                Ok(value) => {
                    self.start = scanner.offset();
                    return Ok(Ok(value));
                }
                Err(error) => return Ok(Err(error)),
            }
        }
    }

    /// Whether only whitespace is left to the end of the input, reading on
    /// until a token comes or the input ends.
    pub fn input_ends(&mut self) -> io::Result<bool> {
        Ok(self.parse(|s| s.input_ends())?.unwrap_or(false))
    }

    /// Whether the input ends right after what the parses have read, not
    /// even a line end after it: its last token may be cut.
    pub fn ends_at_last_token(&self) -> bool {
        self.at_eof && self.start == self.end && self.start > 0
    }

    /// Succeeds if only whitespace is left, reading to the end to know.
    pub fn finish(&mut self) -> io::Result<Result<(), ParseError>> {
        loop {
            if let Err(error) = Scanner::resume(
                &self.buffer[..self.whole],
                self.start,
                self.origin,
                &self.gaps,
                self.at_eof,
            )
            .finish()
            {
                return Ok(Err(error));
            }
            if self.at_eof {
                return Ok(Ok(()));
            }
            self.start = self.whole;
            self.refill()?;
        }
    }
}
