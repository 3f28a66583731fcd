//! `lightsout serve`: the game as a page in the browser, served on
//! 127.0.0.1 only.
//!
//! The page (`page/`: HTML, CSS and JavaScript built into the binary) is
//! the folder `scripts/build-page` writes but for the library compiled to
//! WebAssembly, which plays there in the browser: its Web Workers call
//! [`lightsout::game::api`]. Served from here, where `lightsout.wasm` is
//! empty, the page sends the same requests to this API, which answers
//! with the same function: moves at once, searches
//! apart ([`apart`]), in a child process ended at the deadline. Nothing is
//! fetched from elsewhere, so it works offline. A thread a connection, at
//! most [`MAX_CLIENTS`] at once and [`MAX_PER_ADDRESS`] from one address;
//! at most [`MAX_SEARCHES`] searches at once.

mod apart;
mod http;

use std::collections::HashMap;
use std::io::{ErrorKind, Read, Write};
use std::net::{IpAddr, TcpListener, TcpStream};
use std::sync::mpsc::RecvTimeoutError;
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use lightsout::game::{api, fresh_seed};
use lightsout::io::error::Error;

use crate::cli::{number, Command, Inputs};
use crate::signals;

use http::{Request, Response};

pub const COMMAND: Command = Command {
    name: "serve",
    synopsis: "[--port P] | --answer",
    about: "Serves the game as a page at http://127.0.0.1:P/ (P 8080 by default; 0
picks a free port) until Ctrl-C: any board up to 50 x 50 under any rule
(presets, a stencil editor, K colours, a torus), played by click, tap or
keyboard, with undo and redo, hints, an animated solve, the solution
drawn over the board, the method by hand step by step, a board of your
own to edit, the fewest presses with their proof status and the count of
solutions, levels with best scores kept in the browser, the position in
the link to share, and the board saved as an SVG image. It listens on
127.0.0.1 only and prints its address first. Served here, the page
asks this server to compute; `scripts/build-page DIR` writes it as a
folder for any static server, computing in the browser.
--answer reads one request of the page's API on stdin (a line such as
`analysis?of=now`, then the position) and writes its JSON answer (an
analysis first without its search, then with it), or why not in one
line and exit status 1.",
    run,
};

/// The port without `--port`.
const DEFAULT_PORT: u16 = 8080;

/// The most connections served at once; past it, 503.
const MAX_CLIENTS: usize = 128;

/// The most connections from one address at once: no one client holds
/// every slot.
const MAX_PER_ADDRESS: usize = MAX_CLIENTS / 2;

/// The most connections being answered 503 at once; past them, closed.
const MAX_TURNED_AWAY: usize = 64;

/// The most bytes that requests may hold at once, each eight times its
/// body's (the body, what is read from it, a stencil's weights four bytes
/// a digit, the answer): the server's memory stays small whatever its
/// clients send.
const MAX_HELD: usize = 32 << 20;

/// What a request holds for each byte of its body.
const HELD_A_BYTE: usize = 8;

/// The most searches at once: one a core of this machine's two. Past it a
/// request waits, up to [`WAIT`].
const MAX_SEARCHES: usize = 2;

/// How long a search waits for its turn before a 503.
const WAIT: Duration = Duration::from_secs(5);

/// How often the server looks for Ctrl-C.
const POLL: Duration = Duration::from_millis(25);

/// The page, built in: the files `scripts/build-page` writes but the
/// engine, lightsout.wasm.
const PAGE: &[(&str, &str)] = &[
    ("index.html", include_str!("page/index.html")),
    ("page.css", include_str!("page/page.css")),
    ("engine.js", include_str!("page/engine.js")),
    ("game.js", include_str!("page/game.js")),
    ("board.js", include_str!("page/board.js")),
    ("method.js", include_str!("page/method.js")),
    ("setup.js", include_str!("page/setup.js")),
    ("page.js", include_str!("page/page.js")),
    ("worker.js", include_str!("page/worker.js")),
];

/// The page's file at `path` (`/` is index.html): its content type and text.
fn page_file(path: &str) -> Option<(&'static str, &'static str)> {
    let name = match path {
        "/" => "index.html",
        _ => path.strip_prefix('/')?,
    };
    let &(_, text) = PAGE.iter().find(|(file, _)| *file == name)?;
    let kind = if name.ends_with(".html") {
        "text/html; charset=utf-8"
    } else if name.ends_with(".css") {
        "text/css; charset=utf-8"
    } else {
        "text/javascript; charset=utf-8"
    };
    Some((kind, text))
}

