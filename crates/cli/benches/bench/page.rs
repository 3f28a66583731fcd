//! The page: a press as the eye sees it, in headless Chromium. A hand's
//! mouse click on a cell (the DevTools protocol's `Input.dispatchMouseEvent`:
//! the mouse on the cell a tenth of a second before the press, the button
//! held a tenth of a second) is timed from the click event's time stamp to
//! the presentation of the first frame drawn after the page's event
//! (`lightsout:shown`, sent once the move is drawn): the Element Timing
//! API's `renderTime` of a dot the bench lays over the cell in that event's
//! listener, so that it is painted in the same frame as the press. The
//! engine in the browser, its page served as the static folder of
//! `scripts/build-page` (from `python3 -m http.server`) and by `lightsout
//! serve`, and pages that do nothing but recolour a button: the browser's
//! own floor. A second table times the protocol's own click, pressed and
//! released back to back.
//!
//! `attack` times the page served by `lightsout serve` while round 6's
//! attacks run at once (tests/page/attack.rs), over a minute (10 s under
//! `LIGHTSOUT_BENCH_QUICK`): its files fetched, a move seen on screen (as
//! above), a hint (the quick analysis it waits for), the page opened
//! fresh.
//!
//! Only when named (`LIGHTSOUT_BENCH_ONLY=page`, `attack`): they need
//! Chromium, Python 3 and the `wasm32-unknown-unknown` target. `LIGHTSOUT_BENCH_PAGE_BEFORE=DIR`,
//! a checkout of an earlier commit, times its page in the same run, board by
//! board beside this one's: its static folder built by its own
//! `scripts/build-page`, its server `DIR/target/release/lightsout` where
//! built (`cargo build --release --bin lightsout` there).
//! `LIGHTSOUT_BENCH_PAGE_TRACE=FILE` runs nothing but the 50 x 50 presses,
//! traced: Chromium's trace written to FILE (chrome://tracing, Perfetto).

#[path = "../../../../tests/page/attack.rs"]
mod attack;
#[path = "../../../../tests/page/browser.rs"]
mod browser;

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use browser::Browser;

use crate::scratch;

/// Presses timed at each size.
const PRESSES: usize = 60;

/// A hand's click: the mouse on the cell this long before the button goes
/// down, and the button held down this long.
const HAND: Duration = Duration::from_millis(100);

/// The boards timed, by name and link.
const BOARDS: [(&str, &str); 3] = [
    ("5 x 5", "rule=standard&size=5x5&seed=1"),
    ("50 x 50", "rule=standard&size=50x50&seed=1"),
    (
        "50 x 50, 9 x 9 stencil of ones",
        "stencil=111111111/111111111/111111111/111111111/111111111/111111111/111111111/111111111/111111111&size=50x50&seed=1",
    ),
];

/// The browser's floor: a page whose click asks a Web Worker, which
/// answers at once, and whose answer recolours the button and sends the
/// page's event, as the game does once a move is drawn; or, at
/// `floor/?now`, whose click recolours the button itself, asking nothing;
/// or, at `floor/?board`, the same on a board of 2,500 plain buttons in 50
/// rows (nothing but the buttons: no game, no style sheet).
const FLOOR: &str = "<!doctype html>\n<meta charset=\"utf-8\">\n<title>floor</title>\n\
<div id=\"board\"><button type=\"button\" style=\"width: 320px; height: 320px\">press</button></div>\n\
<script>\n\
const board = document.getElementById('board');\n\
if (location.search === '?board') {\n\
  board.textContent = '';\n\
  board.style.cssText = 'display: flex; flex-direction: column; gap: 2px';\n\
  for (let r = 0; r < 50; r++) {\n\
    const row = board.appendChild(document.createElement('div'));\n\
    row.style.cssText = 'display: flex; gap: 2px';\n\
    for (let c = 0; c < 50; c++) {\n\
      const cell = row.appendChild(document.createElement('button'));\n\
      cell.type = 'button';\n\
      cell.style.cssText = 'width: 14px; height: 14px; padding: 0; border: 0; background: #440154';\n\
    }\n\
  }\n\
}\n\
const worker = new Worker(URL.createObjectURL(new Blob(['onmessage = () => postMessage(0);'])));\n\
let pressed = null;\n\
function draw() {\n\
  const lit = pressed.style.backgroundColor === 'rgb(253, 231, 37)';\n\
  pressed.style.background = lit ? '#440154' : '#fde725';\n\
  document.dispatchEvent(new CustomEvent('lightsout:shown'));\n\
}\n\
worker.onmessage = draw;\n\
const now = location.search !== '';\n\
document.addEventListener('click', (event) => {\n\
  pressed = event.target.closest('button');\n\
  if (pressed) now ? draw() : worker.postMessage(0);\n\
});\n\
</script>\n";

