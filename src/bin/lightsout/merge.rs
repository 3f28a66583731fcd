//! Proofs split across machines: the part certificate `solve --part I/N`
//! prints, and `lightsout merge`, which checks that N parts belong to one
//! board and cover its search once, and prints the proven answer.
//!
//! A certificate is text:
//!
//! ```text
//! lightsout part 3 of 8
//! board 30 x 30 --rule standard, fingerprint 6c0f0e8a1d2b3c4d
//! solutions 2^20, symmetries 1
//! pieces 4 to 6 of 16, 2^16 solutions each
//! tried 131072
//! fewest 412
//! 0 1 0 ...
//! ```
//!
//! then the part's fewest-press solution, a row a line (`fewest none`
//! and no rows for a part with nothing to try).

use std::io::Write;

use lightsout::board::grid::Grid;
use lightsout::board::rule::Rule;
use lightsout::board::values::Cells;
use lightsout::engine::fewest::SplitPart;
use lightsout::io::judge::Error;
use lightsout::io::output::write_cells;

use crate::cli::{Command, Inputs};

pub const COMMAND: Command = Command {
    name: "merge",
    synopsis: "FILES...",
    about: "Merges the part certificates that `solve --part I/N` printed for the N
parts of one proof, each in a file: checks that they are of one board and
one rule, that each of the N parts is there once, and prints the proven
answer as `solve` prints it. A part of another board, a missing part or
a part given twice is refused with one line naming it.",
    run,
};

/// The most bytes a certificate takes: a board of at most 32767 cells,
/// spaced, with room to spare.
const MAX_CERTIFICATE: u64 = 1 << 20;

/// The board's fingerprint: FNV-1a over its size, its rule and its cells.
pub fn fingerprint(rule: &Rule, lights: &Cells) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for &byte in bytes {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    };
    eat(format!("{} {} {}\n", lights.rows(), lights.cols(), rule.describe()).as_bytes());
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

/// Writes the certificate of part `part` (from 1) of `parts`.
pub fn write_part(
    out: &mut dyn Write,
    rule: &Rule,
    lights: &Cells,
    (part, parts): (usize, usize),
    found: &SplitPart,
) -> Result<(), Error> {
    let (first, end, total, along) = found.pieces;
    write!(
        out,
        "lightsout part {} of {}\nboard {} x {} {}, fingerprint {:016x}\n\
         solutions {}, symmetries {}\npieces {} to {} of {}, {} solutions each\ntried {}\n",
        part,
        parts,
        lights.rows(),
        lights.cols(),
        rule.describe(),
        fingerprint(rule, lights),
        power(found.t),
        found.symmetries,
        first,
        end,
        total,
        power(along),
        found.tried
    )?;
    match (&found.presses, found.count) {
        (Some(presses), Some(count)) => {
            writeln!(out, "fewest {}", count)?;
            write_cells(out, &Cells::Bits(presses.clone()))?;
        }
        _ => writeln!(out, "fewest none")?,
    }
    Ok(())
}

/// One certificate, read back.
struct Certificate {
    file: String,
    part: usize,
    parts: usize,
    /// The board line, the solutions line and the pieces' total: what
    /// every part of one proof shares.
    board: String,
    space: String,
    pieces: (u64, u64, u64),
    fewest: Option<(u64, Grid)>,
}

/// `Error::Failed` with `file: why`.
fn bad(file: &str, why: String) -> Error {
    Error::Failed(format!("{}: {}", file, why))
}

