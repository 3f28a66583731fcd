//! `lightsout serve`: the game as a page in the browser, served on
//! 127.0.0.1 only.
//!
//! The server sends files and does nothing else. The page (`page/`: HTML,
//! CSS and JavaScript) and its engine (`lightsout.wasm`, the game's crate
//! compiled to WebAssembly by build.rs) are built into the binary: they are
//! the folder `scripts/build-page` writes, and play in the browser as that
//! folder does, moves, levels and searches in its Web Workers. So the
//! player's page answers them whatever other local processes send this
//! server: none can make it work for them, only ask for these files, which
//! cost a few microseconds each. What they can hold is connections, and a
//! slot is never refused while one is held by a client that has not sent a
//! whole request, or that does not read its answer: the oldest such gives
//! it up ([`Clients`]). A request is its head alone (no method here takes a
//! body), at most [`http::MAX_HEAD`] bytes, so the server's memory is a few
//! pages a connection, however many send what.
//!
//! Nothing is fetched from elsewhere, so the page works offline.

mod http;

use std::collections::BTreeMap;
use std::io::{ErrorKind, Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::sync::mpsc::RecvTimeoutError;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use lightsout_game::{api, fresh_seed};
use lightsout_judges::error::Error;

use crate::cli::{number, Command, Inputs};
use crate::signals;

use http::{Request, Response};

include!(concat!(env!("OUT_DIR"), "/engine.rs"));

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
127.0.0.1 only and prints its address first. The page computes in the
browser, in WebAssembly (the build needs the wasm32-unknown-unknown
target: `rustup target add wasm32-unknown-unknown`); the server only
sends its files. `scripts/build-page DIR` writes them as a folder.
--answer reads one request of the page's engine on stdin (a line such as
`analysis?of=now`, then the position) and writes its JSON answer (an
analysis first without its search, then with it), or why not in one
line and exit status 1.",
    run,
};

/// The port without `--port`.
const DEFAULT_PORT: u16 = 8080;

/// The most connections served at once, each a thread with a small stack
/// and a head of at most [`http::MAX_HEAD`] bytes. Past it, one of those
/// that have not sent a whole request, or are not reading their answer, is
/// closed to make room ([`Clients::make_room`]); if every one is being
/// answered, 503.
const MAX_CLIENTS: usize = 512;

/// How long a connection may take to send its request before it is the
/// first to be closed to make room: a page sends it at once, but its
/// connection may wait a moment to be read on a busy machine.
const GRACE: Duration = Duration::from_millis(100);

/// The most connections being answered 503 at once; past them, closed.
const MAX_TURNED_AWAY: usize = 64;

/// Why a connection is answered 503 when every slot is taken.
const FULL: &str = "too many clients at once: try again in a few seconds";

/// The most bytes `--answer` reads: a position of 50 x 50 with every move
/// it may hold, and room to spare.
const MAX_ASKED: usize = 1 << 20;

/// How often the server looks for Ctrl-C.
const POLL: Duration = Duration::from_millis(25);

/// The page, built in: the files `scripts/build-page` writes.
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

/// The page's file at `path` (`/` is index.html): its content type and
/// bytes.
fn page_file(path: &str) -> Option<(&'static str, &'static [u8])> {
    if path == "/lightsout.wasm" {
        return Some(("application/wasm", ENGINE));
    }
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
    Some((kind, text.as_bytes()))
}

fn run(args: &[&str], inputs: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Error> {
    let port = match args {
        [] => DEFAULT_PORT,
        ["--answer"] => return answer(inputs, out),
        ["--port", port] => number(port, "a port", 0, u64::from(u16::MAX))? as u16,
        ["--port"] => return Err(Error::usage("--port needs a value")),
        [option, ..] if option.starts_with('-') && *option != "--port" => {
            return Err(COMMAND.unknown(option))
        }
        _ => return Err(COMMAND.wrong()),
    };
    if ENGINE.is_empty() {
        return Err(Error::Failed(
            "this build has no engine for the page: `rustup target add \
             wasm32-unknown-unknown`, then build lightsout again"
                .into(),
        ));
    }
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
    let clients = Arc::new(Mutex::new(Clients::default()));
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
        let stream = match arrived.recv_timeout(POLL) {
            Ok(Ok(stream)) => stream,
            Err(RecvTimeoutError::Timeout) => continue,
            // A connection reset before it was taken, and the like.
            Ok(Err(_)) => continue,
            Err(RecvTimeoutError::Disconnected) => break,
        };
        let seat = Arc::new(Seat::new(stream.try_clone().ok()));
        let entry = lock(&clients).enter(Arc::clone(&seat));
        if entry == Entry::Closed {
            continue;
        }
        let mine = Arc::clone(&clients);
        let spawned = std::thread::Builder::new()
            .stack_size(256 << 10)
            .spawn(move || {
                match entry {
                    Entry::TurnedAway => {
                        let _ = Response::error(503, FULL).send(&stream, false);
                        linger(stream, http::MAX_HEAD);
                    }
                    Entry::Served(id) => connection(stream, id, &seat, &mine),
                    Entry::Closed => {}
                };
                lock(&mine).leave(entry);
            });
        if spawned.is_err() {
            // The thread that would have left never ran.
            lock(&clients).leave(entry);
        }
    }
    writeln!(out, "stopped")?;
    Ok(0)
}

