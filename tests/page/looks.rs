//! How the page looks and answers, as a player in headless Chromium found
//! it (issue 48), each check through the page's own events: the keys after
//! a deal, the setup a rule shows, the method's masks, the board fitted
//! and read aloud, its colours, and a phone's view of a win. Under
//! `LIGHTSOUT_FULL` (each starts Chromium); the colours' distance is also
//! checked without a browser.

use super::browser::{self, Browser};
use super::play::{
    boolean, cell, centre, choose, chromium, click, number, open, position, press_all,
    settle, solution, text, value, wait, wait_moves, wait_text,
};
use super::Server;
use crate::common::full;

/// The CIE L*a*b* distance of two CSS colours (`rgb(r, g, b)`), as the
/// page computes it.
const DISTANCE: &str = "(a, b) => { const lab = (css) => { \
    const [r, g, b] = css.match(/\\d+/g).map(Number).map((c) => { c /= 255; \
    return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4); }); \
    const f = (t) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116); \
    const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047); \
    const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b); \
    const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883); \
    return [116 * y - 16, 500 * (x - y), 200 * (y - z)]; }; \
    const [p, q] = [lab(a), lab(b)]; return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]); }";

/// The least distance between two colours apart, told apart at a glance:
/// 25 in L*a*b* (the greens of a viridis scale are 14 apart).
const APART: f64 = 25.0;

/// Chromium and `lightsout serve` for a `LIGHTSOUT_FULL` test; `None` (the
/// test says it is skipped) otherwise.
fn start(test: &str, width: u32, height: u32) -> Option<(Browser, Server)> {
    if !full() {
        eprintln!("{}: LIGHTSOUT_FULL only", test);
        return None;
    }
    let page = chromium(test, width, height)?;
    Some((page, Server::start()?))
}

/// The page logged nothing but the server's refusals.
fn quiet(page: &mut Browser) {
    let errors = page.errors();
    assert!(
        errors.iter().all(|error| error.contains("status of 400")),
        "the page logged: {:?}",
        errors
    );
}

/// Whether the element `selector` lies whole inside the viewport.
fn in_view(page: &mut Browser, selector: &str) -> bool {
    boolean(
        page,
        &format!(
            "(() => {{ const r = document.querySelector({}).getBoundingClientRect(); \
             return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth; }})()",
            browser::quote(selector)
        ),
    )
}

/// The width in pixels of the cell at (r, c).
fn cell_width(page: &mut Browser, r: usize, c: usize) -> f64 {
    number(
        page,
        &format!(
            "document.querySelector(\"{}\").getBoundingClientRect().width",
            cell(r, c)
        ),
    )
}

/// After Deal the keys are the board's: Enter in Columns deals, and the
/// arrows move the cursor at once; the cursor (solid, outside, a colour of
/// its own) is not the press preview (white dashes inside).
#[test]
fn after_a_deal_the_keys_go_to_the_board_and_its_cursor_stands_apart() {
    let (mut page, server) = match start("after_a_deal_the_keys_go_to_the_board", 1280, 900)
    {
        Some(both) => both,
        None => return,
    };
    let page = &mut page;
    open(page, &server.url(), "rule=standard&size=5x5&seed=3");
    click(page, "#cols");
    choose(page, "cols", "6");
    page.key("Enter").unwrap();
    wait(
        page,
        "document.querySelectorAll('#board button').length === 30 && \
         document.activeElement.getAttribute('role') === 'gridcell'",
    );
    settle(page);
    let at = value(page, "document.activeElement.dataset.c")
        .as_str()
        .unwrap()
        .parse::<usize>()
        .unwrap();
    page.key("ArrowRight").unwrap();
    assert!(
        boolean(
            page,
            &format!(
                "document.activeElement.dataset.c === '{}' && document.activeElement.closest('#board') !== null",
                at + 1
            )
        ),
        "the arrow did not move the cursor from column {}",
        at + 1
    );
    page.key("ArrowDown").unwrap();
    // The focused cell shows both: the cursor, and the press's preview.
    wait(page, "document.activeElement.classList.contains('reach')");
    let looks = value(
        page,
        "(() => { const cursor = getComputedStyle(document.activeElement); \
         const preview = getComputedStyle(document.activeElement, '::after'); \
         return [cursor.outlineStyle, cursor.outlineColor, preview.borderTopStyle, preview.borderTopColor]; })()",
    )
    .to_json();
    let looks: Vec<String> = browser::parse(looks.as_bytes())
        .unwrap()
        .items()
        .iter()
        .map(|v| v.as_str().unwrap().to_string())
        .collect();
    assert_eq!((looks[0].as_str(), looks[2].as_str()), ("solid", "dashed"));
    assert_ne!(
        looks[1], looks[3],
        "the cursor is drawn in the preview's colour"
    );
    quiet(page);
}

