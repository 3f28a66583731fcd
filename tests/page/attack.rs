//! Round 6's attacks on `lightsout serve`, run at once from other threads
//! of this process, for the tests (fair.rs) and the bench that times the
//! page under them over a minute (`cargo bench`, `attack`): partial heads
//! from the page's own address that would hold every slot, renewed; from
//! other loopback addresses, floods of what once made the server compute
//! (levels, the costliest move, heavy analyses) and bodies of a megabyte.
//! Linux only: a client's address is bound before it connects.

use std::io::{Read, Write};
use std::net::{IpAddr, SocketAddr, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The page's files, as the browser asks for them.
pub const FILES: [&str; 6] = [
    "/",
    "/page.css",
    "/engine.js",
    "/page.js",
    "/worker.js",
    "/lightsout.wasm",
];

/// A connection to `to` from the loopback address `from` (Linux routes
/// all of 127/8 to the loopback device); std cannot bind a client's
/// socket before it connects.
#[cfg(target_os = "linux")]
fn connect_from(from: [u8; 4], to: SocketAddr) -> TcpStream {
    use std::os::unix::io::FromRawFd;
    #[repr(C)]
    struct Address {
        family: u16,
        port: u16,
        ip: [u8; 4],
        zero: [u8; 8],
    }
    extern "C" {
        fn socket(domain: i32, kind: i32, protocol: i32) -> i32;
        fn bind(fd: i32, address: *const Address, length: u32) -> i32;
        fn connect(fd: i32, address: *const Address, length: u32) -> i32;
        fn close(fd: i32) -> i32;
    }
    const INET: i32 = 2;
    const STREAM: i32 = 1;
    let ip = match to.ip() {
        IpAddr::V4(ip) => ip.octets(),
        IpAddr::V6(_) => panic!("{} is not IPv4", to),
    };
    let at = |ip: [u8; 4], port: u16| Address {
        family: INET as u16,
        port: port.to_be(),
        ip,
        zero: [0; 8],
    };
    let length = std::mem::size_of::<Address>() as u32;
    // SAFETY: the calls get a socket of this process's own and addresses
    // laid out as Linux's sockaddr_in; the socket is closed on failure or
    // owned by the TcpStream made of it.
    unsafe {
        let fd = socket(INET, STREAM, 0);
        assert!(fd >= 0, "socket: {}", std::io::Error::last_os_error());
        if bind(fd, &at(from, 0), length) != 0
            || connect(fd, &at(ip, to.port()), length) != 0
        {
            let error = std::io::Error::last_os_error();
            close(fd);
            panic!("from {:?} to {}: {}", from, to, error);
        }
        TcpStream::from_raw_fd(fd)
    }
}

/// A request that POSTs `body` to `path`.
pub fn post(path: &str, body: &str) -> Vec<u8> {
    format!(
        "POST {} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: {}\r\n\r\n{}",
        path,
        body.len(),
        body
    )
    .into_bytes()
}

/// How long `file` takes to be answered from `address`, or why it was not
/// answered 200 with a body.
pub fn fetch(address: SocketAddr, file: &str) -> Result<Duration, String> {
    let began = Instant::now();
    let mut stream = TcpStream::connect(address).map_err(|e| e.to_string())?;
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .map_err(|e| e.to_string())?;
    let raw = format!("GET {} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", file);
    stream
        .write_all(raw.as_bytes())
        .map_err(|e| e.to_string())?;
    let mut text = Vec::new();
    stream.read_to_end(&mut text).map_err(|e| e.to_string())?;
    let head = text.windows(4).position(|w| w == b"\r\n\r\n");
    match head {
        Some(end) if text.starts_with(b"HTTP/1.1 200 ") && text.len() > end + 4 => {
            Ok(began.elapsed())
        }
        _ => Err(format!(
            "{}: {:?}",
            file,
            String::from_utf8_lossy(&text[..text.len().min(80)])
        )),
    }
}

/// Attacks under way, stopped when dropped.
pub struct Attack {
    stop: Arc<AtomicBool>,
    threads: Vec<JoinHandle<()>>,
}

impl Attack {
    /// No attack yet.
    pub fn new() -> Attack {
        Attack {
            stop: Arc::new(AtomicBool::new(false)),
            threads: Vec::new(),
        }
    }

    /// `count` partial heads held open from `from`, opened at once, then a
    /// byte more sent on each every few milliseconds, the oldest closed and
    /// another opened in turn: round 6's first attack.
    pub fn slow_heads(mut self, from: [u8; 4], to: SocketAddr, count: usize) -> Attack {
        let stop = Arc::clone(&self.stop);
        self.threads.push(std::thread::spawn(move || {
            let mut held: Vec<TcpStream> = Vec::new();
            while !stop.load(Ordering::SeqCst) {
                if held.len() >= count {
                    held.remove(0);
                }
                let mut stream = connect_from(from, to);
                let _ = stream.write_all(b"GET / HTTP/1.1\r\nX: ");
                held.push(stream);
                if held.len() < count {
                    continue;
                }
                for stream in &mut held {
                    let _ = stream.write_all(b"a");
                }
                std::thread::sleep(Duration::from_millis(5));
            }
        }));
        self
    }

    /// `clients` clients from 127.0.0.2-4 asking, each again as soon as
    /// answered, what once made the server compute: levels 687-710 of
    /// three colours, the costliest move found (a 51 x 99 stencil, mod 36,
    /// 50 x 50), heavy analyses; and bodies of a megabyte.
    pub fn floods(mut self, to: SocketAddr, clients: usize) -> Attack {
        let wide = vec!["1".repeat(99); 51].join("/");
        let asks = [
            post("/api/game?do=open", "colours=3&level=700"),
            post(
                "/api/game?do=chase",
                &format!("stencil={}&colours=36&size=50x50&seed=1", wide),
            ),
            post(
                "/api/analysis",
                "stencil=11111/11111/11111&size=50x50&seed=1",
            ),
            post("/index.html", &"x".repeat(1 << 20)),
        ];
        for client in 0..clients {
            let stop = Arc::clone(&self.stop);
            let ask = asks[client % asks.len()].clone();
            let from = [127, 0, 0, 2 + (client % 3) as u8];
            self.threads.push(std::thread::spawn(move || {
                while !stop.load(Ordering::SeqCst) {
                    let mut stream = connect_from(from, to);
                    let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
                    let _ = stream.write_all(&ask);
                    let _ = stream.read_to_end(&mut Vec::new());
                }
            }));
        }
        self
    }
}

impl Drop for Attack {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        for thread in self.threads.drain(..) {
            let _ = thread.join();
        }
    }
}
