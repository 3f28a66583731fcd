//! The game as requests and answers: what the page asks, wherever its
//! engine runs. The page's Web Worker calls [`call`] compiled to
//! WebAssembly (`wasm`, the only code for that target), whether the page is
//! the static folder or served by `lightsout serve`; `lightsout serve
//! --answer` calls it on the command line, and `lightsout play --link`
//! opens a page's position with [`game`]: the same functions on the same
//! position text.
//!
//! A request is a line saying what is asked, then a line break and the
//! position, a link's text ([`link`]):
//!
//! - `game?do=ACTION`: `open` (the default), `press&at=R.C,...` (rows and
//!   columns from 0, each pressed in turn), `undo`, `redo`, `restart`,
//!   `help` (a hint or the solution was shown: a win sets no record),
//!   `chase`, `set&at=R.C&v=V` (the board as it is, cell R.C set to V, as
//!   a board of one's own), `new` (a board dealt from a fresh seed, the
//!   same size, rule and goal) or `next` (the next level, or the seed
//!   after this one's). Answers [`state`].
//! - `analysis?of=now|start&search=1|0`: whether the goal can be reached
//!   from here (or from the start), in how many ways, the fewest presses
//!   with their proof status, and a solution that makes them; with
//!   `search=0`, at once, without the search. Answers [`analysis`].
//! - `reach?at=R.C`: the cells a press of R.C changes, and by how much.
//! - `method`: the chase by hand from here, row by row, and the first-row
//!   presses that finish it. Answers [`method`].
//! - `rules` (no position): the named rules, and the bounds below.
//!
//! An answer is JSON, or why not in one line.
//!
//! # Bounds
//! Every request's work is bounded whatever it asks: a side of at most
//! [`crate::level::MAX_SIDE`], a stencil fitted to the board ([`lightsout::Rule::fitted`]),
//! at most [`link::MAX_MOVES`] moves replayed in work that the board bounds
//! ([`Game::replay`]), [`MAX_PRESSES`] presses a request; the searches
//! (`analysis` and `method`) spend [`GAME_WORK`] (in WebAssembly the
//! search past the walk over every solution is the greedy one, its
//! answer "at most N"), and the page stops them at [`DEADLINE_MS`] (it
//! ends its worker), keeping the answer `search=0` gave: "at most N".

use std::fmt;

use crate::level::{MAX_LEVEL, MAX_SIDE};
use crate::rules::{self, short, NAMES};
use crate::{colour, link, Analysis, Deal, Game, GAME_WORK};
use lightsout::{Board, Press, Rule};

/// The most presses one request makes.
pub const MAX_PRESSES: usize = 1 << 12;

/// How long a search may run, in milliseconds, before whoever runs it
/// stops it and keeps the answer found without it: a few seconds of a
/// core per request.
pub const DEADLINE_MS: u64 = 4000;

/// Why a request of the API is refused, in one line (the page shows it;
/// `lightsout serve --answer` writes it on stderr).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadRequest(String);

impl fmt::Display for BadRequest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BadRequest {}

/// Answers `request` (see the module's documentation): JSON, or why not.
/// `fresh` is the seed a new board is dealt from.
pub fn call(request: &str, fresh: u64) -> Result<String, BadRequest> {
    answer(request, fresh).map_err(BadRequest)
}

/// [`call`], its reason a `String`.
fn answer(request: &str, fresh: u64) -> Result<String, String> {
    let (line, position) = request.split_once('\n').unwrap_or((request, ""));
    let (what, query) = line.split_once('?').unwrap_or((line, ""));
    match what {
        "rules" => Ok(rules()),
        "game" => play(&mut open(position)?, query, fresh),
        "analysis" => {
            let mut game = open(position)?;
            match param(query, "of").as_deref() {
                None | Some("now") => {}
                Some("start") => {
                    game.restart();
                }
                Some(other) => {
                    return Err(format!("of is now or start, not {:?}", short(other)))
                }
            }
            let search = match param(query, "search").as_deref() {
                None | Some("1") => true,
                Some("0") => false,
                Some(other) => {
                    return Err(format!("search is 0 or 1, not {:?}", short(other)))
                }
            };
            Ok(analysis(&game, search))
        }
        "reach" => {
            let game = open(position)?;
            let (r, c) = one_cell(&param(query, "at").unwrap_or_default(), &game)?;
            Ok(reach(&game, r, c))
        }
        "method" => Ok(method(&open(position)?)),
        other => Err(format!(
            "unknown request {:?}: game, analysis, reach, method or rules",
            short(other)
        )),
    }
}