/// The setup shows what a rule takes: no stale Stencil field for a rule
/// without one; a rule's own colours stay its own (neighbours after
/// gambler-bo is two colours); the torus is not carried into a rule or a
/// preset that is not one.
#[test]
fn the_setup_shows_what_the_rule_takes() {
    let (mut page, server) = match start("the_setup_shows_what_the_rule_takes", 1280, 900) {
        Some(both) => both,
        None => return,
    };
    let (page, site) = (&mut page, server.url());
    open(page, &site, "rule=standard&size=5x5&seed=2");
    let shown = |page: &mut Browser, id: &str| {
        boolean(
            page,
            &format!(
                "document.getElementById('{}').getClientRects().length > 0",
                id
            ),
        )
    };
    assert!(shown(page, "stencil-field"));
    for rule in ["clocks", "row-and-column"] {
        choose(page, "rule-name", rule);
        assert!(
            !shown(page, "stencil-field") && !shown(page, "stencil-editor"),
            "{}: a Stencil field shown",
            rule
        );
    }
    choose(page, "rule-name", "standard");
    assert!(shown(page, "stencil-field"));
    // Gambler-bo dealt, then neighbours: two colours, as neighbours has.
    choose(page, "rule-name", "gambler-bo");
    click(page, "#deal");
    wait(page, "location.hash.includes('rule=gambler-bo')");
    settle(page);
    assert!(text(page, "rule").contains("gambler-bo"));
    choose(page, "rule-name", "neighbours");
    assert_eq!(
        value(page, "document.getElementById('modulus').value").as_str(),
        Some("2")
    );
    click(page, "#deal");
    wait(page, "location.hash.includes('rule=neighbours')");
    settle(page);
    assert_eq!(text(page, "rule"), "neighbours");
    // The torus preset, then a rule or a preset that is not a torus.
    choose(page, "preset", "torus");
    wait(page, "location.hash.includes('torus=1')");
    settle(page);
    choose(page, "rule-name", "gambler-bo");
    assert!(!boolean(page, "document.getElementById('torus').checked"));
    click(page, "#deal");
    wait(page, "location.hash.includes('rule=gambler-bo')");
    settle(page);
    assert!(!position(page).contains("torus"), "{}", position(page));
    for preset in ["classic", "three", "eight", "pilots"] {
        choose(page, "preset", "torus");
        wait(page, "location.hash.includes('torus=1')");
        settle(page);
        choose(page, "preset", preset);
        wait(page, "!location.hash.includes('torus=1')");
        settle(page);
        assert!(!boolean(page, "document.getElementById('torus').checked"));
    }
    quiet(page);
}

