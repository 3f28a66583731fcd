//! Searches apart: the API's analyses and methods run in a child process
//! (`lightsout serve --answer`) that the server ends at the deadline
//! ([`api::DEADLINE_MS`]), as the page ends its worker. An analysis is
//! answered first without its search, at once, then with it: past the
//! deadline the first answer stands ("at most N"). Whatever a request
//! asks, it costs the server a few seconds of a core at most, and the
//! search's memory is the child's.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use lightsout::game::{api, fresh_seed};
use lightsout::io::error::Error;

use crate::cli::Inputs;
use crate::serve::http::{Response, MAX_BODY};

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
/// and ended at the deadline: the last answer it gave by then.
pub fn search(asked: &str) -> Response {
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
            Ok(None) if Instant::now() < deadline => {
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
                "no answer within the {} s a search may take",
                api::DEADLINE_MS / 1000
            ),
        ),
    }
}