/// The floor's pages, by what they are and their query.
const FLOORS: [(&str, &str); 3] = [
    (
        "the browser's floor: a click answered by a Web Worker, one button recoloured",
        "",
    ),
    (
        "a click that recolours the button itself, asking nothing",
        "?now",
    ),
    (
        "the same on a board of 2,500 plain buttons in 50 rows",
        "?board",
    ),
];

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

/// `python3 -m http.server` serving `dir`, and its address.
fn static_site(dir: &Path) -> (Running, String) {
    let (files, site) = browser::file_server(dir);
    (Running(files), site)
}

/// `lightsout serve` run from `program`, and its address.
fn server(program: &Path) -> (Running, String) {
    let mut server = Running(
        Command::new(program)
            .args(["serve", "--port", "0"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("{}: {}", program.display(), e)),
    );
    let served = address(&mut server.0, ' ', ' ');
    (server, served)
}

/// A checkout's page, served both ways.
struct Site {
    name: String,
    files: String,
    served: Option<String>,
    _running: Vec<Running>,
}

/// The page of the checkout at `root`, built into `dir` by its own
/// `scripts/build-page`, and served by `program` where it is built.
fn site(name: String, root: &Path, dir: &Path, program: &Path) -> Result<Site, String> {
    let built = Command::new("bash")
        .arg(root.join("scripts/build-page"))
        .arg(dir)
        .status();
    if !matches!(built, Ok(status) if status.success()) {
        return Err(format!(
            "{}/scripts/build-page failed (rustup target add wasm32-unknown-unknown)",
            root.display()
        ));
    }
    std::fs::create_dir_all(dir.join("floor")).unwrap();
    std::fs::write(dir.join("floor/index.html"), FLOOR).unwrap();
    let (files, static_address) = static_site(dir);
    let mut running = vec![files];
    let served = if program.exists() {
        let (server, address) = server(program);
        running.push(server);
        Some(address)
    } else {
        None
    };
    Ok(Site {
        name,
        files: static_address,
        served,
        _running: running,
    })
}

/// A checkout of an earlier commit named by `LIGHTSOUT_BENCH_PAGE_BEFORE`.
fn before() -> Option<Result<Site, String>> {
    let root = PathBuf::from(std::env::var_os("LIGHTSOUT_BENCH_PAGE_BEFORE")?);
    let commit = Command::new("git")
        .arg("-C")
        .arg(&root)
        .args(["log", "-1", "--format=%h"])
        .output()
        .ok()
        .filter(|out| out.status.success())
        .map(|out| String::from_utf8_lossy(&out.stdout).trim().to_string())
        .unwrap_or_else(|| root.display().to_string());
    let program = root.join("target/release/lightsout");
    Some(site(
        format!("before ({})", commit),
        &root,
        &scratch().join("page-before"),
        &program,
    ))
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

/// One press timed as the eye sees it.
struct Press {
    /// From the click to the page's event (the move drawn), ms.
    event: f64,
    /// From the click to the frame holding the press on screen, ms.
    screen: f64,
}

/// Clicks the board's `i`-th cell (row by row) with the mouse, as the
/// `n`-th press timed on this page, and times it. With `hand`, as a hand
/// clicks: the mouse reaches the cell a tenth of a second before the
/// press (the cell's hover and preview drawn first) and holds the button
/// down a tenth of a second; without, as the DevTools protocol clicks at
/// once: moved, pressed and released back to back, the press's own frame
/// (focus, :active) still under way at the release. The dot that times the
/// frame is laid over the cell's centre, which the press repaints anyway:
/// a dot elsewhere would widen the frame's damage to span both.
fn eye(page: &mut Browser, n: usize, i: usize, hand: bool) -> Press {
    let centre = numbers(
        page,
        &format!(
            "(() => {{ \
             if (!window.benchEye) {{ \
               window.benchEye = {{ seen: new Map() }}; \
               new PerformanceObserver((list) => {{ \
                 for (const entry of list.getEntries()) benchEye.seen.set(entry.identifier, entry.renderTime); \
               }}).observe({{ type: 'element', buffered: true }}); \
             }} \
             const press = benchEye.press = {{ id: 'press-{n}' }}; \
             document.addEventListener('click', (event) => {{ press.click = event.timeStamp; }}, {{ capture: true, once: true }}); \
             document.addEventListener('lightsout:shown', () => {{ \
               press.shown = performance.now(); \
               const dot = document.createElement('i'); \
               dot.setAttribute('elementtiming', press.id); \
               dot.textContent = '.'; \
               dot.style.cssText = 'position: fixed; left: ' + press.x + 'px; top: ' + press.y + 'px; width: 8px; height: 8px; font-size: 8px; contain: strict; pointer-events: none'; \
               document.body.appendChild(dot); \
               press.dot = dot; \
             }}, {{ once: true }}); \
             const cell = document.querySelectorAll('#board button')[{i}]; \
             cell.scrollIntoView({{ block: 'nearest', inline: 'nearest' }}); \
             const box = cell.getBoundingClientRect(); \
             const centre = [box.x + box.width / 2, box.y + box.height / 2]; \
             press.x = Math.round(centre[0]) - 4; \
             press.y = Math.round(centre[1]) - 4; \
             return centre; \
             }})()",
            n = n,
            i = i
        ),
    );
    let hold = if hand {
        page.hover(centre[0], centre[1]).unwrap();
        std::thread::sleep(HAND);
        HAND
    } else {
        Duration::ZERO
    };
    page.click_held(centre[0], centre[1], hold).unwrap();
    page.wait_for(
        &format!("window.benchEye.seen.has('press-{}')", n),
        Duration::from_secs(20),
    )
    .unwrap_or_else(|e| panic!("press {} not seen on screen: {}", n, e));
    let times = numbers(
        page,
        "(() => { const press = benchEye.press; press.dot.remove(); \
         return [press.shown - press.click, benchEye.seen.get(press.id) - press.click]; })()",
    );
    Press {
        event: times[0],
        screen: times[1],
    }
}

/// Opens `link` on `site` fresh and waits until the page is idle: no
/// request under way and the analysis in.
fn open(page: &mut Browser, site: &str, link: &str) {
    page.open("about:blank").unwrap();
    page.open(&format!("{}#{}", site, link)).unwrap();
    page.wait_for(
        "document.body.dataset.pending === '0' && document.getElementById('fewest').textContent !== '…'",
        Duration::from_secs(30),
    )
    .unwrap();
}

/// Times `PRESSES` presses on `link`'s board, a quarter of a second apart
/// (a brisk player: each position's analysis comes in between), the mouse
/// moving to each cell (as `eye` says, with or without `hand`).
fn presses(page: &mut Browser, site: &str, link: &str, hand: bool) -> Vec<Press> {
    open(page, site, link);
    let cells =
        numbers(page, "[document.querySelectorAll('#board button').length]")[0] as usize;
    (0..PRESSES)
        .map(|n| {
            let press = eye(page, n, (n * 7) % (cells - 1), hand);
            std::thread::sleep(Duration::from_millis(250));
            press
        })
        .collect()
}

/// Times `PRESSES` clicks on the floor page (`floor/` and its query), a
/// quarter of a second apart, on its cells as on a board's, with or
/// without `hand`.
fn floor(page: &mut Browser, site: &str, query: &str, hand: bool) -> Vec<Press> {
    page.open("about:blank").unwrap();
    page.open(&format!("{}floor/{}", site, query)).unwrap();
    let cells =
        numbers(page, "[document.querySelectorAll('#board button').length]")[0] as usize;
    (0..PRESSES)
        .map(|n| {
            let press = eye(page, n, (n * 7) % (cells - 1).max(1), hand);
            std::thread::sleep(Duration::from_millis(250));
            press
        })
        .collect()
}

/// Times 10 presses on a 50 x 50 board under a 31 x 31 stencil of ones,
/// each while the position's search runs in the other worker (it takes
/// the whole deadline).
fn during_search(page: &mut Browser, site: &str) -> Vec<Press> {
    let wide = vec!["1".repeat(31); 31].join("/");
    page.open("about:blank").unwrap();
    page.open(&format!("{}#stencil={}&size=50x50&seed=1", site, wide))
        .unwrap();
    (0..10)
        .map(|n| {
            page.wait_for(
                "document.getElementById('fewest').textContent.includes('searching')",
                Duration::from_secs(30),
            )
            .unwrap();
            eye(page, n, 51 * n, true)
        })
        .collect()
}

/// The median of `times` in ms, and their least and most.
fn spread(mut times: Vec<f64>) -> String {
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    format!(
        "{:.1} ({:.1} to {:.1})",
        times[times.len() / 2],
        times[0],
        times[times.len() - 1]
    )
}

/// On screen and the page's event, each as `spread` says them.
fn both(presses: &[Press]) -> (String, String) {
    (
        spread(presses.iter().map(|p| p.screen).collect()),
        spread(presses.iter().map(|p| p.event).collect()),
    )
}

/// The load average over the last minute, as the kernel says it.
fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|text| text.split_whitespace().next().map(str::to_string))
        .unwrap_or_else(|| "unknown".to_string())
}

