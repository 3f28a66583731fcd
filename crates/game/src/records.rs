//! The best moves of each level, as text: one line a level, `level K best
//! B`. Lines of any other kind are kept as they are, so that a file shared
//! with a later version loses nothing. Where the text is kept (a file, the
//! browser's storage) is the front end's business.

/// The most bytes of records a front end reads: every level's line
/// many times over. A longer file is not the game's, and is left alone.
pub const MAX_BYTES: u64 = 1 << 20;

/// The records, in the order of their text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Records {
    lines: Vec<Line>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Line {
    Best { level: u64, moves: u64 },
    Other(String),
}

/// What noting a win did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Noted {
    /// The best before this win, if the level had one.
    pub before: Option<u64>,
    /// Whether this win is the new best (and the records changed).
    pub new_best: bool,
}

impl Records {
    /// The records in `text`.
    pub fn parse(text: &str) -> Records {
        let lines = text
            .lines()
            .map(|line| {
                let words: Vec<&str> = line.split_whitespace().collect();
                let best = match words.as_slice() {
                    ["level", level, "best", moves] => {
                        level.parse().ok().zip(moves.parse().ok())
                    }
                    _ => None,
                };
                match best {
                    Some((level, moves)) => Line::Best { level, moves },
                    None => Line::Other(line.to_string()),
                }
            })
            .collect();
        Records { lines }
    }

    /// The records as text, a line each, every unknown line as it was.
    pub fn text(&self) -> String {
        self.lines
            .iter()
            .map(|line| match line {
                Line::Best { level, moves } => format!("level {} best {}\n", level, moves),
                Line::Other(text) => format!("{}\n", text),
            })
            .collect()
    }

    /// The best moves of level `k`, if any.
    pub fn best(&self, k: u64) -> Option<u64> {
        self.lines.iter().find_map(|line| match *line {
            Line::Best { level, moves } if level == k => Some(moves),
            _ => None,
        })
    }

    /// Notes a win of level `k` in `moves`: the best, if it beats it (in
    /// place of the level's line, or after the levels before it).
    pub fn note(&mut self, k: u64, moves: u64) -> Noted {
        let before = self.best(k);
        let new_best = before.map_or(true, |best| moves < best);
        if new_best {
            let line = Line::Best { level: k, moves };
            match self
                .lines
                .iter()
                .position(|line| matches!(*line, Line::Best { level, .. } if level >= k))
            {
                Some(i) if self.best_at(i) == Some(k) => self.lines[i] = line,
                Some(i) => self.lines.insert(i, line),
                None => self.lines.push(line),
            }
        }
        Noted { before, new_best }
    }

    fn best_at(&self, i: usize) -> Option<u64> {
        match self.lines[i] {
            Line::Best { level, .. } => Some(level),
            Line::Other(_) => None,
        }
    }
}
