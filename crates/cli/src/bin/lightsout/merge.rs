//! Proofs split across machines: the part certificate `solve --part I/N`
//! prints, and `lightsout merge`, which checks that N parts belong to one
//! board, cover its search once and clear it, and prints the proven answer.
//!
//! A certificate is text:
//!
//! ```text
//! lightsout part 3 of 8
//! board 30 x 30 --rule standard, fingerprint f9ba14a73f55235a
//! 1 1 1 ...
//! solutions 2^20, symmetries 8
//! pieces 4 to 6 of 16, 2^16 solutions each
//! tried 131072
//! fewest 384
//! 0 0 0 ...
//! ```
//!
//! the board's rows after its line (the board the presses clear: with
//! `--target`, the board less the target), then the part's fewest-press
//! solution, a row a line (`fewest none` and no rows for a part with
//! nothing to try); on a board no presses clear, the board and the line
//! `impossible`. `merge` holds every line but the fewest to what the
//! board and the part's number make it, and the fewest's presses to the
//! board: what it takes on trust is that each part tried its pieces. It
//! reads every certificate before it answers, so that it names every
//! part to run again at once.

use std::collections::{BTreeSet, HashMap};
use std::fmt::Display;
use std::io::Write;

use lightsout::standard::walkable;
use lightsout::{
    apply, fewest, split_of, Cells, Grid, Minimal, Rule, Search, Split, SplitPart,
    DEFAULT_SEARCH_WORK,
};
use lightsout_game::rules;
use lightsout_judges::error::Error;
use lightsout_judges::judge;
use lightsout_judges::output::write_grid;

use crate::answer::write_answer;
use crate::cli::{refused, Command, Inputs};

pub const COMMAND: Command = Command {
    name: "merge",
    synopsis: "FILES...",
    about: "Merges the part certificates that `solve --part I/N` printed for the N
parts of one proof, each in a file, and prints the proven answer as
`solve` prints it. A certificate carries the board its presses clear, and
merge holds every line of it to that board and to the part's number: the
board's size, rule (the standard one) and fingerprint, its solutions and
symmetries, the pieces that part I of N covers and the solutions they
hold, and the part's fewest presses, which must be as many as it says and
clear the board. The parts must be of one board and one split (N up to
2^20), each of the N there once. Anything else is refused with one line
that names the file and the line (status 1). That each part tried its
pieces is what merge cannot check without running the search again.",
    run,
};

/// The most parts a proof is split into: the N of `solve --part I/N` and
/// of `merge`'s certificates.
pub const MAX_PARTS: u64 = 1 << 20;

/// The most bytes a certificate takes: a board and its presses of at most
/// 32767 cells each, spaced, with room to spare.
const MAX_CERTIFICATE: u64 = 1 << 20;

/// How much of a line an error quotes.
const QUOTE_LIMIT: usize = 60;

/// A certificate's last line on a board that no presses clear.
const IMPOSSIBLE: &str = "impossible";

/// The board's fingerprint, to tell certificates apart at a glance:
/// FNV-1a over its size, its rule and its cells.
fn fingerprint(rule: &Rule, lights: &Cells) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for &byte in bytes {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    };
    eat(format!(
        "{} {} {}\n",
        lights.rows(),
        lights.cols(),
        rules::describe(rule)
    )
    .as_bytes());
    let grid = lights.grid();
    for r in 0..grid.rows() {
        let row: Vec<u8> = (0..grid.width())
            .map(|c| if grid.cell(r, c) { b'1' } else { b'0' })
            .collect();
        eat(&row);
        eat(b"\n");
    }
    hash
}

/// `2^t`.
fn power(t: usize) -> String {
    format!("2^{}", t)
}

/// A certificate's first line.
fn head_line(part: usize, parts: usize) -> String {
    format!("lightsout part {} of {}", part, parts)
}

/// A certificate's `board` line, which its rows follow.
fn board_line(rule: &Rule, lights: &Cells) -> String {
    format!(
        "board {} x {} {}, fingerprint {:016x}",
        lights.rows(),
        lights.cols(),
        rules::describe(rule),
        fingerprint(rule, lights)
    )
}

