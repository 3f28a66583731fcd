//! The page in headless Chromium: a game played through the page's own
//! handlers, each defect a player found checked fixed, the player's
//! features, the layout from a phone to 2560 pixels (screenshots written
//! to `target/`), and, under `LIGHTSOUT_FULL`, the static folder of
//! `scripts/build-page` from a plain file server (`python3 -m
//! http.server`), its engine in Web Workers.

use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use super::browser::{self, Browser, Value};
use super::Server;
use crate::common::{full, run};

/// Headless Chromium, or `None` (the test is skipped) where there is
/// none; the full run (CI's) must have it.
pub(super) fn chromium(test: &str, width: u32, height: u32) -> Option<Browser> {
    match Browser::launch(width, height) {
        Some(page) => Some(page),
        None if full() => panic!("no Chromium found (set CHROMIUM to its path)"),
        None => {
            eprintln!("{}: skipped, no Chromium found", test);
            None
        }
    }
}

/// The folder `scripts/build-page` writes, served by `python3 -m
/// http.server`: no `lightsout` runs.
pub(super) struct StaticSite {
    child: Child,
    pub(super) url: String,
    dir: PathBuf,
}

impl StaticSite {
    pub(super) fn start() -> StaticSite {
        // A folder of its own: two tests may serve one at once.
        static MADE: AtomicUsize = AtomicUsize::new(0);
        let made = MADE.fetch_add(1, Ordering::SeqCst);
        let dir = target().join(format!("page-{}-{}", std::process::id(), made));
        let built = Command::new("bash")
            .arg(crate::common::root().join("scripts/build-page"))
            .arg(&dir)
            .status()
            .expect("bash runs scripts/build-page");
        assert!(built.success(), "scripts/build-page failed");
        let wasm = std::fs::metadata(dir.join("lightsout.wasm")).unwrap().len();
        let total: u64 = std::fs::read_dir(&dir)
            .unwrap()
            .map(|entry| entry.unwrap().metadata().unwrap().len())
            .sum();
        assert!(total < 2 << 20, "the page is {} bytes", total);
        eprintln!(
            "the static page: {} bytes, {} of them WebAssembly",
            total, wasm
        );
        let (child, url) = browser::file_server(&dir);
        StaticSite { child, url, dir }
    }
}

