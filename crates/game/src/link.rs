//! A game written as text and read back: the position a link holds, for
//! the page (`lightsout serve`) to share.
//!
//! The text is a URL query, `key=value` pairs joined by `&`, in any order:
//!
//! - the rule: `rule=NAME` or `stencil=ROWS`, then `mod=K` and `torus=1`
//!   (as the tool's `--rule`, `--stencil`, `--mod` and `--torus`; the
//!   standard game without them);
//! - the start: `level=K` (of the classic track, or under `torus=1` or
//!   `mod=3` the torus's or three colours'), or `size=MxN` with `seed=S`
//!   (dealt from the seed) or `start=ROWS`;
//! - `deal=easy` or `deal=medium`: how hard a board is dealt, the next
//!   one's too (hard, every cell pressed at random, without it);
//! - `goal=off`, `goal=on` or `goal=ROWS` (all off without it);
//! - `moves=R.C,R.C,...`: the presses made, rows and columns from 1, and
//!   `undone=...` the presses undone that redo makes again, the next last;
//! - `helped=1` once a hint, a solve or the chase has helped (a win then
//!   sets no record).
//!
//! Board `ROWS` are a digit a cell (`0` to `9`, then `a` to `z`: K up to
//! 36), rows joined by `-`. Values may be percent-encoded.

use std::fmt;

use crate::level::{self, Track};
use crate::rules::{self, short};
use crate::{Deal, Difficulty, Game};
use lightsout::{Board, Press, Rule, Stencil};

/// The most presses a position holds, made and undone together (so that
/// redo never makes a position past it).
pub const MAX_MOVES: usize = 1 << 16;

/// The largest modulus a position writes: one digit a cell.
pub const MAX_MODULUS: u32 = 36;

/// `game` as text; `None` for a rule that has neither a name nor a
/// stencil (a graph's), or a modulus past [`MAX_MODULUS`].
///
/// # Example
/// ```
/// use lightsout::{Board, Rule};
/// use lightsout_game::{link, Game};
/// let mut game = Game::dealt(Board::new(2, 3), Rule::standard(), 7);
/// game.press(1, 2);
/// let text = link::write(&game).unwrap();
/// assert_eq!(text, "rule=standard&size=2x3&seed=7&moves=2.3");
/// let again = link::read(&text, 50).unwrap();
/// assert_eq!((&again.board, again.moves_made()), (&game.board, 1));
/// ```
pub fn write(game: &Game) -> Option<String> {
    if game.rule.modulus > MAX_MODULUS {
        return None;
    }
    let mut pairs: Vec<(&str, String)> = Vec::new();
    // The rule as the tool's options write it, one pair an option.
    let words: Vec<String> = rules::describe(written(game))
        .split(' ')
        .map(str::to_string)
        .collect();
    let mut words = words.iter();
    while let Some(word) = words.next() {
        match word.as_str() {
            "--rule" => pairs.push(("rule", words.next()?.clone())),
            "--stencil" => pairs.push(("stencil", words.next()?.clone())),
            "--mod" => pairs.push(("mod", words.next()?.clone())),
            "--torus" => pairs.push(("torus", "1".to_string())),
            _ => return None,
        }
    }
    let size = format!("{}x{}", game.start.rows, game.start.cols);
    match game.deal {
        Deal::Level(k) => pairs.push(("level", k.to_string())),
        Deal::Seed(seed) => {
            pairs.push(("size", size));
            pairs.push(("seed", seed.to_string()));
        }
        Deal::Given => {
            pairs.push(("size", size));
            pairs.push(("start", cells_text(&game.start)));
        }
    }
    // How hard a board is dealt, the next one's too where one was given.
    if game.difficulty != Difficulty::Hard {
        pairs.push(("deal", game.difficulty.name().to_string()));
    }
    let k = game.rule.modulus;
    if game.goal.cells.iter().any(|&v| v != 0) {
        let goal = if k == 2 && game.goal.cells.iter().all(|&v| v == 1) {
            "on".to_string()
        } else {
            cells_text(&game.goal)
        };
        pairs.push(("goal", goal));
    }
    let cols = game.start.cols;
    let moves = |cells: &mut dyn Iterator<Item = (usize, usize)>| -> String {
        let words: Vec<String> =
            cells.map(|(r, c)| format!("{}.{}", r + 1, c + 1)).collect();
        words.join(",")
    };
    if game.moves_made() > 0 {
        pairs.push(("moves", moves(&mut game.moves())));
    }
    if !game.undone.is_empty() {
        let mut undone = game
            .undone
            .iter()
            .map(|&cell| (cell as usize / cols, cell as usize % cols));
        pairs.push(("undone", moves(&mut undone)));
    }
    if game.helped {
        pairs.push(("helped", "1".to_string()));
    }
    let pairs: Vec<String> = pairs
        .iter()
        .map(|(key, value)| format!("{}={}", key, value))
        .collect();
    Some(pairs.join("&"))
}

