//! A small driver for headless Chromium over the Chrome DevTools Protocol, std only.
//!
//! Chromium is started with `--remote-debugging-pipe`: it reads commands on its
//! fd 3 and writes responses and events on its fd 4, each JSON message ended by
//! a NUL byte. A shell hands it those fds: our pipe to its stdin becomes fd 3,
//! its stdout pipe becomes fd 4. A thread reads fd 4 and passes each message on
//! a channel, so that every wait here has a deadline and nothing can hang.

// Each test uses only some of these helpers.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// How long any one wait lasts at most.
const TIMEOUT: Duration = Duration::from_secs(20);

/// Chromium's flags besides the profile, the window and the page. Nothing may
/// reach for the network: this machine's is closed.
const FLAGS: &str = "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --disable-extensions --remote-debugging-pipe";

/// A headless Chromium showing one page, closed when dropped.
pub struct Browser {
    child: Child,
    to_chromium: ChildStdin,
    from_chromium: Receiver<Value>,
    last_id: u64,
    /// The page's session; empty for commands to the browser itself.
    session: String,
    /// The loader ids of the documents that have fired their load event.
    loaded: Vec<String>,
    errors: Vec<String>,
    /// The stream of a trace Chromium has finished (`Tracing.tracingComplete`).
    trace: Option<String>,
    profile: PathBuf,
}

