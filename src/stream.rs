//! Judge input read in blocks, for inputs too long to hold at once.

use std::io::{self, Read};

use crate::input::{is_space, Error, Found, Position, Scanner};

/// Input read in blocks, for inputs too long to hold: each [`parse`]
/// sees the buffered input up to the last whole token, and is run again
/// with more if it stops at the end of what was buffered.
///
/// [`parse`]: Stream::parse
///
/// # Example
/// ```
/// use lightsout::stream::Stream;
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
}

impl<'r> Stream<'r> {
    /// The first block size; a block grows only to hold one longer token.
    const BLOCK: usize = 1 << 16;

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
        }
    }

    /// Drops the parsed bytes and reads until another whole token is
    /// buffered or the input ends. Each byte is read, moved and searched a
    /// bounded number of times, however the reader splits the input: a
    /// parse runs again only when a token has come in, and whitespace
    /// before the next token is dropped as it is read.
    fn refill(&mut self) -> io::Result<()> {
        let mut grew = false;
        loop {
            // Whitespace before the next token is never needed again.
            while self.start < self.end && is_space(self.buffer[self.start]) {
                self.start += 1;
            }
            if self.start > 0 {
                self.origin = self.origin.after(&self.buffer[..self.start]);
                self.buffer.copy_within(self.start..self.end, 0);
                self.end -= self.start;
                self.whole = self.whole.saturating_sub(self.start);
                self.start = 0;
            }
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
                }
            }
        }
    }

    /// Runs `parse` on the buffered whole tokens; if it fails at their end
    /// before the input ends, reads more and runs it again from the same
    /// point. What it read is consumed when it succeeds.
    pub fn parse<T>(
        &mut self,
        mut parse: impl FnMut(&mut Scanner<'_>) -> Result<T, Error>,
    ) -> io::Result<Result<T, Error>> {
        loop {
            let mut scanner =
                Scanner::resume(&self.buffer[..self.whole], self.start, self.origin);
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

    /// Succeeds if only whitespace is left, reading to the end to know.
    pub fn finish(&mut self) -> io::Result<Result<(), Error>> {
        loop {
            if let Err(error) =
                Scanner::resume(&self.buffer[..self.whole], self.start, self.origin)
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