pub(crate) fn page() {
    println!("\n## The page: a press in headless Chromium, as the eye sees it\n");
    let root = crate::root();
    let here = match site(
        "this checkout".to_string(),
        root,
        &scratch().join("page"),
        Path::new(env!("CARGO_BIN_EXE_lightsout")),
    ) {
        Ok(site) => site,
        Err(why) => {
            println!("skipped: {}", why);
            return;
        }
    };
    let mut sites = vec![here];
    match before() {
        Some(Ok(site)) => sites.push(site),
        Some(Err(why)) => println!("no earlier page: {}\n", why),
        None => {}
    }
    let mut page = match Browser::launch(1280, 900) {
        Some(page) => page,
        None => {
            println!("skipped: no Chromium");
            return;
        }
    };
    // LIGHTSOUT_BENCH_PAGE_TRACE=FILE: Chromium's trace of the presses on
    // 50 x 50 (static) written to FILE, for chrome://tracing or Perfetto,
    // and nothing else run.
    if let Some(file) = std::env::var_os("LIGHTSOUT_BENCH_PAGE_TRACE") {
        let (board, link) = BOARDS[1];
        open(&mut page, &sites[0].files, link);
        let categories =
            "devtools.timeline,disabled-by-default-devtools.timeline,blink,cc,viz,input";
        page.trace_begin(categories).unwrap();
        let timed = presses(&mut page, &sites[0].files, link, true);
        let trace = page.trace_end().unwrap();
        std::fs::write(&file, trace).unwrap();
        let (screen, event) = both(&timed);
        println!(
            "{} traced to {}: on screen {}, event {}.",
            board,
            Path::new(&file).display(),
            screen,
            event
        );
        return;
    }
    let at_start = load();
    println!(
        "Each press is a hand's mouse click on a cell (Input.dispatchMouseEvent): the mouse \
         on the cell a tenth of a second before the button goes down, the button held down a \
         tenth of a second. Timed from the click event's time stamp (the release) to the \
         presentation of the first frame drawn after the page's event (the move drawn): the \
         Element Timing renderTime of a dot laid over the cell's centre in that event's \
         listener. Median of {} presses a quarter of a second apart, least to most in \
         brackets, in ms; \"event\" is the click to the page's event. Engine in the browser \
         (static folder or lightsout serve) either way.\n",
        PRESSES
    );
    println!("| board | page | static: on screen | static: event | served: on screen | served: event |");
    println!("|---|---|---|---|---|---|");
    for (board, link) in BOARDS {
        for site in &sites {
            let (screen, event) = both(&presses(&mut page, &site.files, link, true));
            let (served_screen, served_event) = match &site.served {
                Some(served) => both(&presses(&mut page, served, link, true)),
                None => ("not built".to_string(), String::new()),
            };
            println!(
                "| {} | {} | {} | {} | {} | {} |",
                board, site.name, screen, event, served_screen, served_event
            );
        }
    }
    for (name, query) in FLOORS {
        let (screen, event) = both(&floor(&mut page, &sites[0].files, query, true));
        println!("| {} | | {} | {} | | |", name, screen, event);
    }
    println!(
        "\nThe same, clicked as the DevTools protocol clicks at once, with no hand: moved, \
         pressed and released back to back (the hover, the press's own frame and the \
         click's change in two frames or one), static.\n"
    );
    println!("| board | page | on screen | event |");
    println!("|---|---|---|---|");
    for (board, link) in &BOARDS[..2] {
        for site in &sites {
            let (screen, event) = both(&presses(&mut page, &site.files, link, false));
            println!("| {} | {} | {} | {} |", board, site.name, screen, event);
        }
    }
    for (name, query) in &FLOORS[1..] {
        let (screen, event) = both(&floor(&mut page, &sites[0].files, query, false));
        println!("| {} | | {} | {} |", name, screen, event);
    }
    println!();
    for site in &sites {
        let (screen, event) = both(&during_search(&mut page, &site.files));
        println!(
            "A press on 50 x 50 under a 31 x 31 stencil of ones while that board's search \
             runs in the other worker, {} (10 presses, each once the search of the position \
             before is under way): on screen {}, event {}.",
            site.name, screen, event
        );
    }
    println!(
        "\nLoad average (1 minute): {} at the start, {} at the end.",
        at_start,
        load()
    );
}

