//! Where a reader is in its input: a line and column ([`Position`]), and
//! the runs of whitespace a stream keeps as one byte ([`Gap`]).

/// A line and column, both counted from 1, the column in characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    /// The line.
    pub line: usize,
    /// The column.
    pub column: usize,
}

impl Position {
    /// The start of the input.
    pub const START: Position = Position { line: 1, column: 1 };

    /// The position after `text`, in which each of `gaps` (in order of
    /// their bytes) stands for a run of whitespace.
    pub fn after_gaps(self, text: &[u8], gaps: &[Gap]) -> Position {
        let (mut here, mut from) = (self, 0);
        for gap in gaps.iter().take_while(|gap| gap.at < text.len()) {
            here = here
                .after_plain(&text[from..gap.at])
                .after(gap.lines, gap.columns);
            from = gap.at + 1;
        }
        here.after_plain(&text[from..])
    }

    fn after_plain(self, text: &[u8]) -> Position {
        let last = text.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        let columns = String::from_utf8_lossy(&text[last..]).chars().count();
        self.after(newlines(text), columns)
    }

    /// The position `lines` newlines on, and `columns` characters after the
    /// last (after this position if `lines` is 0).
    fn after(self, lines: usize, columns: usize) -> Position {
        match lines {
            0 => Position {
                line: self.line,
                column: self.column + columns,
            },
            _ => Position {
                line: self.line + lines,
                column: 1 + columns,
            },
        }
    }
}

/// A run of whitespace that a [`crate::io::stream::Stream`] keeps as one byte,
/// so that a long run between two tokens of one parse holds no memory: at
/// byte `at` of the data, it stands for a run of `lines` newlines with
/// `columns` characters after the last (after its start if `lines` is 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Gap {
    /// The byte that stands for the run.
    pub at: usize,
    /// The run's newlines.
    pub lines: usize,
    /// Its characters after the last newline, or all of them.
    pub columns: usize,
}

impl Gap {
    /// The run that `text` (all whitespace) is, at byte `at`.
    pub(crate) fn of(at: usize, text: &[u8]) -> Gap {
        let lines = newlines(text);
        let last = text.iter().rposition(|&b| b == b'\n');
        Gap {
            at,
            lines,
            columns: text.len() - last.map_or(0, |i| i + 1),
        }
    }

    /// This run followed by `next`.
    pub(crate) fn then(self, next: Gap) -> Gap {
        Gap {
            at: self.at,
            lines: self.lines + next.lines,
            columns: if next.lines == 0 {
                self.columns + next.columns
            } else {
                next.columns
            },
        }
    }
}

/// The number of `\n` in `text`. Counted in byte-sized lanes, 224 bytes
/// at a time (a lane's count stays under 256, and 224 is a multiple of
/// every vector width, so nothing is left to count a byte at a time), which
/// vectorises: this runs over every block of a streamed input.
fn newlines(text: &[u8]) -> usize {
    text.chunks(224)
        .map(|chunk| usize::from(chunk.iter().fold(0u8, |n, &b| n + u8::from(b == b'\n'))))
        .sum()
}
