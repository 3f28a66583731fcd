//! The page: `lightsout serve` under bad requests, load and hostile
//! clients; the page driven in headless Chromium through its own event
//! handlers ([`play`]), served by `lightsout serve` and, under
//! `LIGHTSOUT_FULL`, as the static folder `scripts/build-page` writes,
//! from a plain file server.

#[cfg(target_os = "linux")]
mod attack;
mod browser;
mod fair;
mod looks;
mod play;
mod worker;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::common::{full, run};
use lightsout::SplitMix;

/// A `lightsout serve --port 0`, stopped with Ctrl-C (SIGINT) when dropped.
pub struct Server {
    child: Child,
    address: SocketAddr,
}

impl Server {
    /// The server, or `None` (the test is skipped) where this build has no
    /// engine for the page (no wasm32-unknown-unknown target); the full
    /// run (CI's) must have it.
    pub fn start() -> Option<Server> {
        let mut child = Command::new(crate::common::binary("lightsout"))
            .args(["serve", "--port", "0"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut line = String::new();
        BufReader::new(child.stdout.as_mut().unwrap())
            .read_line(&mut line)
            .unwrap();
        if line.is_empty() {
            let mut err = String::new();
            let _ = child.stderr.take().unwrap().read_to_string(&mut err);
            let _ = child.wait();
            assert!(err.contains("no engine") && !full(), "{}", err);
            eprintln!("skipped: {}", err.trim());
            return None;
        }
        let url = line
            .split(' ')
            .find(|word| word.starts_with("http://"))
            .unwrap_or_else(|| panic!("no address in {:?}", line));
        assert!(line.ends_with("(Ctrl-C stops)\n"), "{:?}", line);
        let address = url["http://".len()..]
            .trim_end_matches('/')
            .parse()
            .unwrap();
        Some(Server { child, address })
    }

    pub fn url(&self) -> String {
        format!("http://{}/", self.address)
    }

    /// Sends `raw` whole and reads the answer: its status and body.
    pub fn exchange(&self, raw: &[u8]) -> (u16, String) {
        let (status, body) = self.exchange_bytes(raw);
        (status, String::from_utf8_lossy(&body).into_owned())
    }

    /// Sends `raw` whole and reads the answer: its status and body, bytes.
    pub fn exchange_bytes(&self, raw: &[u8]) -> (u16, Vec<u8>) {
        let mut stream = TcpStream::connect(self.address).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        // The server may answer and close before it has read it all.
        let _ = stream.write_all(raw);
        answer_bytes(&mut stream)
    }

    /// Ctrl-C, and the exit status and output that follow.
    fn interrupt(self) -> (Option<i32>, String) {
        self.stop("INT")
    }

    /// SIGTERM, and the exit status and output that follow.
    fn terminate(self) -> (Option<i32>, String) {
        self.stop("TERM")
    }

    /// The server's process id.
    fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Signal `name`, and the exit status and output that follow.
    fn stop(mut self, name: &str) -> (Option<i32>, String) {
        signal(&self.child, name);
        let deadline = Instant::now() + Duration::from_secs(10);
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            assert!(Instant::now() < deadline, "the server did not stop");
            std::thread::sleep(Duration::from_millis(20));
        };
        let mut rest = String::new();
        self.child
            .stdout
            .as_mut()
            .unwrap()
            .read_to_string(&mut rest)
            .unwrap();
        (status.code(), rest)
    }

    /// The server's resident memory at its peak, in KiB.
    fn resident_kib(&self) -> u64 {
        peak_kib(&self.child.id().to_string())
    }
}

/// Process `pid`'s resident memory at its peak (VmHWM), in KiB; 0 once it
/// is gone.
fn peak_kib(pid: &str) -> u64 {
    std::fs::read_to_string(format!("/proc/{}/status", pid))
        .unwrap_or_default()
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|kib| kib.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn signal(child: &Child, name: &str) {
    let sent = Command::new("kill")
        .args([format!("-{}", name), child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
}

/// The status and body of the answer on `stream`.
fn answer(stream: &mut TcpStream) -> (u16, String) {
    let (status, body) = answer_bytes(stream);
    (status, String::from_utf8_lossy(&body).into_owned())
}

/// The status and body of the answer on `stream`, the body as bytes.
fn answer_bytes(stream: &mut TcpStream) -> (u16, Vec<u8>) {
    let mut text = Vec::new();
    let _ = stream.read_to_end(&mut text);
    let shown = || String::from_utf8_lossy(&text).into_owned();
    let status = text
        .split(|&b| b == b' ')
        .nth(1)
        .and_then(|code| std::str::from_utf8(code).ok()?.parse().ok())
        .unwrap_or_else(|| panic!("no status in {:?}", shown()));
    let body = match text.windows(4).position(|w| w == b"\r\n\r\n") {
        Some(end) => text[end + 4..].to_vec(),
        None => Vec::new(),
    };
    (status, body)
}

#[test]
fn the_server_answers_bad_requests_and_keeps_serving() {
    let server = match Server::start() {
        Some(server) => server,
        None => return,
    };
    // A client that sends half a request and goes quiet is timed out,
    // while the others below are answered.
    let mut slow = TcpStream::connect(server.address).unwrap();
    slow.set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    slow.write_all(b"GET / HTTP/1.1\r\n").unwrap();
    let began = Instant::now();
    let slow = std::thread::spawn(move || answer(&mut slow).0);
    let cases: Vec<(&[u8], u16)> = vec![
        (b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 200),
        (b"HEAD /lightsout.wasm HTTP/1.1\r\n\r\n", 200),
        (b"GET /page.js?v=2 HTTP/1.0\r\n\r\n", 200),
        (b"nonsense\r\n\r\n", 400),
        (b"GET /../../etc/passwd HTTP/1.1\r\n\r\n", 404),
        (b"GET /%2e%2e/Cargo.toml HTTP/1.1\r\n\r\n", 404),
        // The server computes nothing: the page's engine is in the browser.
        (b"GET /api/rules HTTP/1.1\r\n\r\n", 404),
        (
            b"POST /api/game HTTP/1.1\r\nContent-Length: 7\r\n\r\nlevel=1",
            404,
        ),
        (b"POST / HTTP/1.1\r\nContent-Length: 0\r\n\r\n", 405),
        (b"DELETE /index.html HTTP/1.1\r\n\r\n", 405),
        (b"GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n", 403),
        // No space before a header's colon (RFC 9112, 5.1): not the host
        // check passed by, but a 400.
        (b"GET / HTTP/1.1\r\nHost :evil.example\r\n\r\n", 400),
        (
            b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n folded: x\r\n\r\n",
            400,
        ),
        (b"GET / HTTP/2.0\r\n\r\n", 505),
        // Names are compared whatever their case.
        (b"GET / HTTP/1.1\r\nHost: LOCALHOST\r\n\r\n", 200),
        // A length is digits: `+7` frames no body.
        (b"GET / HTTP/1.1\r\nContent-Length: +7\r\n\r\nlevel=1", 400),
        // Two lengths that differ: the framing is invalid (RFC 9112).
        (
            b"GET / HTTP/1.1\r\nContent-Length: 7\r\nContent-Length: 8\r\n\r\nlevel=1",
            400,
        ),
        // The same length twice is one length.
        (
            b"GET / HTTP/1.1\r\nContent-Length: 7\r\nContent-Length: 7\r\n\r\nlevel=1",
            200,
        ),
    ];
    for (raw, status) in cases {
        let (got, body) = server.exchange(raw);
        assert_eq!(got, status, "{:?}: {}", String::from_utf8_lossy(raw), body);
    }
    // The head is 16 KiB at most, its empty last line included.
    let head = |size: usize| {
        let mut head = b"GET / HTTP/1.1\r\nX: ".to_vec();
        head.resize(size - 4, b'a');
        head.extend_from_slice(b"\r\n\r\n");
        head
    };
    assert_eq!(server.exchange(&head(16 << 10)).0, 200);
    assert_eq!(server.exchange(&head((16 << 10) + 1)).0, 431);
    assert_eq!(server.exchange(&head(20 << 10)).0, 431);
    // 100 clients at once, a file each.
    let threads: Vec<_> = (0..100)
        .map(|i| {
            let address = server.address;
            std::thread::spawn(move || {
                let file = ["/", "/page.js", "/lightsout.wasm", "/worker.js"][i % 4];
                let raw = format!("GET {} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", file);
                let mut stream = TcpStream::connect(address).unwrap();
                stream
                    .set_read_timeout(Some(Duration::from_secs(30)))
                    .unwrap();
                stream.write_all(raw.as_bytes()).unwrap();
                answer(&mut stream)
            })
        })
        .collect();
    for thread in threads {
        let (status, body) = thread.join().unwrap();
        assert_eq!(status, 200, "{}", body);
        assert!(!body.is_empty());
    }
    assert_eq!(slow.join().unwrap(), 408);
    assert!(began.elapsed() < Duration::from_secs(12));
    let resident = server.resident_kib();
    assert!(resident < 64 << 10, "{} KiB resident at most", resident);
    let (status, rest) = server.interrupt();
    assert_eq!((status, rest.as_str()), (Some(0), "stopped\n"));
}

/// The page's files, the engine's among them, are the static folder's
/// (`scripts/build-page`): what the page computes, it computes in the
/// browser.
#[test]
fn the_server_sends_the_page_and_its_engine() {
    let server = match Server::start() {
        Some(server) => server,
        None => return,
    };
    let (status, wasm) = server.exchange_bytes(b"GET /lightsout.wasm HTTP/1.1\r\n\r\n");
    assert_eq!(status, 200);
    assert_eq!(&wasm[..4], b"\0asm", "{} bytes", wasm.len());
    let (status, page) = server.exchange(b"GET / HTTP/1.1\r\n\r\n");
    assert_eq!(status, 200);
    for script in ["engine.js", "game.js", "page.js"] {
        assert!(page.contains(script), "{}", script);
    }
    let (_, engine) = server.exchange(b"GET /engine.js HTTP/1.1\r\n\r\n");
    assert!(
        !engine.contains("api/"),
        "the page asks its server to compute"
    );
}

/// A seeded run of the attacks above, mutated: every request, whole or
/// cut, with a byte changed, a line doubled or its case changed, a long
/// header, is answered with a status the server means (never a 500; a
/// request cut short, 400), within seconds; the server keeps serving and
/// stays under 64 MiB. 40 rounds; 400 under `LIGHTSOUT_FULL`.
#[test]
fn mutated_attacks_are_answered_and_the_server_keeps_serving() {
    let server = match Server::start() {
        Some(server) => server,
        None => return,
    };
    let port = server.address.port();
    let request = |path: &str, headers: &str, body: &str| {
        format!(
            "POST {} HTTP/1.1\r\nHost: 127.0.0.1:{}\r\n{}Content-Length: {}\r\n\r\n{}",
            path,
            port,
            headers,
            body.len(),
            body
        )
        .into_bytes()
    };
    let mut rng = SplitMix(0x5eed_0043);
    let rounds = if full() { 400 } else { 40 };
    let means = [200, 400, 403, 404, 405, 408, 431, 503, 505];
    for round in 0..rounds {
        let side = 1 + rng.below(50);
        let bases = [
            b"GET / HTTP/1.1\r\nHost: localhost\r\n\r\n".to_vec(),
            format!("HEAD /lightsout.wasm?{} HTTP/1.0\r\n\r\n", round).into_bytes(),
            request(
                "/api/game",
                "",
                &format!("size={}x{}&seed={}", side, side, round),
            ),
            request(
                "/index.html",
                "Origin: http://evil.example\r\n",
                &format!("size={}x{}&seed=1&moves=1.1", side, side),
            ),
        ];
        let mut raw = bases[rng.below(bases.len() as u64) as usize].clone();
        match rng.below(6) {
            0 => {
                let at = rng.below(raw.len() as u64) as usize;
                raw[at] = rng.below(256) as u8;
            }
            // Cut, a byte at least kept: a client that sends nothing is gone.
            1 => raw.truncate(1 + rng.below(raw.len() as u64 - 1) as usize),
            2 => {
                let line = b"Content-Length: 9\r\n";
                let at = raw.windows(2).position(|w| w == b"\r\n").unwrap_or(0) + 2;
                raw.splice(at..at, line.iter().copied());
            }
            3 => raw = String::from_utf8_lossy(&raw).to_uppercase().into_bytes(),
            4 => {
                let at = raw.windows(2).position(|w| w == b"\r\n").unwrap_or(0) + 2;
                let long = format!(
                    "X-{}: {}\r\n",
                    round,
                    "a".repeat(rng.below(24 << 10) as usize)
                );
                raw.splice(at..at, long.into_bytes());
            }
            _ => {}
        }
        let began = Instant::now();
        let mut stream = TcpStream::connect(server.address).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        let _ = stream.write_all(&raw);
        let _ = stream.shutdown(std::net::Shutdown::Write);
        let mut text = Vec::new();
        let _ = stream.read_to_end(&mut text);
        let text = String::from_utf8_lossy(&text);
        let shown = String::from_utf8_lossy(&raw[..raw.len().min(120)]).into_owned();
        let status: u16 = text
            .split(' ')
            .nth(1)
            .and_then(|code| code.parse().ok())
            .unwrap_or_else(|| {
                panic!("round {}: no status in {:?} for {:?}", round, text, shown)
            });
        assert!(
            means.contains(&status),
            "round {}: {} for {:?}",
            round,
            status,
            shown
        );
        assert!(
            began.elapsed() < Duration::from_secs(10),
            "round {}: {:?} for {:?}",
            round,
            began.elapsed(),
            shown
        );
        if round % 10 == 9 {
            assert_eq!(server.exchange(b"GET / HTTP/1.1\r\n\r\n").0, 200);
        }
    }
    let resident = server.resident_kib();
    assert!(resident < 64 << 10, "{} KiB resident at most", resident);
}

/// What the page's engine is asked, answered by the same engine on the
/// command line (`lightsout serve --answer`): costs bounded by the board.
#[test]
fn what_the_engine_is_asked_costs_what_the_board_does() {
    let timed = |asked: &str| {
        let began = Instant::now();
        let (status, out, err) = ask(asked);
        (status, out, err, began.elapsed())
    };
    // A won position on a 50 x 50 board under a 99 x 99 stencil: no
    // search when it is opened (the won line comes with the analysis).
    let wide = vec!["1".repeat(99); 99].join("/");
    let lit = vec!["1".repeat(50); 50].join("-");
    let won = format!("stencil={}&size=50x50&start={}&moves=1.1", wide, lit);
    let (status, text, err, took) = timed(&format!("game?do=open\n{}", won));
    assert_eq!(status, Some(0), "{}", err);
    assert!(text.contains("\"won\":true"), "{}", &text[..200]);
    assert!(took < Duration::from_secs(2), "{:?}", took);
    // A 401 x 401 stencil with 65,536 moves on 50 x 50: fitted to the
    // board, the moves added up cell by cell.
    let wide = vec!["1".repeat(401); 401].join("/");
    let moves = vec!["25.25"; 1 << 16].join(",");
    let many = format!("stencil={}&size=50x50&seed=1&moves={}", wide, moves);
    let (status, _, err, took) = timed(&format!("game\n{}", many));
    assert_eq!(status, Some(0), "{}", err);
    assert!(took < Duration::from_secs(2), "{:?}", took);
    // 999 x 999 on 5 x 5: a few kilobytes back, not 3 MB.
    let wide = vec!["1".repeat(999); 999].join("/");
    let (status, text, _, _) = timed(&format!("game\nstencil={}&size=5x5&seed=1", wide));
    assert_eq!(status, Some(0));
    assert!(text.len() < 4000, "{} bytes", text.len());
    // Bad parameters: one line saying why.
    for (asked, says) in [
        ("game?do=press&at=9.9\nsize=2x2&seed=1", "rows 0 to 1"),
        ("game?do=fly\nsize=2x2&seed=1", "unknown action"),
        ("game\nsize=60x60&seed=1", "lightsout solve"),
        ("game\nrule=nothing&size=2x2&seed=1", "unknown rule"),
        ("analysis?of=later\nsize=2x2&seed=1", "of is now or start"),
    ] {
        let (status, out, err) = ask(asked);
        assert_eq!((status, out.as_str()), (Some(1), ""), "{}", asked);
        assert!(err.contains(says), "{} {:?}", asked, err);
        assert_eq!(err.lines().count(), 1, "{:?}", err);
    }
    // A 512 KiB key is not said back whole.
    let key = "k".repeat(1 << 19);
    let (status, _, err) = ask(&format!("game\n{}=1", key));
    assert_eq!(status, Some(1));
    assert!(err.len() < 300, "{} bytes back", err.len());
    // Redo cannot make a position past what a link holds.
    let half = vec!["1.1"; (1 << 15) + 1].join(",");
    let over = format!("size=2x2&start=00-00&moves={}&undone={}", half, half);
    assert_eq!(ask(&format!("game?do=redo\n{}", over)).0, Some(1));
}

/// `lightsout serve --answer` given `asked`: its status, stdout and stderr.
fn ask(asked: &str) -> (Option<i32>, String, String) {
    let out = run(
        crate::common::binary("lightsout"),
        &["serve", "--answer"],
        asked.as_bytes(),
    );
    (
        out.status,
        String::from_utf8(out.stdout).unwrap(),
        out.stderr,
    )
}

#[test]
fn searches_end_within_the_budget_and_say_what_they_proved() {
    if !full() {
        // Each search here takes up to a second of a core.
        eprintln!(
            "searches_end_within_the_budget_and_say_what_they_proved: LIGHTSOUT_FULL only"
        );
        return;
    }
    // The all-lit 50 x 50 board under the 99 x 99 stencil of ones: one
    // press clears it, which is found at once; the search for fewer (over
    // 2^2499 solutions) ends within the work budget or at the deadline,
    // whichever comes first, and says what it proved, in little memory.
    let wide = vec!["1".repeat(99); 99].join("/");
    let lit = vec!["1".repeat(50); 50].join("-");
    let position = format!("stencil={}&size=50x50&start={}", wide, lit);
    let began = Instant::now();
    let mut child = Command::new(crate::common::binary("lightsout"))
        .args(["serve", "--answer"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(format!("analysis\n{}", position).as_bytes())
        .unwrap();
    drop(stdin);
    let pid = child.id().to_string();
    let mut peak = 0;
    while child.try_wait().unwrap().is_none() {
        peak = peak.max(peak_kib(&pid));
        assert!(began.elapsed() < Duration::from_secs(60), "no end");
        std::thread::sleep(Duration::from_millis(20));
    }
    let mut text = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut text)
        .unwrap();
    assert!(
        text.contains("\"fewest\":{\"presses\":1,\"proven\":true")
            || text.contains("\"text\":\"at most 1\""),
        "{}",
        &text[text.len().saturating_sub(200)..]
    );
    assert!(peak < 64 << 10, "the search took {} KiB", peak);
}

#[test]
fn answer_reads_a_request_and_writes_its_answers() {
    let run = |input: &str| {
        let out = run(
            crate::common::binary("lightsout"),
            &["serve", "--answer"],
            input.as_bytes(),
        );
        (
            out.status,
            String::from_utf8(out.stdout).unwrap(),
            out.stderr,
        )
    };
    // An analysis: first without its search, then with it.
    let (status, out, _) = run("analysis\nsize=5x5&seed=3");
    assert_eq!(status, Some(0));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{}", out);
    assert!(lines[0].contains("\"searched\":false"), "{}", out);
    assert!(lines[1].contains("\"proven\":true"), "{}", out);
    let (status, out, _) = run("game?do=press&at=0.0\nsize=2x2&start=00-00");
    assert_eq!(status, Some(0));
    assert!(out.contains("\"cells\":[1,1,1,0]"), "{}", out);
    let (status, out, err) = run("game\nsize=99x2&seed=1");
    assert_eq!((status, out.as_str()), (Some(1), ""));
    assert!(
        err.contains("lightsout solve") && err.lines().count() == 1,
        "{}",
        err
    );
}

#[test]
fn bad_arguments_and_a_taken_port_are_said_in_one_line() {
    let run = |args: &[&str]| {
        let out = Command::new(crate::common::binary("lightsout"))
            .args(args)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        (out.status.code(), String::from_utf8(out.stderr).unwrap())
    };
    for args in [
        &["serve", "--port", "70000"][..],
        &["serve", "--port"],
        &["serve", "--prot", "1"],
        &["serve", "8080"],
    ] {
        let (status, err) = run(args);
        assert_eq!(status, Some(2), "{:?}", args);
        assert!(
            err.ends_with("(see --help)\n") && err.lines().count() == 1,
            "{}",
            err
        );
    }
    let server = match Server::start() {
        Some(server) => server,
        None => return,
    };
    let port = server.address.port().to_string();
    let (status, err) = run(&["serve", "--port", &port]);
    assert_eq!(status, Some(1), "{}", err);
    assert!(
        err.contains("--port 0 picks a free port") && err.lines().count() == 1,
        "{}",
        err
    );
}

#[test]
fn the_terminal_game_opens_a_pages_link() {
    let play = |args: &[&str], input: &[u8]| {
        let mut child = Command::new(crate::common::binary("lightsout"))
            .arg("play")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(input).unwrap();
        let out = child.wait_with_output().unwrap();
        (
            out.status.code(),
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    // The position the page's link holds, its move made: one press more
    // wins it, and undo takes back the link's move too.
    let link = "rule=standard&size=3x3&start=010-111-010&moves=1.1";
    let (status, out, _) = play(&["--link", link], b"press 1 1\npress 2 2\n");
    assert_eq!(status, Some(0));
    assert!(out.starts_with("100\n011\n010\n"), "{}", out);
    assert!(out.ends_with("solved in 3 moves (fewest 1)\n"), "{}", out);
    let (_, out, _) = play(&["--link", link], b"undo\n");
    assert_eq!(out, "100\n011\n010\n010\n111\n010\n");
    for args in [
        &["--link", "size=60x60&seed=1"][..],
        &["--link", link, "--level", "3"],
        &["--link", link, "--rule", "standard"],
    ] {
        let (status, _, err) = play(args, b"");
        assert_eq!(status, Some(2), "{:?}", args);
        assert_eq!(err.lines().count(), 1, "{}", err);
    }
}