/// The rule a link writes: as it was given where it has a name; else its
/// stencil as fitted to the board where that text reads back as the same
/// stencil (a few kilobytes, whatever was given); else as it was given (a
/// torus's folded weights can reach 10, or all be 0, which no stencil
/// text says).
pub(crate) fn written(game: &Game) -> &Rule {
    let given = game.given();
    if rules::name(given).is_some() {
        return given;
    }
    match &game.rule.press {
        Press::Stencil(fitted)
            if Stencil::parse(&fitted.to_string(), game.rule.modulus)
                .map_or(false, |back| back == *fitted) =>
        {
            &game.rule
        }
        _ => given,
    }
}

/// The board's cells, a digit each, rows joined by `-`.
fn cells_text(board: &Board) -> String {
    let rows: Vec<String> = board
        .cells
        .chunks(board.cols)
        .map(|row| {
            row.iter()
                .map(|&v| std::char::from_digit(v, MAX_MODULUS).expect("a digit"))
                .collect()
        })
        .collect();
    rows.join("-")
}

/// Why a link's text holds no position, in one line as a player reads it
/// (`size: a side is from 1 to 50, not "60"`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadLink(String);

impl fmt::Display for BadLink {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BadLink {}

/// The game `text` holds, its sides at most `max_side`, or why not.
pub fn read(text: &str, max_side: usize) -> Result<Game, BadLink> {
    parse(text, max_side).map_err(BadLink)
}

/// The keys a link holds, each at most once.
const KEYS: [&str; 13] = [
    "rule", "stencil", "mod", "torus", "size", "seed", "deal", "start", "level", "goal",
    "moves", "undone", "helped",
];

/// [`read`], its reason a `String`.
fn parse(text: &str, max_side: usize) -> Result<Game, String> {
    // A key is refused as soon as it is read, unknown or seen before: the
    // text is read once, whatever its number of keys.
    let mut found: [Option<String>; KEYS.len()] = Default::default();
    for pair in text.split('&').filter(|pair| !pair.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let key = decode(key)?;
        let slot = KEYS.iter().position(|&known| known == key).ok_or_else(|| {
            format!(
                "unknown key {:?}; the keys are {}",
                short(&key),
                KEYS.join(", ")
            )
        })?;
        if found[slot].is_some() {
            return Err(format!("{} is given twice", short(&key)));
        }
        found[slot] = Some(decode(value)?);
    }
    let get = |key: &str| {
        let slot = KEYS.iter().position(|&known| known == key)?;
        found[slot].as_deref()
    };
    let modulus = match get("mod") {
        Some(k) => Some(number(k, "mod", 2, u64::from(MAX_MODULUS))? as u32),
        None => None,
    };
    let torus = match get("torus") {
        None | Some("0") => false,
        Some("1") => true,
        Some(other) => return Err(format!("torus is 0 or 1, not {:?}", short(other))),
    };
    let rule = rules::from_options(get("rule"), get("stencil"), modulus, torus)
        .map_err(|why| why.to_string())?;
    if rule.modulus > MAX_MODULUS {
        return Err(format!("the modulus is at most {} here", MAX_MODULUS));
    }
    let difficulty = match get("deal") {
        None => Difficulty::Hard,
        Some(name) => Difficulty::named(name).ok_or_else(|| {
            format!("deal is easy, medium or hard, not {:?}", short(name))
        })?,
    };
    let mut game = match (get("level"), get("seed"), get("start")) {
        (Some(k), None, None) => {
            let track = Track::of(&rule)
                .filter(|_| get("size").is_none() && get("goal").is_none())
                .ok_or(
                    "a level sets its board, its size and its goal, and its rule is the \
                     standard one, on a torus (torus=1) or in three colours (mod=3)",
                )?;
            Game::level_of(track, number(k, "level", 1, level::MAX_LEVEL)?)
        }
        (None, Some(seed), None) => {
            let (rows, cols) = size(get("size"), max_side, &rule)?;
            let goal = goal(get("goal"), rows, cols, rule.modulus)?;
            let seed = number(seed, "seed", 0, u64::MAX)?;
            Game::dealt_as(goal, rule, seed, difficulty)
        }
        (None, None, Some(start)) => {
            let (rows, cols) = size(get("size"), max_side, &rule)?;
            let start = cells(start, rows, cols, rule.modulus, "start")?;
            let goal = goal(get("goal"), rows, cols, rule.modulus)?;
            Game::new(start, goal, rule, Deal::Given)
        }
        _ => return Err("give one of level, seed or start".into()),
    };
    game.difficulty = difficulty;
    let moves = presses(get("moves"), &game.start, "moves")?;
    let undone = presses(get("undone"), &game.start, "undone")?;
    if moves.len() + undone.len() > MAX_MOVES {
        return Err(format!(
            "moves and undone hold {} presses at most between them",
            MAX_MOVES
        ));
    }
    game.replay(&moves);
    match get("helped") {
        None | Some("0") => {}
        Some("1") => game.helped(),
        Some(other) => return Err(format!("helped is 0 or 1, not {:?}", short(other))),
    }
    game.undone = undone
        .iter()
        .map(|&(r, c)| (r * game.start.cols + c) as u32)
        .collect();
    Ok(game)
}

/// `text` with `%XX` and `+` decoded, as a URL's query writes them (the
/// page's API reads its parameters with it too), or why it cannot be.
pub fn decoded(text: &str) -> Result<String, BadLink> {
    decode(text).map_err(BadLink)
}

/// [`decoded`], its reason a `String`.
fn decode(text: &str) -> Result<String, String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = bytes
                    .get(i + 1..i + 3)
                    .and_then(|h| std::str::from_utf8(h).ok())
                    .and_then(|h| u8::from_str_radix(h, 16).ok())
                    .ok_or_else(|| "a % not followed by two hex digits".to_string())?;
                out.push(hex);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).map_err(|_| "text that is not UTF-8".to_string())
}

