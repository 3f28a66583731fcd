//! Searches apart: the API's analyses and methods run in a child process
//! (`lightsout serve --answer`) that the server ends at the deadline
//! ([`api::DEADLINE_MS`]), as the page ends its worker. An analysis is
//! answered first without its search, at once, then with it: past the
//! deadline the first answer stands ("at most N"). Whatever a request
//! asks, it costs the server a few seconds of a core at most, and the
//! search's memory is the child's. Searches take turns ([`Searches`]),
//! shared between the addresses that ask.

use std::cmp::Reverse;
use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::IpAddr;
use std::process::{Command, Stdio};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use lightsout_game::{api, fresh_seed};
use lightsout_judges::error::Error;

use crate::cli::Inputs;
use crate::serve::http::{Response, MAX_BODY};
use crate::serve::lock;

/// The most searches at once: one a core of this machine's two. Past it a
/// request waits, up to [`WAIT`].
pub const MAX_SEARCHES: usize = 2;

/// How long a search waits for its turn before a 503.
const WAIT: Duration = Duration::from_secs(5);

/// How long a search runs at least before it is ended early for another
/// address's turn (its first answer, without the search, standing).
const MIN_TURN: Duration = Duration::from_secs(1);

/// How often a search waiting for its turn looks whether its client is
/// gone.
const LOOK: Duration = Duration::from_millis(25);

