//! `lightsout serve`: the page driven in headless Chromium through its own
//! event handlers, and the server under bad requests and load.

mod browser;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use browser::{Browser, Value};

/// A `lightsout serve --port 0`, stopped with Ctrl-C (SIGINT) when dropped.
struct Server {
    child: Child,
    address: SocketAddr,
}

impl Server {
    fn start() -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_lightsout"))
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
        let url = line
            .split(' ')
            .find(|word| word.starts_with("http://"))
            .unwrap_or_else(|| panic!("no address in {:?}", line));
        assert!(line.ends_with("(Ctrl-C stops)\n"), "{:?}", line);
        let address = url["http://".len()..]
            .trim_end_matches('/')
            .parse()
            .unwrap();
        Server { child, address }
    }

    fn url(&self) -> String {
        format!("http://{}/", self.address)
    }

    /// Sends `raw` whole and reads the answer: its status and body.
    fn exchange(&self, raw: &[u8]) -> (u16, String) {
        let mut stream = TcpStream::connect(self.address).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        // The server may answer and close before it has read it all.
        let _ = stream.write_all(raw);
        answer(&mut stream)
    }

    /// POSTs `body` to `path`.
    fn post(&self, path: &str, body: &str) -> (u16, String) {
        self.exchange(
            format!(
                "POST {} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: {}\r\n\r\n{}",
                path,
                body.len(),
                body
            )
            .as_bytes(),
        )
    }

    /// Ctrl-C, and the exit status and output that follow.
    fn interrupt(mut self) -> (Option<i32>, String) {
        signal(&self.child, "INT");
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

    /// The server's resident memory, in KiB.
    fn resident_kib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .unwrap_or_default();
        status
            .lines()
            .find_map(|line| line.strip_prefix("VmRSS:"))
            .and_then(|kib| kib.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap_or(0)
    }
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
    let mut text = Vec::new();
    let _ = stream.read_to_end(&mut text);
    let text = String::from_utf8_lossy(&text).into_owned();
    let status = text
        .split(' ')
        .nth(1)
        .and_then(|code| code.parse().ok())
        .unwrap_or_else(|| panic!("no status in {:?}", text));
    let body = text.split_once("\r\n\r\n").map_or("", |(_, body)| body);
    (status, body.to_string())
}

#[test]
fn the_server_answers_bad_requests_and_keeps_serving() {
    let server = Server::start();
    let cases: [(&[u8], u16); 10] = [
        (b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 200),
        (b"nonsense\r\n\r\n", 400),
        (b"GET /../../etc/passwd HTTP/1.1\r\n\r\n", 404),
        (b"GET /%2e%2e/Cargo.toml HTTP/1.1\r\n\r\n", 404),
        (b"GET /api/game HTTP/1.1\r\n\r\n", 405),
        (b"POST / HTTP/1.1\r\nContent-Length: 0\r\n\r\n", 405),
        (
            b"POST /api/game HTTP/1.1\r\nContent-Length: 2000000\r\n\r\n",
            413,
        ),
        (
            b"POST /api/game HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n",
            411,
        ),
        (b"GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n", 403),
        (b"GET / HTTP/2.0\r\n\r\n", 505),
    ];
    for (raw, status) in cases {
        let (got, body) = server.exchange(raw);
        assert_eq!(got, status, "{:?}: {}", String::from_utf8_lossy(raw), body);
    }
    // A head past its bound.
    let mut huge = b"GET / HTTP/1.1\r\nX: ".to_vec();
    huge.resize(40_000, b'a');
    assert_eq!(server.exchange(&huge).0, 431);
    // Bad parameters: 400 and one line saying why.
    for (path, body, says) in [
        (
            "/api/game?do=press&at=9.9",
            "size=2x2&seed=1",
            "rows 0 to 1",
        ),
        ("/api/game?do=fly", "size=2x2&seed=1", "unknown action"),
        ("/api/game", "size=60x60&seed=1", "lightsout solve"),
        ("/api/game", "rule=nothing&size=2x2&seed=1", "unknown rule"),
        (
            "/api/analysis?of=later",
            "size=2x2&seed=1",
            "of is now or start",
        ),
    ] {
        let (status, text) = server.post(path, body);
        assert_eq!(status, 400, "{} {}", path, text);
        assert!(text.contains(says), "{} {:?}", path, text);
        assert_eq!(text.lines().count(), 1, "{:?}", text);
    }
    // A client that sends half a request and goes quiet is timed out.
    let mut slow = TcpStream::connect(server.address).unwrap();
    slow.set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    slow.write_all(b"GET / HTTP/1.1\r\n").unwrap();
    let began = Instant::now();
    assert_eq!(answer(&mut slow).0, 408);
    assert!(began.elapsed() < Duration::from_secs(12));
    // 100 clients at once, a board and a move each.
    let threads: Vec<_> = (0..100)
        .map(|i| {
            let address = server.address;
            std::thread::spawn(move || {
                let body = format!("size=7x7&seed={}", i);
                let raw = format!(
                    "POST /api/game?do=press&at=3.3 HTTP/1.1\r\nContent-Length: {}\r\n\r\n{}",
                    body.len(),
                    body
                );
                let mut stream = TcpStream::connect(address).unwrap();
                stream.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
                stream.write_all(raw.as_bytes()).unwrap();
                answer(&mut stream)
            })
        })
        .collect();
    for thread in threads {
        let (status, body) = thread.join().unwrap();
        assert_eq!(status, 200, "{}", body);
        assert!(body.contains("\"moves\":1"), "{}", body);
    }
    assert_eq!(server.post("/api/game", "size=1x1&seed=1").0, 200);
    let resident = server.resident_kib();
    assert!(resident < 64 << 10, "{} KiB resident", resident);
    let (status, rest) = server.interrupt();
    assert_eq!((status, rest.as_str()), (Some(0), "stopped\n"));
}