fn read(file: &str, text: &str) -> Result<Certificate, Error> {
    let mut lines = text.lines();
    let mut line = |what: &str| {
        lines.next().ok_or_else(|| {
            bad(
                file,
                format!("not a part certificate: it ends before its {}", what),
            )
        })
    };
    let head = line("first line")?;
    let numbers: Vec<usize> = head
        .strip_prefix("lightsout part ")
        .and_then(|rest| rest.split_once(" of "))
        .and_then(|(i, n)| Some(vec![i.parse().ok()?, n.parse().ok()?]))
        .filter(|v| v[0] >= 1 && v[0] <= v[1])
        .ok_or_else(|| {
            let cut: String = head.chars().take(40).collect();
            bad(
                file,
                format!("not a part certificate: its first line is {:?}", cut),
            )
        })?;
    let board = line("board")?.to_string();
    let space = line("solutions")?.to_string();
    let pieces_line = line("pieces")?;
    let pieces = pieces_line
        .strip_prefix("pieces ")
        .and_then(|rest| {
            let words: Vec<&str> = rest.split(' ').collect();
            match words.as_slice() {
                [first, "to", end, "of", total, ..] => Some((
                    first.parse().ok()?,
                    end.parse().ok()?,
                    total.trim_end_matches(',').parse().ok()?,
                )),
                _ => None,
            }
        })
        .ok_or_else(|| bad(file, format!("malformed line {:?}", pieces_line)))?;
    let tried_line = line("tried")?;
    if tried_line
        .strip_prefix("tried ")
        .and_then(|n| n.parse::<u64>().ok())
        .is_none()
    {
        return Err(bad(file, format!("malformed line {:?}", tried_line)));
    }
    let fewest_line = line("fewest")?;
    let fewest = match fewest_line.strip_prefix("fewest ") {
        Some("none") => None,
        Some(count) => {
            let count: u64 = count
                .parse()
                .map_err(|_| bad(file, format!("malformed line {:?}", fewest_line)))?;
            let rows: Vec<Vec<bool>> = lines
                .map(|row| row.split(' ').map(|cell| cell == "1").collect())
                .collect();
            let cols = rows.first().map_or(0, Vec::len);
            if rows.is_empty() || rows.iter().any(|row| row.len() != cols) {
                return Err(bad(file, "the presses are not a board".to_string()));
            }
            let mut grid = Grid::new(rows.len(), cols);
            for (r, row) in rows.iter().enumerate() {
                for (c, &pressed) in row.iter().enumerate() {
                    if pressed {
                        grid.flip(r, c);
                    }
                }
            }
            if grid.ones() != count {
                return Err(bad(file, format!("its presses are not {}", count)));
            }
            Some((count, grid))
        }
        None => return Err(bad(file, format!("malformed line {:?}", fewest_line))),
    };
    Ok(Certificate {
        file: file.to_string(),
        part: numbers[0],
        parts: numbers[1],
        board,
        space,
        pieces,
        fewest,
    })
}

fn run(args: &[&str], mut inputs: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Error> {
    if args.is_empty() || args.iter().any(|arg| arg.starts_with('-')) {
        return match args.iter().find(|arg| arg.starts_with('-')) {
            Some(option) => Err(COMMAND.unknown(option)),
            None => Err(COMMAND.wrong()),
        };
    }
    let mut parts = Vec::new();
    for &file in args {
        let data = inputs.file(file, MAX_CERTIFICATE, "a part certificate")?;
        let text = String::from_utf8(data)
            .map_err(|_| bad(file, "not a part certificate: not text".to_string()))?;
        parts.push(read(file, &text)?);
    }
    let first = &parts[0];
    for part in &parts[1..] {
        if part.board != first.board {
            return Err(bad(
                &part.file,
                format!(
                    "a part of another board ({}), not {}'s",
                    part.board, first.file
                ),
            ));
        }
        if part.parts != first.parts
            || part.space != first.space
            || part.pieces.2 != first.pieces.2
        {
            return Err(bad(
                &part.file,
                format!(
                    "a part of another split ({} parts), not {}'s ({})",
                    part.parts, first.file, first.parts
                ),
            ));
        }
    }
    let n = first.parts;
    let mut seen: Vec<Option<&Certificate>> = vec![None; n];
    for part in &parts {
        if let Some(earlier) = seen[part.part - 1] {
            return Err(Error::Failed(format!(
                "part {} of {} is given twice: {} and {}",
                part.part, n, earlier.file, part.file
            )));
        }
        // The pieces a part covers follow from its number alone.
        let total = part.pieces.2 as u128;
        let expected = (
            (total * (part.part as u128 - 1) / n as u128) as u64,
            (total * part.part as u128 / n as u128) as u64,
        );
        if (part.pieces.0, part.pieces.1) != expected {
            return Err(bad(
                &part.file,
                format!(
                    "part {} of {} covers pieces {} to {}, not {} to {}",
                    part.part, n, part.pieces.0, part.pieces.1, expected.0, expected.1
                ),
            ));
        }
        seen[part.part - 1] = Some(part);
    }
    let missing: Vec<String> = (1..=n)
        .filter(|&i| seen[i - 1].is_none())
        .map(|i| i.to_string())
        .collect();
    if !missing.is_empty() {
        return Err(Error::Failed(format!(
            "part{} {} of {} {} missing",
            if missing.len() == 1 { "" } else { "s" },
            shortened(&missing),
            n,
            if missing.len() == 1 { "is" } else { "are" }
        )));
    }
    // The fewest of all, the first part's on a tie, as one run finds it.
    let best = seen
        .iter()
        .flatten()
        .filter_map(|part| part.fewest.as_ref())
        .min_by_key(|(count, _)| *count);
    match best {
        Some((count, presses)) => {
            write_cells(out, &Cells::Bits(presses.clone()))?;
            writeln!(out, "presses {}\nminimal yes, ties not broken", count)?;
        }
        None => return Err(Error::Failed("no part found a solution".to_string())),
    }
    Ok(0)
}

/// `2, 5, 7` or, past ten, the first ten and how many more.
fn shortened(items: &[String]) -> String {
    if items.len() <= 10 {
        items.join(", ")
    } else {
        format!("{} and {} more", items[..10].join(", "), items.len() - 10)
    }
}