impl Drop for StaticSite {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// `target/`, where the screenshots go.
fn target() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// The engine's answer to `request`, from `lightsout serve --answer`: the
/// same function the page calls.
fn engine(request: &str) -> String {
    let out = run(
        crate::common::binary("lightsout"),
        &["serve", "--answer"],
        request.as_bytes(),
    );
    let text = String::from_utf8(out.stdout).unwrap();
    text.lines().last().unwrap_or("").to_string()
}

/// The presses of a fewest-press solution of `position`, as the engine
/// gives them.
pub(super) fn solution(position: &str) -> Vec<(usize, usize)> {
    let found = engine(&format!("analysis\n{}", position));
    let presses = browser::parse(found.as_bytes()).unwrap();
    presses
        .get("presses")
        .items()
        .iter()
        .map(|pair| {
            let rc = pair.items();
            (
                rc[0].as_number().unwrap() as usize,
                rc[1].as_number().unwrap() as usize,
            )
        })
        .collect()
}

/// `js`'s value, parsed.
pub(super) fn value(page: &mut Browser, js: &str) -> Value {
    let json = page.eval(js).unwrap_or_else(|e| panic!("{}: {}", js, e));
    browser::parse(json.as_bytes()).unwrap()
}

pub(super) fn number(page: &mut Browser, js: &str) -> f64 {
    value(page, js)
        .as_number()
        .unwrap_or_else(|| panic!("{} is not a number", js))
}

pub(super) fn boolean(page: &mut Browser, js: &str) -> bool {
    value(page, js) == Value::Bool(true)
}

/// The page's cells' values, row by row.
fn values(page: &mut Browser) -> Vec<u32> {
    value(
        page,
        "[...document.querySelectorAll('#board button')].map(b => Number(b.dataset.v))",
    )
    .items()
    .iter()
    .map(|v| v.as_number().unwrap() as u32)
    .collect()
}

/// Waits until no request is in flight and the analysis is in.
pub(super) fn settle(page: &mut Browser) {
    wait(
        page,
        "document.body.dataset.pending === '0' && \
         document.getElementById('fewest').textContent !== '…'",
    );
}

pub(super) fn text(page: &mut Browser, id: &str) -> String {
    match value(
        page,
        &format!("document.getElementById('{}').textContent", id),
    ) {
        Value::Str(text) => text,
        other => panic!("{:?}", other),
    }
}

/// The middle of the element `selector`, scrolled into view, in the
/// viewport's coordinates.
pub(super) fn centre(page: &mut Browser, selector: &str) -> (f64, f64) {
    let xy: Vec<f64> = value(
        page,
        &format!(
            "(() => {{ const e = document.querySelector({}); \
             e.scrollIntoView({{ block: 'nearest', inline: 'nearest' }}); \
             const r = e.getBoundingClientRect(); \
             return [r.x + r.width / 2, r.y + r.height / 2]; }})()",
            browser::quote(selector)
        ),
    )
    .items()
    .iter()
    .map(|v| v.as_number().unwrap())
    .collect();
    (xy[0], xy[1])
}

/// Clicks the middle of the element `selector`, as a mouse does.
pub(super) fn click(page: &mut Browser, selector: &str) {
    let (x, y) = centre(page, selector);
    page.click_at(x, y).unwrap();
}

/// Waits until the JavaScript expression `js` is truthy, 20 s at most.
pub(super) fn wait(page: &mut Browser, js: &str) {
    page.wait_for(js, Duration::from_secs(20)).unwrap();
}

/// Waits until element `id`'s text holds `part`.
pub(super) fn wait_text(page: &mut Browser, id: &str, part: &str) {
    wait(
        page,
        &format!(
            "document.getElementById('{}').textContent.includes({})",
            id,
            browser::quote(part)
        ),
    );
}

/// Waits for `n` moves, the engine's answer in: no press drawn ahead of
/// it still waiting.
pub(super) fn wait_moves(page: &mut Browser, n: usize) {
    wait(
        page,
        &format!(
            "document.getElementById('moves').textContent === '{}' && \
             (document.body.dataset.ahead || '0') === '0'",
            n
        ),
    );
}

/// The position the page's address holds (after `#`).
pub(super) fn position(page: &mut Browser) -> String {
    value(page, "location.hash.slice(1)")
        .as_str()
        .unwrap()
        .to_string()
}

pub(super) fn cell(r: usize, c: usize) -> String {
    format!("#board button[data-r='{}'][data-c='{}']", r, c)
}

/// Opens `link` on `site` fresh (a new document), and waits for it.
pub(super) fn open(page: &mut Browser, site: &str, link: &str) {
    page.open("about:blank").unwrap();
    page.open(&format!("{}#{}", site, link)).unwrap();
    wait(
        page,
        "document.querySelectorAll('#board button').length > 0",
    );
    settle(page);
}

/// Sets the select or field `id` to `v` as a player would, firing its
/// events.
pub(super) fn choose(page: &mut Browser, id: &str, v: &str) {
    page.eval(&format!(
        "(() => {{ const e = document.getElementById('{}'); e.value = {}; \
         e.dispatchEvent(new Event('input')); e.dispatchEvent(new Event('change')); }})()",
        id,
        browser::quote(v)
    ))
    .unwrap();
}

/// Presses every cell of `presses` on the page by a click, one after the
/// other.
pub(super) fn press_all(page: &mut Browser, presses: &[(usize, usize)]) {
    for &(r, c) in presses {
        let moves: usize = text(page, "moves").parse().unwrap();
        click(page, &cell(r, c));
        wait_moves(page, moves + 1);
    }
}

/// The WCAG contrast of two CSS colours, computed by the page.
const CONTRAST: &str = "(a, b) => { const l = (css) => { const [r, g, b] = css.match(/\\d+/g).map(Number); \
    const f = (c) => { c /= 255; return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4); }; \
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); }; \
    const [x, y] = [l(a), l(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); }";

/// A game played through the page, the engine's answers checked against
/// the engine's own; `whole`, the longer parts too.
fn plays(page: &mut Browser, site: &str, whole: bool) {
    // A shared link opens the position it holds, exactly.
    let shared = "rule=standard&mod=3&size=4x6&seed=42&moves=1.1,2.3";
    open(page, site, shared);
    let answer = engine(&format!("game\n{}", shared));
    let cells = browser::parse(answer.as_bytes()).unwrap();
    let cells: Vec<u32> = cells
        .get("cells")
        .items()
        .iter()
        .map(|v| v.as_number().unwrap() as u32)
        .collect();
    assert_eq!(values(page), cells);
    assert_eq!(text(page, "moves"), "2");
    assert!(
        text(page, "rule").contains("mod 3"),
        "{}",
        text(page, "rule")
    );

    // Classic 5 x 5 from the preset: a click presses the cell and its
    // orthogonal neighbours.
    choose(page, "preset", "classic");
    wait(
        page,
        "document.querySelectorAll('#board button').length === 25",
    );
    settle(page);
    let before = values(page);
    click(page, &cell(2, 2));
    wait_moves(page, 1);
    settle(page);
    let after = values(page);
    for (i, (b, a)) in before.iter().zip(&after).enumerate() {
        let (r, c) = (i / 5, i % 5);
        let reached = (r as i32 - 2).abs() + (c as i32 - 2).abs() <= 1;
        assert_eq!(*a, if reached { 1 - b } else { *b }, "cell {} {}", r, c);
    }
    // The cells that changed flip.
    assert!(boolean(
        page,
        "document.querySelectorAll('#board .flip').length === 5"
    ));
    // Undo by its button, redo by its key.
    click(page, "#undo");
    wait_moves(page, 0);
    assert_eq!(values(page), before);
    assert_eq!(text(page, "redos"), "1");
    page.key("U").unwrap();
    wait_moves(page, 1);
    assert_eq!(values(page), after);
    // A press's colours are on screen whole in the frame after it: each
    // changed cell's colour in that frame is its own, not a fade's first
    // step from the one before.
    page.eval(
        "window.firstFrame = null; \
         document.addEventListener('lightsout:shown', () => requestAnimationFrame(() => { \
           window.firstFrame = [...document.querySelectorAll('#board .flip')] \
             .map((b) => getComputedStyle(b).backgroundColor === b.style.backgroundColor); \
         }), { once: true })",
    )
    .unwrap();
    // The keyboard: a cell focused, an arrow, Space.
    click(page, &cell(0, 0));
    wait(page, "window.firstFrame !== null");
    assert_eq!(
        value(page, "window.firstFrame").to_json(),
        "[true,true,true]",
        "a press's colours in the frame after it"
    );
    wait_moves(page, 2);
    page.key("ArrowRight").unwrap();
    page.key(" ").unwrap();
    wait_moves(page, 3);
    settle(page);
    // The analysis is the engine's: a classic 5 x 5 board that can be
    // solved has four solutions and a proven fewest.
    assert_eq!(text(page, "solutions"), "2^2 = 4");
    wait_text(page, "fewest", "(proven)");
    // Hint marks one cell; the overlay marks the whole solution.
    click(page, "#hint");
    wait(
        page,
        "document.querySelectorAll('#board .hint').length === 1",
    );
    assert!(text(page, "message").starts_with("press row "));
    click(page, "#overlay");
    wait(page, "document.querySelectorAll('#board .mark').length > 0");
    // Solve plays it out to the goal.
    click(page, "#solve");
    page.wait_for(
        "document.getElementById('status').textContent === 'at the goal'",
        Duration::from_secs(30),
    )
    .unwrap();
    settle(page);
    assert!(values(page).iter().all(|&v| v == 0));
    wait(
        page,
        "document.getElementById('message').textContent.startsWith('solved in ')",
    );
    // The win's line gives the fewest once the analysis has it.
    wait_text(page, "message", "(fewest ");
    // A level, won by hand, keeps its best in the browser, and the win
    // plays its effect.
    open(page, site, "level=1");
    let presses = solution(&position(page));
    press_all(page, &presses);
    wait_text(page, "message", "you won");
    assert!(boolean(
        page,
        "document.getElementById('board').classList.contains('won')"
    ));
    let best = format!("level 1: best {} move", presses.len());
    assert!(
        text(page, "best").starts_with(&best),
        "{}",
        text(page, "best")
    );
    let stored = page
        .eval("localStorage.getItem('lightsout.levels.best.1')")
        .unwrap();
    assert_eq!(stored, format!("\"{}\"", presses.len()));
    let errors = page.errors();
    assert!(errors.is_empty(), "the page logged: {:?}", errors);
    if !whole {
        return;
    }

    // A chase by its key is help, and a win after it keeps no best.
    open(page, site, "rule=standard&level=7");
    page.eval("document.activeElement.blur()").unwrap();
    page.key("c").unwrap();
    wait(page, "location.hash.includes('helped=1')");
    assert_eq!(
        page.eval("localStorage.getItem('lightsout.levels.best.7')")
            .unwrap(),
        "null"
    );
    // A checkbox clicked leaves the keys to the game.
    click(page, "#values");
    let moves: usize = text(page, "moves").parse().unwrap();
    page.key("u").unwrap();
    wait_moves(page, moves - 1);
    // Undo during a solve stops it.
    open(page, site, "rule=standard&size=20x20&seed=5");
    click(page, "#solve");
    wait(
        page,
        "Number(document.getElementById('moves').textContent) > 20",
    );
    click(page, "#undo");
    settle(page);
    let stopped = text(page, "moves");
    std::thread::sleep(Duration::from_millis(600));
    settle(page);
    assert_eq!(text(page, "moves"), stopped);
    assert_eq!(text(page, "solve"), "Solve");
    // Enter in the level field plays that level.
    page.eval("(() => { const l = document.getElementById('level'); l.value = '4'; l.focus(); })()")
        .unwrap();
    page.key("Enter").unwrap();
    wait(
        page,
        "document.getElementById('dealt').textContent.startsWith('level 4,')",
    );
    let errors = page.errors();
    assert!(errors.is_empty(), "the page logged: {:?}", errors);
    // A link that cannot be opened says why, and a level is shown (the
    // server's API, where it answers, answers it 400).
    open(page, site, "size=60x60&seed=1");
    assert!(
        text(page, "message").contains("lightsout solve"),
        "{}",
        text(page, "message")
    );
    let errors = page.errors();
    assert!(
        errors.iter().all(|error| error.contains("status of 400")),
        "the page logged: {:?}",
        errors
    );
}

/// Each defect players found, checked fixed.
fn defects(page: &mut Browser, site: &str) {
    // Help is counted: the solution shown on one board is not shown on
    // the next, so a win there keeps its best and its link no help.
    open(page, site, "level=4");
    click(page, "#overlay");
    wait(page, "document.querySelectorAll('#board .mark').length > 0");
    page.eval("document.activeElement.blur()").unwrap();
    page.key("n").unwrap();
    wait(
        page,
        "document.getElementById('dealt').textContent.startsWith('level 5,')",
    );
    settle(page);
    assert!(!boolean(page, "document.getElementById('overlay').checked"));
    assert!(boolean(
        page,
        "document.querySelectorAll('#board .mark').length === 0"
    ));
    let presses = solution(&position(page));
    press_all(page, &presses);
    wait_text(page, "message", "you won");
    assert!(!position(page).contains("helped=1"), "{}", position(page));
    // Save SVG draws the solution only where it is shown, its counts on a
    // dark badge.
    let svg = |page: &mut Browser| {
        page.eval(
            "window.svgText = null; if (!window.svgHooked) { window.svgHooked = true; \
             const make = URL.createObjectURL; URL.createObjectURL = (blob) => { \
             blob.text().then((t) => { window.svgText = t; }); return make(blob); }; }",
        )
        .unwrap();
        click(page, "#svg");
        wait(page, "window.svgText !== null");
        value(page, "window.svgText").as_str().unwrap().to_string()
    };
    open(page, site, "rule=standard&mod=3&size=5x5&seed=11");
    assert!(!svg(page).contains("<circle"), "the solution drawn unasked");
    click(page, "#overlay");
    wait(page, "document.querySelectorAll('#board .mark').length > 0");
    let drawn = svg(page);
    assert!(drawn.contains("<circle"), "{}", drawn);
    for line in drawn
        .lines()
        .filter(|line| line.contains("font-size=\"11\""))
    {
        assert!(line.contains("fill=\"#fff\""), "{}", line);
    }
    if drawn.contains("font-size=\"11\"") {
        assert!(drawn.contains("r=\"8\" fill=\"#05060c\""), "{}", drawn);
    }

    // The keyboard: arrows work before any cell has focus, and focus
    // stays on the board when the next level is another size.
    open(page, site, "rule=standard&size=5x5&seed=3");
    page.eval("document.activeElement.blur()").unwrap();
    page.key("ArrowDown").unwrap();
    assert!(boolean(
        page,
        "document.activeElement.getAttribute('role') === 'gridcell'"
    ));
    let mut level = 1;
    while !engine(&format!("game?do=next\nlevel={}", level)).contains(&format!(
        "\"rows\":{},",
        value_of(&engine(&format!("game\nlevel={}", level)), "rows") + 1
    )) {
        level += 1;
    }
    open(page, site, &format!("level={}", level));
    page.key("ArrowRight").unwrap();
    page.key("n").unwrap();
    wait(
        page,
        &format!(
            "document.getElementById('dealt').textContent.startsWith('level {},')",
            level + 1
        ),
    );
    assert!(boolean(
        page,
        "document.activeElement.getAttribute('role') === 'gridcell'"
    ));
    page.key("ArrowRight").unwrap();
    assert!(boolean(
        page,
        "document.activeElement.dataset.c === '1' && document.activeElement.dataset.r === '0'"
    ));

    // Reading the board: a legend of the colour cycle, what a press does
    // above the fold, no focus frame from a mouse, AA contrast.
    open(page, site, "rule=standard&mod=3&size=5x5&seed=2");
    assert!(boolean(
        page,
        "document.querySelectorAll('#legend .swatch').length === 4"
    ));
    assert!(
        text(page, "about").contains("A press changes the cell and its four neighbours")
    );
    assert!(boolean(
        page,
        "document.getElementById('about').getBoundingClientRect().bottom < innerHeight"
    ));
    click(page, &cell(1, 1));
    wait_moves(page, 1);
    assert!(boolean(
        page,
        &format!(
            "getComputedStyle(document.querySelector(\"{}\")).outlineStyle === 'none'",
            cell(1, 1)
        )
    ));
    page.key("ArrowRight").unwrap();
    assert!(boolean(
        page,
        "getComputedStyle(document.activeElement).outlineStyle === 'solid'"
    ));
    for (link, k) in [
        ("rule=standard&size=5x5&seed=2", 2),
        ("rule=standard&mod=5&size=5x5&seed=2", 5),
    ] {
        open(page, site, link);
        let worst = number(
            page,
            &format!(
                "(() => {{ const contrast = {}; const page = getComputedStyle(document.body).backgroundColor; \
                 const cells = [...document.querySelectorAll('#board button')]; \
                 return Math.min(...cells.map((b) => contrast(getComputedStyle(b).backgroundColor, page))); }})()",
                CONTRAST
            ),
        );
        assert!(worst >= 3.0, "mod {}: a cell at {:.2}:1", k, worst);
        let colours = format!(
            "JSON.parse({}).colours",
            browser::quote(&engine(&format!("game\n{}", link)))
        );
        let between = number(
            page,
            &format!(
                "(() => {{ const contrast = {}; const c = {}.map((h) => 'rgb(' + \
                 [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)).join(',') + ')'); \
                 return contrast(c[0], c[c.length - 1]); }})()",
                CONTRAST, colours
            ),
        );
        assert!(
            between >= 4.5,
            "mod {}: dark and lit at {:.2}:1",
            k,
            between
        );
        if k > 2 {
            // More than two colours: each cell's value is written too, at
            // 4.5:1.
            let ink = number(
                page,
                &format!(
                    "(() => {{ const contrast = {}; const cells = [...document.querySelectorAll('#board button')]; \
                     if (cells.some((b) => b.textContent !== b.dataset.v)) return 0; \
                     return Math.min(...cells.map((b) => contrast(getComputedStyle(b).color, getComputedStyle(b).backgroundColor))); }})()",
                    CONTRAST
                ),
            );
            assert!(ink >= 4.5, "mod {}: a value at {:.2}:1", k, ink);
        }
    }

    // Settings.
    open(page, site, "rule=standard&size=5x5&seed=2");
    choose(page, "modulus", "3");
    assert!(boolean(
        page,
        "document.querySelector('#goal [value=on]').disabled && document.getElementById('goal').value === 'off'"
    ));
    choose(page, "modulus", "2");
    choose(page, "rule-name", "clocks");
    assert!(boolean(
        page,
        "document.getElementById('stencil-editor').hidden"
    ));
    assert_eq!(
        value(page, "[document.getElementById('rows').value, document.getElementById('modulus').value]").to_json(),
        "[\"3\",\"4\"]"
    );
    choose(page, "rule-name", "row-and-column");
    assert!(boolean(
        page,
        "document.getElementById('stencil-editor').hidden"
    ));
    choose(page, "rule-name", "standard");
    assert!(!boolean(
        page,
        "document.getElementById('stencil-editor').hidden"
    ));
    assert_eq!(
        value(page, "[document.getElementById('rows').value, document.getElementById('cols').value, document.getElementById('modulus').value]").to_json(),
        "[\"5\",\"5\",\"2\"]"
    );
    choose(page, "rows", "");
    click(page, "#deal");
    wait_text(page, "setup-error", "Rows: a whole number from 1 to 50");
    assert!(!text(page, "setup-error").contains("not \"\""));
    choose(page, "rows", "60");
    click(page, "#deal");
    wait_text(page, "setup-error", "from 1 to 50");
    assert_eq!(
        value(page, "document.getElementById('rows').value").to_json(),
        "\"5\""
    );
    // No solution: Solution says so.
    open(page, site, "rule=neighbours&size=1x1&start=1");
    click(page, "#overlay");
    wait_text(page, "message", "no presses reach the goal");

    // Levels: dense boards, none that one Chase clears, a plain address
    // that goes on where the player was, bests in words.
    for level in [400, 999] {
        open(page, site, &format!("level={}", level));
        wait_text(page, "fewest", "(proven)");
        let fewest: f64 = text(page, "fewest")
            .split(' ')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        let cells = number(page, "document.querySelectorAll('#board button').length");
        assert!(
            fewest >= cells / 8.0,
            "level {}: {} presses on {} cells",
            level,
            fewest,
            cells
        );
    }
    for level in [1, 2, 7, 80] {
        open(page, site, &format!("level={}", level));
        page.eval("document.activeElement.blur()").unwrap();
        page.key("c").unwrap();
        wait(page, "location.hash.includes('helped=1')");
        settle(page);
        assert_ne!(
            text(page, "status"),
            "at the goal",
            "level {} fell to a chase",
            level
        );
    }
    page.eval("localStorage.setItem('lightsout.levels.next', '7'); localStorage.setItem('lightsout.levels.best.3', '1')")
        .unwrap();
    page.open("about:blank").unwrap();
    page.open(site).unwrap();
    wait(
        page,
        "document.getElementById('dealt').textContent.startsWith('level 7,')",
    );
    wait_text(page, "message", "continuing at level 7");
    open(page, site, "level=3");
    assert!(boolean(page, "!document.getElementById('continue').hidden"));
    assert_eq!(text(page, "continue"), "Continue at level 7");
    assert!(
        text(page, "best").starts_with("level 3: best 1 move"),
        "{}",
        text(page, "best")
    );
    assert!(!text(page, "best").contains("1 moves"));
    click(page, "#continue");
    wait(
        page,
        "document.getElementById('dealt').textContent.startsWith('level 7,')",
    );
    // A win is said once a board: not again after an undo and a press.
    open(page, site, "level=2");
    let presses = solution(&position(page));
    press_all(page, &presses);
    wait_text(page, "message", "you won");
    let (r, c) = *presses.last().unwrap();
    click(page, "#undo");
    wait_moves(page, presses.len() - 1);
    click(page, &cell(r, c));
    wait_moves(page, presses.len());
    settle(page);
    assert!(
        !text(page, "message").contains("won"),
        "{}",
        text(page, "message")
    );
    let errors = page.errors();
    assert!(
        errors.iter().all(|error| error.contains("status of 400")),
        "the page logged: {:?}",
        errors
    );
}

/// Levels players keep: the torus's and three colours' tracks, each level
/// won with stars against its proven fewest, the level grid showing them
/// and locking the levels past the one to go on at.
fn levels(page: &mut Browser, site: &str) {
    page.eval("localStorage.clear()").unwrap();
    // Three colours: a cell pressed twice counts two.
    for (link, track) in [("level=2&mod=3", "three"), ("level=1&torus=1", "torus")] {
        open(page, site, link);
        assert_eq!(
            value(page, "document.getElementById('track').value").as_str(),
            Some(track)
        );
        let presses = solution(&position(page));
        press_all(page, &presses);
        wait_text(page, "message", "you won");
        wait_text(page, "message", "★★★");
        let kept = format!(
            "localStorage.getItem('lightsout.levels.{}.best.{}')",
            track,
            &link[6..7]
        );
        assert_eq!(page.eval(&kept).unwrap(), format!("\"{}\"", presses.len()));
        assert!(text(page, "best").contains("★★★"), "{}", text(page, "best"));
    }
    // The torus's grid: level 1 won with three stars, level 2 open, 3 locked.
    let grid = |page: &mut Browser, i: usize, what: &str| {
        page.eval(&format!(
            "document.querySelectorAll('#level-grid button')[{}].{}",
            i, what
        ))
        .unwrap()
    };
    assert_eq!(
        grid(page, 0, "getAttribute('aria-label')"),
        "\"level 1, best 2 moves, 3 of 3 stars\""
    );
    assert_eq!(
        grid(page, 0, "querySelector('.stars').textContent"),
        "\"★★★\""
    );
    assert_eq!(grid(page, 1, "disabled"), "false");
    assert_eq!(grid(page, 2, "disabled"), "true");
    // A level won past its fewest earns fewer stars; a click in the grid
    // plays it.
    page.eval("document.querySelectorAll('#level-grid button')[1].click()")
        .unwrap();
    wait(
        page,
        "location.hash.includes('level=2') && location.hash.includes('torus=1')",
    );
    settle(page);
    let presses = solution(&position(page));
    let mut longer = vec![presses[0], presses[0], presses[1], presses[1]];
    longer.extend(&presses);
    press_all(page, &longer);
    wait_text(page, "message", "you won");
    let par = presses.len();
    let stars = if longer.len() <= par {
        3
    } else if 2 * longer.len() <= 3 * par {
        2
    } else {
        1
    };
    let shown = format!("{}{}", "★".repeat(stars), "☆".repeat(3 - stars));
    wait_text(page, "message", &shown);
    assert_eq!(
        grid(page, 1, "querySelector('.stars').textContent"),
        format!("\"{}\"", shown)
    );
    // Deals easy, medium and hard: an easy 8 x 8 board is cleared in 8
    // presses or fewer, the next deal as easy.
    open(page, site, "rule=standard&size=8x8&seed=3");
    choose(page, "difficulty", "easy");
    choose(page, "seed", "");
    click(page, "#deal");
    wait(page, "location.hash.includes('deal=easy')");
    settle(page);
    let easy = solution(&position(page));
    assert!(!easy.is_empty() && easy.len() <= 8, "{:?}", easy);
    click(page, "#next");
    wait(page, "document.body.dataset.pending === '0'");
    settle(page);
    assert!(position(page).contains("deal=easy"), "{}", position(page));
    assert_eq!(
        value(page, "document.getElementById('difficulty').value").as_str(),
        Some("easy")
    );
    // The classic track's grid is its own: nothing won there.
    page.eval("(() => { const t = document.getElementById('track'); t.value = 'classic'; t.dispatchEvent(new Event('change')); })()").unwrap();
    assert_eq!(
        grid(page, 0, "getAttribute('aria-label')"),
        "\"level 1, not won yet\""
    );
    assert_eq!(grid(page, 1, "disabled"), "true");
}

/// The best the browser keeps for `level`, and the level to go on at.
fn kept(page: &mut Browser, level: u32) -> (String, String) {
    let best = format!("localStorage.getItem('lightsout.levels.best.{}')", level);
    let best = page.eval(&best).unwrap();
    let next = page
        .eval("localStorage.getItem('lightsout.levels.next')")
        .unwrap();
    (best, next)
}

/// Records players keep: a win said once each game, a replay after a
/// restart too, its best the better of the two; the win's line saying
/// the fewest once; a won position opened, or a helped solve, keeps
/// nothing; help before a restart and Play level leaves the new game its
/// own.
fn records(page: &mut Browser, site: &str) {
    // The page reads the bests as it loads: cleared, then opened anew.
    let forget = |page: &mut Browser, link: &str| {
        page.eval("localStorage.clear()").unwrap();
        open(page, site, link);
    };
    open(page, site, "level=3");
    forget(page, "level=3");
    let presses = solution(&position(page));
    // Two more moves than the fewest: a cell pressed twice first.
    let mut longer = vec![presses[0], presses[0]];
    longer.extend(&presses);
    press_all(page, &longer);
    wait_text(page, "message", "you won");
    assert_eq!(kept(page, 3).0, format!("\"{}\"", longer.len()));
    click(page, "#restart");
    wait_moves(page, 0);
    settle(page);
    assert!(
        !text(page, "message").contains("won"),
        "{}",
        text(page, "message")
    );
    press_all(page, &presses);
    wait_text(page, "message", "you won");
    assert_eq!(kept(page, 3).0, format!("\"{}\"", presses.len()));
    wait_text(page, "message", "(fewest ");
    settle(page);
    std::thread::sleep(Duration::from_millis(300));
    let line = text(page, "message");
    assert_eq!(line.matches("(fewest").count(), 1, "{}", line);
    assert!(!line.contains("(at most"), "{}", line);
    // The won position, opened from its link, keeps nothing.
    let won = position(page);
    assert!(won.contains("moves="), "{}", won);
    forget(page, &won);
    settle(page);
    assert!(
        !text(page, "message").contains("won"),
        "{}",
        text(page, "message")
    );
    assert_eq!(kept(page, 3), ("null".to_string(), "null".to_string()));
    // Help, a restart, then Play level: a game of its own, kept.
    open(page, site, "level=3");
    click(page, "#hint");
    wait(page, "location.hash.includes('helped=1')");
    click(page, "#restart");
    click(page, "#play-level");
    wait(
        page,
        "!location.hash.includes('helped=1') && location.hash.includes('level=3')",
    );
    wait_moves(page, 0);
    press_all(page, &presses);
    wait_text(page, "message", "you won");
    assert_eq!(kept(page, 3).0, format!("\"{}\"", presses.len()));
    // A level a solve won keeps no best, and Continue stays.
    forget(page, "level=10");
    click(page, "#solve");
    page.wait_for(
        "document.getElementById('status').textContent === 'at the goal'",
        Duration::from_secs(30),
    )
    .unwrap();
    settle(page);
    assert_eq!(kept(page, 10), ("null".to_string(), "null".to_string()));
    let errors = page.errors();
    assert!(
        errors.iter().all(|error| error.contains("status of 400")),
        "the page logged: {:?}",
        errors
    );
}

/// What `key` holds in the JSON object `json`, a number.
fn value_of(json: &str, key: &str) -> usize {
    browser::parse(json.as_bytes())
        .unwrap()
        .get(key)
        .as_number()
        .unwrap_or_else(|| panic!("no {} in {}", key, json)) as usize
}

/// The player's features: a board of one's own, the preview, the method.
fn features(page: &mut Browser, site: &str) {
    // Edit: a click raises a cell; the board becomes one's own (3 x 3:
    // every board there can be cleared).
    open(page, site, "rule=standard&size=3x3&seed=9");
    let before = values(page);
    click(page, "#edit");
    click(page, &cell(0, 0));
    wait(page, "location.hash.includes('start=')");
    settle(page);
    let after = values(page);
    assert_eq!(after[0], 1 - before[0]);
    assert_eq!(&after[1..], &before[1..]);
    assert_eq!(text(page, "moves"), "0");
    click(page, "#edit");
    click(page, "#hint");
    wait(
        page,
        "document.querySelectorAll('#board .hint').length === 1",
    );
    // The preview: the cells a press changes, while the mouse is on it.
    open(page, site, "rule=standard&size=5x5&seed=3");
    let (x, y) = centre(page, &cell(2, 2));
    page.hover(x, y).unwrap();
    wait(
        page,
        "document.querySelectorAll('#board .reach').length === 5",
    );
    let (x, y) = centre(page, &cell(0, 0));
    page.hover(x, y).unwrap();
    wait(
        page,
        "document.querySelectorAll('#board .reach').length === 3",
    );
    // The method, step by step: the chase with the row masks and f(k),
    // then the first-row system; its presses finish the board.
    click(page, "#show-method");
    wait(page, "!document.getElementById('method').hidden");
    wait_text(page, "method-detail", "f(k) = k<<1 ^ k ^ k>>1");
    for _ in 0..5 {
        if boolean(page, "document.getElementById('method-forward').disabled") {
            break;
        }
        click(page, "#method-forward");
    }
    wait_text(page, "method-detail", "A x = L");
    click(page, "#method-play");
    page.wait_for(
        "document.getElementById('status').textContent === 'at the goal'",
        Duration::from_secs(20),
    )
    .unwrap();
    // A press's cells laid by the page from the rule's stencil (its
    // preview, and the press drawn before the engine answers) are the
    // engine's, on a torus, modulo 3, and where a wide stencil wraps onto
    // itself on a small torus.
    for link in [
        "rule=standard&size=5x5&seed=3",
        "torus=1&size=4x6&seed=2",
        "stencil=111/111/111&size=3x7&seed=1",
        "stencil=01210/12021/21012/12021/01210&mod=3&torus=1&size=3x4&seed=5",
        "stencil=2/1/2&mod=3&size=5x2&seed=4",
    ] {
        open(page, site, link);
        let differ = value(
            page,
            "(async () => { \
               const sorted = (cells) => JSON.stringify(cells.map(String).sort()); \
               const differ = []; \
               for (let r = 0; r < state.rows; r++) for (let c = 0; c < state.cols; c++) { \
                 reaches.clear(); \
                 const laid = reachOf(r, c); \
                 const asked = await engine.ask('reach', 'at=' + r + '.' + c, boardOf(state.link)); \
                 if (laid === null || sorted(laid) !== sorted(asked.cells)) \
                   differ.push([r, c, laid, asked.cells]); \
               } \
               return differ; })()",
        );
        assert_eq!(differ.to_json(), "[]", "{}", link);
    }
    let errors = page.errors();
    assert!(
        errors.iter().all(|error| error.contains("status of 400")),
        "the page logged: {:?}",
        errors
    );
}

/// The board centred and scaled from a phone to 2560 pixels, 44-pixel
/// targets, and a screenshot at each size into `target/`.
fn layout(page: &mut Browser, site: &str) {
    let link = "rule=standard&mod=3&size=7x7&seed=5&moves=1.1,4.4";
    for (width, height, mobile) in
        [(375, 667, true), (1280, 900, false), (2560, 1440, false)]
    {
        page.resize(width, height, mobile).unwrap();
        open(page, site, link);
        click(page, "#overlay");
        wait(page, "document.querySelectorAll('#board .mark').length > 0");
        page.eval("document.activeElement.blur(); scrollTo(0, 0)")
            .unwrap();
        let shot = target().join(format!("page-{}x{}.png", width, height));
        page.screenshot(&shot).unwrap();
        // The legend's colour cycle is read on one line, not broken.
        assert!(
            boolean(
                page,
                "new Set([...document.querySelectorAll('#legend .swatch')]\
                 .map((s) => Math.round(s.getBoundingClientRect().top))).size === 1"
            ),
            "{}x{}: the legend's cycle broken across lines",
            width,
            height
        );
        let board = value(
            page,
            "(() => { const b = document.getElementById('board').getBoundingClientRect(); \
             const p = document.getElementById('play').getBoundingClientRect(); \
             return [b.width, b.x + b.width / 2 - (p.x + p.width / 2), b.bottom]; })()",
        );
        let board: Vec<f64> = board
            .items()
            .iter()
            .map(|v| v.as_number().unwrap())
            .collect();
        let smallest = f64::from(width.min(height));
        assert!(
            board[0] >= smallest * 0.45,
            "{}x{}: a board {} wide",
            width,
            height,
            board[0]
        );
        assert!(
            board[1].abs() < 4.0,
            "{}x{}: off centre by {}",
            width,
            height,
            board[1]
        );
        assert!(
            board[2] <= f64::from(height),
            "{}x{}: the board ends at {}, below the fold",
            width,
            height,
            board[2]
        );
        let short = number(
            page,
            "Math.min(...[...document.querySelectorAll('#play > .bar button, #play > .bar label')]\
             .map((b) => b.getBoundingClientRect().height))",
        );
        assert!(
            short >= 44.0,
            "{}x{}: a target {} tall",
            width,
            height,
            short
        );
    }
    // A phone on its side: the board takes the height.
    page.resize(667, 375, true).unwrap();
    open(page, site, "level=1");
    let wide = number(
        page,
        "document.getElementById('board').getBoundingClientRect().width",
    );
    assert!(wide >= 280.0, "a board {} wide", wide);
    page.resize(1280, 900, false).unwrap();
}

#[test]
fn the_page_plays_in_a_real_browser() {
    let mut page = match chromium("the_page_plays_in_a_real_browser", 1280, 900) {
        Some(page) => page,
        None => return,
    };
    let server = match Server::start() {
        Some(server) => server,
        None => return,
    };
    let url = server.url();
    // Plain `cargo test` plays a game and takes the screenshots; the full
    // run checks every defect, feature, record and level too.
    plays(&mut page, &url, full());
    if full() {
        defects(&mut page, &url);
        features(&mut page, &url);
        records(&mut page, &url);
        levels(&mut page, &url);
    }
    layout(&mut page, &url);
}

#[test]
fn the_static_page_plays_from_a_plain_file_server() {
    if !full() {
        eprintln!("the_static_page_plays_from_a_plain_file_server: LIGHTSOUT_FULL only");
        return;
    }
    let mut page =
        chromium("the_static_page_plays_from_a_plain_file_server", 1280, 900).unwrap();
    let site = StaticSite::start();
    let url = site.url.clone();
    page.open(&url).unwrap();
    wait(&mut page, "document.body.dataset.engine === 'browser'");
    plays(&mut page, &url, true);
    defects(&mut page, &url);
    records(&mut page, &url);
    levels(&mut page, &url);
    features(&mut page, &url);
    layout(&mut page, &url);
    // A click is answered at once while a 50 x 50 analysis runs in the
    // worker: under a 31 x 31 stencil of ones, whose search spends its
    // whole budget.
    let wide = vec!["1".repeat(31); 31].join("/");
    page.open("about:blank").unwrap();
    page.open(&format!("{}#stencil={}&size=50x50&seed=1", url, wide))
        .unwrap();
    wait(
        &mut page,
        "document.getElementById('fewest').textContent.includes('searching')",
    );
    let answered = number(
        &mut page,
        &format!(
            "new Promise((done) => {{ const t = performance.now(); \
             document.addEventListener('lightsout:shown', () => done(performance.now() - t), {{ once: true }}); \
             document.querySelector(\"{}\").click(); }})",
            cell(10, 10)
        ),
    );
    assert!(answered < 100.0, "a click answered in {} ms", answered);
    // The search ends within its budget or at the deadline, and says what
    // it proved.
    page.wait_for(
        "(() => { const t = document.getElementById('fewest').textContent; \
         return t.startsWith('at most') && !t.includes('searching'); })()",
        Duration::from_secs(15),
    )
    .unwrap();
}