fn run(args: &[&str], inputs: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Error> {
    let port = match args {
        [] => DEFAULT_PORT,
        ["--answer"] => return apart::answer(inputs, out),
        ["--port", port] => number(port, "a port", 0, u64::from(u16::MAX))? as u16,
        ["--port"] => return Err(Error::usage("--port needs a value")),
        [option, ..] if option.starts_with('-') && *option != "--port" => {
            return Err(COMMAND.unknown(option))
        }
        _ => return Err(COMMAND.wrong()),
    };
    let listener = TcpListener::bind(("127.0.0.1", port)).map_err(|error| {
        Error::Failed(format!(
            "cannot listen on 127.0.0.1:{}: {}{}",
            port,
            error,
            if error.kind() == ErrorKind::AddrInUse {
                " (--port 0 picks a free port)"
            } else {
                ""
            }
        ))
    })?;
    let address = listener.local_addr()?;
    signals::catch();
    writeln!(
        out,
        "serving the page at http://{}/ (Ctrl-C stops)",
        address
    )?;
    out.flush()?;
    let shared = Arc::new(Shared {
        clients: Mutex::new(Clients::default()),
        held: Gate::new(MAX_HELD),
        searches: Gate::new(MAX_SEARCHES),
    });
    // Connections are taken as they come, on a thread of their own, and
    // handed over here, where Ctrl-C is looked for between them.
    let (sender, arrived) = std::sync::mpsc::sync_channel(MAX_CLIENTS);
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            if sender.send(stream).is_err() {
                break;
            }
        }
    });
    while signals::caught().is_none() {
        let (stream, peer) = match arrived.recv_timeout(POLL) {
            Ok(Ok(stream)) => match stream.peer_addr() {
                Ok(peer) => (stream, peer.ip()),
                Err(_) => continue,
            },
            Err(RecvTimeoutError::Timeout) => continue,
            // A connection reset before it was taken, and the like.
            Ok(Err(_)) => continue,
            Err(RecvTimeoutError::Disconnected) => break,
        };
        let entry = shared.lock_clients().enter(peer);
        if entry == Entry::Closed {
            continue;
        }
        let mine = Arc::clone(&shared);
        let spawned = std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(move || {
                match entry {
                    Entry::TurnedAway(why) => turn_away(stream, why),
                    _ => connection(stream, &mine),
                };
                mine.lock_clients().leave(peer, entry);
            });
        if spawned.is_err() {
            // The thread that would have left never ran.
            shared.lock_clients().leave(peer, entry);
        }
    }
    writeln!(out, "stopped")?;
    Ok(0)
}

/// What the connections share.
struct Shared {
    clients: Mutex<Clients>,
    /// The bytes of bodies held.
    held: Gate,
    /// The searches running.
    searches: Gate,
}

impl Shared {
    fn lock_clients(&self) -> std::sync::MutexGuard<'_, Clients> {
        self.clients
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// The connections open, by address, and those being turned away.
#[derive(Default)]
struct Clients {
    served: usize,
    by_address: HashMap<IpAddr, usize>,
    turned_away: usize,
}

/// What becomes of a new connection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Entry {
    Served,
    /// Answered 503, saying why.
    TurnedAway(&'static str),
    /// Closed at once: too many are being turned away already.
    Closed,
}

impl Clients {
    /// Counts a connection from `peer`, and says what becomes of it.
    fn enter(&mut self, peer: IpAddr) -> Entry {
        let mine = self.by_address.get(&peer).copied().unwrap_or(0);
        let why = if self.served >= MAX_CLIENTS {
            "too many clients at once: try again in a few seconds"
        } else if mine >= MAX_PER_ADDRESS {
            "too many connections from your address at once: try again in a few seconds"
        } else {
            self.served += 1;
            *self.by_address.entry(peer).or_insert(0) += 1;
            return Entry::Served;
        };
        if self.turned_away >= MAX_TURNED_AWAY {
            return Entry::Closed;
        }
        self.turned_away += 1;
        Entry::TurnedAway(why)
    }

