//! The page's API: the game ([`lightsout::game`]) over HTTP, as JSON.
//!
//! The server keeps nothing between requests: the page sends its position
//! as a link's text ([`link`]) in each request's body, and gets back the
//! position after the move, with the link that holds it.
//!
//! - `POST /api/game?do=ACTION`: `open` (the default), `press&at=R.C,...`
//!   (rows and columns from 0, each pressed in turn), `undo`, `redo`,
//!   `restart`, `help` (a hint or the solution was shown: a win sets no
//!   record), `chase`, `new` (a board dealt from a fresh seed, the same
//!   size, rule and goal) or `next` (the next level, or the seed after
//!   this one's). Answers [`state`].
//! - `POST /api/analysis?of=now|start`: whether the goal can be reached
//!   from here (or from the start), in how many ways, the fewest presses
//!   with their proof status, and the presses of a solution that makes
//!   them. Answers [`analysis`].
//! - `GET /api/rules`: the named rules.
//!
//! A request the game cannot take is answered 400 with one line saying
//! why.

use lightsout::board::rule::{Press, Rule, NAMES};
use lightsout::game::level::MAX_LEVEL;
use lightsout::game::{colour, fresh_seed, link, Deal, Game, GAME_WORK};

use crate::serve::http::{param, Request, Response};

/// The largest side the page plays: `lightsout solve` takes any size.
pub const MAX_SIDE: usize = 50;

/// The most presses one request makes.
const MAX_PRESSES: usize = 1 << 12;

/// The game of the request's body, or why not.
fn game(request: &Request) -> Result<Game, Response> {
    let text = std::str::from_utf8(&request.body)
        .map_err(|_| Response::error(400, "the position is not UTF-8"))?;
    link::read(text.trim(), MAX_SIDE).map_err(|why| {
        let why = if why.starts_with("a side is from") {
            format!(
                "{}: the page plays boards up to {} x {} (`lightsout solve` takes any size)",
                why, MAX_SIDE, MAX_SIDE
            )
        } else {
            why
        };
        Response::error(400, &why)
    })
}

/// `POST /api/game`: the move `do` names, made on the body's position.
pub fn play(request: &Request) -> Result<Response, Response> {
    let mut game = game(request)?;
    let action = param(&request.query, "do").unwrap_or_else(|| "open".into());
    let mut said = String::new();
    match action.as_str() {
        "open" => {}
        "press" => {
            let at = param(&request.query, "at").unwrap_or_default();
            let cells = cells(&at, &game)?;
            if game.moves_made() + cells.len() > link::MAX_MOVES {
                return Err(Response::error(
                    400,
                    &format!(
                        "a game holds {} moves at most: restart, or deal a new board",
                        link::MAX_MOVES
                    ),
                ));
            }
            for (r, c) in cells {
                game.press(r, c);
            }
        }
        "help" => game.helped(),
        "undo" if !game.undo() => said = "nothing to undo".into(),
        "redo" if !game.redo() => said = "nothing to redo".into(),
        "restart" if !game.restart() => said = "at the start already".into(),
        "undo" | "redo" | "restart" => {}
        "chase" => {
            let before = game.moves_made();
            if game.won() {
                said = "at the goal already: nothing to chase".into();
            } else if !game.chase(|_, _| Ok::<bool, ()>(true)).unwrap_or(false) {
                said = "this rule is not chased by hand".into();
            } else if game.moves_made() == before {
                said = "nothing to chase: what is left is in the last rows".into();
            }
        }
        "new" => game = Game::dealt(game.goal.clone(), game.rule.clone(), fresh_seed()),
        "next" => match game.deal {
            Deal::Level(MAX_LEVEL) => said = format!("level {} is the last", MAX_LEVEL),
            _ => game = game.next(fresh_seed()),
        },
        other => {
            return Err(Response::error(
                400,
                &format!(
                "unknown action {}: open, press, undo, redo, restart, help, chase, new or next",
                quote_token(other)
            ),
            ))
        }
    }
    Ok(json(state(&game, &said)))
}

/// The cells of `at` (`R.C,R.C`, from 0) on `game`'s board.
fn cells(at: &str, game: &Game) -> Result<Vec<(usize, usize)>, Response> {
    let (rows, cols) = (game.board.rows, game.board.cols);
    let mut cells = Vec::new();
    for item in at.split(',') {
        if cells.len() == MAX_PRESSES {
            return Err(Response::error(
                400,
                &format!("at most {} presses a request", MAX_PRESSES),
            ));
        }
        let cell = item.split_once('.').and_then(|(r, c)| {
            let (r, c) = (r.parse::<usize>().ok()?, c.parse::<usize>().ok()?);
            (r < rows && c < cols).then_some((r, c))
        });
        match cell {
            Some(cell) => cells.push(cell),
            None => {
                return Err(Response::error(
                    400,
                    &format!(
                        "at is R.C,... with rows 0 to {} and columns 0 to {}, not {}",
                        rows - 1,
                        cols - 1,
                        quote_token(item)
                    ),
                ))
            }
        }
    }
    Ok(cells)
}

