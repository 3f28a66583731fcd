//! `lightsout serve`: the game as a page in the browser, served on
//! 127.0.0.1 only.
//!
//! The page (`page/`: HTML, CSS and JavaScript built into the binary) is
//! the folder `scripts/build-page` writes but for the library compiled to
//! WebAssembly, which plays there in the browser: its Web Workers call
//! [`lightsout_game::api`]. Served from here, where `lightsout.wasm` is
//! empty, the page sends the same requests to this API, which answers
//! with the same function: moves at once, searches
//! apart ([`apart`]), in a child process ended at the deadline. Nothing is
//! fetched from elsewhere, so it works offline. A thread a connection, at
//! most [`MAX_CLIENTS`] at once and [`MAX_PER_ADDRESS`] from one address;
//! at most [`apart::MAX_SEARCHES`] searches at once. What is scarce is
//! shared so that no local process, from however many loopback addresses,
//! shuts the player's page out: a client slow to send its request gives up
//! its slot and its body's room to one that sends it whole ([`Clients`]),
//! and the searches' turns go round the addresses ([`apart::Searches`]).

mod apart;
mod http;

use std::cmp::Reverse;
use std::collections::{BTreeMap, HashMap};
use std::io::{ErrorKind, Read, Write};
use std::net::{IpAddr, Shutdown, TcpListener, TcpStream};
use std::sync::mpsc::RecvTimeoutError;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use lightsout_game::{api, fresh_seed};
use lightsout_judges::error::Error;

use crate::cli::{number, Command, Inputs};
use crate::signals;

use apart::Searches;
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
/// a digit, the answer), counted as the body arrives: the server's memory
/// stays small whatever its clients send. One body of [`http::MAX_BODY`]
/// holds a quarter.
const MAX_HELD: usize = 32 << 20;

/// What a request holds for each byte of its body.
const HELD_A_BYTE: usize = 8;

/// Why a connection is answered 503 when every slot is taken.
const FULL: &str = "too many clients at once: try again in a few seconds";

/// Why a request is answered 503 when the bodies' room is taken.
const BODIES: &str = "busy with other requests' bodies: try again";

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
        searches: Searches::default(),
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
        let seat = Arc::new(Seat::new(stream.try_clone().ok()));
        let entry = shared.lock_clients().enter(peer, Arc::clone(&seat));
        if entry == Entry::Closed {
            continue;
        }
        let mine = Arc::clone(&shared);
        let spawned = std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(move || {
                match entry {
                    Entry::TurnedAway(why) => turn_away(stream, why),
                    Entry::Served(id) => connection(stream, id, peer, &seat, &mine),
                    Entry::Closed => {}
                };
                mine.lock_clients().leave(entry);
            });
        if spawned.is_err() {
            // The thread that would have left never ran.
            shared.lock_clients().leave(entry);
        }
    }
    writeln!(out, "stopped")?;
    Ok(0)
}

/// What the connections share.
struct Shared {
    clients: Mutex<Clients>,
    searches: Searches,
}

impl Shared {
    fn lock_clients(&self) -> MutexGuard<'_, Clients> {
        lock(&self.clients)
    }
}

/// `mutex` locked, whatever a thread that panicked holding it left.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// What another thread needs to close a connection to make room.
struct Seat {
    /// The connection's socket (none in the unit tests).
    stream: Option<TcpStream>,
    /// Why it was closed, once it is.
    closed: Mutex<Option<&'static str>>,
}

impl Seat {
    fn new(stream: Option<TcpStream>) -> Seat {
        Seat {
            stream,
            closed: Mutex::new(None),
        }
    }

    /// Closes the connection, saying `why`: a read under way ends at once
    /// (a wait for a search's turn, at its next look).
    fn close(&self, why: &'static str) {
        *lock(&self.closed) = Some(why);
        if let Some(stream) = &self.stream {
            let _ = stream.shutdown(Shutdown::Read);
        }
    }

    /// Why the connection was closed to make room, if it was.
    fn closed(&self) -> Option<&'static str> {
        *lock(&self.closed)
    }
}

/// What a connection is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Doing {
    /// Reading its request, or waiting for a search's turn: it may be
    /// closed to make room.
    Idle,
    /// Working out its answer, or sending it.
    Busy,
}

