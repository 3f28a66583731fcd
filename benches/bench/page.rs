//! The page: how fast a press is answered in headless Chromium, the engine
//! in the browser (the static folder of `scripts/build-page`, from
//! `python3 -m http.server`), beside the server's round trip for the same
//! move (`lightsout serve`'s API). Only when named
//! (`LIGHTSOUT_BENCH_ONLY=page`): it needs Chromium, Python 3 and the
//! `wasm32-unknown-unknown` target.

#[path = "../../tests/page/browser.rs"]
mod browser;

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use browser::Browser;

use crate::scratch;

/// Presses timed at each size.
const PRESSES: usize = 60;

/// A child process, ended when dropped.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The first line `child` writes, and the address in it.
fn address(child: &mut Child, open: char, close: char) -> String {
    let mut line = String::new();
    BufReader::new(child.stdout.as_mut().unwrap())
        .read_line(&mut line)
        .unwrap();
    line.split([open, close])
        .find(|word| word.starts_with("http://"))
        .unwrap_or_else(|| panic!("no address in {:?}", line))
        .trim_end_matches('/')
        .to_string()
        + "/"
}

/// Milliseconds, the median and the best of `times`.
fn summary(times: &mut [f64]) -> String {
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    format!("{:.2} ms (best {:.2})", times[times.len() / 2], times[0])
}

/// `js`'s numbers.
fn numbers(page: &mut Browser, js: &str) -> Vec<f64> {
    let json = page.eval(js).unwrap_or_else(|e| panic!("{}", e));
    browser::parse(json.as_bytes())
        .unwrap()
        .items()
        .iter()
        .map(|v| v.as_number().unwrap())
        .collect()
}

/// Milliseconds from a click on the board's `i`-th cell (row by row) to
/// the board drawn again.
fn click(page: &mut Browser, i: usize) -> f64 {
    numbers(
        page,
        &format!(
            "(async () => {{ const cell = document.querySelectorAll('#board button')[{}]; \
             const t = performance.now(); \
             await new Promise((done) => {{ document.addEventListener('lightsout:shown', done, {{ once: true }}); cell.click(); }}); \
             return [performance.now() - t]; }})()",
            i
        ),
    )[0]
}

/// Times `PRESSES` clicks on `link`'s board, each from the click to the
/// page drawn again, a quarter of a second apart (a brisk player: each
/// position's analysis comes in between).
fn presses(page: &mut Browser, site: &str, link: &str) -> Vec<f64> {
    page.open("about:blank").unwrap();
    page.open(&format!("{}#{}", site, link)).unwrap();
    page.wait_for(
        "document.body.dataset.pending === '0' && document.getElementById('fewest').textContent !== '…'",
        Duration::from_secs(30),
    )
    .unwrap();
    let cells =
        numbers(page, "[document.querySelectorAll('#board button').length]")[0] as usize;
    (0..PRESSES)
        .map(|i| {
            let took = click(page, (i * 7) % (cells - 1));
            std::thread::sleep(Duration::from_millis(250));
            took
        })
        .collect()
}

/// Times 10 clicks on a 50 x 50 board under a 31 x 31 stencil of ones,
/// each while the position's search runs in the other worker (it takes
/// the whole deadline), from the click to the board drawn again.
fn during_search(page: &mut Browser, site: &str) -> Vec<f64> {
    let wide = vec!["1".repeat(31); 31].join("/");
    page.open("about:blank").unwrap();
    page.open(&format!("{}#stencil={}&size=50x50&seed=1", site, wide))
        .unwrap();
    (0..10)
        .map(|i| {
            page.wait_for(
                "document.getElementById('fewest').textContent.includes('searching')",
                Duration::from_secs(30),
            )
            .unwrap();
            click(page, 51 * i)
        })
        .collect()
}

/// Times `PRESSES` requests of the move to the server's API, from its own
/// page, each from the request to the answer read.
fn round_trips(page: &mut Browser, server: &str, link: &str) -> Vec<f64> {
    page.open("about:blank").unwrap();
    page.open(server).unwrap();
    numbers(
        page,
        &format!(
            "(async () => {{ const times = []; \
             for (let i = 0; i < {}; i++) {{ const t = performance.now(); \
             const answer = await fetch('api/game?do=press&at=1.1', {{ method: 'POST', body: {} }}); \
             await answer.json(); times.push(performance.now() - t); }} \
             return times; }})()",
            PRESSES,
            browser::quote(link)
        ),
    )
}

pub(crate) fn page() {
    println!("\n## The page: a press in headless Chromium\n");
    let page_dir = scratch().join("page");
    let built = Command::new("bash")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/build-page"))
        .arg(&page_dir)
        .status();
    if !matches!(built, Ok(status) if status.success()) {
        println!(
            "skipped: scripts/build-page failed (rustup target add wasm32-unknown-unknown)"
        );
        return;
    }
    let mut page = match Browser::launch(1280, 900) {
        Some(page) => page,
        None => {
            println!("skipped: no Chromium");
            return;
        }
    };
    let mut files = Running(
        Command::new("python3")
            .args([
                "-u",
                "-m",
                "http.server",
                "0",
                "--bind",
                "127.0.0.1",
                "--directory",
            ])
            .arg(&page_dir)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("python3"),
    );
    let site = address(&mut files.0, '(', ')');
    let mut server = Running(
        Command::new(env!("CARGO_BIN_EXE_lightsout"))
            .args(["serve", "--port", "0"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    let served = address(&mut server.0, ' ', ' ');
    println!(
        "Median of {} presses a quarter of a second apart (and the best), each from the \
         click to the board drawn again, the engine in a Web Worker; beside it the server's \
         API answering the same move (request to answer read, nothing drawn).\n",
        PRESSES
    );
    println!("| board | press, engine in the browser | server round trip |");
    println!("|---|---|---|");
    for (name, link) in [
        ("5 x 5", "rule=standard&size=5x5&seed=1"),
        ("50 x 50", "rule=standard&size=50x50&seed=1"),
        (
            "50 x 50, 9 x 9 stencil",
            "stencil=111111111/111111111/111111111/111111111/111111111/111111111/111111111/111111111/111111111&size=50x50&seed=1",
        ),
    ] {
        let mut here = presses(&mut page, &site, link);
        let mut there = round_trips(&mut page, &served, link);
        println!("| {} | {} | {} |", name, summary(&mut here), summary(&mut there));
    }
    let mut busy = during_search(&mut page, &site);
    println!(
        "\nA click on 50 x 50 under a 31 x 31 stencil of ones while that board's \
         search runs in the other worker (10 clicks, each once the search of the \
         position before it is under way): {}.",
        summary(&mut busy)
    );
}