/// `POST /api/analysis`: what can be known of the body's position, or of
/// its start with `of=start`.
pub fn analyse(request: &Request) -> Result<Response, Response> {
    let mut game = game(request)?;
    match param(&request.query, "of").as_deref() {
        None | Some("now") => {}
        Some("start") => {
            game.restart();
        }
        Some(other) => {
            return Err(Response::error(
                400,
                &format!("of is now or start, not {}", quote_token(other)),
            ))
        }
    }
    Ok(json(analysis(&game)))
}

/// `GET /api/rules`: `[{"name", "about", "modulus", "stencil", "rows",
/// "cols"}, ...]`, the stencil's text or null, and the board's sides for
/// a rule of fixed moves (else null).
pub fn rules() -> Response {
    let items: Vec<String> = NAMES
        .iter()
        .filter_map(|&(name, about)| {
            let rule = Rule::named(name)?;
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
    json(format!("[{}]", items.join(",")))
}

/// The position as JSON: `link` (the position's text), `rows`, `cols`,
/// `modulus`, `cells` and `goal` (row by row), `colours` (value v's,
/// `#rrggbb`), `rule` (as the tool's options), `name` (the press's, as
/// `--rule` names it, or null), `stencil` (or null), `torus`, `seed` (a string: 64 bits) or
/// `level` (or neither), `moves`, `redo`, `left` (cells off the goal),
/// `won`, `wonLine` (when won), `helped`, `chases`, `said` (what the move
/// could not do, or empty).
pub fn state(game: &Game, said: &str) -> String {
    let k = game.rule.modulus;
    let list = |cells: &[u32]| {
        let items: Vec<String> = cells.iter().map(u32::to_string).collect();
        format!("[{}]", items.join(","))
    };
    let colours: Vec<String> = (0..k)
        .map(|v| {
            let (r, g, b) = colour(v, k);
            quote(&format!("#{:02x}{:02x}{:02x}", r, g, b))
        })
        .collect();
    let describe = game.rule.describe();
    let stencil = match &game.rule.press {
        Press::Stencil(stencil) => quote(&stencil.to_string()),
        _ => "null".to_string(),
    };
    let (seed, level) = match game.deal {
        Deal::Seed(seed) => (quote(&seed.to_string()), "null".to_string()),
        Deal::Level(k) => ("null".to_string(), k.to_string()),
        Deal::Given => ("null".to_string(), "null".to_string()),
    };
    let won_line = if game.won() && game.moves_made() > 0 {
        let mut start = game.clone();
        start.restart();
        quote(&game.won_line(start.fewest()))
    } else {
        "null".to_string()
    };
    let link = link::write(game).unwrap_or_default();
    format!(
        "{{\"link\":{},\"rows\":{},\"cols\":{},\"modulus\":{},\"cells\":{},\"goal\":{},\
         \"colours\":[{}],\"rule\":{},\"name\":{},\"stencil\":{},\"torus\":{},\"seed\":{},\
         \"level\":{},\"moves\":{},\"redo\":{},\"left\":{},\"won\":{},\"wonLine\":{},\
         \"helped\":{},\"chases\":{},\"said\":{}}}",
        quote(&link),
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
        game.moves_made(),
        game.redoable(),
        game.lights_left(),
        game.won(),
        won_line,
        game.was_helped(),
        game.chases(),
        quote(said)
    )
}

/// The analysis as JSON: `link` (the position analysed), `solvable`,
/// `solutions` (the count written out, or null), `fewest` (`presses`,
/// `proven`, `atLeast` and `text`, or null), `presses` (`[[r, c], ...]`
/// from 0, a cell pressed j times j times: the first is the hint; or
/// null), `refused` (why the engines refuse the board, or null).
pub fn analysis(game: &Game) -> String {
    let link = quote(&link::write(game).unwrap_or_default());
    let analysis = match game.analysis(GAME_WORK) {
        Ok(analysis) => analysis,
        Err(refused) => {
            return format!(
                "{{\"link\":{},\"solvable\":null,\"solutions\":null,\"fewest\":null,\
                 \"presses\":null,\"refused\":{}}}",
                link,
                quote(&refused.to_string())
            )
        }
    };
    let fewest = analysis.fewest.map_or("null".to_string(), |f| {
        format!(
            "{{\"presses\":{},\"proven\":{},\"atLeast\":{},\"text\":{}}}",
            f.presses,
            f.proven,
            f.at_least,
            quote(&f.to_string())
        )
    });
    let presses = analysis.presses.map_or("null".to_string(), |presses| {
        let items: Vec<String> = presses
            .iter()
            .map(|(r, c)| format!("[{},{}]", r, c))
            .collect();
        format!("[{}]", items.join(","))
    });
    format!(
        "{{\"link\":{},\"solvable\":{},\"solutions\":{},\"fewest\":{},\"presses\":{},\
         \"refused\":null}}",
        link,
        analysis.solutions.is_some(),
        analysis
            .solutions
            .map_or("null".to_string(), |count| quote(&count.to_string())),
        fewest,
        presses
    )
}

/// A JSON answer.
fn json(body: String) -> Response {
    Response::ok("application/json", body.into_bytes())
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

/// `text` quoted for a message, as input errors quote a token.
fn quote_token(text: &str) -> String {
    lightsout::io::input::quote(text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(query: &str, body: &str) -> Request {
        Request {
            method: "POST".into(),
            path: "/api/game".into(),
            query: query.into(),
            body: body.as_bytes().to_vec(),
        }
    }

    fn body(response: Result<Response, Response>) -> (u16, String) {
        let response = response.unwrap_or_else(|error| error);
        (response.status, String::from_utf8(response.body).unwrap())
    }

    #[test]
    fn a_press_answers_the_position_after_it() {
        let (status, text) =
            body(play(&request("do=press&at=0.0", "size=2x2&start=00-00")));
        assert_eq!(status, 200, "{}", text);
        assert!(text.contains("\"cells\":[1,1,1,0]"), "{}", text);
        assert!(text.contains("\"moves\":1"), "{}", text);
        assert!(
            text.contains("\"link\":\"rule=standard&size=2x2&start=00-00&moves=1.1\""),
            "{}",
            text
        );
        let (_, undone) = body(play(&request("do=undo", "size=2x2&start=00-00&moves=1.1")));
        assert!(
            undone.contains("\"cells\":[0,0,0,0]") && undone.contains("\"redo\":1"),
            "{}",
            undone
        );
    }

    #[test]
    fn bad_parameters_get_400_and_one_line() {
        for (query, position) in [
            ("do=press&at=2.0", "size=2x2&start=00-00"),
            ("do=press&at=x", "size=2x2&start=00-00"),
            ("do=fly", "size=2x2&start=00-00"),
            ("", "size=51x2&seed=1"),
            ("", "size=2x2"),
            ("", "nonsense=1"),
        ] {
            let (status, text) = body(play(&request(query, position)));
            assert_eq!(status, 400, "{} {}", query, text);
            assert_eq!(text.lines().count(), 1, "{}", text);
        }
        let (_, text) = body(play(&request("", "size=51x2&seed=1")));
        assert!(text.contains("lightsout solve"), "{}", text);
    }

    #[test]
    fn the_analysis_gives_the_fewest_and_its_presses() {
        let (status, text) = body(analyse(&request("", "size=3x3&start=010-111-010")));
        assert_eq!(status, 200);
        assert!(text.contains("\"solvable\":true"), "{}", text);
        assert!(text.contains("\"solutions\":\"1\""), "{}", text);
        assert!(text.contains("\"presses\":[[1,1]]"), "{}", text);
        assert!(text.contains("\"proven\":true"), "{}", text);
        // A lone cell whose press reaches only its neighbours: none.
        let (_, text) = body(analyse(&request("", "rule=neighbours&size=1x1&start=1")));
        assert!(text.contains("\"solvable\":false"), "{}", text);
    }

    #[test]
    fn help_is_kept_and_moves_say_what_they_could_not_do() {
        let (_, text) = body(play(&request("do=help", "rule=standard&level=3")));
        assert!(
            text.contains("\"link\":\"rule=standard&level=3&helped=1\""),
            "{}",
            text
        );
        assert!(text.contains("\"helped\":true"), "{}", text);
        for (query, position, says) in [
            ("do=undo", "size=2x2&seed=1", "nothing to undo"),
            ("do=redo", "size=2x2&seed=1", "nothing to redo"),
            ("do=chase", "size=2x2&start=00-00", "at the goal already"),
            ("do=chase", "size=2x2&start=00-11", "nothing to chase"),
            (
                "do=chase",
                "rule=row-and-column&size=2x2&start=10-00",
                "not chased by hand",
            ),
            (
                "do=next",
                "rule=standard&level=999",
                "level 999 is the last",
            ),
        ] {
            let (status, text) = body(play(&request(query, position)));
            assert_eq!(status, 200, "{}", text);
            assert!(text.contains(says), "{} {}: {}", query, position, text);
        }
        // A game's moves are bounded, so that its link can be read back.
        let moves = vec!["1.1"; link::MAX_MOVES].join(",");
        let full = format!("size=2x2&start=00-00&moves={}", moves);
        let (status, text) = body(play(&request("do=press&at=0.0", &full)));
        assert_eq!(status, 400, "{}", text);
        assert!(text.contains("restart"), "{}", text);
    }

    #[test]
    fn json_strings_are_escaped() {
        assert_eq!(quote("a\"b\\c\nd\u{1}"), "\"a\\\"b\\\\c\\nd\\u0001\"");
    }
}