/// The game `position` holds, as the page plays it (sides up to
/// [`crate::level::MAX_SIDE`]), or why not.
pub fn game(position: &str) -> Result<Game, BadRequest> {
    open(position).map_err(BadRequest)
}

/// [`game`], its reason a `String`.
fn open(position: &str) -> Result<Game, String> {
    link::read(position.trim(), MAX_SIDE).map_err(|why| {
        let why = why.to_string();
        if why.starts_with("a side is from") {
            format!(
                "{}: the page plays boards up to {} x {} (`lightsout solve` takes any size)",
                why, MAX_SIDE, MAX_SIDE
            )
        } else {
            why
        }
    })
}

/// The move `do` names, made on `game`: its [`state`].
fn play(game: &mut Game, query: &str, fresh: u64) -> Result<String, String> {
    let action = param(query, "do").unwrap_or_else(|| "open".into());
    let mut said = String::new();
    let full = |moves: usize| {
        format!(
            "a game holds {} moves at most (made and undone): restart, or deal a new board",
            moves
        )
    };
    match action.as_str() {
        "open" => {}
        "press" => {
            let cells = cells(&param(query, "at").unwrap_or_default(), game)?;
            if game.moves_made() + cells.len() > link::MAX_MOVES {
                return Err(full(link::MAX_MOVES));
            }
            for (r, c) in cells {
                game.press(r, c);
            }
        }
        "set" => {
            let (r, c) = one_cell(&param(query, "at").unwrap_or_default(), game)?;
            let k = game.rule.modulus;
            let v = param(query, "v")
                .and_then(|v| v.parse::<u32>().ok().filter(|&v| v < k))
                .ok_or_else(|| format!("v is a value from 0 to {}", k - 1))?;
            *game = game.edited(r, c, v);
        }
        "help" => game.helped(),
        "undo" if !game.undo() => said = "nothing to undo".into(),
        "redo" if !game.redo() => said = "nothing to redo".into(),
        "restart" if !game.restart() => said = "at the start already".into(),
        "undo" | "redo" | "restart" => {}
        "chase" => {
            let before = game.moves_made();
            // A press forgets what was undone: the moves alone count.
            let room = link::MAX_MOVES.saturating_sub(before);
            if game.won() {
                said = "at the goal already: nothing to chase".into();
            } else if !game.chases() {
                said = "this rule is not chased by hand".into();
            } else if room == 0 {
                return Err(full(link::MAX_MOVES));
            } else {
                let mut made = 0;
                game.chase(|_, _| {
                    made += 1;
                    Ok::<bool, ()>(made < room)
                })
                .unwrap_or(false);
                if game.moves_made() == before {
                    said = "nothing to chase: what is left is in the last rows".into();
                }
            }
        }
        "new" => {
            let (goal, given) = (game.goal.clone(), game.given().clone());
            *game = Game::dealt_as(goal, given, fresh, game.difficulty)
        }
        "next" => match game.deal {
            Deal::Level(MAX_LEVEL) => said = format!("level {} is the last", MAX_LEVEL),
            _ => *game = game.next(fresh),
        },
        other => {
            return Err(format!(
                "unknown action {:?}: open, press, undo, redo, restart, help, chase, set, new or next",
                short(other)
            ))
        }
    }
    Ok(state(game, &said))
}

/// The cells of `at` (`R.C,R.C`, from 0) on `game`'s board, at most
/// [`MAX_PRESSES`].
fn cells(at: &str, game: &Game) -> Result<Vec<(usize, usize)>, String> {
    let mut cells = Vec::new();
    for item in at.split(',') {
        if cells.len() == MAX_PRESSES {
            return Err(format!("at most {} presses a request", MAX_PRESSES));
        }
        cells.push(one_cell(item, game)?);
    }
    Ok(cells)
}

/// The cell `R.C` (from 0) on `game`'s board.
fn one_cell(item: &str, game: &Game) -> Result<(usize, usize), String> {
    let (rows, cols) = (game.board.rows, game.board.cols);
    let digits = |text: &str| {
        (!text.is_empty() && text.len() < 10 && text.bytes().all(|b| b.is_ascii_digit()))
            .then(|| text.parse::<usize>().ok())
            .flatten()
    };
    item.split_once('.')
        .and_then(|(r, c)| Some((digits(r)?, digits(c)?)))
        .filter(|&(r, c)| r < rows && c < cols)
        .ok_or_else(|| {
            format!(
                "at is R.C,... with rows 0 to {} and columns 0 to {}, not {:?}",
                rows - 1,
                cols - 1,
                short(item)
            )
        })
}