/// A certificate's lines on the search, one a line: how it is cut, the
/// part's pieces (from the first to before the last), and the solutions
/// the part tried.
fn search_lines(split: &Split, (first, end): (u64, u64), tried: u128) -> [String; 3] {
    [
        format!(
            "solutions {}, symmetries {}",
            power(split.t),
            split.symmetries
        ),
        format!(
            "pieces {} to {} of {}, {} solutions each",
            first,
            end,
            split.pieces,
            power(split.along)
        ),
        format!("tried {}", tried),
    ]
}

/// Writes the certificate of part `part` (from 1) of `parts` of the proof
/// on `lights` (the board the presses clear): what the part `found`, or
/// `impossible` where no presses clear the board.
pub fn write_part(
    out: &mut dyn Write,
    rule: &Rule,
    lights: &Cells,
    (part, parts): (usize, usize),
    found: Option<&SplitPart>,
) -> Result<(), Error> {
    writeln!(
        out,
        "{}\n{}",
        head_line(part, parts),
        board_line(rule, lights)
    )?;
    write_grid(out, &lights.grid())?;
    let found = match found {
        Some(found) => found,
        None => return Ok(writeln!(out, "{}", IMPOSSIBLE)?),
    };
    for line in search_lines(&found.split, found.pieces, found.tried) {
        writeln!(out, "{}", line)?;
    }
    match (&found.presses, found.count) {
        (Some(presses), Some(count)) => {
            writeln!(out, "fewest {}", count)?;
            write_grid(out, presses)?;
        }
        _ => writeln!(out, "fewest none")?,
    }
    Ok(())
}

/// `line`, quoted, its first [`QUOTE_LIMIT`] characters.
fn quoted(line: &str) -> String {
    let cut: String = line.chars().take(QUOTE_LIMIT).collect();
    if cut.len() < line.len() {
        format!("{:?}...", cut)
    } else {
        format!("{:?}", cut)
    }
}

/// A whole number of digits alone, up to `most`.
fn number(text: &str, most: u64) -> Option<u64> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok().filter(|&n| n <= most)
}

/// A certificate's lines, counted from 1, each error naming the file and
/// the line.
struct Lines<'a> {
    file: &'a str,
    lines: std::str::Lines<'a>,
    at: usize,
}

impl<'a> Lines<'a> {
    /// The next line, which should be `what`.
    fn next(&mut self, what: &str) -> Result<&'a str, Error> {
        self.at += 1;
        let line = self.lines.next();
        line.ok_or_else(|| {
            self.bad(format!("expected {}, found the end of the file", what))
        })
    }

    /// `file: line L: why`, of the line last read.
    fn bad(&self, why: impl Display) -> Error {
        self.bad_at(self.at, why)
    }

    /// `file: line L: why`, of line `at`.
    fn bad_at(&self, at: usize, why: impl Display) -> Error {
        Error::Failed(format!("{}: line {}: {}", self.file, at, why))
    }

    /// The next line, which must be `expected`, as `why` makes it.
    fn expect(&mut self, expected: &str, why: &str) -> Result<(), Error> {
        let line = self.next(&format!("{:?}", expected))?;
        if line != expected {
            return Err(self.bad(format!(
                "expected {:?} ({}), found {}",
                expected,
                why,
                quoted(line)
            )));
        }
        Ok(())
    }

    /// `rows` rows of `cols` cells 0 or 1 one space apart, `what` they
    /// are.
    fn grid(&mut self, rows: usize, cols: usize, what: &str) -> Result<Grid, Error> {
        let mut grid = Grid::new(rows, cols);
        for r in 0..rows {
            let line = self.next(&format!("row {} of {} of {}", r + 1, rows, what))?;
            let mut cells = line.split(' ');
            for c in 0..cols {
                match cells.next() {
                    Some("1") => grid.flip(r, c),
                    Some("0") => {}
                    Some(cell) => {
                        return Err(self.bad(format!(
                            "cell {} of {}: expected 0 or 1, found {}",
                            c + 1,
                            what,
                            quoted(cell)
                        )))
                    }
                    None => {
                        return Err(self.bad(format!(
                            "expected a row of {} cells of {}, found {}",
                            cols, what, c
                        )))
                    }
                }
            }
            if cells.next().is_some() {
                return Err(self.bad(format!(
                    "expected a row of {} cells of {}, found more",
                    cols, what
                )));
            }
        }
        Ok(grid)
    }
}