/// Times, in ms, of a hint: the Hint button pressed until its cell is
/// marked (the position's quick analysis, and its search if it has not
/// come).
fn hint(page: &mut Browser) -> f64 {
    numbers(
        page,
        "(async () => { const began = performance.now(); \
         document.getElementById('hint').click(); \
         while (!document.querySelector('#board .hint')) \
           await new Promise((then) => requestAnimationFrame(then)); \
         return [performance.now() - began]; })()",
    )[0]
}

/// The page served by `lightsout serve` under round 6's attacks at once.
pub(crate) fn attack() {
    println!("\n## The page under attack\n");
    let program = Path::new(env!("CARGO_BIN_EXE_lightsout"));
    let (_server, served) = server(program);
    let address: std::net::SocketAddr = served
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .parse()
        .unwrap();
    let mut page = match Browser::launch(1280, 900) {
        Some(page) => page,
        None => {
            println!("skipped: no Chromium");
            return;
        }
    };
    let quick = std::env::var_os("LIGHTSOUT_BENCH_QUICK").is_some();
    let length = Duration::from_secs(if quick { 10 } else { 60 });
    let link = "rule=standard&size=10x10&seed=1";
    open(&mut page, &served, link);
    let at_start = load();
    let attack = attack::Attack::new()
        .slow_heads([127, 0, 0, 1], address, 64)
        .floods(address, 96);
    std::thread::sleep(Duration::from_millis(500));
    let (mut files, mut moves, mut hints, mut opens) = (vec![], vec![], vec![], vec![]);
    let mut refused = Vec::new();
    let began = std::time::Instant::now();
    let mut n = 0;
    while began.elapsed() < length {
        for file in attack::FILES {
            match attack::fetch(address, file) {
                Ok(took) => files.push(took.as_secs_f64() * 1e3),
                Err(why) => refused.push(why),
            }
        }
        if n % 10 == 9 {
            let opened = std::time::Instant::now();
            open(&mut page, &served, link);
            opens.push(opened.elapsed().as_secs_f64() * 1e3);
        }
        moves.push(eye(&mut page, n, (n * 7) % 99, true).screen);
        hints.push(hint(&mut page));
        n += 1;
    }
    drop(attack);
    println!(
        "For {} s, while 64 partial heads from 127.0.0.1 are renewed and 96 clients from \
         127.0.0.2-4 ask in turn for levels, the costliest move, heavy analyses and bodies of \
         a megabyte, the page's files are fetched, a cell of a 10 x 10 board is pressed (the \
         click to the move on screen, as above), a hint asked (the button to the cell \
         marked), and every tenth round the page opened fresh (to the analysis in). Median \
         (least to most), in ms.\n",
        length.as_secs()
    );
    println!("| what | answered | refused | time |");
    println!("|---|---|---|---|");
    let rows = [
        ("a file of the page (GET)", files, refused.len()),
        ("a move on screen", moves, 0),
        ("a hint", hints, 0),
        ("the page opened", opens, 0),
    ];
    for (what, times, refused) in rows {
        if !times.is_empty() {
            println!(
                "| {} | {} | {} | {} |",
                what,
                times.len(),
                refused,
                spread(times)
            );
        }
    }
    for why in refused.iter().take(3) {
        println!("\nrefused: {}", why);
    }
    println!(
        "\nLoad average (1 minute): {} at the start, {} at the end.",
        at_start,
        load()
    );
}