/// `{"name", "about", "modulus", "stencil", "rows", "cols"}` a named
/// rule (the stencil's text or null, the board's sides for a rule of
/// fixed moves or null), with the bounds: `{"rules": [...], "maxSide",
/// "maxLevel", "deadline"}` (milliseconds).
pub fn rules() -> String {
    let items: Vec<String> = NAMES
        .iter()
        .filter_map(|&(name, about)| {
            let rule = rules::named(name)?;
            let (stencil, (rows, cols)) = match &rule.press {
                Press::Stencil(stencil) => (quote(&stencil.to_string()), (None, None)),
                Press::Moves(moves) => ("null".to_string(), {
                    let (rows, cols) = moves.size();
                    (Some(rows), Some(cols))
                }),
                Press::RowAndColumn => ("null".to_string(), (None, None)),
            };
            let side = |side: Option<usize>| side.map_or("null".to_string(), |n| n.to_string());
            Some(format!(
                "{{\"name\":{},\"about\":{},\"modulus\":{},\"stencil\":{},\"rows\":{},\"cols\":{}}}",
                quote(name),
                quote(about),
                rule.modulus,
                stencil,
                side(rows),
                side(cols)
            ))
        })
        .collect();
    format!(
        "{{\"rules\":[{}],\"maxSide\":{},\"maxLevel\":{},\"deadline\":{}}}",
        items.join(","),
        MAX_SIDE,
        MAX_LEVEL,
        DEADLINE_MS
    )
}

/// The position as JSON: `link` (the position's text), `rows`, `cols`,
/// `modulus`, `cells` and `goal` (row by row), `colours` (value v's,
/// `#rrggbb`), `rule` (as the tool's options), `name` (the press's, as
/// `--rule` names it, or null), `stencil` (or null), `torus`, `seed` (a
/// string: 64 bits) or `level` (or neither) with its `track` (`classic`,
/// `torus` or `three`) and `par` (the level's fewest presses, proven; both
/// null but for a level), `moves`, `redo`, `left`
/// (cells off the goal), `won`, `helped`, `chases`, `said` (what the move
/// could not do, or empty). Nothing here searches: the line said at a win
/// comes with the analysis.
pub fn state(game: &Game, said: &str) -> String {
    let k = game.rule.modulus;
    let colours: Vec<String> = (0..k)
        .map(|v| {
            let (r, g, b) = colour(v, k);
            quote(&format!("#{:02x}{:02x}{:02x}", r, g, b))
        })
        .collect();
    let describe = rules::describe(link::written(game));
    let stencil = match &game.rule.press {
        Press::Stencil(stencil) => quote(&stencil.to_string()),
        _ => "null".to_string(),
    };
    let (seed, level) = match game.deal {
        Deal::Seed(seed) => (quote(&seed.to_string()), "null".to_string()),
        Deal::Level(k) => ("null".to_string(), k.to_string()),
        Deal::Given => ("null".to_string(), "null".to_string()),
    };
    let (track, par) = match game.par() {
        Some((track, par)) => (quote(track.name()), par.to_string()),
        None => ("null".to_string(), "null".to_string()),
    };
    format!(
        "{{\"link\":{},\"rows\":{},\"cols\":{},\"modulus\":{},\"cells\":{},\"goal\":{},\
         \"colours\":[{}],\"rule\":{},\"name\":{},\"stencil\":{},\"torus\":{},\"seed\":{},\
         \"level\":{},\"track\":{},\"par\":{},\"moves\":{},\"redo\":{},\"left\":{},\
         \"won\":{},\"helped\":{},\"chases\":{},\"said\":{}}}",
        quote(&link::write(game).unwrap_or_default()),
        game.board.rows,
        game.board.cols,
        k,
        list(&game.board.cells),
        list(&game.goal.cells),
        colours.join(","),
        quote(&describe),
        // The press's name, whatever the modulus and the torus.
        describe
            .strip_prefix("--rule ")
            .and_then(|rest| rest.split(' ').next())
            .map_or("null".to_string(), quote),
        stencil,
        game.rule.torus,
        seed,
        level,
        track,
        par,
        game.moves_made(),
        game.redoable(),
        game.lights_left(),
        game.won(),
        game.was_helped(),
        game.chases(),
        quote(said)
    )
}

