//! Just enough HTTP/1.1 to send a page's files: one request a connection,
//! its head alone bounded and timed (no method here takes a body), every
//! answer with a length and `Connection: close`.

use std::borrow::Cow;
use std::io::{ErrorKind, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// The most bytes a request's head (its line, its headers and the empty
/// line that ends them) takes.
pub const MAX_HEAD: usize = 16 << 10;

/// The most bytes of a body, which no request here needs, that are read
/// and dropped after the answer so that the client reads the answer
/// instead of a reset.
pub const MAX_UNREAD: usize = 1 << 20;

/// How long a client may stay silent.
pub const IDLE: Duration = Duration::from_secs(5);

/// How long a client may take to send its whole request.
pub const WHOLE: Duration = Duration::from_secs(10);

/// A request's head, read whole.
#[derive(Debug)]
pub struct Request {
    /// `GET`, `HEAD`, `POST`...
    pub method: String,
    /// The path, before any `?`.
    pub path: String,
    /// The bytes of a body the head announces and that were not read, up
    /// to [`MAX_UNREAD`].
    pub unread: usize,
}

/// A request not to be answered as it asks.
#[derive(Debug)]
pub enum Refused {
    /// Answered so, with this many bytes of it unread.
    Answer(Response, usize),
    /// The client went away before sending one.
    Gone,
}

/// An answer.
#[derive(Debug)]
pub struct Response {
    /// 200, 404...
    pub status: u16,
    /// The body's media type.
    pub kind: &'static str,
    /// The body.
    pub body: Cow<'static, [u8]>,
    /// The methods the path takes, for a 405.
    pub allow: Option<&'static str>,
}

impl Response {
    /// 200 with `body` of media type `kind`.
    pub fn ok(kind: &'static str, body: &'static [u8]) -> Response {
        Response {
            status: 200,
            kind,
            body: Cow::Borrowed(body),
            allow: None,
        }
    }

    /// `status` with `reason`, one line of plain text.
    pub fn error(status: u16, reason: &str) -> Response {
        Response {
            status,
            kind: "text/plain; charset=utf-8",
            body: Cow::Owned(format!("{}\n", reason).into_bytes()),
            allow: None,
        }
    }

    /// Writes the answer, its body left out for a HEAD request.
    pub fn send(&self, mut stream: impl Write, head_only: bool) -> std::io::Result<()> {
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
        431 => "Request Header Fields Too Large",
        503 => "Service Unavailable",
        505 => "HTTP Version Not Supported",
        _ => "Error",
    }
}

/// Where a request's head ends, looked for as its bytes arrive: each byte
/// is looked at once, however the head is cut into reads.
#[derive(Debug, Default)]
pub struct HeadEnd {
    /// The bytes looked at so far.
    looked: usize,
}

impl HeadEnd {
    /// Where the head in `data` (what has arrived) ends, past its empty
    /// line, if it has.
    pub fn find(&mut self, data: &[u8]) -> Option<usize> {
        // An end that straddles two reads began at most 3 bytes back.
        let from = self.looked.saturating_sub(3);
        let found = data[from..]
            .windows(4)
            .position(|window| window == b"\r\n\r\n")
            .map(|at| from + at + 4);
        self.looked = data.len();
        found
    }
}

/// Reads one request's head from `stream`.
pub fn read(stream: &mut TcpStream) -> Result<Request, Refused> {
    let began = Instant::now();
    let mut data = Vec::with_capacity(1024);
    let mut end = HeadEnd::default();
    let refused = |status, why: &str| Refused::Answer(Response::error(status, why), 0);
    let head_end = loop {
        if let Some(at) = end.find(&data) {
            break at;
        }
        if data.len() >= MAX_HEAD {
            return Err(refused(431, "the request's head is over 16 KiB"));
        }
        if !more(stream, &mut data, began)? {
            // A client that sent nothing is gone; one that sent part of a
            // request and closed its side still reads why it failed.
            if data.is_empty() {
                return Err(Refused::Gone);
            }
            return Err(refused(400, "the request ended before its head did"));
        }
    };
    if head_end > MAX_HEAD {
        return Err(refused(431, "the request's head is over 16 KiB"));
    }
    let head = std::str::from_utf8(&data[..head_end])
        .map_err(|_| refused(400, "the request's head is not UTF-8"))?;
    let mut lines = head.split("\r\n");
    let line = lines.next().unwrap_or_default();
    let mut words = line.split(' ');
    let (method, target, version) =
        match (words.next(), words.next(), words.next(), words.next()) {
            (Some(m), Some(t), Some(v), None) if !m.is_empty() && t.starts_with('/') => {
                (m, t, v)
            }
            _ => return Err(refused(400, "malformed request line")),
        };
    if version != "HTTP/1.1" && version != "HTTP/1.0" {
        return Err(refused(505, "only HTTP/1.0 and 1.1 are spoken"));
    }
    let mut length = None;
    let mut unread = 0;
    for header in lines.filter(|line| !line.is_empty()) {
        let (name, value) = header
            .split_once(':')
            .filter(|(name, _)| token(name))
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
            length = Some(n);
            let arrived = (data.len() - head_end) as u64;
            unread = n.saturating_sub(arrived).min(MAX_UNREAD as u64) as usize;
        } else if name.eq_ignore_ascii_case("transfer-encoding") {
            unread = MAX_UNREAD;
        } else if name.eq_ignore_ascii_case("host") && !local(value) {
            // A page elsewhere that names this server under another host
            // (DNS rebinding) is not served.
            return Err(Refused::Answer(
                Response::error(
                    403,
                    "this server answers for 127.0.0.1 and localhost only",
                ),
                unread,
            ));
        }
    }
    let path = target.split_once('?').map_or(target, |(path, _)| path);
    Ok(Request {
        method: method.to_string(),
        path: path.to_string(),
        unread,
    })
}