/// The method's masks stand in columns, a mask the board's width, so that
/// the XOR is read down; on a phone they scroll in their box, unbroken;
/// its last step is in view; a double press is said "twice"; on a torus it
/// is not offered, and a press of it says why in plain words.
#[test]
fn the_method_reads_in_columns_and_stays_in_view() {
    let (mut page, server) =
        match start("the_method_reads_in_columns_and_stays_in_view", 1280, 900) {
            Some(both) => both,
            None => return,
        };
    let (page, site) = (&mut page, server.url());
    let masks = "(() => { const lines = document.getElementById('method-detail').innerText.split('\\n') \
        .filter((line) => /(^|\\s)[01]+$/.test(line)); \
        return [lines.length, new Set(lines.map((line) => line.search(/[01]+$/))).size, \
        Math.min(...lines.map((line) => line.match(/[01]+$/)[0].length)), \
        Math.max(...lines.map((line) => line.match(/[01]+$/)[0].length))]; })()";
    let forward = |page: &mut Browser| {
        for _ in 0..60 {
            if boolean(page, "document.getElementById('method-forward').disabled") {
                return;
            }
            click(page, "#method-forward");
        }
        panic!("the method has no last step");
    };
    for link in [
        "rule=standard&size=5x5&seed=3",
        "rule=standard&size=9x7&seed=4",
    ] {
        open(page, &site, link);
        let cols = number(
            page,
            "document.querySelectorAll('#board button[data-r=\"0\"]').length",
        );
        click(page, "#show-method");
        wait(page, "!document.getElementById('method').hidden");
        wait_text(page, "method-detail", "f(k) = k<<1 ^ k ^ k>>1");
        let found: Vec<f64> = value(page, masks)
            .items()
            .iter()
            .map(|v| v.as_number().unwrap())
            .collect();
        assert!(found[0] >= 4.0, "{}: {:?}", link, found);
        assert_eq!(found[1], 1.0, "{}: masks in {} columns", link, found[1]);
        assert_eq!(
            (found[2], found[3]),
            (cols, cols),
            "{}: masks not the board's width",
            link
        );
        // The last step, in view at 1280 x 900.
        forward(page);
        wait_text(page, "method-detail", "A x = L");
        assert!(
            in_view(page, "#method"),
            "{}: the last step out of view",
            link
        );
    }
    // Modulo 3: a cell pressed twice is said so.
    open(page, &site, "rule=standard&mod=3&size=4x6&seed=42");
    click(page, "#show-method");
    wait(page, "!document.getElementById('method').hidden");
    forward(page);
    wait_text(page, "method-detail", "first row");
    let said = text(page, "method-detail");
    assert!(said.contains("row 1 column 1 twice"), "{}", said);
    assert!(!said.contains("row 1 column 1, row 1 column 1"), "{}", said);
    click(page, "#method-close");
    // A torus: not offered; the button and the key say why, plainly.
    open(page, &site, "rule=standard&torus=1&size=5x5&seed=3");
    assert!(boolean(
        page,
        "(() => { const b = document.getElementById('show-method'); \
         return b.disabled || b.getAttribute('aria-disabled') === 'true'; })()"
    ));
    page.eval("document.activeElement.blur()").unwrap();
    page.key("m").unwrap();
    wait(
        page,
        "document.getElementById('message').textContent !== ''",
    );
    let why = text(page, "message");
    assert!(why.contains("torus"), "{}", why);
    for jargon in ["stencil", "bounded", "weight"] {
        assert!(!why.contains(jargon), "{}", why);
    }
    assert!(boolean(page, "document.getElementById('method').hidden"));
    // A phone: the masks of a wide board scroll in their box, unbroken,
    // and the page does not scroll sideways.
    page.resize(375, 667, true).unwrap();
    open(page, &site, "rule=standard&size=40x40&seed=3");
    click(page, "#show-method");
    wait(page, "!document.getElementById('method').hidden");
    wait_text(page, "method-detail", "f(k)");
    assert!(boolean(
        page,
        "(() => { const box = document.querySelector('#method-detail pre') || document.getElementById('method-detail'); \
         const style = getComputedStyle(box); \
         return style.whiteSpace === 'pre' && ['auto', 'scroll'].includes(style.overflowX) && \
         box.scrollWidth > box.clientWidth && document.documentElement.scrollWidth <= 375; })()"
    ));
    quiet(page);
}

