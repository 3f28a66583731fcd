//! `lightsout play` scripted end to end, and `lightsout first-row` checked
//! by a simulation written here.

use crate::common::{self, lightsout, press, pressed, random_cells};
use lightsout::SplitMix;

/// Presses under every light of each row but the last.
fn chase(board: &mut [Vec<u8>]) {
    for r in 0..board.len() - 1 {
        for c in 0..board[0].len() {
            if board[r][c] == 1 {
                press(board, r + 1, c);
            }
        }
    }
}

#[test]
fn a_seeded_game_solved_by_solve_takes_the_fewest_moves() {
    for seed in ["1", "2", "3", "4"] {
        let (out, err, status) = lightsout(&["play", "5", "--seed", seed], b"solve\n");
        assert_eq!((status, err.as_str()), (Some(0), ""), "{}", out);
        let lines: Vec<&str> = out.lines().collect();
        let board = &lines[..5];
        // The same board through `lightsout solve`.
        let input = format!("5 5\n{}\n", board.join("\n"));
        let (answer, _, _) = lightsout(&["solve"], input.as_bytes());
        let fewest: usize = answer
            .lines()
            .find_map(|l| l.strip_prefix("presses "))
            .unwrap()
            .parse()
            .unwrap();
        assert_eq!(
            *lines.last().unwrap(),
            format!("solved in {} moves (fewest {})", fewest, fewest),
            "seed {}:\n{}",
            seed,
            out
        );
        assert_eq!(
            lines.iter().filter(|l| l.starts_with("press ")).count(),
            fewest
        );
        // The presses it made, made here, clear the board.
        let mut cells: Vec<Vec<u8>> = board
            .iter()
            .map(|row| row.bytes().map(|b| b - b'0').collect())
            .collect();
        for line in lines.iter().filter_map(|l| l.strip_prefix("press ")) {
            let at: Vec<usize> = line.split(' ').map(|v| v.parse().unwrap()).collect();
            press(&mut cells, at[0] - 1, at[1] - 1);
        }
        assert!(cells.iter().flatten().all(|&v| v == 0), "seed {}", seed);
    }
}

#[test]
fn press_and_undo_and_restart() {
    let (out, err, status) = lightsout(
        &["play", "3", "--from", "all-off"],
        b"press 2 2\nundo\npress 1 1\nrestart\nundo\nquit\npress 1 1\n",
    );
    assert_eq!(status, Some(0));
    assert_eq!(
        out,
        "000\n000\n000\n\
         press 2 2\n010\n111\n010\n\
         000\n000\n000\n\
         press 1 1\n110\n100\n000\n\
         000\n000\n000\n"
    );
    // Nothing to undo is a command that cannot be done: said on stderr.
    assert_eq!(err, "lightsout: command 5: nothing to undo\n");
    // Redo makes again what undo and restart took back, in order.
    let (out, err, status) = lightsout(
        &["play", "1", "3", "--from", "all-off"],
        b"press 1 1\npress 1 3\nrestart\nredo\nU\nredo\n",
    );
    assert_eq!(
        (status, err.as_str()),
        (Some(0), "lightsout: command 6: nothing to redo\n")
    );
    assert_eq!(out, "000\npress 1 1\n110\npress 1 3\n101\n000\n110\n101\n");
}

#[test]
fn the_seeds_demo_lights_every_lamp_in_the_fewest_moves() {
    let (out, _, status) = lightsout(
        &["play", "6", "--from", "all-off", "--goal", "all-on"],
        b"solve\n",
    );
    assert_eq!(status, Some(0));
    let (answer, _, _) = lightsout(
        &["solve", "--target", "all-on"],
        format!("6 6\n{}", "000000\n".repeat(6)).as_bytes(),
    );
    let fewest = answer
        .lines()
        .find_map(|l| l.strip_prefix("presses "))
        .unwrap();
    assert!(
        out.ends_with(&format!(
            "{}solved in {} moves (fewest {})\n",
            "111111\n".repeat(6),
            fewest,
            fewest
        )),
        "{}",
        out
    );
}

