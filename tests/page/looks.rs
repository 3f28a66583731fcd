//! How the page looks and answers, as a player in headless Chromium found
//! it (issue 48), each check through the page's own events. Under
//! `LIGHTSOUT_FULL` (each starts Chromium).

use super::browser::{self, Browser};
use super::play::{
    boolean, choose, chromium, click, open, position, settle, text, value, wait,
};
use super::Server;
use crate::common::full;

/// Chromium and `lightsout serve` for a `LIGHTSOUT_FULL` test; `None` (the
/// test says it is skipped) otherwise.
fn start(test: &str, width: u32, height: u32) -> Option<(Browser, Server)> {
    if !full() {
        eprintln!("{}: LIGHTSOUT_FULL only", test);
        return None;
    }
    let page = chromium(test, width, height)?;
    Some((page, Server::start()))
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