/// The board fitted and read: refitted when the header grows (the torus
/// said on a phone); a 31 x 31 stencil's text does not scroll the page
/// sideways; a tap leaves no preview; Hint answers at once; rows and
/// cells said as a grid of buttons; nine colours told apart.
#[test]
fn the_board_is_fitted_read_and_told_apart() {
    let (mut page, server) =
        match start("the_board_is_fitted_read_and_told_apart", 375, 667) {
            Some(both) => both,
            None => return,
        };
    let (page, site) = (&mut page, server.url());
    page.resize(375, 667, true).unwrap();
    open(page, &site, "rule=standard&size=5x5&seed=3");
    let about = number(
        page,
        "document.getElementById('about').getBoundingClientRect().height",
    );
    choose(page, "preset", "torus");
    wait(page, "location.hash.includes('torus=1')");
    settle(page);
    wait_text(page, "about", "wrapping");
    assert!(
        number(
            page,
            "document.getElementById('about').getBoundingClientRect().height"
        ) > about,
        "the header did not grow"
    );
    // Fitted for the header as it is: fitting again changes nothing, and
    // the legend is in view.
    page.eval("scrollTo(0, 0)").unwrap();
    assert!(boolean(
        page,
        "(() => { const size = () => getComputedStyle(document.documentElement).getPropertyValue('--cell'); \
         const before = size(); fit(); return size() === before; })()"
    ));
    assert!(in_view(page, "#legend"), "the legend cut");
    // A 31 x 31 stencil: its text stays in its box.
    let wide = vec!["1".repeat(31); 31].join("/");
    for (width, height, mobile) in [(375, 667, true), (1280, 900, false)] {
        page.resize(width, height, mobile).unwrap();
        open(page, &site, &format!("stencil={}&size=20x20&seed=1", wide));
        wait_text(page, "about", "1111111111");
        assert!(
            number(page, "document.documentElement.scrollWidth") <= f64::from(width),
            "{}x{}: the page scrolls sideways, {} wide",
            width,
            height,
            number(page, "document.documentElement.scrollWidth")
        );
    }
    // A tap, as a finger makes it (pointer events of a touch, the focus,
    // the click): it presses, and no preview is left. The page has the
    // focus, as a phone's has (a key gives it), so that the cell a tap
    // focuses is :focus, where a preview would stay.
    page.resize(375, 667, true).unwrap();
    open(page, &site, "rule=standard&size=5x5&seed=3");
    page.key("Escape").unwrap();
    assert!(boolean(page, "document.hasFocus()"));
    page.eval(&format!(
        "(() => {{ const cell = document.querySelector(\"{}\"); const board = document.getElementById('board'); \
         const touch = (type, target, bubbles) => target.dispatchEvent(new PointerEvent(type, \
         {{ pointerType: 'touch', pointerId: 7, isPrimary: true, bubbles, cancelable: true }})); \
         touch('pointerover', cell, true); touch('pointerdown', cell, true); touch('pointerup', cell, true); \
         touch('pointerout', cell, true); touch('pointerleave', board, false); \
         cell.focus(); cell.click(); }})()",
        cell(2, 2)
    ))
    .unwrap();
    wait_moves(page, 1);
    settle(page);
    std::thread::sleep(std::time::Duration::from_millis(500));
    assert_eq!(
        number(page, "document.querySelectorAll('#board .reach').length"),
        0.0,
        "a preview left after a tap"
    );
    // The keys still preview.
    page.key("ArrowRight").unwrap();
    wait(
        page,
        "document.querySelectorAll('#board .reach').length > 0",
    );
    // Hint says something at once, then the press.
    let said = value(
        page,
        "(() => { document.getElementById('hint').click(); return document.getElementById('message').textContent; })()",
    );
    assert_ne!(said.as_str(), Some(""), "Hint said nothing at first");
    wait_text(page, "message", "press row ");
    click(page, &cell(0, 0));
    wait_moves(page, 2);
    page.eval("document.activeElement.blur()").unwrap();
    page.key("?").unwrap();
    assert_ne!(text(page, "message"), "", "? said nothing at first");
    wait_text(page, "message", "press row ");
    // A grid of rows, its cells said as buttons.
    open(page, &site, "rule=standard&size=4x6&seed=3");
    assert!(boolean(
        page,
        "(() => { const rows = [...document.getElementById('board').children]; \
         return rows.length === 4 && rows.every((row) => row.getAttribute('role') === 'row' && \
         row.children.length === 6 && [...row.children].every((cell) => cell.getAttribute('role') === 'gridcell' && \
         cell.getAttribute('aria-roledescription') === 'button' && cell.getAttribute('aria-label'))); })()"
    ));
    // Nine colours, told apart without Values: each far from every other.
    open(page, &site, "rule=standard&mod=9&size=6x6&seed=1");
    let least = number(
        page,
        &format!(
            "(() => {{ const distance = {}; \
             const colours = [...new Set([...document.querySelectorAll('#legend .swatch')].map((s) => getComputedStyle(s).backgroundColor))]; \
             if (colours.length !== 9) return -colours.length; let least = Infinity; \
             for (const a of colours) for (const b of colours) if (a !== b) least = Math.min(least, distance(a, b)); \
             return least; }})()",
            DISTANCE
        ),
    );
    assert!(least >= APART, "nine colours {:.1} apart at least", least);
    quiet(page);
}