/// Whether `name` is a header's name: a token (RFC 9110, 5.6.2), with no
/// space before its colon (RFC 9112, 5.1: a 400).
fn token(name: &str) -> bool {
    !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b))
}

/// Reads more of the request into `data`: false at the end of the stream,
/// 408 past the client's time.
fn more(
    stream: &mut TcpStream,
    data: &mut Vec<u8>,
    began: Instant,
) -> Result<bool, Refused> {
    let late = || Refused::Answer(Response::error(408, "the request took too long"), 0);
    let left = WHOLE.checked_sub(began.elapsed()).ok_or_else(late)?;
    if left.is_zero() {
        return Err(late());
    }
    stream
        .set_read_timeout(Some(left.min(IDLE)))
        .map_err(|_| Refused::Gone)?;
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
            Err(_) => Err(Refused::Gone),
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

    #[test]
    fn a_header_name_is_a_token_with_no_space_before_its_colon() {
        for name in ["Host", "content-length", "X-A_b.c~1"] {
            assert!(token(name), "{}", name);
        }
        // `Host :evil.example`, a folded line, and the like (RFC 9112, 5.1).
        for name in [
            "Host ",
            " Host",
            "\tHost",
            "Ho st",
            "",
            "Host\u{e9}",
            "a(b)",
        ] {
            assert!(!token(name), "{:?}", name);
        }
    }

    #[test]
    fn the_heads_end_is_found_looking_at_each_byte_once() {
        // A head of 16 KiB arriving a byte at a time, its end cut across
        // reads anywhere: found where it is, each byte looked at once (by
        // `windows`, four times), not every byte again after each read.
        let mut head = b"GET / HTTP/1.1\r\n".to_vec();
        while head.len() < MAX_HEAD - 4 {
            head.extend_from_slice(b"X: y\r\n");
        }
        head.extend_from_slice(b"\r\n");
        let mut end = HeadEnd::default();
        let mut looked = 0;
        let mut found = None;
        for arrived in 1..=head.len() {
            let before = end.looked;
            found = end.find(&head[..arrived]);
            looked += arrived - before.saturating_sub(3);
            if found.is_some() {
                assert_eq!(arrived, head.len());
            }
        }
        assert_eq!(found, Some(head.len()));
        assert!(looked <= 4 * head.len(), "{} bytes looked at", looked);
        // An end within one read, and none.
        assert_eq!(
            HeadEnd::default().find(b"GET / HTTP/1.1\r\n\r\nbody"),
            Some(18)
        );
        assert_eq!(HeadEnd::default().find(b"GET / HTTP/1.1\r\n\r"), None);
    }
}
