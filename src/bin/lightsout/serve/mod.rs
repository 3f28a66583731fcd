//! `lightsout serve`: the game as a page in the browser, served on
//! 127.0.0.1 only.
//!
//! The page (`page/`: HTML, CSS and JavaScript built into the binary)
//! draws the board and sends each move to the API ([`api`]), which plays
//! it with [`lightsout::game`]; nothing is fetched from elsewhere, so it
//! works offline. A thread a connection, at most [`MAX_CLIENTS`] at once;
//! at most [`MAX_ANALYSES`] searches at once.

mod api;
mod http;

use std::io::{ErrorKind, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use lightsout::io::judge::Error;

use crate::cli::{number, Command, Inputs};
use crate::signals;

use http::{Request, Response};

pub const COMMAND: Command = Command {
    name: "serve",
    synopsis: "[--port P]",
    about: "Serves the game as a page at http://127.0.0.1:P/ (P 8080 by default; 0
picks a free port) until Ctrl-C: any board up to 50 x 50 under any rule
(presets, a stencil editor, K colours, a torus), played by click, tap or
keyboard, with undo and redo, hints, an animated solve, the solution
drawn over the board, the fewest presses with their proof status and the
count of solutions, levels with best scores kept in the browser, the
position in the link to share, and the board saved as an SVG image. It
listens on 127.0.0.1 only and prints its address first.",
    run,
};

/// The port without `--port`.
const DEFAULT_PORT: u16 = 8080;

/// The most connections served at once; past it, 503.
const MAX_CLIENTS: usize = 128;

/// The most analyses (searches) at once: one a core of this machine's
/// two. Past it a request waits, up to [`WAIT`].
const MAX_ANALYSES: usize = 2;

/// How long an analysis waits for its turn before a 503.
const WAIT: Duration = Duration::from_secs(5);

/// How often the server looks for Ctrl-C while no one connects.
const POLL: Duration = Duration::from_millis(25);

/// The page, built in.
const PAGE: &str = include_str!("page/index.html");
const STYLE: &str = include_str!("page/page.css");
const SCRIPT: &str = include_str!("page/page.js");

fn run(args: &[&str], _inputs: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Error> {
    let port = match args {
        [] => DEFAULT_PORT,
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
    listener.set_nonblocking(true)?;
    writeln!(
        out,
        "serving the page at http://{}/ (Ctrl-C stops)",
        address
    )?;
    out.flush()?;
    let clients = Arc::new(AtomicUsize::new(0));
    let gate = Arc::new(Gate::new(MAX_ANALYSES));
    while signals::caught().is_none() {
        let stream = match listener.accept() {
            Ok((stream, _)) => stream,
            Err(error) if error.kind() == ErrorKind::WouldBlock => {
                std::thread::sleep(POLL);
                continue;
            }
            // A connection reset before it was taken, and the like.
            Err(_) => continue,
        };
        if clients.load(Ordering::SeqCst) >= MAX_CLIENTS {
            busy(stream);
            continue;
        }
        clients.fetch_add(1, Ordering::SeqCst);
        let (served, gate) = (Arc::clone(&clients), Arc::clone(&gate));
        let spawned = std::thread::Builder::new()
            .stack_size(8 << 20)
            .spawn(move || {
                connection(stream, &gate);
                served.fetch_sub(1, Ordering::SeqCst);
            });
        if spawned.is_err() {
            clients.fetch_sub(1, Ordering::SeqCst);
        }
    }
    writeln!(out, "stopped")?;
    Ok(0)
}

/// Answers 503 to a connection past [`MAX_CLIENTS`], without reading it.
fn busy(mut stream: TcpStream) {
    let _ = stream.set_nonblocking(false);
    let _ = stream.set_write_timeout(Some(Duration::from_secs(1)));
    let _ = Response::error(503, "too many clients at once: try again")
        .send(&mut stream, false);
}

/// Reads one request from `stream` and answers it.
fn connection(mut stream: TcpStream, gate: &Gate) {
    if stream.set_nonblocking(false).is_err()
        || stream.set_write_timeout(Some(http::IDLE)).is_err()
    {
        return;
    }
    let (response, head_only) = match http::read(&mut stream) {
        Ok(request) => (answer(&request, gate), request.method == "HEAD"),
        Err(Some(refused)) => (refused, false),
        Err(None) => return,
    };
    let _ = response.send(&mut stream, head_only);
}

/// The answer to `request`.
fn answer(request: &Request, gate: &Gate) -> Response {
    let get = matches!(request.method.as_str(), "GET" | "HEAD");
    let post = request.method == "POST";
    let file = |kind, text: &str| Response::ok(kind, text.as_bytes().to_vec());
    let found = match request.path.as_str() {
        "/" | "/index.html" if get => Ok(file("text/html; charset=utf-8", PAGE)),
        "/page.css" if get => Ok(file("text/css; charset=utf-8", STYLE)),
        "/page.js" if get => Ok(file("text/javascript; charset=utf-8", SCRIPT)),
        "/api/rules" if get => Ok(api::rules()),
        "/api/game" if post => api::play(request),
        "/api/analysis" if post => match gate.enter() {
            Some(_turn) => api::analyse(request),
            None => Err(Response::error(503, "busy with other analyses: try again")),
        },
        "/" | "/index.html" | "/page.css" | "/page.js" | "/api/rules" => Err(Response {
            allow: Some("GET, HEAD"),
            ..Response::error(405, "this path takes GET or HEAD")
        }),
        "/api/game" | "/api/analysis" => Err(Response {
            allow: Some("POST"),
            ..Response::error(405, "this path takes POST")
        }),
        _ => Err(Response::error(404, "no such page")),
    };
    found.unwrap_or_else(|refused| refused)
}

/// At most `n` holders at once.
struct Gate {
    free: Mutex<usize>,
    freed: Condvar,
}

/// A turn through a [`Gate`], given back when dropped.
struct Turn<'a>(&'a Gate);

impl Gate {
    fn new(n: usize) -> Gate {
        Gate {
            free: Mutex::new(n),
            freed: Condvar::new(),
        }
    }

    /// A turn, or `None` after waiting [`WAIT`] for one.
    fn enter(&self) -> Option<Turn<'_>> {
        let free = self
            .free
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let (mut free, _) = self
            .freed
            .wait_timeout_while(free, WAIT, |free| *free == 0)
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if *free == 0 {
            return None;
        }
        *free -= 1;
        Some(Turn(self))
    }
}

impl Drop for Turn<'_> {
    fn drop(&mut self) {
        let mut free = self
            .0
            .free
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        *free += 1;
        self.0.freed.notify_one();
    }
}