/// What the certificates read so far hold every next one to.
struct Proof {
    /// The first certificate's file.
    file: String,
    /// Its N.
    parts: usize,
    /// Its board.
    lights: Grid,
    /// How the search on that board is cut; `None` where no presses clear
    /// it.
    split: Option<Split>,
}

/// One certificate, checked: its part (from 1) and its fewest presses.
struct Part {
    part: usize,
    fewest: Option<(u64, Grid)>,
}

/// Why a certificate was refused, and its part where its head says it.
struct Refusal {
    part: Option<usize>,
    error: Error,
}

/// Reads and checks the certificate in `file`, which holds `text`, against
/// `proof`, what the earlier certificates hold it to (set by the first
/// that holds).
fn read(file: &str, text: &str, proof: &mut Option<Proof>) -> Result<Part, Refusal> {
    let mut lines = Lines {
        file,
        lines: text.lines(),
        at: 0,
    };
    let refused = |part| move |error| Refusal { part, error };
    let (part, parts) = read_head(&mut lines, proof.as_ref()).map_err(refused(None))?;
    let checked = read_body(&mut lines, proof, file, (part, parts));
    checked
        .map(|fewest| Part { part, fewest })
        .map_err(refused(Some(part)))
}

/// The rest of the certificate of part `part` of `parts`, after its head.
fn read_body(
    lines: &mut Lines<'_>,
    proof: &mut Option<Proof>,
    file: &str,
    (part, parts): (usize, usize),
) -> Result<Option<(u64, Grid)>, Error> {
    let lights = read_board(lines, proof.as_ref())?;
    let split = match proof.as_ref() {
        Some(proof) => proof.split,
        None => split_of(&Rule::standard(), &Cells::Bits(lights.clone()))
            .map_err(|error| lines.bad_at(2, refused(error)))?,
    };
    let fewest = match &split {
        Some(split) => read_search(lines, &lights, split, (part, parts))?,
        None => {
            lines.expect(IMPOSSIBLE, "no presses clear this board")?;
            None
        }
    };
    if let Some(line) = lines.lines.next() {
        lines.at += 1;
        return Err(lines.bad(format!(
            "expected the end of the certificate, found {}",
            quoted(line)
        )));
    }
    if proof.is_none() {
        *proof = Some(Proof {
            file: file.to_string(),
            parts,
            lights,
            split,
        });
    }
    Ok(fewest)
}

/// `lightsout part I of N`: I and N, N of the proof's split.
fn read_head(
    lines: &mut Lines<'_>,
    proof: Option<&Proof>,
) -> Result<(usize, usize), Error> {
    let head = lines.next("\"lightsout part I of N\"")?;
    let (i, n) = head
        .strip_prefix("lightsout part ")
        .and_then(|rest| rest.split_once(" of "))
        .ok_or_else(|| {
            lines.bad(format!(
                "not a part certificate: expected \"lightsout part I of N\", found {}",
                quoted(head)
            ))
        })?;
    let parts = number(n, MAX_PARTS).filter(|&n| n >= 1).ok_or_else(|| {
        lines.bad(format!(
            "expected N from 1 to {} parts, found {}",
            MAX_PARTS,
            quoted(n)
        ))
    })? as usize;
    let part = number(i, parts as u64).filter(|&i| i >= 1).ok_or_else(|| {
        lines.bad(format!(
            "expected a part from 1 to {}, found {}",
            parts,
            quoted(i)
        ))
    })? as usize;
    if head != head_line(part, parts) {
        return Err(lines.bad(format!(
            "expected {:?}, found {}",
            head_line(part, parts),
            quoted(head)
        )));
    }
    match proof {
        Some(proof) if parts != proof.parts => Err(lines.bad(format!(
            "a part of another split ({} parts), not {}'s ({})",
            parts, proof.file, proof.parts
        ))),
        _ => Ok((part, parts)),
    }
}