/// The analysis as JSON: `link` (the position analysed), `searched`
/// (whether the search ran), `solvable`, `solutions` (the count written
/// out, or null), `fewest` (`presses`, `proven`, `atLeast` and `text`,
/// or null), `presses` (`[[r, c], ...]` from 0, a cell pressed j times j
/// times: the first is the hint; or null), `refused` (why the engines
/// refuse the board, or null), and `wonLine` ("solved in K moves (fewest
/// F)", for a position won by its moves; else null).
pub fn analysis(game: &Game, search: bool) -> String {
    let analyse = |game: &Game| {
        if search {
            game.analysis(GAME_WORK)
        } else {
            game.quick_analysis()
        }
    };
    let link = quote(&link::write(game).unwrap_or_default());
    let Analysis {
        solutions,
        fewest,
        presses,
    } = match analyse(game) {
        Ok(analysis) => analysis,
        Err(refused) => {
            return format!(
                "{{\"link\":{},\"searched\":{},\"solvable\":null,\"solutions\":null,\
                 \"fewest\":null,\"presses\":null,\"refused\":{},\"wonLine\":null}}",
                link,
                search,
                quote(&refused.to_string())
            )
        }
    };
    let won_line = if game.won() && game.moves_made() > 0 {
        let mut start = game.clone();
        start.restart();
        let fewest = analyse(&start).ok().and_then(|found| found.fewest);
        quote(&game.won_line(fewest))
    } else {
        "null".to_string()
    };
    let fewest = fewest.map_or("null".to_string(), |f| {
        format!(
            "{{\"presses\":{},\"proven\":{},\"atLeast\":{},\"text\":{}}}",
            f.presses,
            f.proven,
            f.at_least,
            quote(&f.to_string())
        )
    });
    format!(
        "{{\"link\":{},\"searched\":{},\"solvable\":{},\"solutions\":{},\"fewest\":{},\
         \"presses\":{},\"refused\":null,\"wonLine\":{}}}",
        link,
        search,
        solutions.is_some(),
        solutions.map_or("null".to_string(), |count| quote(&rules::count_factored(
            &count
        ))),
        fewest,
        presses.map_or("null".to_string(), |presses| pairs(&presses)),
        won_line
    )
}

/// `{"at": [r, c], "cells": [[r, c, w], ...]}`: what pressing (`r`, `c`)
/// adds to each cell it changes (w from 1 to k-1), row by row.
pub fn reach(game: &Game, r: usize, c: usize) -> String {
    let (rows, cols, k) = (game.board.rows, game.board.cols, game.rule.modulus);
    let mut pressed = Board::new(rows, cols);
    pressed.press(&game.rule, r, c, 1);
    let changed: Vec<String> = pressed
        .cells
        .iter()
        .enumerate()
        .filter(|&(_, &w)| w % k != 0)
        .map(|(i, w)| format!("[{},{},{}]", i / cols, i % cols, w))
        .collect();
    format!("{{\"at\":[{},{}],\"cells\":[{}]}}", r, c, changed.join(","))
}