impl Browser {
    /// Starts headless Chromium (the CHROMIUM environment variable, else
    /// /usr/bin/chromium, else chromium, chromium-browser or google-chrome on
    /// PATH) showing a page of width x height pixels. None if no Chromium is
    /// found (the caller prints that the test is skipped); a panic if one is
    /// found but cannot be started and driven.
    pub fn launch(width: u32, height: u32) -> Option<Browser> {
        let program = find_chromium()?;
        static COUNT: AtomicUsize = AtomicUsize::new(0);
        let count = COUNT.fetch_add(1, Ordering::SeqCst);
        let name = format!("lightsout-chromium-{}-{}", std::process::id(), count);
        let profile = std::env::temp_dir().join(name);
        let _ = std::fs::remove_dir_all(&profile);
        std::fs::create_dir_all(&profile).expect("cannot make Chromium's profile folder");
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(r#"exec "$0" "$@" 3<&0 4>&1 1>/dev/null 0</dev/null"#)
            .arg(&program)
            .args(FLAGS.split_whitespace())
            .arg(format!("--user-data-dir={}", profile.display()))
            .arg(format!("--window-size={},{}", width, height))
            .arg("about:blank")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {}", program.display(), e));
        let mut reader = BufReader::new(child.stdout.take().unwrap());
        let (sender, from_chromium) = channel();
        std::thread::spawn(move || {
            let mut message = Vec::new();
            while matches!(reader.read_until(0, &mut message), Ok(n) if n > 0) {
                if let Ok(value) = parse(message.strip_suffix(&[0]).unwrap_or(&message)) {
                    if sender.send(value).is_err() {
                        break;
                    }
                }
                message.clear();
            }
        });
        let mut browser = Browser {
            to_chromium: child.stdin.take().unwrap(),
            child,
            from_chromium,
            last_id: 0,
            session: String::new(),
            loaded: Vec::new(),
            errors: Vec::new(),
            trace: None,
            profile,
        };
        if let Err(e) = browser.attach(width, height) {
            panic!("cannot drive Chromium {}: {}", program.display(), e);
        }
        Some(browser)
    }

    /// Attaches to the page Chromium opened, enables the domains whose events
    /// are watched, and makes the page's viewport width x height.
    fn attach(&mut self, width: u32, height: u32) -> Result<(), String> {
        let targets = self.call("Target.getTargets", "{}")?;
        let mut page = targets.get("targetInfos").items().iter();
        let target = match page.find(|t| t.get("type").as_str() == Some("page")) {
            Some(page) => page.get("targetId").clone(),
            None => {
                let page = self.call("Target.createTarget", r#"{"url":"about:blank"}"#)?;
                page.get("targetId").clone()
            }
        };
        let params = format!(r#"{{"targetId":{},"flatten":true}}"#, target.to_json());
        let attached = self.call("Target.attachToTarget", &params)?;
        self.session = attached
            .get("sessionId")
            .as_str()
            .ok_or("no session")?
            .into();
        for method in ["Page.enable", "Runtime.enable", "Log.enable"] {
            self.call(method, "{}")?;
        }
        self.call("Page.setLifecycleEventsEnabled", r#"{"enabled":true}"#)?;
        // Headless Chromium keeps room for a browser's bars in its window.
        let size = format!(
            r#"{{"width":{},"height":{},"deviceScaleFactor":1,"mobile":false}}"#,
            width, height
        );
        self.call("Emulation.setDeviceMetricsOverride", &size)?;
        Ok(())
    }

    /// Opens url in the page and waits for its load event (20 s at most); Err
    /// with the reason if it cannot be reached, answers with an HTTP error
    /// status or does not load in time.
    pub fn open(&mut self, url: &str) -> Result<(), String> {
        self.loaded.clear();
        let done = self.call("Page.navigate", &format!(r#"{{"url":{}}}"#, quote(url)))?;
        match done.get("errorText").as_str() {
            Some(error) if !error.is_empty() => return Err(format!("{}: {}", url, error)),
            _ => {}
        }
        // A move within the same document has no loader and no load event.
        let loader = match done.get("loaderId").as_str() {
            Some(loader) => loader.to_string(),
            None => return Ok(()),
        };
        let deadline = Instant::now() + TIMEOUT;
        while !self.loaded.contains(&loader) {
            self.next(deadline)
                .map_err(|e| format!("{} did not load: {}", url, e))?;
        }
        let status =
            self.eval("performance.getEntriesByType('navigation')[0].responseStatus");
        match status.map(|status| status.parse::<u32>()) {
            Ok(Ok(status)) if status >= 400 => {
                Err(format!("{}: HTTP status {}", url, status))
            }
            _ => Ok(()),
        }
    }

    /// Evaluates a JavaScript expression in the page, awaiting the promise it
    /// returns if it does, and gives the value as JSON text: `3`, `"abc"`,
    /// `[1,2]`, `true`, and `null` for undefined (or `NaN`, `Infinity`, `-0`,
    /// `5n`, which JSON cannot spell). Err with the exception's text if it threw.
    pub fn eval(&mut self, js: &str) -> Result<String, String> {
        let params = r#""awaitPromise":true,"returnByValue":true"#;
        let params = format!(r#"{{"expression":{},{}}}"#, quote(js), params);
        let done = self.call("Runtime.evaluate", &params)?;
        if *done.get("exceptionDetails") != Value::Null {
            return Err(thrown(done.get("exceptionDetails")));
        }
        let result = done.get("result");
        Ok(match result.get("unserializableValue").as_str() {
            Some(text) => text.to_string(),
            None => result.get("value").to_json(),
        })
    }

    /// Waits until the JavaScript expression is truthy, evaluating it every
    /// 50 ms, for timeout at most; Err naming the expression if it never is.
    pub fn wait_for(&mut self, js: &str, timeout: Duration) -> Result<(), String> {
        let deadline = Instant::now() + timeout;
        loop {
            let last = match self.eval(&format!("!!({})", js)) {
                Ok(value) if value == "true" => return Ok(()),
                Ok(value) => value,
                Err(e) => e,
            };
            if Instant::now() >= deadline {
                return Err(format!("timed out waiting for {} (last: {})", js, last));
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// A real mouse click with the left button at page coordinates (x, y):
    /// the mouse moves there, is pressed and released.
    pub fn click_at(&mut self, x: f64, y: f64) -> Result<(), String> {
        self.click_held(x, y, Duration::ZERO)
    }

    /// `click_at`, the button held down for `hold` before it is released,
    /// as a hand holds it.
    pub fn click_held(&mut self, x: f64, y: f64, hold: Duration) -> Result<(), String> {
        if !x.is_finite() || !y.is_finite() {
            return Err(format!("cannot click at ({}, {})", x, y));
        }
        for (kind, buttons) in
            [("mouseMoved", 0), ("mousePressed", 1), ("mouseReleased", 0)]
        {
            if kind == "mouseReleased" && !hold.is_zero() {
                std::thread::sleep(hold);
            }
            let params = format!(
                r#"{{"type":"{}","x":{},"y":{},"button":"left","buttons":{},"clickCount":1}}"#,
                kind, x, y, buttons
            );
            self.call("Input.dispatchMouseEvent", &params)?;
        }
        Ok(())
    }

    /// Makes the page's viewport width x height pixels, as a phone's
    /// (`mobile`: a touch screen, the page's own width) or a desktop's.
    pub fn resize(&mut self, width: u32, height: u32, mobile: bool) -> Result<(), String> {
        let size = format!(
            r#"{{"width":{},"height":{},"deviceScaleFactor":1,"mobile":{}}}"#,
            width, height, mobile
        );
        self.call("Emulation.setDeviceMetricsOverride", &size)
            .map(drop)
    }

    /// Moves the mouse to page coordinates (x, y), pressing nothing.
    pub fn hover(&mut self, x: f64, y: f64) -> Result<(), String> {
        let params = format!(
            r#"{{"type":"mouseMoved","x":{},"y":{},"button":"none","buttons":0}}"#,
            x, y
        );
        self.call("Input.dispatchMouseEvent", &params).map(drop)
    }

    /// A key typed as a user would on a US keyboard, pressed and released: a
    /// printable character ("a", "A" with Shift, "7", "?", " "), or one of
    /// "Enter", "Escape", "Tab", "Backspace", "Delete", "Home", "End",
    /// "PageUp", "PageDown", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight".
    pub fn key(&mut self, key: &str) -> Result<(), String> {
        let (code, vk, text, shift) = key_codes(key).ok_or(format!("no key {:?}", key))?;
        let common = format!(
            r#""key":{},"code":{},"windowsVirtualKeyCode":{},"nativeVirtualKeyCode":{},"modifiers":{}"#,
            quote(key),
            quote(&code),
            vk,
            vk,
            if shift { 8 } else { 0 }
        );
        let down = if text.is_empty() {
            format!(r#"{{"type":"rawKeyDown",{}}}"#, common)
        } else {
            let text = quote(&text);
            let typed = format!(r#""text":{},"unmodifiedText":{}"#, text, text);
            format!(r#"{{"type":"keyDown",{},{}}}"#, common, typed)
        };
        self.call("Input.dispatchKeyEvent", &down)?;
        let up = format!(r#"{{"type":"keyUp",{}}}"#, common);
        self.call("Input.dispatchKeyEvent", &up).map(drop)
    }

    /// Everything the page has reported as an error so far, one line each:
    /// uncaught exceptions, console.error and failed console.assert calls, and
    /// log entries of level error (such as a resource that failed to load, but
    /// not the browser's own look for a /favicon.ico).
    pub fn errors(&mut self) -> Vec<String> {
        // A round trip to the page, so that what it reported before is in.
        let _ = self.eval("0");
        self.errors.clone()
    }

    /// Writes a PNG screenshot of the page to path.
    pub fn screenshot(&mut self, path: &Path) -> Result<(), String> {
        let shot = self.call("Page.captureScreenshot", r#"{"format":"png"}"#)?;
        let png = base64(shot.get("data").as_str().ok_or("no screenshot data")?)?;
        std::fs::write(path, png).map_err(|e| format!("{}: {}", path.display(), e))
    }

    /// Starts recording a trace (Chromium's Tracing domain) of the
    /// categories named, comma-separated (`devtools.timeline,blink`).
    pub fn trace_begin(&mut self, categories: &str) -> Result<(), String> {
        let names: Vec<String> = categories.split(',').map(quote).collect();
        let params = format!(
            r#"{{"transferMode":"ReturnAsStream","traceConfig":{{"includedCategories":[{}]}}}}"#,
            names.join(",")
        );
        self.trace = None;
        self.call("Tracing.start", &params).map(drop)
    }

    /// Ends the trace begun by trace_begin: its events, as Chromium's JSON
    /// text (the format chrome://tracing and Perfetto read).
    pub fn trace_end(&mut self) -> Result<String, String> {
        self.call("Tracing.end", "{}")?;
        let deadline = Instant::now() + TIMEOUT;
        while self.trace.is_none() {
            self.next(deadline)?;
        }
        let handle = quote(&self.trace.take().unwrap_or_default());
        let mut text = String::new();
        loop {
            let read = format!(r#"{{"handle":{},"size":1048576}}"#, handle);
            let chunk = self.call("IO.read", &read)?;
            text += chunk.get("data").as_str().unwrap_or("");
            if matches!(chunk.get("eof"), Value::Bool(true)) {
                break;
            }
        }
        self.call("IO.close", &format!(r#"{{"handle":{}}}"#, handle))?;
        Ok(text)
    }

    /// Sends a command (to the page's session once there is one) and waits for
    /// its answer: the result, or Err with Chromium's error message.
    fn call(&mut self, method: &str, params: &str) -> Result<Value, String> {
        self.last_id += 1;
        let id = self.last_id;
        let mut message =
            format!(r#"{{"id":{},"method":"{}","params":{}"#, id, method, params);
        if !self.session.is_empty() {
            message += &format!(r#","sessionId":{}"#, quote(&self.session));
        }
        message += "}\0";
        let sent = self.to_chromium.write_all(message.as_bytes());
        sent.and_then(|_| self.to_chromium.flush())
            .map_err(|e| format!("{}: {}", method, e))?;
        let deadline = Instant::now() + TIMEOUT;
        loop {
            let answer = self
                .next(deadline)
                .map_err(|e| format!("{}: {}", method, e))?;
            if answer.get("id").as_number() == Some(id as f64) {
                let error = answer.get("error");
                return match (error.get("message").as_str(), error.get("data")) {
                    (None, _) => Ok(answer.get("result").clone()),
                    (Some(text), Value::Null) => Err(format!("{}: {}", method, text)),
                    (Some(text), data) => {
                        Err(format!("{}: {} {}", method, text, data.to_json()))
                    }
                };
            }
        }
    }

    /// The next message from Chromium, waited for until deadline, once what an
    /// event in it says is kept.
    fn next(&mut self, deadline: Instant) -> Result<Value, String> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.from_chromium.recv_timeout(left) {
            Ok(message) => {
                self.event(&message);
                Ok(message)
            }
            Err(RecvTimeoutError::Timeout) => Err("timed out".into()),
            Err(RecvTimeoutError::Disconnected) => Err("Chromium has exited".into()),
        }
    }

    /// Keeps what an event of the page's says: a load, or an error.
    fn event(&mut self, message: &Value) {
        let p = message.get("params");
        let line = match message.get("method").as_str() {
            Some("Page.lifecycleEvent") if p.get("name").as_str() == Some("load") => {
                self.loaded
                    .push(p.get("loaderId").as_str().unwrap_or("").into());
                return;
            }
            Some("Tracing.tracingComplete") => {
                self.trace = Some(p.get("stream").as_str().unwrap_or("").into());
                return;
            }
            Some("Runtime.exceptionThrown") => {
                let details = p.get("exceptionDetails");
                // Chromium counts lines and columns from 0.
                let number = |key| details.get(key).as_number().unwrap_or(-1.0) + 1.0;
                let (line, column) = (number("lineNumber"), number("columnNumber"));
                let url = details.get("url").as_str().unwrap_or("");
                let what = thrown(details);
                let what = what.lines().next().unwrap_or("");
                format!("uncaught {} (at {}:{}:{})", what, url, line, column)
            }
            Some("Runtime.consoleAPICalled") => {
                let kind = p.get("type").as_str().unwrap_or("");
                if kind != "error" && kind != "assert" {
                    return;
                }
                let args = p.get("args").items().iter();
                let args: Vec<String> = args
                    .map(|a| match (a.get("value"), a.get("description")) {
                        (Value::Str(text), _) | (Value::Null, Value::Str(text)) => {
                            text.clone()
                        }
                        (value, _) => value.to_json(),
                    })
                    .collect();
                format!("console.{}: {}", kind, args.join(" "))
            }
            Some("Log.entryAdded") => {
                let entry = p.get("entry");
                let field = |key| entry.get(key).as_str().unwrap_or("");
                let url = field("url");
                if field("level") != "error" || url.ends_with("/favicon.ico") {
                    return;
                }
                format!("{}: {} ({})", field("source"), field("text"), url)
            }
            _ => return,
        };
        self.errors.push(line.replace('\n', " "));
    }
}

impl Drop for Browser {
    /// Closes the browser (killing it if it has not gone within 5 s) and
    /// removes its profile folder.
    fn drop(&mut self) {
        let _ = self
            .to_chromium
            .write_all(b"{\"id\":0,\"method\":\"Browser.close\"}\0");
        let deadline = Instant::now() + Duration::from_secs(5);
        while matches!(self.child.try_wait(), Ok(None)) && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        for _ in 0..10 {
            if std::fs::remove_dir_all(&self.profile).is_ok() || !self.profile.exists() {
                break;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

/// The Chromium to run: $CHROMIUM, /usr/bin/chromium, or one on PATH.
fn find_chromium() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("CHROMIUM").filter(|p| !p.is_empty()) {
        return Some(path.into());
    }
    let dirs: Vec<PathBuf> = std::env::split_paths(&std::env::var_os("PATH")?).collect();
    let names = ["chromium", "chromium-browser", "google-chrome"].iter();
    let on_path = names.flat_map(|name| dirs.iter().map(move |dir| dir.join(name)));
    std::iter::once(PathBuf::from("/usr/bin/chromium"))
        .chain(on_path)
        .find(|p| p.is_file())
}

/// What an exception says: its description (for an Error, its message and
/// stack), else the value thrown, else Chromium's summary.
fn thrown(details: &Value) -> String {
    let exception = details.get("exception");
    match (exception.get("description"), exception.get("value")) {
        (Value::Str(text), _) | (_, Value::Str(text)) => text.clone(),
        (_, Value::Null) => details.get("text").as_str().unwrap_or("exception").into(),
        (_, value) => value.to_json(),
    }
}

/// The keys with names: the name (the code too), the Windows key code, the
/// text typed.
const NAMED: [(&str, u32, &str); 13] = [
    ("Enter", 13, "\r"),
    ("Escape", 27, ""),
    ("Tab", 9, ""),
    ("Backspace", 8, ""),
    ("Delete", 46, ""),
    ("Home", 36, ""),
    ("End", 35, ""),
    ("PageUp", 33, ""),
    ("PageDown", 34, ""),
    ("ArrowLeft", 37, ""),
    ("ArrowUp", 38, ""),
    ("ArrowRight", 39, ""),
    ("ArrowDown", 40, ""),
];

/// The punctuation keys of a US keyboard: the character, the one with Shift,
/// the code and the Windows key code.
const PUNCTUATION: [(char, char, &str, u32); 11] = [
    ('-', '_', "Minus", 189),
    ('=', '+', "Equal", 187),
    ('[', '{', "BracketLeft", 219),
    (']', '}', "BracketRight", 221),
    ('\\', '|', "Backslash", 220),
    (';', ':', "Semicolon", 186),
    ('\'', '"', "Quote", 222),
    (',', '<', "Comma", 188),
    ('.', '>', "Period", 190),
    ('/', '?', "Slash", 191),
    ('`', '~', "Backquote", 192),
];

/// The code, Windows key code, text and Shift of a key on a US keyboard.
fn key_codes(key: &str) -> Option<(String, u32, String, bool)> {
    if let Some(&(name, vk, text)) = NAMED.iter().find(|k| k.0 == key) {
        return Some((name.into(), vk, text.into(), false));
    }
    let mut chars = key.chars();
    let c = chars.next().filter(|_| chars.next().is_none())?;
    let upper = c.to_ascii_uppercase();
    let shifted_digit = ")!@#$%^&*(".find(c);
    let punctuation = PUNCTUATION.iter().find(|p| p.0 == c || p.1 == c);
    let (code, vk, shift) = if c == ' ' {
        ("Space".into(), 32, false)
    } else if c.is_ascii_alphabetic() {
        (
            format!("Key{}", upper),
            upper as u32,
            c.is_ascii_uppercase(),
        )
    } else if c.is_ascii_digit() {
        (format!("Digit{}", c), c as u32, false)
    } else if let Some(i) = shifted_digit {
        (format!("Digit{}", i), 48 + i as u32, true)
    } else if let Some(&(plain, _, code, vk)) = punctuation {
        (code.into(), vk, c != plain)
    } else {
        (String::new(), 0, false)
    };
    Some((code, vk, key.into(), shift))
}

/// A JSON value as read from Chromium; a number keeps its text.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    Number(String),
    Str(String),
    Array(Vec<Value>),
    Object(Vec<(String, Value)>),
}

static NULL: Value = Value::Null;

impl Value {
    /// The member named key of an object, Null if there is none.
    pub fn get(&self, key: &str) -> &Value {
        match self {
            Value::Object(members) => {
                members.iter().find(|m| m.0 == key).map_or(&NULL, |m| &m.1)
            }
            _ => &NULL,
        }
    }

    /// The items of an array, none for anything else.
    pub fn items(&self) -> &[Value] {
        match self {
            Value::Array(items) => items,
            _ => &[],
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::Str(text) => Some(text),
            _ => None,
        }
    }

    pub fn as_number(&self) -> Option<f64> {
        match self {
            Value::Number(text) => text.parse().ok(),
            _ => None,
        }
    }

    /// The value written as JSON text.
    pub fn to_json(&self) -> String {
        let join = |items: Vec<String>| items.join(",");
        match self {
            Value::Null => "null".into(),
            Value::Bool(b) => b.to_string(),
            Value::Number(text) => text.clone(),
            Value::Str(text) => quote(text),
            Value::Array(items) => {
                format!("[{}]", join(items.iter().map(Value::to_json).collect()))
            }
            Value::Object(members) => {
                let members = members
                    .iter()
                    .map(|(k, v)| format!("{}:{}", quote(k), v.to_json()));
                format!("{{{}}}", join(members.collect()))
            }
        }
    }
}

/// Reads one JSON value, nested 200 deep at most, with nothing after it.
pub fn parse(text: &[u8]) -> Result<Value, String> {
    let mut parser = Parser { text, at: 0 };
    let value = parser.value(0)?;
    match parser.peek() {
        None => Ok(value),
        Some(_) => Err(format!("unexpected text at byte {}", parser.at)),
    }
}

/// A JSON reader: the text, and how far it has read.
struct Parser<'a> {
    text: &'a [u8],
    at: usize,
}

impl Parser<'_> {
    /// The next byte that is not white space, not taken.
    fn peek(&mut self) -> Option<u8> {
        while self
            .text
            .get(self.at)
            .map_or(false, |b| b.is_ascii_whitespace())
        {
            self.at += 1;
        }
        self.text.get(self.at).copied()
    }

    /// Takes the next byte that is not white space if it is b.
    fn take(&mut self, b: u8) -> bool {
        let found = self.peek() == Some(b);
        self.at += found as usize;
        found
    }

    fn value(&mut self, depth: usize) -> Result<Value, String> {
        if depth > 200 {
            return Err("JSON nested too deep".into());
        }
        let array = self.take(b'[');
        if array || self.take(b'{') {
            let close = if array { b']' } else { b'}' };
            let (mut items, mut members) = (Vec::new(), Vec::new());
            if !self.take(close) {
                loop {
                    if array {
                        items.push(self.value(depth + 1)?);
                    } else {
                        let key = self.string()?;
                        if !self.take(b':') {
                            return Err(format!("expected ':' at byte {}", self.at));
                        }
                        members.push((key, self.value(depth + 1)?));
                    }
                    if self.take(close) {
                        break;
                    } else if !self.take(b',') {
                        return Err(format!("expected ',' at byte {}", self.at));
                    }
                }
            }
            return Ok(if array {
                Value::Array(items)
            } else {
                Value::Object(members)
            });
        }
        let rest = &self.text[self.at.min(self.text.len())..];
        let words = [
            ("null", Value::Null),
            ("true", Value::Bool(true)),
            ("false", Value::Bool(false)),
        ];
        for (word, value) in words {
            if rest.starts_with(word.as_bytes()) {
                self.at += word.len();
                return Ok(value);
            }
        }
        match rest.first() {
            Some(b'"') => self.string().map(Value::Str),
            Some(b'-' | b'0'..=b'9') => {
                let n = rest
                    .iter()
                    .take_while(|b| b"+-.eE0123456789".contains(b))
                    .count();
                self.at += n;
                Ok(Value::Number(
                    String::from_utf8_lossy(&rest[..n]).into_owned(),
                ))
            }
            _ => Err(format!("unexpected text at byte {}", self.at)),
        }
    }

    /// A string, its escapes (\uXXXX and surrogate pairs too) read.
    fn string(&mut self) -> Result<String, String> {
        if !self.take(b'"') {
            return Err(format!("expected a string at byte {}", self.at));
        }
        let mut bytes = Vec::new();
        loop {
            let b = *self.text.get(self.at).ok_or("unfinished string")?;
            self.at += 1;
            let c = match b {
                b'"' => return String::from_utf8(bytes).map_err(|_| "not UTF-8".into()),
                b'\\' => {
                    let e = *self.text.get(self.at).ok_or("unfinished string")?;
                    self.at += 1;
                    match e {
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => self.unicode_escape()?,
                        other => other as char,
                    }
                }
                other => {
                    bytes.push(other);
                    continue;
                }
            };
            bytes.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
        }
    }

    /// The character of a \uXXXX escape (after its \u), with the low half of
    /// a surrogate pair that follows it; U+FFFD for a lone half.
    fn unicode_escape(&mut self) -> Result<char, String> {
        let hex = |at: usize| {
            let digits = self
                .text
                .get(at..at + 4)
                .and_then(|h| std::str::from_utf8(h).ok());
            digits
                .and_then(|h| u32::from_str_radix(h, 16).ok())
                .ok_or("bad \\u escape")
        };
        let mut code = hex(self.at)?;
        self.at += 4;
        let then_escape = self.text.get(self.at..self.at + 2) == Some(b"\\u");
        if (0xD800..0xDC00).contains(&code) && then_escape {
            let low = hex(self.at + 2)?;
            if (0xDC00..0xE000).contains(&low) {
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                self.at += 6;
            }
        }
        Ok(char::from_u32(code).unwrap_or('\u{FFFD}'))
    }
}

/// `python3 -m http.server` serving `dir` on a free port of 127.0.0.1, as
/// a plain file server serves the static page to the browser: the server,
/// and its address (`http://127.0.0.1:PORT/`), read from its first line.
pub fn file_server(dir: &Path) -> (Child, String) {
    let mut child = Command::new("python3")
        .args([
            "-u",
            "-m",
            "http.server",
            "0",
            "--bind",
            "127.0.0.1",
            "--directory",
        ])
        .arg(dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("python3 serves the folder");
    let mut line = String::new();
    BufReader::new(child.stdout.as_mut().unwrap())
        .read_line(&mut line)
        .unwrap();
    let address = line
        .split(['(', ')'])
        .find(|word| word.starts_with("http://"))
        .unwrap_or_else(|| panic!("no address in {:?}", line))
        .to_string();
    (child, address)
}

/// The text as a JSON string, quoted and escaped.
pub fn quote(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out += "\\\"",
            '\\' => out += "\\\\",
            '\n' => out += "\\n",
            c if (c as u32) < 0x20 => out += &format!("\\u{:04x}", c as u32),
            c => out.push(c),
        }
    }
    out + "\""
}

/// The bytes that base64 text stands for (padding and white space ignored).
fn base64(text: &str) -> Result<Vec<u8>, String> {
    let (mut out, mut bits, mut count) = (Vec::with_capacity(text.len() / 4 * 3), 0u32, 0);
    for b in text
        .bytes()
        .filter(|b| *b != b'=' && !b.is_ascii_whitespace())
    {
        let six = match b {
            b'A'..=b'Z' => b - b'A',
            b'a'..=b'z' => b - b'a' + 26,
            b'0'..=b'9' => b - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return Err(format!("not base64: {:?}", b as char)),
        };
        bits = (bits << 6 | six as u32) & 0xFFFF;
        count += 6;
        if count >= 8 {
            count -= 8;
            out.push((bits >> count) as u8);
        }
    }
    Ok(out)
}