/// The board's line and rows: the board, the proof's.
fn read_board(lines: &mut Lines<'_>, proof: Option<&Proof>) -> Result<Grid, Error> {
    let line = lines.next("the board's line")?;
    let (rows, cols) = line
        .strip_prefix("board ")
        .and_then(|rest| rest.split_once(" x "))
        .and_then(|(rows, rest)| {
            let cols = rest.split(' ').next()?;
            Some((number(rows, u64::MAX)?, number(cols, u64::MAX)?))
        })
        .ok_or_else(|| {
            lines.bad(format!(
                "expected \"board M x N --rule standard, fingerprint F\", found {}",
                quoted(line)
            ))
        })?;
    let cells = rows.saturating_mul(cols);
    if rows == 0 || cols == 0 || cells > Split::MAX_CELLS as u64 {
        return Err(lines.bad(format!(
            "a split proof's board has 1 to {} cells, not {} x {}",
            Split::MAX_CELLS,
            rows,
            cols
        )));
    }
    let at = lines.at;
    let lights = lines.grid(rows as usize, cols as usize, "the board")?;
    let expected = board_line(&Rule::standard(), &Cells::Bits(lights.clone()));
    if line != expected {
        return Err(lines.bad_at(
            at,
            format!(
                "expected {:?} (the board below it, under the standard rule), found {}",
                expected,
                quoted(line)
            ),
        ));
    }
    match proof {
        Some(proof) if lights != proof.lights => Err(lines.bad_at(
            at,
            format!("a part of another board ({}), not {}'s", line, proof.file),
        )),
        _ => Ok(lights),
    }
}

/// The lines on the search, which must be what `split` makes them for
/// part `part` of `parts`, and the fewest presses, which must clear
/// `lights` where the part has pieces to try.
fn read_search(
    lines: &mut Lines<'_>,
    lights: &Grid,
    split: &Split,
    (part, parts): (usize, usize),
) -> Result<Option<(u64, Grid)>, Error> {
    let (first, end) = split.part(part - 1, parts);
    let tried = u128::from(end - first) << split.along;
    let why = format!("part {} of {} of this board's search", part, parts);
    for line in search_lines(split, (first, end), tried) {
        lines.expect(&line, &why)?;
    }
    if first == end {
        lines.expect("fewest none", "a part with no pieces")?;
        return Ok(None);
    }
    let line = lines.next("\"fewest P\"")?;
    let (rows, cols) = (lights.rows(), lights.width());
    let count = line
        .strip_prefix("fewest ")
        .and_then(|count| number(count, (rows * cols) as u64))
        .filter(|&count| line == format!("fewest {}", count))
        .ok_or_else(|| {
            lines.bad(format!(
                "expected \"fewest P\" (a part with pieces finds a solution), found {}",
                quoted(line)
            ))
        })?;
    let at = lines.at;
    let presses = lines.grid(rows, cols, "the presses")?;
    if presses.ones() != count {
        return Err(lines.bad_at(
            at,
            format!("the presses below are {}, not {}", presses.ones(), count),
        ));
    }
    if !apply(&Rule::standard(), lights, &presses).is_zero() {
        return Err(lines.bad_at(at, "the presses below do not clear the board"));
    }
    Ok(Some((count, presses)))
}

