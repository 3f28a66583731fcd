//! Just enough HTTP/1.1 for one page and its API: one request a
//! connection, its head and body bounded, its reading timed, every answer
//! with a length and `Connection: close`.

use std::io::{ErrorKind, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// The most bytes a request's head (its line, its headers and the empty
/// line that ends them) takes.
pub const MAX_HEAD: usize = 16 << 10;

/// The most bytes a request's body takes: a position of 50 x 50 with
/// every move it may hold, and room to spare.
pub const MAX_BODY: usize = 1 << 20;

/// How long a client may stay silent.
pub const IDLE: Duration = Duration::from_secs(5);

/// How long a client may take to send its whole request.
pub const WHOLE: Duration = Duration::from_secs(10);

/// A request, read whole.
#[derive(Debug)]
pub struct Request {
    /// `GET`, `HEAD`, `POST`...
    pub method: String,
    /// The path, before any `?`.
    pub path: String,
    /// What follows the `?`, or nothing.
    pub query: String,
    /// The body (`Content-Length` bytes).
    pub body: Vec<u8>,
    /// The `Host` header, if any (checked: this machine's).
    pub host: Option<String>,
    /// The `Origin` header, if any.
    pub origin: Option<String>,
}

/// An answer.
#[derive(Debug)]
pub struct Response {
    /// 200, 404...
    pub status: u16,
    /// The body's media type.
    pub kind: &'static str,
    /// The body.
    pub body: Vec<u8>,
    /// The methods the path takes, for a 405.
    pub allow: Option<&'static str>,
}

impl Response {
    /// 200 with `body` of media type `kind`.
    pub fn ok(kind: &'static str, body: Vec<u8>) -> Response {
        Response {
            status: 200,
            kind,
            body,
            allow: None,
        }
    }

    /// `status` with `reason`, one line of plain text.
    pub fn error(status: u16, reason: &str) -> Response {
        Response {
            status,
            kind: "text/plain; charset=utf-8",
            body: format!("{}\n", reason).into_bytes(),
            allow: None,
        }
    }

    /// Writes the answer, its body left out for a HEAD request.
    pub fn send(&self, stream: &mut dyn Write, head_only: bool) -> std::io::Result<()> {
        let mut head = format!(
            "HTTP/1.1 {} {}\r\n\
             Content-Type: {}\r\n\
             Content-Length: {}\r\n\
             Connection: close\r\n\
             Cache-Control: no-store\r\n\
             X-Content-Type-Options: nosniff\r\n\
             Referrer-Policy: no-referrer\r\n\
             Content-Security-Policy: default-src 'self'; \
             script-src 'self' 'wasm-unsafe-eval'; img-src 'self' data: blob:; \
             frame-ancestors 'none'; form-action 'none'\r\n",
            self.status,
            reason(self.status),
            self.kind,
            self.body.len()
        );
        if let Some(allow) = self.allow {
            head.push_str(&format!("Allow: {}\r\n", allow));
        }
        head.push_str("\r\n");
        stream.write_all(head.as_bytes())?;
        if !head_only {
            stream.write_all(&self.body)?;
        }
        stream.flush()
    }
}

/// The reason phrase of `status`.
fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        400 => "Bad Request",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        408 => "Request Timeout",
        411 => "Length Required",
        413 => "Content Too Large",
        422 => "Unprocessable Content",
        431 => "Request Header Fields Too Large",
        501 => "Not Implemented",
        503 => "Service Unavailable",
        505 => "HTTP Version Not Supported",
        _ => "Error",
    }
}