/// The method by hand from `game`'s position, as JSON: `chases` (whether
/// the rule is chased by hand; if not, `why`), `masks` (whether the steps
/// carry the standard rule's row masks), `steps` (each row chased, in
/// order: `row`, the lights of which it clears, `presses` (`[[r, c,
/// times], ...]`, in the row below), `cells` (the board after them), and
/// under the standard rule `lit` (row `row` as a mask k, column 1 first),
/// `f` (`f(k) = k<<1 ^ k ^ k>>1`, what pressing k does to the row it is
/// pressed in) and `next` (the row below after it)), `last` (the last
/// rows after the chase, a mask under the standard rule), `matrix` (under
/// the standard rule, for each column j of the first row, the last row
/// that pressing it alone leaves after the chase: the first-row system's
/// columns) and `first` (the first-row presses that finish the board
/// once chased again, `[[r, c], ...]`, or null if none do).
pub fn method(game: &Game) -> String {
    let link = quote(&link::write(game).unwrap_or_default());
    if !game.chases() {
        return format!(
            "{{\"link\":{},\"chases\":false,\"why\":{}}}",
            link,
            quote(
                "this rule is not chased by hand: that needs a bounded stencil whose top row \
                 is one weight, above the pressed cell, that undoes a light"
            )
        );
    }
    let masks = game.rule == Rule::standard();
    let cols = game.board.cols;
    let mask_of = |board: &Board, r: usize| -> String {
        board.cells[r * cols..(r + 1) * cols]
            .iter()
            .map(|&v| if v % 2 == 1 { '1' } else { '0' })
            .collect()
    };
    let mut chased = game.clone();
    let mut steps: Vec<(usize, Vec<(usize, usize)>)> = Vec::new();
    // Each press is made before the next, and told of here: grouped by
    // the row it clears.
    let rows_down = lightsout::hand_rows(&game.rule).unwrap_or(1);
    let _ = chased.chase(|_, (r, c)| {
        let row = r - rows_down;
        match steps.last_mut() {
            Some((last, presses)) if *last == row => presses.push((r, c)),
            _ => steps.push((row, vec![(r, c)])),
        }
        Ok::<bool, ()>(true)
    });
    let mut board = game.board.clone();
    let mut out = Vec::new();
    for (row, presses) in &steps {
        let lit = mask_of(&game_left(&board, game), *row);
        let mut counted: Vec<(usize, usize, u32)> = Vec::new();
        for &(r, c) in presses {
            board.press(&game.rule, r, c, 1);
            match counted.last_mut() {
                Some(last) if (last.0, last.1) == (r, c) => last.2 += 1,
                _ => counted.push((r, c, 1)),
            }
        }
        let pressed: Vec<String> = counted
            .iter()
            .map(|(r, c, t)| format!("[{},{},{}]", r, c, t))
            .collect();
        let masked = if masks {
            let f: String = {
                let mut alone = Board::new(game.board.rows, cols);
                for &(r, c) in presses {
                    alone.press(&game.rule, r, c, 1);
                }
                mask_of(&alone, row + 1)
            };
            format!(
                ",\"lit\":{},\"f\":{},\"next\":{}",
                quote(&lit),
                quote(&f),
                quote(&mask_of(&game_left(&board, game), row + 1))
            )
        } else {
            String::new()
        };
        out.push(format!(
            "{{\"row\":{},\"presses\":[{}],\"cells\":{}{}}}",
            row,
            pressed.join(","),
            list(&board.cells),
            masked
        ));
    }
    let left = chased.left();
    let last_rows = left.rows.saturating_sub(rows_down);
    let last = if masks {
        quote(&mask_of(&left, left.rows - 1))
    } else {
        list(&left.cells[last_rows * cols..])
    };
    let matrix = if masks {
        let system = lightsout::matrix(&game.rule, left.rows, cols);
        system.map_or("null".to_string(), |system| {
            let columns: Vec<String> = (0..system.unknowns())
                .map(|j| quote(&system.column_text(j).replace(' ', "")))
                .collect();
            format!("[{}]", columns.join(","))
        })
    } else {
        "null".to_string()
    };
    let first = chased
        .finishing_first_rows()
        .map_or("null".to_string(), |cells| pairs(&cells));
    format!(
        "{{\"link\":{},\"chases\":true,\"masks\":{},\"steps\":[{}],\"last\":{},\
         \"matrix\":{},\"first\":{}}}",
        link,
        masks,
        out.join(","),
        last,
        matrix,
        first
    )
}

/// What is left of `board` to clear toward `game`'s goal.
fn game_left(board: &Board, game: &Game) -> Board {
    let k = game.rule.modulus;
    Board {
        cells: board
            .cells
            .iter()
            .zip(&game.goal.cells)
            .map(|(&v, &g)| (v + k - g) % k)
            .collect(),
        ..board.clone()
    }
}

/// `[1,2,3]`.
fn list(values: &[u32]) -> String {
    let items: Vec<String> = values.iter().map(u32::to_string).collect();
    format!("[{}]", items.join(","))
}

/// `[[r,c],...]`.
fn pairs(cells: &[(usize, usize)]) -> String {
    let items: Vec<String> = cells
        .iter()
        .map(|(r, c)| format!("[{},{}]", r, c))
        .collect();
    format!("[{}]", items.join(","))
}

/// The value of `key` in the query `query` (`a=1&b=2`), percent-decoded
/// as a link is ([`link::decoded`]); a value that cannot be decoded is
/// given as it is, to be refused by what is expected of it.
pub fn param(query: &str, key: &str) -> Option<String> {
    query.split('&').find_map(|pair| {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        (k == key).then(|| link::decoded(v).unwrap_or_else(|_| v.to_string()))
    })
}

/// `text` as a JSON string.
pub fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for ch in text.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            ch if (ch as u32) < 0x20 || ch == '\u{2028}' || ch == '\u{2029}' => {
                out.push_str(&format!("\\u{:04x}", ch as u32))
            }
            ch => out.push(ch),
        }
    }
    out.push('"');
    out
}
