//! No local process shuts the player's page out: `lightsout serve` only
//! sends files, so what another process sends it costs it microseconds,
//! and the slots that slow clients hold are taken back, oldest first.
//! Round 6's attacks ([`attack`](super::attack)), run at once, leave the
//! page's requests answered; so are refusals sent before a large body
//! arrives, readably; and the server stays small and stops at once.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use super::attack::{fetch, post, Attack, FILES};
use super::{answer, Server};
use crate::common::full;

#[cfg(target_os = "linux")]
#[test]
fn slow_heads_from_the_pages_own_address_leave_it_its_slots() {
    let server = match Server::start() {
        Some(server) => server,
        None => return,
    };
    // Twice as many partial heads as there are slots (512), from
    // 127.0.0.1: the newest take the slots of the oldest.
    let attack = Attack::new().slow_heads([127, 0, 0, 1], server.address, 1024);
    std::thread::sleep(Duration::from_millis(1500));
    for file in FILES {
        if let Err(why) = fetch(server.address, file) {
            panic!("the page's {}", why);
        }
    }
    drop(attack);
    let resident = server.resident_kib();
    assert!(resident < 64 << 10, "{} KiB resident at most", resident);
}

/// Round 6's attacks at once, for 1.5 s (20 s under `LIGHTSOUT_FULL`; the
/// bench's `attack` times the page under them over a minute): every one
/// of the page's requests is answered 200, and the server stays small.
#[cfg(target_os = "linux")]
#[test]
fn the_attacks_at_once_leave_the_page_answered() {
    let server = match Server::start() {
        Some(server) => server,
        None => return,
    };
    let attack = Attack::new()
        .slow_heads([127, 0, 0, 1], server.address, 64)
        .floods(server.address, 96);
    std::thread::sleep(Duration::from_millis(500));
    let (mut times, mut refused) = (Vec::new(), Vec::new());
    let began = Instant::now();
    let length = Duration::from_millis(if full() { 20_000 } else { 1500 });
    while began.elapsed() < length {
        for file in FILES {
            match fetch(server.address, file) {
                Ok(took) => times.push(took),
                Err(why) => refused.push(why),
            }
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    drop(attack);
    times.sort();
    eprintln!(
        "the page under attack: {} requests, median {:?}, worst {:?}",
        times.len(),
        times[times.len() / 2],
        times[times.len() - 1]
    );
    assert!(
        refused.is_empty(),
        "{} refused: {:?}",
        refused.len(),
        &refused[..refused.len().min(3)]
    );
    let resident = server.resident_kib();
    assert!(resident < 64 << 10, "{} KiB resident at most", resident);
}

#[test]
fn eight_bodies_of_a_megabyte_at_once_leave_the_server_small() {
    let server = match Server::start() {
        Some(server) => server,
        None => return,
    };
    for _ in 0..3 {
        let threads: Vec<_> = (0..8)
            .map(|_| {
                let address = server.address;
                std::thread::spawn(move || {
                    let mut stream = TcpStream::connect(address).unwrap();
                    stream
                        .set_read_timeout(Some(Duration::from_secs(10)))
                        .unwrap();
                    let _ = stream.write_all(&post("/", &"s".repeat(1 << 20)));
                    answer(&mut stream).0
                })
            })
            .collect();
        for thread in threads {
            assert_eq!(thread.join().unwrap(), 405);
        }
    }
    let resident = server.resident_kib();
    assert!(resident < 64 << 10, "{} KiB resident at most", resident);
}

#[test]
fn a_refusal_sent_before_a_large_body_is_read_whole_by_the_client() {
    let server = match Server::start() {
        Some(server) => server,
        None => return,
    };
    // The body is more than the server reads: the client, writing it
    // whole and reading only then, reads the refusal, not a reset.
    for (round, length) in [2_000_000, 1 << 20, 100_000, 1]
        .iter()
        .cycle()
        .take(12)
        .enumerate()
    {
        let mut stream = TcpStream::connect(server.address).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        let _ = stream.write_all(&post("/page.js", &"b".repeat(*length)));
        let mut text = Vec::new();
        let read = stream.read_to_end(&mut text);
        let text = String::from_utf8_lossy(&text);
        assert!(
            text.starts_with("HTTP/1.1 405 "),
            "round {}, a body of {}: {:?} ({:?})",
            round,
            length,
            &text[..text.len().min(80)],
            read.err()
        );
    }
}

#[test]
fn sigterm_stops_the_server_at_once_with_nothing_of_its_left_running() {
    let server = match Server::start() {
        Some(server) => server,
        None => return,
    };
    // What once started a search apart.
    let heavy = "stencil=1111111/1111111/1111111&size=50x50&seed=1";
    let mut asked = TcpStream::connect(server.address).unwrap();
    asked.write_all(&post("/api/analysis", heavy)).unwrap();
    assert_eq!(answer(&mut asked).0, 404);
    let pid = server.pid();
    let children = std::fs::read_dir(format!("/proc/{}/task", pid))
        .unwrap()
        .filter_map(|task| std::fs::read_to_string(task.ok()?.path().join("children")).ok())
        .collect::<String>();
    assert_eq!(children.trim(), "", "the server started processes");
    let began = Instant::now();
    let (status, rest) = server.terminate();
    assert_eq!((status, rest.as_str()), (Some(0), "stopped\n"));
    assert!(
        began.elapsed() < Duration::from_secs(1),
        "{:?}",
        began.elapsed()
    );
}