/// A phone, upright: after a win the message, the moves and the fewest
/// are in view without scrolling; the cells of the largest levels are
/// 12 px at least, their board scrolling in its frame, not the page.
#[test]
fn a_phone_shows_the_win_and_cells_big_enough_to_press() {
    let (mut page, server) = match start(
        "a_phone_shows_the_win_and_cells_big_enough_to_press",
        375,
        667,
    ) {
        Some(both) => both,
        None => return,
    };
    let (page, site) = (&mut page, server.url());
    page.resize(375, 667, true).unwrap();
    open(page, &site, "level=3");
    let presses = solution(&position(page));
    press_all(page, &presses);
    wait_text(page, "message", "you won");
    wait_text(page, "message", "(fewest ");
    settle(page);
    page.eval("scrollTo(0, 0)").unwrap();
    for selector in ["#message", "#moves", "#fewest", "#board"] {
        assert!(
            in_view(page, selector),
            "{} below the fold after a win",
            selector
        );
    }
    for level in [400, 999] {
        open(page, &site, &format!("level={}", level));
        let side =
            number(page, "document.getElementById('board').children.length") as usize;
        let width = cell_width(page, 0, 0);
        assert!(width >= 12.0, "level {}: cells {} px", level, width);
        assert!(
            number(page, "document.documentElement.scrollWidth") <= 375.0,
            "level {}: the page scrolls sideways",
            level
        );
        // The last column is reached by scrolling the board's frame, and
        // pressed.
        let (x, _) = centre(page, &cell(0, side - 1));
        assert!(
            x > 0.0 && x < 375.0,
            "level {}: the last column at {}",
            level,
            x
        );
        click(page, &cell(0, side - 1));
        wait_moves(page, 1);
    }
    quiet(page);
}

/// The nine colours of K = 9 apart, as the library gives them: the
/// browser's check above, without a browser.
#[test]
fn nine_colours_are_told_apart() {
    let lab = |(r, g, b): (u8, u8, u8)| {
        let linear = |c: u8| {
            let c = f64::from(c) / 255.0;
            if c <= 0.04045 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        let (r, g, b) = (linear(r), linear(g), linear(b));
        let f = |t: f64| {
            if t > 0.008856 {
                t.cbrt()
            } else {
                7.787 * t + 16.0 / 116.0
            }
        };
        let x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
        let y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
        let z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
        [116.0 * y - 16.0, 500.0 * (x - y), 200.0 * (y - z)]
    };
    for k in 3..=9 {
        let colours: Vec<[f64; 3]> =
            (0..k).map(|v| lab(lightsout_game::colour(v, k))).collect();
        for (i, a) in colours.iter().enumerate() {
            for b in &colours[i + 1..] {
                let apart =
                    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2))
                        .sqrt();
                assert!(apart >= APART, "k {}: two colours {:.1} apart", k, apart);
            }
        }
    }
}