/// `lightsout serve --answer`: the request on stdin answered on `out` by
/// the page's engine, a line each answer (an analysis first without its
/// search), as the page's worker answers it.
fn answer(inputs: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Error> {
    let mut request = Vec::new();
    inputs
        .stdin
        .take(MAX_ASKED as u64 + 1)
        .read_to_end(&mut request)
        .map_err(Error::Read)?;
    if request.len() > MAX_ASKED {
        return Err(Error::Failed(format!(
            "the request is over {} bytes",
            MAX_ASKED
        )));
    }
    let request = String::from_utf8(request)
        .map_err(|_| Error::Failed("the request is not UTF-8".into()))?;
    let (line, position) = request.split_once('\n').unwrap_or((&request, ""));
    let (what, query) = line.split_once('?').unwrap_or((line, ""));
    let searched =
        what == "analysis" && api::param(query, "search").as_deref() != Some("0");
    let mut asked = Vec::new();
    if searched {
        asked.push(format!("analysis?search=0&{}\n{}", query, position));
    }
    asked.push(request.clone());
    for request in asked {
        let text = api::call(&request, fresh_seed())
            .map_err(|why| Error::Failed(why.to_string()))?;
        writeln!(out, "{}", text)?;
        out.flush()?;
    }
    Ok(0)
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
    /// Whether it was closed to make room.
    closed: Mutex<bool>,
}

impl Seat {
    fn new(stream: Option<TcpStream>) -> Seat {
        Seat {
            stream,
            closed: Mutex::new(false),
        }
    }

    /// Closes the connection: a read or a write under way ends at once.
    fn close(&self) {
        *lock(&self.closed) = true;
        if let Some(stream) = &self.stream {
            let _ = stream.shutdown(Shutdown::Both);
        }
    }

    /// Whether the connection was closed to make room.
    fn closed(&self) -> bool {
        *lock(&self.closed)
    }

    /// Whether the client has sent its request's head whole, as far as
    /// what waits unread on the socket shows: a look that neither waits
    /// nor takes, so the connection's own thread reads it all as sent.
    /// (Where there is no such look, no client has.)
    fn sent_whole(&self) -> bool {
        #[cfg(target_os = "linux")]
        if let Some(stream) = &self.stream {
            use std::os::unix::io::AsRawFd;
            extern "C" {
                fn recv(fd: i32, buf: *mut u8, len: usize, flags: i32) -> isize;
            }
            const MSG_PEEK: i32 = 2;
            const MSG_DONTWAIT: i32 = 0x40;
            let mut head = [0; http::MAX_HEAD];
            // SAFETY: `head` is ours and as long as said; the socket is
            // open while `stream` is; a peek that does not wait changes
            // nothing of it.
            let n = unsafe {
                recv(
                    stream.as_raw_fd(),
                    head.as_mut_ptr(),
                    head.len(),
                    MSG_PEEK | MSG_DONTWAIT,
                )
            };
            let peeked = &head[..usize::try_from(n).unwrap_or(0)];
            return http::HeadEnd::default().find(peeked).is_some();
        }
        false
    }
}

/// What a connection is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Doing {
    /// Reading its request: the first to be closed to make room.
    Reading,
    /// Working out its answer: microseconds, never closed.
    Answering,
    /// Sending its answer, or reading what follows an answer that was
    /// refused: closed to make room after those reading.
    Sending,
}

/// A connection served.
struct Open {
    doing: Doing,
    seat: Arc<Seat>,
    /// When it was opened.
    since: Instant,
}

/// The connections served and those being turned away. Room is made for a
/// newcomer by closing the oldest connection that is not being answered,
/// those still reading their request first: a page sends its requests
/// whole at once and reads its answers, so the closed are the slow, and
/// the page is not shut out by them, however many there are and from
/// whichever addresses.
#[derive(Default)]
struct Clients {
    /// By id, oldest first.
    open: BTreeMap<u64, Open>,
    next: u64,
    turned_away: usize,
}

/// What becomes of a new connection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Entry {
    /// Served, with this id.
    Served(u64),
    /// Answered 503: every slot is being answered.
    TurnedAway,
    /// Closed at once: too many are being turned away already.
    Closed,
}