/// `lightsout serve --answer`: the request on stdin answered on `out`, a
/// line each answer (an analysis first without its search).
pub fn answer(inputs: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Error> {
    let mut request = Vec::new();
    inputs
        .stdin
        .take(MAX_BODY as u64 + 4096)
        .read_to_end(&mut request)
        .map_err(Error::Read)?;
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

/// The answer to the search `asked` (a request of the API), run apart
/// and ended at the deadline, or earlier once `cut` says so: the last
/// answer it gave by then.
pub fn search(asked: &str, cut: &dyn Fn() -> bool) -> Response {
    let child =
        Command::new(std::env::current_exe().unwrap_or_else(|_| "lightsout".into()))
            .args(["serve", "--answer"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn();
    let mut child = match child {
        Ok(child) => child,
        Err(error) => {
            return Response::error(503, &format!("cannot start a search: {}", error))
        }
    };
    if let Some(mut stdin) = child.stdin.take() {
        let asked = asked.as_bytes().to_vec();
        std::thread::spawn(move || {
            let _ = stdin.write_all(&asked);
        });
    }
    let lines = Arc::new(Mutex::new(Vec::new()));
    let reader = child.stdout.take().map(|stdout| {
        let lines = Arc::clone(&lines);
        std::thread::spawn(move || {
            // Only whole lines: a search ended at the deadline may have
            // written part of its next answer.
            let mut stdout = BufReader::new(stdout);
            let mut line = String::new();
            while matches!(stdout.read_line(&mut line), Ok(n) if n > 0) {
                if line.ends_with('\n') {
                    line.pop();
                    lines
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .push(std::mem::take(&mut line));
                }
            }
        })
    });
    let complaint = child.stderr.take().map(|stderr| {
        std::thread::spawn(move || {
            let mut why = String::new();
            let _ = stderr.take(4096).read_to_string(&mut why);
            why
        })
    });
    let deadline = Instant::now() + Duration::from_millis(api::DEADLINE_MS);
    let finished = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) if Instant::now() < deadline && !cut() => {
                std::thread::sleep(Duration::from_millis(10))
            }
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
        }
    };
    if let Some(reader) = reader {
        let _ = reader.join();
    }
    let why = complaint
        .and_then(|complaint| complaint.join().ok())
        .unwrap_or_default();
    let last = lines.lock().unwrap_or_else(|e| e.into_inner()).pop();
    match (finished, last) {
        (_, Some(json)) => Response::ok("application/json", json.into_bytes()),
        (Some(status), None) if status.code() == Some(1) => {
            let why = why.trim_start_matches("lightsout: ").trim_end();
            Response::error(400, why.lines().next().unwrap_or("refused"))
        }
        (Some(_), None) => Response::error(503, "the search failed: try again"),
        (None, None) => Response::error(
            503,
            &format!(
                "no answer within the time the search had ({} s at most, less while \
                 others wait): try again",
                api::DEADLINE_MS / 1000
            ),
        ),
    }
}

/// The searches: at most [`MAX_SEARCHES`] at once, their turns shared
/// between addresses.
#[derive(Default)]
pub struct Searches {
    turns: Mutex<Turns>,
    changed: Condvar,
}

/// The searches running and waiting.
#[derive(Default)]
struct Turns {
    running: Vec<Running>,
    /// By ticket, in the order they came.
    waiting: Vec<(u64, IpAddr)>,
    tickets: u64,
    /// The ticket of each address's last turn, while it runs or waits.
    last: HashMap<IpAddr, u64>,
}

/// A search running.
struct Running {
    ticket: u64,
    peer: IpAddr,
    began: Instant,
    /// Whether it is to end early for another address's turn.
    cut: bool,
}

impl Turns {
    fn running_from(&self, peer: IpAddr) -> usize {
        self.running.iter().filter(|run| run.peer == peer).count()
    }

    /// The waiting search whose turn comes next: of the address with the
    /// fewest running, then the one whose last turn is the oldest, the
    /// first to come.
    fn next(&self) -> Option<u64> {
        let last = |peer| self.last.get(&peer).map_or(0, |&ticket| ticket + 1);
        self.waiting
            .iter()
            .min_by_key(|&&(ticket, peer)| (self.running_from(peer), last(peer), ticket))
            .map(|&(ticket, _)| ticket)
    }

    /// Where every search runs and one waits from an address with fewer
    /// running than another, that other's oldest search is to end early,
    /// one at a time: no address keeps both turns from another for longer
    /// than [`MIN_TURN`].
    fn share(&mut self) {
        if self.running.len() < MAX_SEARCHES || self.running.iter().any(|run| run.cut) {
            return;
        }
        let fewest = match self
            .waiting
            .iter()
            .map(|&(_, peer)| self.running_from(peer))
            .min()
        {
            Some(fewest) => fewest,
            None => return,
        };
        let most = (0..self.running.len()).max_by_key(|&at| {
            let run = &self.running[at];
            (self.running_from(run.peer), Reverse(run.ticket))
        });
        if let Some(at) = most {
            if self.running_from(self.running[at].peer) > fewest {
                self.running[at].cut = true;
            }
        }
    }

    /// Forgets the last turns of the addresses that neither run nor wait.
    fn forget(&mut self) {
        let (running, waiting) = (&self.running, &self.waiting);
        self.last.retain(|peer, _| {
            running.iter().any(|run| run.peer == *peer)
                || waiting.iter().any(|&(_, other)| other == *peer)
        });
    }

    /// A search from `peer` waits: its ticket.
    fn arrive(&mut self, peer: IpAddr) -> u64 {
        let ticket = self.tickets;
        self.tickets += 1;
        self.waiting.push((ticket, peer));
        self.share();
        ticket
    }

    /// Search `ticket` runs if its turn has come: whether it has.
    fn start(&mut self, ticket: u64) -> bool {
        if self.running.len() >= MAX_SEARCHES || self.next() != Some(ticket) {
            return false;
        }
        let at = self.waiting.iter().position(|&(other, _)| other == ticket);
        if let Some(at) = at {
            let (_, peer) = self.waiting.remove(at);
            self.last.insert(peer, ticket);
            let began = Instant::now();
            let cut = false;
            self.running.push(Running {
                ticket,
                peer,
                began,
                cut,
            });
        }
        self.share();
        true
    }

    /// Search `ticket` waits or runs no more.
    fn end(&mut self, ticket: u64) {
        self.waiting.retain(|&(other, _)| other != ticket);
        self.running.retain(|run| run.ticket != ticket);
        self.forget();
        self.share();
    }
}

impl Searches {
    /// A turn for a search from `peer`, waiting up to [`WAIT`] for it: its
    /// ticket, or `None` if it did not come, or the client is `gone`.
    pub fn enter(&self, peer: IpAddr, gone: &dyn Fn() -> bool) -> Option<u64> {
        let deadline = Instant::now() + WAIT;
        let mut turns = lock(&self.turns);
        let ticket = turns.arrive(peer);
        loop {
            if turns.start(ticket) {
                self.changed.notify_all();
                return Some(ticket);
            }
            let now = Instant::now();
            if now >= deadline || gone() {
                turns.end(ticket);
                self.changed.notify_all();
                return None;
            }
            // A client gone is seen at the next look.
            let left = (deadline - now).min(LOOK);
            turns = self
                .changed
                .wait_timeout(turns, left)
                .map_or_else(|poisoned| poisoned.into_inner().0, |(turns, _)| turns);
        }
    }

    /// Whether the search of turn `ticket` is to end now, for another
    /// address's turn.
    pub fn cut(&self, ticket: u64) -> bool {
        let turns = lock(&self.turns);
        let run = turns.running.iter().find(|run| run.ticket == ticket);
        run.map_or(false, |run| run.cut && run.began.elapsed() >= MIN_TURN)
    }

    /// Turn `ticket` over.
    pub fn leave(&self, ticket: u64) {
        lock(&self.turns).end(ticket);
        self.changed.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn address(last: u8) -> IpAddr {
        IpAddr::from([127, 0, 0, last])
    }

    #[test]
    fn search_turns_go_round_the_addresses() {
        let mut turns = Turns::default();
        // Twenty from one address: two run, and none is cut while only
        // that address waits.
        let queued: Vec<u64> = (0..20).map(|_| turns.arrive(address(2))).collect();
        assert!(turns.start(queued[0]) && turns.start(queued[1]));
        assert!(!turns.start(queued[2]));
        assert!(turns.running.iter().all(|run| !run.cut));
        // Another address's search is next, and the oldest of the two is
        // to end early for it.
        let page = turns.arrive(address(1));
        assert_eq!(turns.next(), Some(page));
        assert!(turns.running[0].cut && !turns.running[1].cut);
        turns.end(queued[0]);
        assert!(!turns.start(queued[2]) && turns.start(page));
        // One each: none is cut, and the page's next comes first.
        let second = turns.arrive(address(1));
        assert!(turns.running.iter().all(|run| !run.cut));
        turns.end(page);
        assert_eq!(turns.next(), Some(second));
        // With as many running, the address whose last turn is the oldest
        // goes first: the turns alternate.
        turns.end(queued[1]);
        assert!(turns.start(queued[2]));
        assert!(!turns.start(queued[3]) && turns.start(second));
        assert_eq!(turns.last.len(), 2);
    }
}