#[test]
fn hints_and_the_chase_lead_to_the_goal() {
    let (out, _, status) = lightsout(&["play", "4", "5", "--seed", "9"], b"hint\nchase\n");
    assert_eq!(status, Some(0));
    assert!(out.contains("hint: press "), "{}", out);
    // After the chase only the last row may be lit, and the first row it
    // names finishes the board.
    let lines: Vec<&str> = out.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("first row: "))
        .unwrap();
    let after: Vec<&str> = lines[at + 1..at + 5].to_vec();
    assert!(after[..3].iter().all(|row| !row.contains('1')), "{}", out);
    let columns = lines[at].trim_start_matches("first row: ");
    let mut board: Vec<Vec<u8>> = after
        .iter()
        .map(|row| row.bytes().map(|b| b - b'0').collect())
        .collect();
    for c in columns.split(' ').filter(|c| *c != "none") {
        press(&mut board, 0, c.parse::<usize>().unwrap() - 1);
    }
    chase(&mut board);
    assert!(board.iter().flatten().all(|&v| v == 0), "{}", out);
}

#[test]
fn bad_commands_are_refused() {
    // With --strict, the first one ends the game.
    let (_, err, status) = lightsout(&["play", "3", "--strict"], b"press 4 1\n");
    assert_eq!(status, Some(1));
    assert_eq!(
        err,
        "lightsout: command 1: press takes a row from 1 to 3 and a column from 1 to 3\n"
    );
    let (_, err, status) = lightsout(&["play", "3", "--strict"], b"hint\njump\n");
    assert_eq!(status, Some(1));
    assert!(
        err.starts_with("lightsout: command 2: expected press R C"),
        "{}",
        err
    );
    // Without, each is said in one line and skipped.
    let (out, err, status) = lightsout(
        &["play", "1", "3", "--from", "all-on"],
        b"jump\npress +1 2\npress 1 2\n",
    );
    assert_eq!(status, Some(0), "{}", err);
    assert_eq!(err.lines().count(), 2, "{}", err);
    assert!(
        err.contains("command 1: expected press R C") && err.contains("found \"jump\"")
    );
    assert!(err.contains("command 2: press takes a row"), "{}", err);
    assert_eq!(out, "111\npress 1 2\n000\nsolved in 1 move (fewest 1)\n");
    // A long unknown command is quoted short.
    let long = format!("{}\n", "x".repeat(200));
    let (_, err, _) = lightsout(&["play", "3"], long.as_bytes());
    assert!(err.len() < 200 && err.ends_with("...\n"), "{}", err);
    let (_, _, status) = lightsout(&["play", "3", "--goal", "blue"], b"");
    assert_eq!(status, Some(2));
}

#[test]
fn the_keys_are_commands_and_any_line_end_ends_one() {
    // `?` is hint, `S` solve, `u` undo, `q` quit; lone CRs end lines.
    let (out, err, status) = lightsout(
        &["play", "1", "3", "--from", "all-on"],
        b"?\rS\ru\rq\rpress 1 1\r",
    );
    assert_eq!((status, err.as_str()), (Some(0), ""));
    assert_eq!(
        out,
        "111\nhint: press 1 2\n111\npress 1 2\n000\nsolved in 1 move (fewest 1)\n111\n"
    );
    // Solving a finished board cannot be done: said on stderr, and with
    // --strict it ends the game.
    let (out, err, _) = lightsout(&["play", "1", "3", "--from", "all-off"], b"S\n");
    assert_eq!(
        (out.as_str(), err.as_str()),
        ("000\n", "lightsout: command 1: solved already\n")
    );
    let args = ["play", "1", "3", "--from", "all-off", "--strict"];
    let (_, _, status) = lightsout(&args, b"S\npress 1 1\n");
    assert_eq!(status, Some(1));
    let (_, err, status) = lightsout(&args, b"u\n");
    assert_eq!(
        (status, err.as_str()),
        (Some(1), "lightsout: command 1: nothing to undo\n")
    );
}

#[test]
fn first_row_finishes_any_reachable_last_row() {
    let mut rng = SplitMix(14);
    for _ in 0..60 {
        let (rows, cols) = (1 + rng.below(9) as usize, 1 + rng.below(9) as usize);
        let mut board = random_cells(&mut rng, rows, cols);
        chase(&mut board);
        let last: String = board[rows - 1].iter().map(|v| v.to_string()).collect();
        let (out, err, status) = lightsout(
            &["first-row", &rows.to_string(), &cols.to_string(), &last],
            b"",
        );
        assert_eq!((status, err.as_str()), (Some(0), ""));
        if out == "IMPOSSIBLE\n" {
            // Then no first row at all clears it.
            for first in 0u32..1 << cols {
                let mut trial = board.clone();
                for c in (0..cols).filter(|c| first >> c & 1 == 1) {
                    press(&mut trial, 0, c);
                }
                chase(&mut trial);
                assert!(trial[rows - 1].contains(&1), "{} x {} {}", rows, cols, last);
            }
            continue;
        }
        // `none`: no press is needed.
        for c in out.split_whitespace().filter(|&word| word != "none") {
            press(&mut board, 0, c.parse::<usize>().unwrap() - 1);
        }
        chase(&mut board);
        assert!(
            board.iter().flatten().all(|&v| v == 0),
            "{} x {} {}: {}",
            rows,
            cols,
            last,
            out
        );
    }
    let (_, _, status) = lightsout(&["first-row", "3", "3", "0102"], b"");
    assert_eq!(status, Some(2));
}