fn run(args: &[&str], mut inputs: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Error> {
    if args.is_empty() || args.iter().any(|arg| arg.starts_with('-')) {
        return match args.iter().find(|arg| arg.starts_with('-')) {
            Some(option) => Err(COMMAND.unknown(option)),
            None => Err(COMMAND.wrong()),
        };
    }
    let mut proof = None;
    let mut seen: HashMap<usize, &str> = HashMap::new();
    // What is wrong, a line each, and the parts to run again.
    let mut problems: Vec<String> = Vec::new();
    let mut again: BTreeSet<usize> = BTreeSet::new();
    // The fewest of all, the first part's on a tie, as one run finds it:
    // its count, its part and its presses.
    let mut best: Option<(u64, usize, Grid)> = None;
    for &file in args {
        let found = inputs
            .file(file, MAX_CERTIFICATE, "a part certificate")
            .map_err(|error| Refusal { part: None, error })
            .and_then(|data| {
                let text = std::str::from_utf8(&data).map_err(|error| {
                    let line = data[..error.valid_up_to()]
                        .iter()
                        .filter(|&&b| b == b'\n')
                        .count();
                    let error =
                        Error::Failed(format!("{}: line {}: not text", file, line + 1));
                    Refusal { part: None, error }
                })?;
                read(file, text, &mut proof)
            });
        let found = match found {
            Ok(found) => found,
            Err(refusal) => {
                problems.push(refusal.error.to_string());
                again.extend(refusal.part);
                continue;
            }
        };
        if let Some(earlier) = seen.insert(found.part, file) {
            problems.push(format!(
                "part {} of {} is given twice: {} and {}",
                found.part,
                proof.as_ref().map_or(0, |proof| proof.parts),
                earlier,
                file
            ));
            continue;
        }
        if let Some((count, presses)) = found.fewest {
            if best.as_ref().map_or(true, |&(least, part, _)| {
                (count, found.part) < (least, part)
            }) {
                best = Some((count, found.part, presses));
            }
        }
    }
    let proof = match proof {
        Some(proof) => proof,
        None => return Err(Error::Failed(problems.join("\nlightsout: "))),
    };
    let n = proof.parts;
    // Parts neither read nor refused: a refused part is named already.
    let missing: Vec<usize> = (1..=n)
        .filter(|i| !seen.contains_key(i) && !again.contains(i))
        .collect();
    if !missing.is_empty() {
        problems.push(format!(
            "part{} {} of {} {} missing",
            if missing.len() == 1 { "" } else { "s" },
            listed(&missing),
            n,
            if missing.len() == 1 { "is" } else { "are" }
        ));
    }
    again.extend(missing.iter().copied());
    again.retain(|&part| part <= n);
    if !problems.is_empty() {
        if !again.is_empty() {
            let again: Vec<usize> = again.into_iter().collect();
            problems.push(format!(
                "run again: --part I/{} for I in {} (an array job: --array={})",
                n,
                listed(&again),
                ranges(&again)
            ));
        }
        return Err(Error::Failed(problems.join("\nlightsout: ")));
    }
    let split = match proof.split {
        Some(split) => split,
        None => return judge::write(out, b"IMPOSSIBLE\n").map(|()| 0),
    };
    let (count, _, presses) =
        best.ok_or_else(|| Error::Failed("no part found a solution".to_string()))?;
    let (rows, width) = (proof.lights.rows(), proof.lights.width());
    if walkable(rows, width, split.t) {
        // One `solve` compares every solution here and breaks ties by
        // the least printed answer: so does the merge, whose parts show
        // the fewest it must find.
        let lights = Cells::Bits(proof.lights);
        let found = fewest(
            &Rule::standard(),
            &lights,
            Search::prove(DEFAULT_SEARCH_WORK),
        )
        .map_err(refused)?
        .ok_or_else(|| Error::Failed("no presses clear the board".to_string()))?;
        if found.count != count {
            return Err(Error::Failed(format!(
                "the parts' fewest is {}, but the board's is {}: a part did not try its pieces",
                count, found.count
            )));
        }
        return write_answer(out, &found.presses, found.count, found.minimal).map(|()| 0);
    }
    write_answer(out, &Cells::Bits(presses), count, Minimal::Fewest).map(|()| 0)
}

/// `parts` (ascending) as Slurm's `--array` takes them: runs of
/// consecutive parts as ranges, `2-1048576` or `1,3-5,9`.
fn ranges(parts: &[usize]) -> String {
    let mut runs: Vec<(usize, usize)> = Vec::new();
    for &part in parts {
        match runs.last_mut() {
            Some((_, last)) if *last + 1 == part => *last = part,
            _ => runs.push((part, part)),
        }
    }
    let said: Vec<String> = runs
        .iter()
        .map(|&(first, last)| match last - first {
            0 => first.to_string(),
            1 => format!("{},{}", first, last),
            _ => format!("{}-{}", first, last),
        })
        .collect();
    said.join(",")
}

/// `parts` as a list: the first ten, then how many more.
fn listed(parts: &[usize]) -> String {
    let first: Vec<String> = parts.iter().take(10).map(usize::to_string).collect();
    match parts.len() {
        n if n > 10 => format!("{} and {} more", first.join(", "), n - 10),
        _ => first.join(", "),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_parts_to_run_again_are_said_as_ranges() {
        // One part of 1,048,576 read: the rest in a few bytes, not 7 MB.
        let rest: Vec<usize> = (2..=1 << 20).collect();
        assert_eq!(ranges(&rest), "2-1048576");
        assert_eq!(ranges(&[1, 3, 4, 5, 9, 11, 12]), "1,3-5,9,11,12");
        assert_eq!(ranges(&[7]), "7");
        assert_eq!(ranges(&[]), "");
        assert_eq!(
            listed(&rest),
            "2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 1048565 more"
        );
    }
}