/// A connection served.
struct Open {
    peer: IpAddr,
    /// The units of its body it holds.
    held: usize,
    doing: Doing,
    seat: Arc<Seat>,
}

/// The connections served, by address, the room their bodies hold, and
/// those being turned away. Room is made for a newcomer by closing an idle
/// connection: a page sends its requests whole at once, so the idle are the
/// slow, and the page is not shut out by them, from however many
/// addresses they come.
#[derive(Default)]
struct Clients {
    /// By id, oldest first.
    open: BTreeMap<u64, Open>,
    next: u64,
    by_address: HashMap<IpAddr, usize>,
    /// The units of bodies held, [`HELD_A_BYTE`] a byte received.
    held: usize,
    turned_away: usize,
}

/// What becomes of a new connection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Entry {
    /// Served, with this id.
    Served(u64),
    /// Answered 503, saying why.
    TurnedAway(&'static str),
    /// Closed at once: too many are being turned away already.
    Closed,
}

impl Clients {
    /// Counts a connection from `peer`, and says what becomes of it: with
    /// every slot taken, the oldest idle connection of the address holding
    /// the most gives up its slot.
    fn enter(&mut self, peer: IpAddr, seat: Arc<Seat>) -> Entry {
        let mine = self.by_address.get(&peer).copied().unwrap_or(0);
        let why = if mine >= MAX_PER_ADDRESS {
            "too many connections from your address at once: try again in a few seconds"
        } else if self.open.len() >= MAX_CLIENTS && !self.make_room() {
            FULL
        } else {
            let id = self.next;
            self.next += 1;
            *self.by_address.entry(peer).or_insert(0) += 1;
            let open = Open {
                peer,
                held: 0,
                doing: Doing::Idle,
                seat,
            };
            self.open.insert(id, open);
            return Entry::Served(id);
        };
        if self.turned_away >= MAX_TURNED_AWAY {
            return Entry::Closed;
        }
        self.turned_away += 1;
        Entry::TurnedAway(why)
    }

    /// Closes the oldest idle connection of the address that holds the
    /// most: false if every connection is busy.
    fn make_room(&mut self) -> bool {
        let by_address = &self.by_address;
        let oldest = self
            .open
            .iter()
            .filter(|(_, open)| open.doing == Doing::Idle)
            .max_by_key(|&(&id, open)| (by_address.get(&open.peer), Reverse(id)))
            .map(|(&id, _)| id);
        oldest.map(|id| self.close(id, FULL)).is_some()
    }

    /// Takes room for `bytes` more of connection `id`'s body as they
    /// arrive. Where the bodies' room is taken, the idle connection that
    /// holds the most of it, more than `id` would, gives it up: slow
    /// bodies yield to quick ones, large to small. False if none does, or
    /// if `id` was closed itself.
    fn hold(&mut self, id: u64, bytes: usize) -> bool {
        let units = HELD_A_BYTE * bytes;
        let after = match self.open.get(&id) {
            Some(open) => open.held + units,
            None => return false,
        };
        while self.held + units > MAX_HELD {
            let largest = self
                .open
                .iter()
                .filter(|&(&other, open)| {
                    other != id && open.doing == Doing::Idle && open.held > after
                })
                .max_by_key(|&(&other, open)| (open.held, Reverse(other)))
                .map(|(&other, _)| other);
            match largest {
                Some(other) => self.close(other, BODIES),
                None => return false,
            }
        }
        self.held += units;
        if let Some(open) = self.open.get_mut(&id) {
            open.held = after;
        }
        true
    }

    /// Notes what connection `id` is doing: false if it was closed.
    fn doing(&mut self, id: u64, doing: Doing) -> bool {
        match self.open.get_mut(&id) {
            Some(open) => {
                open.doing = doing;
                true
            }
            None => false,
        }
    }

    /// Closes connection `id`, saying why, and gives back what it held.
    fn close(&mut self, id: u64, why: &'static str) {
        if let Some(open) = self.remove(id) {
            open.seat.close(why);
        }
    }

    /// Connection `id` gone: what it held, given back.
    fn remove(&mut self, id: u64) -> Option<Open> {
        let open = self.open.remove(&id)?;
        self.held -= open.held;
        if let Some(count) = self.by_address.get_mut(&open.peer) {
            *count -= 1;
            if *count == 0 {
                self.by_address.remove(&open.peer);
            }
        }
        Some(open)
    }

