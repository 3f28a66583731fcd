//! What `lightsout serve` shares, shared so that no local process shuts
//! the player's page out: its slots against slow clients from other
//! loopback addresses, its bodies' room against bodies that trickle or
//! stall, its searches' turns against another address's queue; and
//! requests of many keys answered at once, in little memory.

use std::io::{Read, Write};
use std::net::{IpAddr, SocketAddr, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::{answer, Server};
use crate::common::full;

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
fn post(path: &str, body: &str) -> Vec<u8> {
    format!(
        "POST {} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: {}\r\n\r\n{}",
        path,
        body.len(),
        body
    )
    .into_bytes()
}

/// What is left to read on `stream` within a second: the answer it was
/// sent, if any.
fn told(stream: &mut TcpStream) -> String {
    stream
        .set_read_timeout(Some(Duration::from_secs(1)))
        .unwrap();
    let mut text = Vec::new();
    let _ = stream.read_to_end(&mut text);
    String::from_utf8_lossy(&text).into_owned()
}

#[cfg(target_os = "linux")]
#[test]
fn slow_clients_from_other_addresses_leave_the_page_its_slot() {
    let server = Server::start();
    // 64 from 127.0.0.2 and 64 from 127.0.0.3, half a request each: every
    // slot, each address its half.
    let mut held: Vec<TcpStream> = (0..128)
        .map(|i| {
            let mut stream = connect_from([127, 0, 0, 2 + (i % 2) as u8], server.address);
            stream.write_all(b"GET / HTTP/1.1\r\n").unwrap();
            stream
        })
        .collect();
    std::thread::sleep(Duration::from_millis(300));
    // The page, at 127.0.0.1, is served at once, its file and its move.
    let began = Instant::now();
    let (status, text) = server.exchange(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    assert_eq!(status, 200, "{}", text);
    let (status, text) = server.post("/api/game?do=press&at=1.1", "size=5x5&seed=1");
    assert_eq!(status, 200, "{}", text);
    assert!(
        began.elapsed() < Duration::from_secs(2),
        "{:?}",
        began.elapsed()
    );
    // The oldest slow client gave up its slot, told why (the move came
    // once the file's request had left its own).
    let text = told(&mut held[0]);
    assert!(
        text.starts_with("HTTP/1.1 503 ") && text.contains("too many clients"),
        "{:?}",
        text
    );
}

#[test]
fn trickled_and_stalled_bodies_leave_the_moves_their_room() {
    let server = Server::start();
    // Four heads announce a megabyte each and send a byte now and then:
    // they hold what they sent, not what they announced.
    let head =
        "POST /api/game HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1048576\r\n\r\n";
    let trickling: Vec<TcpStream> = (0..4)
        .map(|_| {
            let mut stream = TcpStream::connect(server.address).unwrap();
            stream.write_all(head.as_bytes()).unwrap();
            stream.write_all(b"s").unwrap();
            stream
        })
        .collect();
    let stop = Arc::new(AtomicBool::new(false));
    let trickle = {
        let stop = Arc::clone(&stop);
        std::thread::spawn(move || {
            let mut trickling = trickling;
            while !stop.load(Ordering::SeqCst) {
                for stream in &mut trickling {
                    let _ = stream.write_all(b"s");
                }
                std::thread::sleep(Duration::from_millis(50));
            }
        })
    };
    std::thread::sleep(Duration::from_millis(200));
    for seed in 0..5 {
        let (status, text) = server.exchange(&post(
            "/api/game?do=press&at=1.1",
            &format!("size=5x5&seed={}", seed),
        ));
        assert_eq!(status, 200, "{}", text);
    }
    stop.store(true, Ordering::SeqCst);
    trickle.join().unwrap();
    // Four sent whole but for their last byte hold the bodies' room: a
    // move takes its room from the first of them the server took, which
    // is told why (the first sent, unless a loaded machine let another's
    // bytes in sooner).
    let mut stalled: Vec<TcpStream> = (0..4)
        .map(|_| {
            let mut stream = TcpStream::connect(server.address).unwrap();
            stream.write_all(head.as_bytes()).unwrap();
            stream.write_all(&vec![b's'; (1 << 20) - 1]).unwrap();
            stream
        })
        .collect();
    std::thread::sleep(Duration::from_millis(300));
    let began = Instant::now();
    let (status, text) = server.post("/api/game?do=press&at=1.1", "size=5x5&seed=1");
    assert_eq!(status, 200, "{}", text);
    assert!(
        began.elapsed() < Duration::from_secs(2),
        "{:?}",
        began.elapsed()
    );
    let mut texts = Vec::new();
    for stream in &mut stalled {
        texts.push(told(stream));
        let text = texts.last().unwrap();
        if text.starts_with("HTTP/1.1 503 ") && text.contains("bodies") {
            break;
        }
    }
    assert!(
        texts
            .last()
            .map_or(false, |text| text.starts_with("HTTP/1.1 503 ")
                && text.contains("bodies")),
        "{:?}",
        texts
    );
    let resident = server.resident_kib();
    assert!(resident < 64 << 10, "{} KiB resident at most", resident);
}

#[test]
fn large_bodies_of_many_keys_are_refused_at_once_in_little_memory() {
    // Four 600 KB positions of distinct 3-byte keys at once: each refused
    // at its first unknown key, within seconds, the server under 64 MiB.
    let server = Server::start();
    let alphabet: Vec<char> = ('!'..='~').filter(|c| !"&=%+".contains(*c)).collect();
    let bodies: Vec<String> = (0..4)
        .map(|n| {
            let mut keys = vec![format!("size=5x5&seed={}", n)];
            let mut size = 0;
            'made: for a in &alphabet {
                for b in &alphabet {
                    for c in &alphabet {
                        keys.push(format!("{}{}{}", a, b, c));
                        size += 4;
                        if size > 600_000 {
                            break 'made;
                        }
                    }
                }
            }
            keys.join("&")
        })
        .collect();
    let began = Instant::now();
    let threads: Vec<_> = bodies
        .into_iter()
        .map(|body| {
            let address = server.address;
            std::thread::spawn(move || {
                let mut stream = TcpStream::connect(address).unwrap();
                stream
                    .set_read_timeout(Some(Duration::from_secs(30)))
                    .unwrap();
                stream.write_all(&post("/api/game", &body)).unwrap();
                answer(&mut stream)
            })
        })
        .collect();
    for thread in threads {
        let (status, text) = thread.join().unwrap();
        assert_eq!(status, 400, "{}", text);
        assert!(text.starts_with("unknown key \"!!!\""), "{}", text);
    }
    assert!(
        began.elapsed() < Duration::from_secs(3),
        "{:?}",
        began.elapsed()
    );
    let resident = server.resident_kib();
    assert!(resident < 64 << 10, "{} KiB resident at most", resident);
}

#[cfg(target_os = "linux")]
#[test]
fn queued_searches_from_one_address_leave_the_page_its_turns() {
    let server = Server::start();
    // Another address queues analyses (a second of a core or so each;
    // under LIGHTSOUT_FULL, searches that run to the deadline): in the
    // order they came, the page's would wait behind all of them.
    let (stencil, side, queued) = if full() { (31, 50, 20) } else { (5, 14, 40) };
    let stencil = vec!["1".repeat(stencil); stencil].join("/");
    let heavy = format!("stencil={}&size={}x{}&seed=1", stencil, side, side);
    let queue: Vec<TcpStream> = (0..queued)
        .map(|_| {
            let mut stream = connect_from([127, 0, 0, 2], server.address);
            stream.write_all(&post("/api/analysis", &heavy)).unwrap();
            stream
        })
        .collect();
    std::thread::sleep(Duration::from_millis(300));
    // The page's six analyses are answered, within a turn or so.
    let began = Instant::now();
    let threads: Vec<_> = (0..6)
        .map(|seed| {
            let address = server.address;
            std::thread::spawn(move || {
                let mut stream = TcpStream::connect(address).unwrap();
                stream
                    .set_read_timeout(Some(Duration::from_secs(30)))
                    .unwrap();
                let position = format!("size=5x5&seed={}", seed);
                stream.write_all(&post("/api/analysis", &position)).unwrap();
                answer(&mut stream)
            })
        })
        .collect();
    for thread in threads {
        let (status, text) = thread.join().unwrap();
        assert_eq!(status, 200, "{}", text);
        assert!(text.contains("\"searched\":true"), "{}", text);
    }
    let took = began.elapsed();
    assert!(took < Duration::from_secs(3), "{:?}", took);
    drop(queue);
}