#[test]
fn bad_arguments_and_a_taken_port_are_said_in_one_line() {
    let run = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_lightsout"))
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
    let server = Server::start();
    let port = server.address.port().to_string();
    let (status, err) = run(&["serve", "--port", &port]);
    assert_eq!(status, Some(1), "{}", err);
    assert!(
        err.contains("--port 0 picks a free port") && err.lines().count() == 1,
        "{}",
        err
    );
}

/// The page's cells' values, row by row.
fn values(page: &mut Browser) -> Vec<u32> {
    let json = page
        .eval(
            "[...document.querySelectorAll('#board button')].map(b => Number(b.dataset.v))",
        )
        .unwrap();
    browser::parse(json.as_bytes())
        .unwrap()
        .items()
        .iter()
        .map(|v| v.as_number().unwrap() as u32)
        .collect()
}

/// Waits until no request is in flight and the analysis is in.
fn settle(page: &mut Browser) {
    wait(
        page,
        "document.body.dataset.pending === '0' && \
         document.getElementById('fewest').textContent !== '…'",
    );
}

fn text(page: &mut Browser, id: &str) -> String {
    let json = page
        .eval(&format!("document.getElementById('{}').textContent", id))
        .unwrap();
    match browser::parse(json.as_bytes()).unwrap() {
        Value::Str(text) => text,
        other => panic!("{:?}", other),
    }
}

/// Clicks the middle of cell (r, c), or of the element `selector`.
fn click(page: &mut Browser, selector: &str) {
    let centre = page
        .eval(&format!(
            "(() => {{ const r = document.querySelector({}).getBoundingClientRect(); \
             return [r.x + r.width / 2, r.y + r.height / 2]; }})()",
            browser::quote(selector)
        ))
        .unwrap();
    let centre = browser::parse(centre.as_bytes()).unwrap();
    let xy: Vec<f64> = centre
        .items()
        .iter()
        .map(|v| v.as_number().unwrap())
        .collect();
    page.click_at(xy[0], xy[1]).unwrap();
}

/// Waits until the JavaScript expression `js` is truthy, 20 s at most.
fn wait(page: &mut Browser, js: &str) {
    page.wait_for(js, Duration::from_secs(20)).unwrap();
}

/// The position the page's address holds (after `#`).
fn position(page: &mut Browser) -> String {
    let hash = page.eval("location.hash.slice(1)").unwrap();
    browser::parse(hash.as_bytes())
        .unwrap()
        .as_str()
        .unwrap()
        .to_string()
}

/// Waits until element `id`'s text holds `part`.
fn wait_text(page: &mut Browser, id: &str, part: &str) {
    wait(
        page,
        &format!(
            "document.getElementById('{}').textContent.includes({})",
            id,
            browser::quote(part)
        ),
    );
}