/// A whole number from `low` to `high`, digits only.
fn number(text: &str, what: &str, low: u64, high: u64) -> Result<u64, String> {
    let digits =
        !text.is_empty() && text.len() <= 20 && text.bytes().all(|b| b.is_ascii_digit());
    match text.parse::<u64>() {
        Ok(v) if digits && low <= v && v <= high => Ok(v),
        _ => Err(format!(
            "{} is from {} to {}, not {:?}",
            what,
            low,
            high,
            short(text)
        )),
    }
}

/// `MxN`, each side from 1 to `max_side`, a size `rule` takes.
fn size(
    text: Option<&str>,
    max_side: usize,
    rule: &Rule,
) -> Result<(usize, usize), String> {
    let text = text.ok_or("a seed or a start needs size=MxN")?;
    let (m, n) = text
        .split_once('x')
        .ok_or_else(|| format!("size is MxN, not {:?}", short(text)))?;
    let most = max_side as u64;
    let (rows, cols) = (
        number(m, "a side", 1, most)? as usize,
        number(n, "a side", 1, most)? as usize,
    );
    match rule.refuses(rows, cols) {
        Some(why) => Err(why),
        None => Ok((rows, cols)),
    }
}

/// The goal: all off, all on (two colours), or a board.
fn goal(text: Option<&str>, rows: usize, cols: usize, k: u32) -> Result<Board, String> {
    match text {
        None | Some("off") => Ok(Board::new(rows, cols)),
        Some("on") if k == 2 => Ok(Board {
            rows,
            cols,
            cells: vec![1; rows * cols],
        }),
        Some("on") => Err("goal=on needs two colours (mod 2)".into()),
        Some(text) => cells(text, rows, cols, k, "goal"),
    }
}

/// A `rows` x `cols` board of digits below `k`, rows joined by `-`.
fn cells(
    text: &str,
    rows: usize,
    cols: usize,
    k: u32,
    what: &str,
) -> Result<Board, String> {
    let lines: Vec<&str> = text.split('-').collect();
    if lines.len() != rows || lines.iter().any(|line| line.len() != cols) {
        return Err(format!("{} needs {} rows of {} digits", what, rows, cols));
    }
    let mut board = Board::new(rows, cols);
    for (cell, b) in board.cells.iter_mut().zip(lines.concat().chars()) {
        *cell = b
            .to_digit(MAX_MODULUS)
            .filter(|&v| v < k)
            .ok_or_else(|| format!("{} holds {:?}, not a digit below {}", what, b, k))?;
    }
    Ok(board)
}

/// Presses `R.C` joined by commas, on the board.
fn presses(
    text: Option<&str>,
    board: &Board,
    what: &str,
) -> Result<Vec<(usize, usize)>, String> {
    let text = match text {
        None | Some("") => return Ok(Vec::new()),
        Some(text) => text,
    };
    if text.len() > MAX_MOVES * 12 {
        return Err(format!("{} holds more than {} presses", what, MAX_MOVES));
    }
    let mut found = Vec::new();
    for word in text.split(',') {
        if found.len() == MAX_MOVES {
            return Err(format!("{} holds more than {} presses", what, MAX_MOVES));
        }
        let at = word.split_once('.').and_then(|(r, c)| {
            let r = number(r, "", 1, board.rows as u64).ok()?;
            let c = number(c, "", 1, board.cols as u64).ok()?;
            Some((r as usize - 1, c as usize - 1))
        });
        found.push(at.ok_or_else(|| {
            format!(
                "{} holds {:?}; each press is R.C, a row from 1 to {} and a column from 1 to {}",
                what,
                short(word),
                board.rows,
                board.cols
            )
        })?);
    }
    Ok(found)
}