    /// Counts a connection from `peer` gone.
    fn leave(&mut self, peer: IpAddr, entry: Entry) {
        match entry {
            Entry::Served => {
                self.served -= 1;
                if let Some(count) = self.by_address.get_mut(&peer) {
                    *count -= 1;
                    if *count == 0 {
                        self.by_address.remove(&peer);
                    }
                }
            }
            Entry::TurnedAway(_) => self.turned_away -= 1,
            Entry::Closed => {}
        }
    }
}

/// Answers 503 to a connection past the limits, readably: what the client
/// sent is read (for a second at most) before the socket closes, so that
/// the answer is not lost to a reset.
fn turn_away(mut stream: TcpStream, why: &str) {
    let _ = stream.set_nonblocking(false);
    let _ = stream.set_write_timeout(Some(Duration::from_secs(1)));
    let _ = stream.set_read_timeout(Some(Duration::from_millis(200)));
    if Response::error(503, why).send(&mut stream, false).is_ok() {
        let _ = stream.shutdown(std::net::Shutdown::Write);
        let mut sink = [0; 4096];
        for _ in 0..5 {
            match stream.read(&mut sink) {
                Ok(n) if n > 0 => continue,
                _ => break,
            }
        }
    }
}

/// Reads one request from `stream` and answers it.
fn connection(mut stream: TcpStream, shared: &Shared) {
    if stream.set_nonblocking(false).is_err()
        || stream.set_write_timeout(Some(http::IDLE)).is_err()
    {
        return;
    }
    let mut held = 0;
    let read = http::read(&mut stream, &mut |bytes| {
        let taken = shared.held.enter_now(HELD_A_BYTE * bytes);
        if taken {
            held = HELD_A_BYTE * bytes;
        }
        taken
    });
    let answered = match read {
        Ok(request) => Some((answer(&request, shared), request.method == "HEAD")),
        Err(Some(refused)) => Some((refused, false)),
        Err(None) => None,
    };
    if let Some((response, head_only)) = answered {
        let _ = response.send(&mut stream, head_only);
    }
    if held > 0 {
        shared.held.leave(held);
    }
}

/// The answer to `request`.
fn answer(request: &Request, shared: &Shared) -> Response {
    let get = matches!(request.method.as_str(), "GET" | "HEAD");
    let post = request.method == "POST";
    let file = |kind, bytes: &[u8]| Response::ok(kind, bytes.to_vec());
    let api = request.path.strip_prefix("/api/");
    if let Some((kind, text)) = page_file(&request.path).filter(|_| get) {
        return file(kind, text.as_bytes());
    }
    match (request.path.as_str(), api) {
        // Served empty: the engine in WebAssembly is the static folder's
        // (scripts/build-page), and the page here asks this server's API.
        ("/lightsout.wasm", _) if get => file("application/wasm", &[]),
        ("/api/rules", _) if get => json(api::rules()),
        (_, Some(what @ ("game" | "reach" | "analysis" | "method"))) if post => {
            if !http::same_origin(request) {
                return Response::error(403, "this server answers its own page only");
            }
            let position = match std::str::from_utf8(&request.body) {
                Ok(text) => text,
                Err(_) => return Response::error(400, "the position is not UTF-8"),
            };
            let asked = format!("{}?{}\n{}", what, request.query, position);
            if matches!(what, "analysis" | "method") {
                match shared.searches.enter(1, WAIT) {
                    Some(()) => {
                        let answer = apart::search(&asked);
                        shared.searches.leave(1);
                        answer
                    }
                    None => Response::error(503, "busy with other searches: try again"),
                }
            } else {
                match api::call(&asked, fresh_seed()) {
                    Ok(text) => json(text),
                    Err(why) => Response::error(400, &why.to_string()),
                }
            }
        }
        (path, _)
            if page_file(path).is_some()
                || matches!(path, "/lightsout.wasm" | "/api/rules") =>
        {
            Response {
                allow: Some("GET, HEAD"),
                ..Response::error(405, "this path takes GET or HEAD")
            }
        }
        (_, Some("game" | "reach" | "analysis" | "method")) => Response {
            allow: Some("POST"),
            ..Response::error(405, "this path takes POST")
        },
        _ => Response::error(404, "no such page"),
    }
}

/// A JSON answer.
fn json(body: String) -> Response {
    Response::ok("application/json", body.into_bytes())
}

/// At most `n` units held at once.
struct Gate {
    free: Mutex<usize>,
    freed: Condvar,
}

impl Gate {
    fn new(n: usize) -> Gate {
        Gate {
            free: Mutex::new(n),
            freed: Condvar::new(),
        }
    }

    /// Holds `units`, waiting up to `wait` for them; `None` if they did
    /// not come.
    fn enter(&self, units: usize, wait: Duration) -> Option<()> {
        let free = self
            .free
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let (mut free, _) = self
            .freed
            .wait_timeout_while(free, wait, |free| *free < units)
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if *free < units {
            return None;
        }
        *free -= units;
        Some(())
    }

    /// Holds `units` if they are free now.
    fn enter_now(&self, units: usize) -> bool {
        self.enter(units, Duration::ZERO).is_some()
    }

    /// Gives back `units` held.
    fn leave(&self, units: usize) {
        let mut free = self
            .free
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        *free += units;
        self.freed.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_one_address_holds_every_slot_and_the_rest_are_turned_away() {
        let mut clients = Clients::default();
        let address = |last: u8| IpAddr::from([127, 0, 0, last]);
        for _ in 0..MAX_PER_ADDRESS {
            assert_eq!(clients.enter(address(1)), Entry::Served);
        }
        let mine = clients.enter(address(1));
        assert!(
            matches!(mine, Entry::TurnedAway(why) if why.contains("your address")),
            "{:?}",
            mine
        );
        for _ in MAX_PER_ADDRESS..MAX_CLIENTS {
            assert_eq!(clients.enter(address(2)), Entry::Served);
        }
        let full = clients.enter(address(3));
        assert!(
            matches!(full, Entry::TurnedAway(why) if why.contains("too many clients")),
            "{:?}",
            full
        );
        for _ in 2..MAX_TURNED_AWAY {
            assert!(matches!(clients.enter(address(3)), Entry::TurnedAway(_)));
        }
        assert_eq!(clients.enter(address(3)), Entry::Closed);
        // A connection gone makes room for another.
        clients.leave(address(2), Entry::Served);
        clients.leave(address(3), full);
        assert_eq!(clients.enter(address(3)), Entry::Served);
    }
}