    /// Counts a connection gone (one closed to make room is gone already).
    fn leave(&mut self, entry: Entry) {
        match entry {
            Entry::Served(id) => {
                self.remove(id);
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
        let _ = stream.shutdown(Shutdown::Write);
        let mut sink = [0; 4096];
        for _ in 0..5 {
            match stream.read(&mut sink) {
                Ok(n) if n > 0 => continue,
                _ => break,
            }
        }
    }
}

/// Reads one request from `stream` (connection `id`, from `peer`) and
/// answers it, or why it was closed to make room.
fn connection(mut stream: TcpStream, id: u64, peer: IpAddr, seat: &Seat, shared: &Shared) {
    if stream.set_nonblocking(false).is_err()
        || stream.set_write_timeout(Some(http::IDLE)).is_err()
    {
        return;
    }
    let read = http::read(&mut stream, &mut |bytes| {
        shared.lock_clients().hold(id, bytes)
    });
    let answered = match (seat.closed(), read) {
        (Some(why), _) => Some((Response::error(503, why), false)),
        (None, Ok(request)) => {
            let head_only = request.method == "HEAD";
            Some((answer(&request, id, peer, seat, shared), head_only))
        }
        (None, Err(Some(refused))) => Some((refused, false)),
        (None, Err(None)) => None,
    };
    if let Some((response, head_only)) = answered {
        let _ = response.send(&mut stream, head_only);
    }
}

/// The answer to `request`, connection `id`'s from `peer`.
fn answer(
    request: &Request,
    id: u64,
    peer: IpAddr,
    seat: &Seat,
    shared: &Shared,
) -> Response {
    let busy = || {
        let going = shared.lock_clients().doing(id, Doing::Busy);
        going
            .then_some(())
            .ok_or_else(|| Response::error(503, seat.closed().unwrap_or(FULL)))
    };
    let get = matches!(request.method.as_str(), "GET" | "HEAD");
    let post = request.method == "POST";
    let file = |kind, bytes: &[u8]| Response::ok(kind, bytes.to_vec());
    let api = request.path.strip_prefix("/api/");
    let searching = matches!(api, Some("analysis" | "method")) && post;
    if !searching {
        if let Err(closed) = busy() {
            return closed;
        }
    }
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
            if searching {
                let turn = match shared.searches.enter(peer, &|| seat.closed().is_some()) {
                    Some(turn) => turn,
                    None => {
                        let why = seat
                            .closed()
                            .unwrap_or("busy with other searches: try again");
                        return Response::error(503, why);
                    }
                };
                let answer = match busy() {
                    Ok(()) => apart::search(&asked, &|| shared.searches.cut(turn)),
                    Err(closed) => closed,
                };
                shared.searches.leave(turn);
                answer
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

#[cfg(test)]
mod tests {
    use super::*;

    fn address(last: u8) -> IpAddr {
        IpAddr::from([127, 0, 0, last])
    }

    /// A connection from `address(last)` entered, and what it is doing.
    fn enter(clients: &mut Clients, last: u8, doing: Doing) -> (Entry, Arc<Seat>) {
        let seat = Arc::new(Seat::new(None));
        let entry = clients.enter(address(last), Arc::clone(&seat));
        if let Entry::Served(id) = entry {
            assert!(clients.doing(id, doing));
        }
        (entry, seat)
    }

    fn served(entry: Entry) -> bool {
        matches!(entry, Entry::Served(_))
    }

    #[test]
    fn no_one_address_holds_every_slot_and_the_rest_are_turned_away() {
        let mut clients = Clients::default();
        let busy = Doing::Busy;
        let mut twos = Vec::new();
        for _ in 0..MAX_PER_ADDRESS {
            assert!(served(enter(&mut clients, 1, busy).0));
        }
        let (mine, _) = enter(&mut clients, 1, busy);
        assert!(
            matches!(mine, Entry::TurnedAway(why) if why.contains("your address")),
            "{:?}",
            mine
        );
        for _ in MAX_PER_ADDRESS..MAX_CLIENTS {
            let (entry, _) = enter(&mut clients, 2, busy);
            assert!(served(entry));
            twos.push(entry);
        }
        let (full, _) = enter(&mut clients, 3, busy);
        assert!(
            matches!(full, Entry::TurnedAway(why) if why.contains("too many clients")),
            "{:?}",
            full
        );
        for _ in 2..MAX_TURNED_AWAY {
            assert!(matches!(
                enter(&mut clients, 3, busy).0,
                Entry::TurnedAway(_)
            ));
        }
        assert_eq!(enter(&mut clients, 3, busy).0, Entry::Closed);
        // A connection gone makes room for another.
        clients.leave(twos[0]);
        clients.leave(full);
        assert!(served(enter(&mut clients, 3, busy).0));
    }

    #[test]
    fn the_slow_give_up_their_slots_from_the_address_holding_the_most() {
        let mut clients = Clients::default();
        let mut seats = Vec::new();
        for last in [2, 3] {
            for _ in 0..MAX_PER_ADDRESS {
                let (entry, seat) = enter(&mut clients, last, Doing::Idle);
                assert!(served(entry));
                seats.push((last, seat));
            }
        }
        // One more from .3 and one from .2: each closes the oldest idle of
        // the address holding the most.
        let (page, _) = enter(&mut clients, 1, Doing::Busy);
        assert!(served(page));
        let closed: Vec<usize> = (0..seats.len())
            .filter(|&at| seats[at].1.closed().is_some())
            .collect();
        assert_eq!(closed, [0], "the oldest of 127.0.0.2's");
        assert_eq!(seats[0].1.closed(), Some(FULL));
        let (again, _) = enter(&mut clients, 2, Doing::Idle);
        assert!(served(again));
        assert_eq!(seats[MAX_PER_ADDRESS].1.closed(), Some(FULL));
        assert_eq!(clients.open.len(), MAX_CLIENTS);
        // A closed connection's leaving counts nothing twice.
        clients.leave(Entry::Served(0));
        assert_eq!(clients.open.len(), MAX_CLIENTS);
    }

    #[test]
    fn bodies_hold_what_has_arrived_and_the_largest_idle_yields() {
        let mut clients = Clients::default();
        let mut slow = Vec::new();
        // Four heads that announce a megabyte hold what they sent: a byte.
        for last in 2..6 {
            let (entry, seat) = enter(&mut clients, last, Doing::Idle);
            let id = match entry {
                Entry::Served(id) => id,
                other => panic!("{:?}", other),
            };
            assert!(clients.hold(id, 1));
            slow.push((id, seat));
        }
        assert_eq!(clients.held, 4 * HELD_A_BYTE);
        // Sent whole but for a byte, they hold the whole room.
        for &(id, _) in &slow {
            assert!(clients.hold(id, http::MAX_BODY - 2));
        }
        assert_eq!(clients.held, MAX_HELD - 4 * HELD_A_BYTE);
        // A move's body takes room from the first of the largest.
        let (page, _) = enter(&mut clients, 1, Doing::Idle);
        let page = match page {
            Entry::Served(id) => id,
            other => panic!("{:?}", other),
        };
        assert!(clients.hold(page, 4096));
        assert_eq!(slow[0].1.closed(), Some(BODIES));
        assert!(slow[1..].iter().all(|(_, seat)| seat.closed().is_none()));
        // The closed one holds nothing more; a busy one yields nothing.
        assert!(!clients.hold(slow[0].0, 1));
        for &(id, _) in &slow[1..] {
            assert!(clients.doing(id, Doing::Busy));
        }
        assert!(clients.hold(page, (MAX_HELD - clients.held) / HELD_A_BYTE));
        assert!(!clients.hold(page, 1));
        // None yields to a larger body than its own.
        let (other, _) = enter(&mut clients, 6, Doing::Idle);
        clients.leave(Entry::Served(page));
        let other = match other {
            Entry::Served(id) => id,
            other => panic!("{:?}", other),
        };
        assert!(clients.hold(other, http::MAX_BODY - 1));
        assert!(clients.doing(slow[1].0, Doing::Idle));
        assert!(!clients.hold(other, 10));
        assert!(slow[1].1.closed().is_none());
        assert_eq!(clients.held, MAX_HELD - 4 * HELD_A_BYTE);
    }
}