/// Reads one request from `stream`: `Err(Some(answer))` for a request
/// that is refused (malformed, too large, too slow), `Err(None)` for a
/// client that went away before sending one. `room` is asked for the
/// body's bytes as they arrive, not as its head announces them (a head
/// may announce a megabyte and send a byte): false refuses the request
/// (503).
pub fn read(
    stream: &mut TcpStream,
    room: &mut dyn FnMut(usize) -> bool,
) -> Result<Request, Option<Response>> {
    let began = Instant::now();
    let mut data = Vec::with_capacity(1024);
    let too_large = || Some(Response::error(431, "the request's head is over 16 KiB"));
    let head_end = loop {
        // The head ends at the first empty line, within MAX_HEAD bytes.
        let seen = &data[..data.len().min(MAX_HEAD)];
        if let Some(at) = find(seen, b"\r\n\r\n") {
            break at + 4;
        }
        if data.len() >= MAX_HEAD {
            return Err(too_large());
        }
        if !more(stream, &mut data, began)? {
            // A client that sent nothing is gone; one that sent part of a
            // request and closed its side still reads why it failed.
            return Err(if data.is_empty() {
                None
            } else {
                Some(Response::error(
                    400,
                    "the request ended before its head did",
                ))
            });
        }
    };
    let head = String::from_utf8(data[..head_end].to_vec())
        .map_err(|_| Some(Response::error(400, "the request's head is not UTF-8")))?;
    let mut lines = head.split("\r\n");
    let line = lines.next().unwrap_or_default();
    let mut words = line.split(' ');
    let (method, target, version) =
        match (words.next(), words.next(), words.next(), words.next()) {
            (Some(m), Some(t), Some(v), None) if !m.is_empty() && t.starts_with('/') => {
                (m, t, v)
            }
            _ => return Err(Some(Response::error(400, "malformed request line"))),
        };
    if version != "HTTP/1.1" && version != "HTTP/1.0" {
        return Err(Some(Response::error(
            505,
            "only HTTP/1.0 and 1.1 are spoken",
        )));
    }
    let (mut length, mut host, mut origin) = (None, None, None);
    let refused = |status, why: &str| Some(Response::error(status, why));
    for header in lines.filter(|line| !line.is_empty()) {
        let (name, value) = header
            .split_once(':')
            .ok_or_else(|| refused(400, "malformed header line"))?;
        let value = value.trim();
        if name.eq_ignore_ascii_case("content-length") {
            // Digits only: `+7` and `7 7` frame no body.
            let digits = !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit());
            let n = match value.parse::<u64>() {
                Ok(n) if digits => n,
                _ => return Err(refused(400, "malformed Content-Length")),
            };
            if length.map_or(false, |before| before != n) {
                // RFC 9112, 6.3: the framing is invalid.
                return Err(refused(400, "two different Content-Lengths"));
            }
            if n > MAX_BODY as u64 {
                return Err(refused(413, "the body is over 1 MiB"));
            }
            length = Some(n);
        } else if name.eq_ignore_ascii_case("transfer-encoding") {
            return Err(refused(411, "send the body with a Content-Length"));
        } else if name.eq_ignore_ascii_case("host") {
            // A page elsewhere that names this server under another host
            // (DNS rebinding) is not served.
            if !local(value) {
                return Err(refused(
                    403,
                    "this server answers for 127.0.0.1 and localhost only",
                ));
            }
            host = Some(value.to_string());
        } else if name.eq_ignore_ascii_case("origin") {
            origin = Some(value.to_string());
        }
    }
    let end = head_end + length.unwrap_or(0) as usize;
    let mut counted = head_end;
    loop {
        let arrived = data.len().min(end);
        if arrived > counted && !room(arrived - counted) {
            return Err(refused(503, "busy with other requests' bodies: try again"));
        }
        counted = arrived;
        if arrived == end {
            break;
        }
        if !more(stream, &mut data, began)? {
            return Err(Some(Response::error(
                400,
                "the request ended before its Content-Length did",
            )));
        }
    }
    // The body where it lies, not a copy of it.
    data.truncate(end);
    data.drain(..head_end);
    let body = data;
    let (path, query) = target.split_once('?').unwrap_or((target, ""));
    Ok(Request {
        method: method.to_string(),
        path: path.to_string(),
        query: query.to_string(),
        body,
        host,
        origin,
    })
}

/// Whether a request from a page came from this server's own page: its
/// `Origin`, if it has one, is `http://` and its `Host`, letter case
/// aside. A page elsewhere may not make this server work for it.
pub fn same_origin(request: &Request) -> bool {
    match (&request.origin, &request.host) {
        (None, _) => true,
        (Some(origin), Some(host)) => origin
            .strip_prefix("http://")
            .map_or(false, |named| named.eq_ignore_ascii_case(host)),
        (Some(_), None) => false,
    }
}

/// Reads more of the request into `data`: false at the end of the stream,
/// 408 past the client's time.
fn more(
    stream: &mut TcpStream,
    data: &mut Vec<u8>,
    began: Instant,
) -> Result<bool, Option<Response>> {
    let late = || Some(Response::error(408, "the request took too long"));
    let left = WHOLE.checked_sub(began.elapsed()).ok_or_else(late)?;
    if left.is_zero() {
        return Err(late());
    }
    stream
        .set_read_timeout(Some(left.min(IDLE)))
        .map_err(|_| None)?;
    let mut chunk = [0; 4096];
    loop {
        return match stream.read(&mut chunk) {
            Ok(0) => Ok(false),
            Ok(n) => {
                data.extend_from_slice(&chunk[..n]);
                Ok(true)
            }
            Err(error) if error.kind() == ErrorKind::Interrupted => continue,
            Err(error)
                if matches!(error.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) =>
            {
                Err(late())
            }
            Err(_) => Err(None),
        };
    }
}

/// Whether a `Host` header names this machine (names are case-blind).
fn local(host: &str) -> bool {
    let name = match host.rsplit_once(':') {
        Some((name, port)) if port.bytes().all(|b| b.is_ascii_digit()) => name,
        _ => host,
    };
    ["127.0.0.1", "localhost", "[::1]"]
        .iter()
        .any(|local| name.eq_ignore_ascii_case(local))
}

/// Where `needle` first starts in `haystack`.
fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack
        .windows(needle.len())
        .position(|window| window == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hosts_are_this_machine_or_refused() {
        for host in ["127.0.0.1:8080", "localhost", "LocalHost:1", "[::1]:80"] {
            assert!(local(host), "{}", host);
        }
        for host in ["evil.example:8080", "127.0.0.2", "localhost.evil", "[::1]x"] {
            assert!(!local(host), "{}", host);
        }
    }
}