fn cell(r: usize, c: usize) -> String {
    format!("#board button[data-r='{}'][data-c='{}']", r, c)
}

#[test]
fn the_page_plays_in_a_real_browser() {
    let mut page = match Browser::launch(1200, 900) {
        Some(page) => page,
        // The full run (CI's) has Chromium: a skip there would hide the test.
        None if std::env::var_os("LIGHTSOUT_FULL").is_some() => {
            panic!("no Chromium found (set CHROMIUM to its path)")
        }
        None => {
            eprintln!("the_page_plays_in_a_real_browser: skipped, no Chromium found");
            return;
        }
    };
    let server = Server::start();
    let url = server.url();

    // A shared link opens the position it holds, exactly.
    let shared = "rule=standard&mod=3&size=4x6&seed=42&moves=1.1,2.3";
    page.open(&format!("{}#{}", url, shared)).unwrap();
    settle(&mut page);
    let (_, answer) = server.post("/api/game", shared);
    let cells = answer.split("\"cells\":[").nth(1).unwrap();
    let cells: Vec<u32> = cells[..cells.find(']').unwrap()]
        .split(',')
        .map(|v| v.parse().unwrap())
        .collect();
    assert_eq!(values(&mut page), cells);
    assert_eq!(text(&mut page, "moves"), "2");
    assert!(
        text(&mut page, "rule").contains("mod 3"),
        "{}",
        text(&mut page, "rule")
    );

    // Classic 5 x 5 from the preset: a click presses the cell and its
    // orthogonal neighbours.
    page.eval("(() => { const p = document.getElementById('preset'); p.value = 'classic'; p.dispatchEvent(new Event('change')); })()")
        .unwrap();
    wait(
        &mut page,
        "document.querySelectorAll('#board button').length === 25",
    );
    settle(&mut page);
    let before = values(&mut page);
    click(&mut page, &cell(2, 2));
    wait(
        &mut page,
        "document.getElementById('moves').textContent === '1'",
    );
    settle(&mut page);
    let after = values(&mut page);
    for (i, (b, a)) in before.iter().zip(&after).enumerate() {
        let (r, c) = (i / 5, i % 5);
        let reached = (r as i32 - 2).abs() + (c as i32 - 2).abs() <= 1;
        assert_eq!(*a, if reached { 1 - b } else { *b }, "cell {} {}", r, c);
    }
    // Undo by its button, redo by its key.
    click(&mut page, "#undo");
    wait(
        &mut page,
        "document.getElementById('moves').textContent === '0'",
    );
    assert_eq!(values(&mut page), before);
    assert_eq!(text(&mut page, "redos"), "1");
    page.key("U").unwrap();
    wait(
        &mut page,
        "document.getElementById('moves').textContent === '1'",
    );
    assert_eq!(values(&mut page), after);
    // The keyboard: a cell focused, an arrow, Space.
    click(&mut page, &cell(0, 0));
    wait(
        &mut page,
        "document.getElementById('moves').textContent === '2'",
    );
    page.key("ArrowRight").unwrap();
    page.key(" ").unwrap();
    wait(
        &mut page,
        "document.getElementById('moves').textContent === '3'",
    );
    settle(&mut page);
    // The analysis is the engine's: a classic 5 x 5 board that can be
    // solved has four solutions and a proven fewest.
    let (_, analysis) = server.post("/api/analysis", &position(&mut page));
    assert!(
        analysis.contains("\"solutions\":\"2^2 = 4\""),
        "{}",
        analysis
    );
    assert_eq!(text(&mut page, "solutions"), "2^2 = 4");
    assert!(text(&mut page, "fewest").ends_with("(proven)"));
    // Hint marks one cell; the overlay marks the whole solution.
    click(&mut page, "#hint");
    wait(
        &mut page,
        "document.querySelectorAll('#board .hint').length === 1",
    );
    assert!(text(&mut page, "message").starts_with("press row "));
    click(&mut page, "#overlay");
    wait(
        &mut page,
        "document.querySelectorAll('#board .mark').length > 0",
    );
    // Solve plays it out to the goal.
    click(&mut page, "#solve");
    page.wait_for(
        "document.getElementById('status').textContent === 'at the goal'",
        Duration::from_secs(30),
    )
    .unwrap();
    settle(&mut page);
    assert!(values(&mut page).iter().all(|&v| v == 0));
    wait(
        &mut page,
        "document.getElementById('message').textContent.startsWith('solved in ')",
    );
    // A level, won by hand, keeps its best in the browser.
    page.eval("(() => { document.getElementById('level').value = '1'; })()")
        .unwrap();
    click(&mut page, "#play-level");
    wait(
        &mut page,
        "document.getElementById('dealt').textContent.startsWith('level 1')",
    );
    settle(&mut page);
    let (_, solved) = server.post("/api/analysis", &position(&mut page));
    let presses = solved.split("\"presses\":[[").nth(1).unwrap();
    for pair in presses[..presses.find("]]").unwrap()].split("],[") {
        let (r, c) = pair.split_once(',').unwrap();
        let moves = text(&mut page, "moves");
        click(&mut page, &cell(r.parse().unwrap(), c.parse().unwrap()));
        wait(
            &mut page,
            &format!(
                "document.getElementById('moves').textContent !== '{}'",
                moves
            ),
        );
    }
    wait(
        &mut page,
        "document.getElementById('message').textContent.includes('you won')",
    );
    assert_eq!(text(&mut page, "best"), "level 1: best 1 moves");
    let stored = page
        .eval("localStorage.getItem('lightsout.level.1')")
        .unwrap();
    assert_eq!(stored, "\"1\"");

    let errors = page.errors();
    assert!(errors.is_empty(), "the page logged: {:?}", errors);

    // What a player found: a chase by its key is help, and a win after it
    // keeps no best, even reopened.
    page.open(&format!("{}#rule=standard&level=7", url))
        .unwrap();
    settle(&mut page);
    page.eval("document.activeElement.blur()").unwrap();
    page.key("c").unwrap();
    wait_text(&mut page, "message", "(with help)");
    assert!(page.eval("location.hash").unwrap().contains("helped=1"));
    assert_eq!(
        page.eval("localStorage.getItem('lightsout.level.7')")
            .unwrap(),
        "null"
    );
    // A checkbox clicked leaves the keys to the game.
    click(&mut page, "#values");
    let moves = text(&mut page, "moves");
    page.key("u").unwrap();
    wait(
        &mut page,
        &format!(
            "document.getElementById('moves').textContent !== '{}'",
            moves
        ),
    );
    // Undo during a solve stops it.
    page.open(&format!("{}#rule=standard&size=20x20&seed=5", url))
        .unwrap();
    settle(&mut page);
    click(&mut page, "#solve");
    wait(
        &mut page,
        "Number(document.getElementById('moves').textContent) > 20",
    );
    click(&mut page, "#undo");
    settle(&mut page);
    let stopped = text(&mut page, "moves");
    std::thread::sleep(Duration::from_millis(600));
    settle(&mut page);
    assert_eq!(text(&mut page, "moves"), stopped);
    assert_eq!(text(&mut page, "solve"), "Solve");
    // Enter in the level field plays that level.
    page.eval("(() => { const l = document.getElementById('level'); l.value = '4'; l.focus(); })()")
        .unwrap();
    page.key("Enter").unwrap();
    wait(
        &mut page,
        "document.getElementById('dealt').textContent.startsWith('level 4')",
    );
    // A link that cannot be opened says why, and a board is dealt.
    page.open("about:blank").unwrap();
    page.open(&format!("{}#size=60x60&seed=1", url)).unwrap();
    wait(
        &mut page,
        "document.querySelectorAll('#board button').length > 0",
    );
    settle(&mut page);
    assert!(
        text(&mut page, "message").contains("lightsout solve"),
        "{}",
        text(&mut page, "message")
    );
    if let Some(path) = std::env::var_os("LIGHTSOUT_SCREENSHOT") {
        page.open(&format!(
            "{}#rule=standard&mod=3&size=7x7&seed=5&moves=1.1,4.4",
            url
        ))
        .unwrap();
        settle(&mut page);
        page.eval("(() => { const o = document.getElementById('overlay'); o.checked = true; o.dispatchEvent(new Event('change')); })()").unwrap();
        wait(
            &mut page,
            "document.querySelectorAll('#board .mark').length > 0",
        );
        page.screenshot(std::path::Path::new(&path)).unwrap();
    }
}
