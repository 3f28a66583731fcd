//! The page's engine in its Web Workers, from the static folder: a link
//! of many keys is refused at once, and a move the moves worker never
//! answers is refused at the deadline, its worker replaced, the page
//! playing on. `LIGHTSOUT_FULL` only: the folder is built to WebAssembly.

use std::time::{Duration, Instant};

use super::browser::Browser;
use super::play::StaticSite;
use crate::common::full;

#[test]
fn the_moves_worker_answers_or_is_ended_at_the_deadline() {
    if !full() {
        eprintln!(
            "the_moves_worker_answers_or_is_ended_at_the_deadline: LIGHTSOUT_FULL only"
        );
        return;
    }
    let mut page =
        Browser::launch(1280, 900).expect("no Chromium found (set CHROMIUM to its path)");
    let site = StaticSite::start();
    let wait = |page: &mut Browser, js: &str, seconds: u64| {
        page.wait_for(js, Duration::from_secs(seconds)).unwrap();
    };
    let said = |part: &str| {
        format!(
            "document.getElementById('message').textContent.includes('{}')",
            part
        )
    };
    page.open(&format!("{}#size=5x5&seed=1", site.url)).unwrap();
    wait(
        &mut page,
        "document.body.dataset.engine === 'browser' && \
         document.querySelectorAll('#board button').length === 25",
        20,
    );
    // 320 KB of distinct keys, which froze the worker for 26 s when each
    // key was compared with every key before it: refused at once.
    let alphabet: Vec<char> = ('!'..='~').filter(|c| !"&=%+#'\\\"".contains(*c)).collect();
    let mut keys = vec!["size=6x6".to_string(), "seed=2".to_string()];
    'made: for a in &alphabet {
        for b in &alphabet {
            for c in &alphabet {
                keys.push(format!("{}{}{}", a, b, c));
                if keys.len() * 4 > 320 << 10 {
                    break 'made;
                }
            }
        }
    }
    let began = Instant::now();
    page.eval(&format!("location.hash = '{}'", keys.join("&")))
        .unwrap();
    wait(&mut page, &said("unknown key"), 10);
    assert!(
        began.elapsed() < Duration::from_secs(2),
        "{:?}",
        began.elapsed()
    );
    // A worker that never answers: the messages asking about seed 4242
    // are dropped on their way to it.
    page.eval(
        "(() => { const post = Worker.prototype.postMessage; \
         Worker.prototype.postMessage = function (message, ...rest) { \
         if (message && String(message.request).includes('seed=4242')) return; \
         return post.call(this, message, ...rest); }; return true; })()",
    )
    .unwrap();
    let began = Instant::now();
    page.eval("location.hash = 'size=6x6&seed=4242'").unwrap();
    wait(&mut page, &said("took over 4 s"), 15);
    let took = began.elapsed();
    assert!(
        took >= Duration::from_millis(3500) && took < Duration::from_secs(8),
        "{:?}",
        took
    );
    // The position shown stays, and the next move is answered by the
    // worker put in its place.
    wait(
        &mut page,
        "document.querySelectorAll('#board button').length === 25",
        5,
    );
    page.eval("document.querySelector(\"#board button[data-r='2'][data-c='2']\").click()")
        .unwrap();
    wait(
        &mut page,
        "document.getElementById('moves').textContent === '1'",
        5,
    );
}