#[test]
fn counts_past_the_walk_say_they_are_not_proven() {
    // All-lit 191 x 191 has 2^126 solutions on 36481 cells, past the walk,
    // the bound and trying them all: the game's search finds one and says
    // it is at most that many, never "fewest".
    let (out, err, status) = lightsout(&["play", "191", "--from", "all-on"], b"solve\n");
    assert_eq!((status, err.as_str()), (Some(0), ""));
    let last = out.lines().last().unwrap();
    assert!(
        last.starts_with("solved in ")
            && last.contains("(at most ")
            && last.ends_with(", not proven fewest)"),
        "{}",
        last
    );
    // One move is one move.
    let (out, _, _) = lightsout(&["play", "1", "3", "--from", "all-on"], b"press 1 2\n");
    assert!(out.ends_with("solved in 1 move (fewest 1)\n"), "{}", out);
}

#[test]
fn a_game_loads_the_rows_it_prints() {
    let dir = std::env::temp_dir().join(format!("lightsout-game-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // The first board a seeded game prints, saved and loaded back.
    let (out, _, _) = lightsout(&["play", "4", "6", "--seed", "7"], b"");
    let rows: String = out.lines().take(4).map(|l| format!("{}\n", l)).collect();
    let file = dir.join("board.txt");
    std::fs::write(&file, &rows).unwrap();
    let path = file.to_str().unwrap();
    let (again, err, status) = lightsout(&["play", "--from", path], b"");
    assert_eq!((status, err.as_str()), (Some(0), ""));
    assert_eq!(again, rows);
    // Spaced rows too, and the sized format as before.
    std::fs::write(&file, "0 1 1\n1 0 0\n").unwrap();
    assert_eq!(lightsout(&["play", "--from", path], b"").0, "011\n100\n");
    std::fs::write(&file, "2 3\n0 1 1\n1 0 0\n").unwrap();
    assert_eq!(lightsout(&["play", "--from", path], b"").0, "011\n100\n");
    // Rows of two widths are neither: the error says what is taken.
    std::fs::write(&file, "011\n10\n").unwrap();
    let (_, err, status) = lightsout(&["play", "--from", path], b"");
    assert_eq!(status, Some(1), "{}", err);
    assert!(
        err.contains("or rows of 0/1 without the `M N` line"),
        "{}",
        err
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Plays `lightsout play ARGS` in a pseudo-terminal (`script`), typing each
/// of `keys` a fifth of a second apart: the exit status and the screen's
/// bytes. `None` where `script` is not there.
fn in_a_terminal(args: &str, keys: &[&[u8]]) -> Option<(Option<i32>, String)> {
    in_a_terminal_with(&[], args, keys)
}

/// [`in_a_terminal`] with the environment variables `env` set.
fn in_a_terminal_with(
    env: &[(&str, &str)],
    args: &str,
    keys: &[&[u8]],
) -> Option<(Option<i32>, String)> {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let command = format!(
        "exec {} play {}",
        common::binary("lightsout").display(),
        args
    );
    let mut child = Command::new("script")
        .envs(env.iter().copied())
        .args(["-qfec", &command, "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut stdin = child.stdin.take().unwrap();
    for key in keys {
        std::thread::sleep(std::time::Duration::from_millis(200));
        stdin.write_all(key).unwrap();
        stdin.flush().unwrap();
    }
    Some(ended(child))
}

/// A game: the environment variables set, `lightsout play`'s arguments,
/// and the keys typed.
type Game<'a> = (&'a [(&'a str, &'a str)], &'a str, &'a [&'a [u8]]);

/// The games played each as [`in_a_terminal_with`] plays it, all at once
/// (each waits on its keys' fifths of a second, not on the others').
fn at_once(games: &[Game]) -> Vec<Option<(Option<i32>, String)>> {
    std::thread::scope(|scope| {
        let playing: Vec<_> = games
            .iter()
            .map(|&(env, args, keys)| {
                scope.spawn(move || in_a_terminal_with(env, args, keys))
            })
            .collect();
        playing
            .into_iter()
            .map(|game| game.join().unwrap())
            .collect()
    })
}

/// The exit status and the screen of a game played in `script`, killed
/// (the status `None`) if it has not ended ten seconds after its keys.
fn ended(mut child: std::process::Child) -> (Option<i32>, String) {
    use std::io::Read;
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut screen = Vec::new();
        let _ = stdout.read_to_end(&mut screen);
        screen
    });
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let status = loop {
        match child.try_wait().unwrap() {
            Some(status) => break status.code(),
            None if std::time::Instant::now() > deadline => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            None => std::thread::sleep(std::time::Duration::from_millis(20)),
        }
    };
    let screen = reader.join().unwrap();
    (status, String::from_utf8_lossy(&screen).into_owned())
}

#[test]
fn the_terminal_game_survives_bursts_and_puts_the_terminal_back() {
    let restored = "\x1b[?1049l";
    let burst = b"\x1b[B".repeat(40);
    let games: [Game; 6] = [
        (&[], "5 --seed 3", &[&burst, b"?", b"q", b"q"]),
        (&[], "3", &[b"\x1b", b"\x1b"]),
        (&[], "3", &[b"q", b"q"]),
        (&[], "3", &[b"\x1bq", b"\x1b", b"[B", b"q", b" ", b"\x03"]),
        (&[], "3", &[b"\x03"]),
        (&[], "12 --seed 2", &[b"S", b"S", b"x", b"q", b"q"]),
    ];
    let played = at_once(&games);
    // Without `script`, no game is played.
    if played[0].is_none() {
        return;
    }
    let mut played = played.into_iter().map(Option::unwrap);
    // Forty arrows at once: the game is still there for the hint after them.
    let (status, screen) = played.next().unwrap();
    assert_eq!(status, Some(0), "{}", screen);
    assert!(screen.contains("hint: press the marked cell"), "{}", screen);
    assert!(
        screen.ends_with(restored),
        "{:?}",
        &screen[screen.len().saturating_sub(40)..]
    );
    // Esc asks, and a second Esc quits; so does q twice; Ctrl-C quits at
    // once with 130.
    let (status, screen) = played.next().unwrap();
    assert_eq!(status, Some(0));
    assert!(screen.contains("quit? q or Esc again quits"), "{}", screen);
    assert!(screen.ends_with(restored));
    let (status, _) = played.next().unwrap();
    assert_eq!(status, Some(0));
    // Alt and a key, an arrow whose bytes come apart, and a key after the
    // question all play on: the game is still there for the Ctrl-C.
    let (status, screen) = played.next().unwrap();
    assert_eq!(status, Some(130), "{}", screen);
    assert!(screen.contains("moves 1"), "{}", screen);
    let (status, screen) = played.next().unwrap();
    assert_eq!(status, Some(130));
    assert!(screen.ends_with(restored));
    // Any key stops the animated solve of a large board; q then quits.
    let (status, screen) = played.next().unwrap();
    assert_eq!(status, Some(0));
    assert!(screen.contains("solving stopped"), "{}", screen);
}

#[test]
fn a_board_too_large_to_show_is_refused_at_once() {
    let (out, err, status) = lightsout(&["play", "10000", "10000"], b"solve\n");
    assert_eq!((status, out.as_str()), (Some(2), ""));
    assert_eq!(
        err,
        "lightsout: a 10000 x 10000 board is past what the game shows (1048576 cells at most); \
         `lightsout solve` solves it (see --help)\n"
    );
    // The largest it takes is played.
    let (out, _, status) =
        lightsout(&["play", "1024", "1024", "--from", "all-off"], b"quit\n");
    assert_eq!((status, out.len()), (Some(0), 1025 * 1024));
}

#[test]
fn levels_are_the_same_for_everyone_and_keep_their_best() {
    use std::process::{Command, Stdio};
    let data =
        std::env::temp_dir().join(format!("lightsout-levels-{}", std::process::id()));
    let play = |input: &str| play_level(&data, "4", input);
    let first = play("solve\n");
    assert_eq!(
        first.lines().take(5).collect::<Vec<_>>(),
        play("").lines().collect::<Vec<_>>()
    );
    // A solve helps: no record.
    assert!(
        first.ends_with("solved in 4 moves (fewest 4); level 4: helped, so not a record\n"),
        "{}",
        first
    );
    let records = data.join("lightsout/records");
    assert!(!records.exists());
    // The same presses by hand set it; lines the game does not know stay.
    let presses = first
        .lines()
        .filter(|l| l.starts_with("press "))
        .collect::<Vec<_>>();
    std::fs::create_dir_all(records.parent().unwrap()).unwrap();
    std::fs::write(&records, "# kept\n").unwrap();
    let by_hand = play(&format!("{}\n", presses.join("\n")));
    assert!(
        by_hand.ends_with("solved in 4 moves (fewest 4); level 4: a new best\n"),
        "{}",
        by_hand
    );
    assert_eq!(
        std::fs::read_to_string(&records).unwrap(),
        "# kept\nlevel 4 best 4\n"
    );
    // A worse game keeps the record and says it.
    let detour = format!("press 1 1\npress 1 1\n{}\n", presses.join("\n"));
    assert!(play(&detour).ends_with("solved in 6 moves (fewest 4); level 4 best: 4\n"));
    assert_eq!(
        std::fs::read_to_string(&records).unwrap(),
        "# kept\nlevel 4 best 4\n"
    );
    // A second win in the same game is said too; n goes on to level 5.
    let twice = play(&format!(
        "{}\nundo\n{}\nn\n",
        presses.join("\n"),
        presses.last().unwrap()
    ));
    assert_eq!(twice.matches("solved in ").count(), 2, "{}", twice);
    assert!(twice.contains("\nlevel 5\n"), "{}", twice);
    // A record that cannot be written says so.
    let blocked = data.join("blocked");
    std::fs::write(&blocked, "a file where a folder should be").unwrap();
    let output = Command::new(common::binary("lightsout"))
        .args(["play", "--level", "1"])
        .env("XDG_DATA_HOME", &blocked)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            let level = play_level_one_presses();
            child.stdin.take().unwrap().write_all(level.as_bytes())?;
            child.wait_with_output()
        })
        .unwrap();
    let out = String::from_utf8(output.stdout).unwrap();
    assert!(out.contains("level 1: a new best, not saved ("), "{}", out);
    // A level is the whole choice: no size, and no seed.
    for other in [&["7"][..], &["--seed", "3"]] {
        let args = [&["play", "--level", "4"][..], other].concat();
        let (_, err, status) = lightsout(&args, b"");
        assert_eq!(status, Some(2), "{}", err);
    }
    let _ = std::fs::remove_dir_all(&data);
}

/// The records file is the game's own: read up to a bound (a link to an
/// endless file is said, not read whole), and written beside and renamed
/// over, so that a link there is replaced, not written through.
#[cfg(unix)]
#[test]
fn the_records_are_read_within_a_bound_and_replaced_not_written_through() {
    let data =
        std::env::temp_dir().join(format!("lightsout-records-{}", std::process::id()));
    let records = data.join("lightsout/records");
    std::fs::create_dir_all(records.parent().unwrap()).unwrap();
    let level = play_level_one_presses();
    let play = || play_level(&data, "1", &level);
    // A link to a file elsewhere: that file is left as it was.
    let elsewhere = data.join("elsewhere");
    std::fs::write(&elsewhere, "not the game's\n").unwrap();
    std::os::unix::fs::symlink(&elsewhere, &records).unwrap();
    let out = play();
    assert!(out.ends_with("level 1: a new best\n"), "{}", out);
    assert_eq!(
        std::fs::read_to_string(&elsewhere).unwrap(),
        "not the game's\n"
    );
    assert!(!std::fs::symlink_metadata(&records)
        .unwrap()
        .file_type()
        .is_symlink());
    assert!(std::fs::read_to_string(&records)
        .unwrap()
        .contains("level 1 best"));
    // A link to an endless file: said, and left alone.
    std::fs::remove_file(&records).unwrap();
    std::os::unix::fs::symlink("/dev/zero", &records).unwrap();
    let out = play();
    assert!(
        out.ends_with(&format!(
            "level 1: not noted ({} is over 1048576 bytes)\n",
            records.display()
        )),
        "{}",
        out
    );
    assert!(std::fs::symlink_metadata(&records)
        .unwrap()
        .file_type()
        .is_symlink());
    let _ = std::fs::remove_dir_all(&data);
}

/// `lightsout play --level K` given `input`, its records kept under
/// `data` (`XDG_DATA_HOME`): what it prints.
fn play_level(data: &std::path::Path, k: &str, input: &str) -> String {
    let mut command = std::process::Command::new(common::binary("lightsout"));
    command
        .args(["play", "--level", k])
        .env("XDG_DATA_HOME", data);
    String::from_utf8(common::run_command(command, input.as_bytes()).stdout).unwrap()
}

/// The presses that solve level 1, as the solve command makes them.
fn play_level_one_presses() -> String {
    let (out, _, _) = lightsout(&["play", "--level", "1"], b"solve\n");
    let presses: Vec<&str> = out.lines().filter(|l| l.starts_with("press ")).collect();
    assert!(!presses.is_empty(), "{}", out);
    format!("{}\n", presses.join("\n"))
}

#[test]
fn signals_put_the_terminal_back() {
    use std::process::{Command, Stdio};
    let program = common::binary("lightsout");
    // The four games at once, each sent its signal once it has drawn.
    let mut games = Vec::new();
    for (name, number, seed) in [
        ("TERM", 15, 4242421),
        ("INT", 2, 4242422),
        ("QUIT", 3, 4242423),
        ("HUP", 1, 4242424),
    ] {
        // A seed no other test uses, to find this game's process alone.
        let command = format!("exec {} play 6 --seed {}", program.display(), seed);
        let child = Command::new("script")
            .args(["-qfec", &command, "/dev/null"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn();
        match child {
            Ok(child) => games.push((name, number, seed, child)),
            Err(_) => return,
        }
    }
    std::thread::sleep(std::time::Duration::from_millis(700));
    for (name, number, seed, child) in games {
        let pattern = format!("^{} play 6 --seed {}$", program.display(), seed);
        let killed = Command::new("pkill")
            .args([&format!("-{}", name), "-f", &pattern])
            .status();
        let (status, screen) = ended(child);
        if !killed.map_or(false, |status| status.success()) {
            return;
        }
        // 128 + the signal, the screen restored.
        assert_eq!(status, Some(128 + number), "SIG{}: {:?}", name, screen);
        assert!(screen.ends_with("\x1b[?1049l"), "SIG{}: {:?}", name, screen);
    }
}

#[test]
fn a_resize_during_an_animation_is_drawn_to_the_new_size() {
    use std::process::{Command, Stdio};
    // The terminal shrinks to 30 x 6 a second into the solve's animation.
    let command = format!(
        "stty rows 30 cols 80; (sleep 1.2; stty rows 6 cols 30 </dev/tty) & exec {} play 12 --seed 2",
        common::binary("lightsout").display()
    );
    let child = Command::new("script")
        .args(["-qfec", &command, "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn();
    let mut child = match child {
        Ok(child) => child,
        Err(_) => return,
    };
    let mut stdin = child.stdin.take().unwrap();
    use std::io::Write;
    for (key, wait) in [(&b"S"[..], 300), (b"S", 300), (b"x", 2000), (b"q", 300)] {
        std::thread::sleep(std::time::Duration::from_millis(wait));
        stdin.write_all(key).unwrap();
        stdin.flush().unwrap();
    }
    let (status, screen) = ended(child);
    assert_eq!(status, Some(0), "{}", screen);
    let small = screen
        .find("The terminal is 30 x 6")
        .unwrap_or_else(|| panic!("{}", screen));
    assert!(
        screen[..small].contains("solving... (any key stops)"),
        "{}",
        screen
    );
    // Once too small, the board is not drawn again.
    assert!(!screen[small..].contains("solving"), "{}", &screen[small..]);
}

#[test]
fn a_random_board_is_dealt_from_the_clock_and_its_seed_deals_it_again() {
    let first = lightsout(&["play", "4"], b"").0;
    let second = lightsout(&["play", "4"], b"").0;
    let seed = |out: &str| -> String {
        out.lines()
            .next()
            .and_then(|line| line.strip_prefix("seed "))
            .unwrap_or_else(|| panic!("{}", out))
            .to_string()
    };
    assert_ne!(seed(&first), seed(&second));
    // The seed shown deals the same board, and then goes unsaid.
    for out in [&first, &second] {
        let again = lightsout(&["play", "4", "--seed", &seed(out)], b"").0;
        assert_eq!(again, out.split_once('\n').unwrap().1);
    }
    // New boards say their seeds, which deal them again.
    let (out, _, _) = lightsout(&["play", "3", "--seed", "8"], b"n\n");
    let lines: Vec<&str> = out.lines().collect();
    let next = lines[3].strip_prefix("seed ").unwrap();
    let again = lightsout(&["play", "3", "--seed", next], b"").0;
    assert_eq!(again, format!("{}\n", lines[4..7].join("\n")));
    assert_ne!(lines[..3], lines[4..7]);
}

#[test]
fn an_unreachable_goal_is_said_and_never_solved_for_you() {
    let dir =
        std::env::temp_dir().join(format!("lightsout-unreachable-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // One corner of 4 x 4 lit: no presses clear it.
    let file = dir.join("corner.txt");
    std::fs::write(&file, "1000\n0000\n0000\n0000\n").unwrap();
    let path = file.to_str().unwrap();
    let (out, err, status) = lightsout(&["play", "--from", path], b"hint\nsolve\n");
    assert_eq!(status, Some(0));
    assert!(
        out.contains("hint: the goal cannot be reached from here\n"),
        "{}",
        out
    );
    assert_eq!(
        err,
        "lightsout: command 2: the goal cannot be reached from here\n"
    );
    let keys: [&[u8]; 4] = [b"S", b"S", b"q", b"q"];
    if let Some((status, screen)) = in_a_terminal(&format!("--from {}", path), &keys) {
        assert_eq!(status, Some(0), "{}", screen);
        assert!(
            screen.contains("the goal cannot be reached from here"),
            "{}",
            screen
        );
        assert!(!screen.contains("solved for you"), "{}", screen);
        assert!(
            screen.contains("fewest from here unreachable"),
            "{}",
            screen
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn rows_alone_load_under_every_rule_and_errors_are_one_line() {
    let dir = std::env::temp_dir().join(format!("lightsout-rows-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("board.txt");
    let path = file.to_str().unwrap();
    // The game's own output under each rule, loaded back as it was.
    for rule in [
        &["--torus"][..],
        &["--mod", "3"],
        &["--rule", "gambler-bo"],
        &["--stencil", "111/111/111"],
    ] {
        let args = [&["play", "3", "4", "--seed", "6"][..], rule].concat();
        let (out, _, _) = lightsout(&args, b"");
        std::fs::write(&file, &out).unwrap();
        let args = [&["play", "--from", path][..], rule].concat();
        let (again, err, status) = lightsout(&args, b"");
        assert_eq!(
            (status, err.as_str(), again.as_str()),
            (Some(0), "", out.as_str()),
            "{:?}",
            rule
        );
    }
    for (text, rule) in [
        ("011\n1x0\n", &["--mod", "3"][..]),
        ("2 3\n0 1\n", &["--torus"]),
        ("012\n10\n", &["--mod", "3"]),
    ] {
        std::fs::write(&file, text).unwrap();
        let args = [&["play", "--from", path][..], rule].concat();
        let (_, err, status) = lightsout(&args, b"");
        assert_eq!(status, Some(1), "{}", err);
        assert_eq!(err.lines().count(), 1, "{:?}", err);
        assert!(
            err.starts_with(&format!("lightsout: {}: line ", path)),
            "{}",
            err
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_screen_too_small_says_so_and_waits() {
    // `stty` in the pseudo-terminal first: 40 columns, 8 rows.
    let args = "5 --seed 3";
    let command = format!(
        "stty rows 8 cols 40; exec {} play {}",
        common::binary("lightsout").display(),
        args
    );
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = match Command::new("script")
        .args(["-qfec", &command, "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
    {
        Ok(child) => child,
        Err(_) => return,
    };
    let mut stdin = child.stdin.take().unwrap();
    // A press while too small is not made; q quits.
    for key in [&b" "[..], b"q"] {
        std::thread::sleep(std::time::Duration::from_millis(300));
        stdin.write_all(key).unwrap();
    }
    let output = child.wait_with_output().unwrap();
    let screen = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{}", screen);
    // Wrapped at words to the 40 columns.
    assert!(
        screen.contains(
            "The terminal is 40 x 8; this board needs\r\n15 x 14. Make it larger"
        ),
        "{}",
        screen
    );
    assert!(!screen.contains("moves 1"), "{}", screen);
    assert!(screen.ends_with("\x1b[?1049l"));
}

/// `board` after one press of (`r`, `c`) under `010/111/010` modulo `k`,
/// by the simulator written in the tests.
fn pressed_once(board: &[Vec<u32>], r: usize, c: usize, k: u32) -> Vec<Vec<u32>> {
    let mut presses = vec![vec![0; board[0].len()]; board.len()];
    presses[r][c] = 1;
    pressed(board, &presses, "010/111/010", k, false)
}

#[test]
fn k_colour_games_are_played_solved_and_undone() {
    for (k, seed) in [(3u32, "1"), (4, "2"), (5, "3")] {
        let k_text = k.to_string();
        let args = ["play", "4", "--mod", &k_text, "--seed", seed];
        let (out, err, status) = lightsout(&args, b"press 2 3\nundo\nsolve\n");
        assert_eq!((status, err.as_str()), (Some(0), ""), "{}", out);
        let lines: Vec<&str> = out.lines().collect();
        let start: Vec<Vec<u32>> = lines[..4]
            .iter()
            .map(|l| l.bytes().map(|b| u32::from(b - b'0')).collect())
            .collect();
        // The press, checked here; the undo puts the start back.
        let after = pressed_once(&start, 1, 2, k);
        let text = |board: &[Vec<u32>]| -> Vec<String> {
            board
                .iter()
                .map(|row| row.iter().map(|v| v.to_string()).collect())
                .collect()
        };
        assert_eq!(lines[4], "press 2 3");
        assert_eq!(lines[5..9].to_vec(), text(&after));
        assert_eq!(lines[9..13].to_vec(), text(&start));
        // The solve's presses, replayed here, clear the board, as many as
        // the fewest the game says and `lightsout solve` finds.
        let mut board = start.clone();
        let mut moves = 0;
        for line in &lines[13..] {
            if let Some(place) = line.strip_prefix("press ") {
                let rc: Vec<usize> = place.split(' ').map(|v| v.parse().unwrap()).collect();
                board = pressed_once(&board, rc[0] - 1, rc[1] - 1, k);
                moves += 1;
            }
        }
        assert!(board.iter().flatten().all(|&v| v == 0), "{}", out);
        let input = format!("4 4\n{}\n", lines[..4].join("\n"));
        let (answer, _, _) = lightsout(&["solve", "--mod", &k_text], input.as_bytes());
        assert!(
            answer.contains(&format!("presses {}\nminimal yes\n", moves)),
            "{}\n{}",
            answer,
            out
        );
        assert!(
            out.ends_with(&format!("solved in {} moves (fewest {})\n", moves, moves)),
            "{}",
            out
        );
    }
    // In a terminal, three games at once: k shades, a hint, and the chase
    // by hand (the q stops the chase; two more quit); a level; NO_COLOR.
    let nowhere = std::env::temp_dir().join("lightsout-no-records-here");
    let games: [Game; 3] = [
        (&[], "4 --mod 3 --seed 1", &[b"?", b"c", b"q", b"q", b"q"]),
        (
            &[("XDG_DATA_HOME", nowhere.to_str().unwrap())],
            "--level 4",
            &[b"n", b"q", b"q"],
        ),
        (&[("NO_COLOR", "1")], "4 --mod 3 --seed 1", &[b"q", b"q"]),
    ];
    let mut played = at_once(&games).into_iter();
    if let Some((status, screen)) = played.next().unwrap() {
        assert_eq!(status, Some(0), "{}", screen);
        assert!(screen.contains("\x1b[97;48;2;"), "{}", screen);
        assert!(
            screen.contains("seed 1  rule --rule standard --mod 3"),
            "{}",
            screen
        );
        assert!(screen.contains("hint: press the marked cell"), "{}", screen);
        assert!(screen.contains("chasing the lights down"), "{}", screen);
    }
    // A level shows its number, and n goes on to the next.
    if let Some((status, screen)) = played.next().unwrap() {
        assert_eq!(status, Some(0), "{}", screen);
        assert!(
            screen.contains("level 4") && screen.contains("level 5"),
            "{}",
            screen
        );
        assert!(screen.contains("n next level"), "{}", screen);
    }
    // NO_COLOR: no colour at all, the values as digits.
    if let Some((status, screen)) = played.next().unwrap() {
        assert_eq!(status, Some(0), "{}", screen);
        assert!(
            !screen.contains("48;2;") && !screen.contains("38;"),
            "{}",
            screen
        );
        assert!(screen.contains("\x1b[7m"), "{}", screen);
    }
    // No chase by hand where the rule has none, and all-on needs two
    // colours.
    for rule in [&["--torus"][..], &["--rule", "row-and-column"]] {
        let args = [&["play", "3", "--strict"][..], rule].concat();
        let (_, err, status) = lightsout(&args, b"chase\n");
        assert_eq!(
            (status, err.as_str()),
            (
                Some(1),
                "lightsout: command 1: this rule is not chased by hand\n"
            )
        );
    }
    let (_, err, status) = lightsout(&["play", "3", "--mod", "3", "--goal", "all-on"], b"");
    assert_eq!(status, Some(2), "{}", err);
}