impl Clients {
    /// Counts a new connection, and says what becomes of it.
    fn enter(&mut self, seat: Arc<Seat>) -> Entry {
        if self.open.len() < MAX_CLIENTS || self.make_room() {
            let id = self.next;
            self.next += 1;
            let (doing, since) = (Doing::Reading, Instant::now());
            self.open.insert(id, Open { doing, seat, since });
            return Entry::Served(id);
        }
        if self.turned_away >= MAX_TURNED_AWAY {
            return Entry::Closed;
        }
        self.turned_away += 1;
        Entry::TurnedAway
    }

    /// Closes a connection to make room, the first found of: the oldest
    /// reading a request it has not sent whole in [`GRACE`], as a look at
    /// its socket shows ([`Seat::sent_whole`]); the oldest sending; the
    /// oldest reading a request it has not sent whole. False if every one
    /// is being answered or is about to be. A page sends its requests whole
    /// at once and reads its answers, so its connections are the last to go.
    fn make_room(&mut self) -> bool {
        let open = &self.open;
        let slow = |grace: Duration| {
            open.iter().find(|(_, open)| {
                open.doing == Doing::Reading
                    && open.since.elapsed() >= grace
                    && !open.seat.sent_whole()
            })
        };
        let sending = || open.iter().find(|(_, open)| open.doing == Doing::Sending);
        let oldest = slow(GRACE)
            .or_else(sending)
            .or_else(|| slow(Duration::ZERO))
            .map(|(&id, _)| id);
        match oldest.and_then(|id| self.open.remove(&id)) {
            Some(open) => {
                open.seat.close();
                true
            }
            None => false,
        }
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

    /// Counts a connection gone (one closed to make room is gone already).
    fn leave(&mut self, entry: Entry) {
        match entry {
            Entry::Served(id) => {
                self.open.remove(&id);
            }
            Entry::TurnedAway => self.turned_away -= 1,
            Entry::Closed => {}
        }
    }
}

/// Reads what the client still sends, up to `most` bytes and a second,
/// before the socket closes: an answer sent before the request was read
/// whole (a refusal) reaches the client instead of a reset.
fn linger(mut stream: TcpStream, most: usize) {
    let _ = stream.shutdown(Shutdown::Write);
    let _ = stream.set_read_timeout(Some(Duration::from_millis(250)));
    let began = std::time::Instant::now();
    let mut sink = [0; 4096];
    let mut read = 0;
    while read < most && began.elapsed() < Duration::from_secs(1) {
        match stream.read(&mut sink) {
            Ok(n) if n > 0 => read += n,
            Err(error) if error.kind() == ErrorKind::Interrupted => continue,
            _ => break,
        }
    }
}

/// Reads one request from `stream` (connection `id`) and answers it.
fn connection(mut stream: TcpStream, id: u64, seat: &Seat, clients: &Mutex<Clients>) {
    if stream.set_nonblocking(false).is_err()
        || stream.set_write_timeout(Some(http::IDLE)).is_err()
    {
        return;
    }
    let read = http::read(&mut stream);
    if seat.closed() || !lock(clients).doing(id, Doing::Answering) {
        return;
    }
    let (response, head_only, unread) = match read {
        Ok(request) => (
            answer_to(&request),
            request.method == "HEAD",
            request.unread,
        ),
        // A head refused may not have been read whole either.
        Err(http::Refused::Answer(response, unread)) => {
            (response, false, unread.max(http::MAX_HEAD))
        }
        Err(http::Refused::Gone) => return,
    };
    if !lock(clients).doing(id, Doing::Sending) {
        return;
    }
    if response.send(&stream, head_only).is_ok() && unread > 0 {
        linger(stream, unread);
    }
}

/// The answer to `request`: a file of the page, or why not.
fn answer_to(request: &Request) -> Response {
    let get = matches!(request.method.as_str(), "GET" | "HEAD");
    match page_file(&request.path) {
        Some((kind, bytes)) if get => Response::ok(kind, bytes),
        Some(_) => Response {
            allow: Some("GET, HEAD"),
            ..Response::error(405, "this server sends the page's files: GET or HEAD")
        },
        None => Response::error(404, "no such page"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A connection entered past its grace, and what it is doing.
    fn enter(clients: &mut Clients, doing: Doing) -> (Entry, Arc<Seat>) {
        let seat = Arc::new(Seat::new(None));
        let entry = clients.enter(Arc::clone(&seat));
        if let Entry::Served(id) = entry {
            assert!(clients.doing(id, doing));
            let open = clients.open.get_mut(&id).unwrap();
            open.since = Instant::now() - GRACE;
        }
        (entry, seat)
    }

    #[test]
    fn the_slow_give_up_their_slots_oldest_first_the_readers_before_the_senders() {
        let mut clients = Clients::default();
        let mut seats = Vec::new();
        for at in 0..MAX_CLIENTS {
            // Every third sends its answer to a client that does not read.
            let doing = if at % 3 == 0 {
                Doing::Sending
            } else {
                Doing::Reading
            };
            let (entry, seat) = enter(&mut clients, doing);
            assert_eq!(entry, Entry::Served(at as u64));
            seats.push((doing, seat));
        }
        // Each newcomer closes the oldest still reading its request...
        let readers: Vec<usize> = (0..MAX_CLIENTS).filter(|at| at % 3 != 0).collect();
        for (n, &reader) in readers.iter().enumerate() {
            let (entry, _) = enter(&mut clients, Doing::Answering);
            assert_eq!(entry, Entry::Served((MAX_CLIENTS + n) as u64));
            let closed: Vec<usize> = (0..MAX_CLIENTS)
                .filter(|&at| seats[at].1.closed())
                .collect();
            assert_eq!(closed, readers[..=n], "the {}th newcomer", n);
            assert!(!seats[reader + 1..]
                .iter()
                .any(|(doing, seat)| { *doing == Doing::Sending && seat.closed() }));
        }
        // ... then the oldest sending.
        let (entry, _) = enter(&mut clients, Doing::Answering);
        assert!(matches!(entry, Entry::Served(_)));
        assert!(seats[0].1.closed());
        assert!(!seats[3].1.closed());
        assert_eq!(clients.open.len(), MAX_CLIENTS);
        // A closed connection's leaving counts nothing twice.
        clients.leave(Entry::Served(0));
        assert_eq!(clients.open.len(), MAX_CLIENTS);
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_request_sent_whole_is_seen_without_being_taken() {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let mut client = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
        let (mut server, _) = listener.accept().unwrap();
        let seat = Seat::new(server.try_clone().ok());
        assert!(!seat.sent_whole(), "nothing sent");
        client.write_all(b"GET / HTTP/1.1\r\nHost: x").unwrap();
        std::thread::sleep(Duration::from_millis(50));
        assert!(!seat.sent_whole(), "half a head");
        client.write_all(b"\r\n\r\n").unwrap();
        std::thread::sleep(Duration::from_millis(50));
        assert!(seat.sent_whole());
        // Still there for the connection's thread to read.
        let mut read = [0; 64];
        let n = server.read(&mut read).unwrap();
        assert_eq!(&read[..n], b"GET / HTTP/1.1\r\nHost: x\r\n\r\n");
        assert!(!Seat::new(None).sent_whole());
    }

    #[test]
    fn a_connection_in_its_grace_goes_after_those_sending() {
        let mut clients = Clients::default();
        let (_, sending) = enter(&mut clients, Doing::Sending);
        // Just opened, nothing sent yet: it may be a page's, waiting to be
        // read on a busy machine.
        let young = Arc::new(Seat::new(None));
        clients.enter(Arc::clone(&young));
        for _ in 2..MAX_CLIENTS {
            enter(&mut clients, Doing::Answering);
        }
        enter(&mut clients, Doing::Answering);
        assert!(sending.closed() && !young.closed());
        enter(&mut clients, Doing::Answering);
        assert!(young.closed());
        assert_eq!(enter(&mut clients, Doing::Reading).0, Entry::TurnedAway);
    }

    #[test]
    fn only_when_every_slot_is_being_answered_are_newcomers_turned_away() {
        let mut clients = Clients::default();
        let mut answering = Vec::new();
        for _ in 0..MAX_CLIENTS {
            answering.push(enter(&mut clients, Doing::Answering).0);
        }
        for _ in 0..MAX_TURNED_AWAY {
            assert_eq!(enter(&mut clients, Doing::Reading).0, Entry::TurnedAway);
        }
        assert_eq!(enter(&mut clients, Doing::Reading).0, Entry::Closed);
        // A connection gone makes room for another.
        clients.leave(answering[0]);
        clients.leave(Entry::TurnedAway);
        assert!(matches!(
            enter(&mut clients, Doing::Answering).0,
            Entry::Served(_)
        ));
        assert_eq!(enter(&mut clients, Doing::Reading).0, Entry::TurnedAway);
    }

    #[test]
    fn the_page_is_its_files_and_its_engine() {
        for (name, _) in PAGE {
            let (kind, bytes) = page_file(&format!("/{}", name)).unwrap();
            assert!(!bytes.is_empty() && kind.contains('/'), "{}", name);
        }
        assert_eq!(
            page_file("/").unwrap().1,
            page_file("/index.html").unwrap().1
        );
        assert_eq!(
            page_file("/lightsout.wasm").unwrap(),
            ("application/wasm", ENGINE)
        );
        for path in [
            "/api/game",
            "/../Cargo.toml",
            "/index.html/",
            "",
            "page.css",
        ] {
            assert!(page_file(path).is_none(), "{}", path);
        }
    }
}
