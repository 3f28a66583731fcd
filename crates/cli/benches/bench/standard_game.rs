//! The standard rule: the judges' boards, large boards, the nullity
//! table, the fewest presses and the frontier.

use super::*;

pub(crate) fn extended_lights_out() {
    let puzzles = if quick() { 20_000 } else { 1_000_000 };
    let input = scratch().join(format!("elo_{}.txt", puzzles));
    if !input.exists() {
        let mut rng = SplitMix(1222);
        let mut text = format!("{}\n", puzzles).into_bytes();
        for _ in 0..puzzles * 5 {
            let value = rng.next_u64() >> 58;
            for c in 0..6 {
                text.push(b'0' + (value >> (5 - c) & 1) as u8);
                text.push(if c < 5 { b' ' } else { b'\n' });
            }
        }
        fs::write(&input, text).unwrap();
    }
    let ours = &*judge_binary("extended_lights_out");
    let cat = Path::new("/bin/cat");
    let workload = format!("extended_lights_out, {} random puzzles", puzzles);
    match baseline("seed_poj1222") {
        Ok(seed) => {
            assert!(
                output_of(ours, &[], &input) == output_of(&seed, &[], &input),
                "answers differ from the seed's"
            );
            let times = best_of(
                3,
                &mut [
                    &mut || time_process(ours, &[], Some(&input)),
                    &mut || time_process(&seed, &[], Some(&input)),
                    &mut || time_process(cat, &[], Some(&input)),
                ],
            );
            row(
                &workload,
                &seconds(times[0]),
                &seconds(times[1]),
                &speedup(times[1].as_secs_f64(), times[0].as_secs_f64()),
                &format!(
                    "{}; the seed {}",
                    peak_memory(ours, &[], &input),
                    peak_memory(&seed, &[], &input)
                ),
            );
            let floor = times[0].as_secs_f64() / times[2].as_secs_f64();
            row(
                "  the same input through `cat > /dev/null`",
                &seconds(times[2]),
                "",
                &format!("ours takes {:.1}x this floor", floor),
                "",
            );
        }
        Err(why) => {
            let times = best_of(3, &mut [&mut || time_process(ours, &[], Some(&input))]);
            row(
                &workload,
                &seconds(times[0]),
                &format!("none: {}", why),
                "",
                "",
            );
        }
    }
}

pub(crate) fn fliptile_boards() {
    let boards = if quick() { 50 } else { 2000 };
    let mut rng = SplitMix(3279);
    let masks: Vec<Vec<u64>> = (0..boards)
        .map(|_| (0..15).map(|_| rng.next_u64() >> 49).collect())
        .collect();
    let grids: Vec<Grid> = masks.iter().map(|m| Grid::from_masks(m, 15)).collect();
    // Enumeration is slow: it gets a sample of the boards.
    let sample = boards.min(100);
    let (mut solved, mut enumerated) = (0, 0);
    let times = best_of(
        3,
        &mut [
            &mut || {
                let start = Instant::now();
                for grid in &grids {
                    solved += proven(grid).is_some() as usize;
                }
                start.elapsed() / boards as u32
            },
            &mut || {
                let start = Instant::now();
                for grid in &grids[..sample] {
                    enumerated += fewest_by_enumeration(grid).is_some() as usize;
                }
                start.elapsed() / sample as u32
            },
        ],
    );
    let expected = grids[..sample]
        .iter()
        .filter(|g| proven(g).is_some())
        .count();
    assert!(solved > 0 && enumerated / 3 == expected);
    row(
        &format!(
            "fliptile 15 x 15, per board ({} random boards, library)",
            boards
        ),
        &seconds(times[0]),
        &format!("{} by first-row enumeration", seconds(times[1])),
        &speedup(times[1].as_secs_f64(), times[0].as_secs_f64()),
        "",
    );
}

pub(crate) fn nullity_table() {
    let ours = Path::new(env!("CARGO_BIN_EXE_lightsout"));
    let in_process = || {
        let start = Instant::now();
        let total: usize = (1..=300).map(|n| standard::nullity(n, n)).sum();
        assert_eq!(total % 2, 0);
        start.elapsed()
    };
    match baseline("seed_nullity300") {
        Ok(seed) => {
            let times = best_of(
                3,
                &mut [
                    &mut || time_process(ours, &["nullity", "1", "300"], None),
                    &mut || time_process(&seed, &[], None),
                ],
            );
            let mut library = in_process;
            let library = best_of(3, &mut [&mut library])[0];
            row(
                "nullity table, n = 1..300 (`lightsout nullity 1 300`)",
                &seconds(times[0]),
                &seconds(times[1]),
                &speedup(times[1].as_secs_f64(), times[0].as_secs_f64()),
                "",
            );
            row(
                "  the same table in the library, no process start",
                &seconds(library),
                "",
                &speedup(times[1].as_secs_f64(), library.as_secs_f64()),
                "",
            );
        }
        Err(why) => row(
            "nullity table, n = 1..300",
            &seconds(in_process()),
            &format!("none: {}", why),
            "",
            "",
        ),
    }
}

/// In a child process: solve one n x n board, verify by chasing, print
/// `solve_seconds verify_seconds peak_kib`.
pub(crate) fn large_child(n: usize, kind: &str, method: &str) {
    let mut lights = Grid::new(n, n);
    let mut rng = SplitMix(n as u64);
    for r in 0..n {
        for c in 0..n {
            if kind == "all-on" || rng.next_u64() >> 63 == 1 {
                lights.flip(r, c);
            }
        }
    }
    let start = Instant::now();
    let first = match method {
        "polynomial" => proven(&lights).map(|answer| answer.presses.grid().row(0).to_vec()),
        "any" => standard::solve(&lights).map(|presses| presses.row(0).to_vec()),
        _ => standard::solutions_by_elimination(&lights).map(|s| s.particular),
    };
    let solve_time = start.elapsed();
    let start = Instant::now();
    let verdict = match &first {
        Some(first) => {
            let (presses, left) = chase(&lights, first);
            assert!(
                left.iter().all(|&w| w == 0),
                "the answer does not clear the board"
            );
            assert_eq!(residue(Some(&lights), n, n, &presses.row(0)), left);
            "verified"
        }
        None => "unsolvable",
    };
    let verify_time = start.elapsed();
    let status = fs::read_to_string("/proc/self/status").unwrap_or_default();
    let peak = status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .unwrap_or("0");
    println!(
        "{} {} {} {}",
        solve_time.as_secs_f64(),
        verify_time.as_secs_f64(),
        peak,
        verdict
    );
}

/// Runs [`large_child`] in a process of its own: the solve and verify
/// seconds, the peak KiB and the verdict.
pub(crate) fn large_run(n: usize, kind: &str, method: &str) -> (f64, f64, u64, String) {
    let output = Command::new(std::env::current_exe().unwrap())
        .env(
            "LIGHTSOUT_BENCH_CHILD",
            format!("{}\n{}\n{}", n, kind, method),
        )
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = String::from_utf8(output.stdout).unwrap();
    let fields: Vec<&str> = text.split_whitespace().collect();
    (
        fields[0].parse().unwrap(),
        fields[1].parse().unwrap(),
        fields[2].parse().unwrap(),
        fields[3].to_string(),
    )
}

pub(crate) fn large_boards() {
    default_solve();
    let sizes: &[usize] = if quick() {
        &[200, 500]
    } else {
        &[1000, 2000, 4000, 5119, 10000, 10239, 20479]
    };

    for &n in sizes {
        for kind in ["random", "all-on"] {
            let mut best = (f64::MAX, f64::MAX, 0, String::new());
            let mut slow = (f64::MAX, 0.0, 0, String::new());
            // Past 5000 the sizes have huge kernels (t = 4096 at 5119, 8192
            // at 10239, 16384 at 20479): elimination finds one solution, and so does `any`.
            let method = if [5119, 10239, 20479].contains(&n) {
                "any"
            } else {
                "polynomial"
            };
            for _ in 0..2 {
                let ours = large_run(n, kind, method);
                if ours.0 < best.0 {
                    best = ours;
                }
                if n <= 4000 || !quick() {
                    let plain = large_run(n, kind, "elimination");
                    if plain.0 < slow.0 {
                        slow = plain;
                    }
                }
            }
            let board_mib = (n * n) as f64 / 8.0 / 1024.0 / 1024.0;
            row(
                &format!(
                    "{} x {} {}, solve ({}) + chase to verify: {}",
                    n,
                    n,
                    kind,
                    if method == "any" {
                        "any presses"
                    } else {
                        "fewest presses"
                    },
                    best.3
                ),
                &format!(
                    "{} + {}",
                    seconds(Duration::from_secs_f64(best.0)),
                    seconds(Duration::from_secs_f64(best.1))
                ),
                &format!(
                    "{} by plain elimination",
                    seconds(Duration::from_secs_f64(slow.0))
                ),
                &speedup(slow.0, best.0),
                &format!(
                    "{:.1} MiB peak; the board as bits: {:.1} MiB",
                    best.2 as f64 / 1024.0,
                    board_mib
                ),
            );
        }
    }
}

/// Default `lightsout solve` (the fewest within the default budget, no
/// flags) on a random solvable board, as a whole process: the time a user
/// waits, so that the search's budget keeps to a few seconds of a core on
/// the largest kernels (5119 x 5119: t = 4096).
pub(crate) fn default_solve() {
    let n = if quick() { 1023 } else { 5119 };
    let mut rng = SplitMix(5119);
    let presses = random_board(&mut rng, n, n, false);
    let lights = lightsout::grid::apply(&Rule::standard(), &Grid::new(n, n), &presses);
    let mut text = format!("{} {}\n", n, n).into_bytes();
    for r in 0..n {
        text.extend((0..n).map(|c| if lights.cell(r, c) { b'1' } else { b'0' }));
        text.push(b'\n');
    }
    let board = scratch().join(format!("solvable-{}.txt", n));
    fs::write(&board, &text).unwrap();
    let mut best: Option<(Duration, String)> = None;
    for _ in 0..2 {
        let start = Instant::now();
        let output = Command::new(env!("CARGO_BIN_EXE_lightsout"))
            .arg("solve")
            .stdin(fs::File::open(&board).unwrap())
            .output()
            .unwrap();
        let time = start.elapsed();
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let text = String::from_utf8(output.stdout).unwrap();
        let tail: Vec<&str> = text.lines().rev().take(2).collect();
        assert!(tail[1].starts_with("presses "), "{:?}", tail);
        if best.as_ref().map_or(true, |(b, _)| time < *b) {
            best = Some((time, format!("{}, {}", tail[1], tail[0])));
        }
    }
    let (time, answer) = best.unwrap();
    row(
        &format!(
            "{} x {} random solvable, `lightsout solve` with no flags (the fewest within the default budget), whole process: {}",
            n, n, answer
        ),
        &seconds(time),
        "a few seconds of a core, as its help promises",
        "",
        "",
    );
}

/// The fewest presses toward `goal` by first-row enumeration along the
/// shorter side: the plain method the count problems are measured against.
fn enumerated(board: &Grid, goal: Goal) -> Option<u64> {
    let board = if board.width() > board.rows() {
        board.transpose()
    } else {
        board.clone()
    };
    let off = |b: &Grid| fewest_by_enumeration(b).map(|p| p.ones());
    let mut flipped = Grid::filled(board.rows(), board.width());
    flipped.xor(&board);
    let (a, b) = (
        if goal.all_off { off(&board) } else { None },
        if goal.all_on { off(&flipped) } else { None },
    );
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// Each count problem on the largest input its judge allows: its boards
/// answered by the library and by first-row enumeration, side by side, and
/// the binary end to end on the same input.
pub(crate) fn count_problems() {
    // (binary, what the input holds, rows, columns, cases, goal)
    let cases: &[(&str, &str, usize, usize, usize, Goal)] = &[
        (
            "painters_problem",
            "20 walls of 15 x 15",
            15,
            15,
            20,
            Goal::ALL_OFF,
        ),
        ("flip_game", "one 4 x 4 field", 4, 4, 1, Goal::EITHER),
        ("water_bowls", "20 bowls", 1, 20, 1, Goal::ALL_OFF),
        (
            "puzzling_switches",
            "500 boards of 5 x 5",
            5,
            5,
            500,
            Goal::ALL_ON,
        ),
        (
            "strange_billboard",
            "2000 billboards of 16 x 16",
            16,
            16,
            2000,
            Goal::ALL_OFF,
        ),
        (
            "turn_off_the_lights",
            "one 10 x 10 board",
            10,
            10,
            1,
            Goal::ALL_OFF,
        ),
        ("flip_five", "50 grids of 3 x 3", 3, 3, 50, Goal::ALL_OFF),
        (
            "bulbs_and_switches",
            "N = 100000",
            1,
            100_000,
            1,
            Goal::ALL_OFF,
        ),
        ("turn_off_the_bulbs", "N = 18", 18, 18, 1, Goal::ALL_OFF),
    ];
    for &(name, what, rows, cols, count, goal) in cases {
        let count = if quick() { count.min(20) } else { count };
        let mut rng = SplitMix(name.len() as u64);
        // Water bowls are promised an answer: its boards are made by flipping.
        let boards: Vec<Grid> = (0..count)
            .map(|_| random_board(&mut rng, rows, cols, name == "water_bowls"))
            .collect();
        let mut text = String::new();
        match name {
            "painters_problem" | "puzzling_switches" | "flip_five" => {
                text += &format!("{}\n", count);
            }
            _ => {}
        }
        for board in &boards {
            let mut bits = Vec::new();
            push_grid(&mut bits, board);
            let bits = String::from_utf8(bits).unwrap();
            text += &match name {
                "painters_problem" => format!("{}\n{}", rows, char_rows(board, b"yw")),
                "flip_game" => char_rows(board, b"wb"),
                "water_bowls" => bits,
                "puzzling_switches" => char_rows(board, b"01"),
                "strange_billboard" => {
                    format!("{} {}\n{}", rows, cols, char_rows(board, b".X"))
                }
                "turn_off_the_lights" => char_rows(board, b"#O"),
                "flip_five" => char_rows(board, b".*"),
                "bulbs_and_switches" => {
                    format!(
                        "{}\n{}{}",
                        cols,
                        "0".repeat(cols) + "\n",
                        char_rows(board, b"01")
                    )
                }
                _ => format!("{}\n{}", rows, bits),
            };
        }
        if name == "strange_billboard" {
            text += "0 0\n";
        }
        let input = scratch().join(format!("{}_{}.txt", name, count));
        fs::write(&input, &text).unwrap();
        let program = crate::root().join("target/release").join(name);
        let answers = String::from_utf8(output_of(&program, &[], &input)).unwrap();
        let (mut ours, mut theirs) = (Vec::new(), Vec::new());
        let times = best_of(
            3,
            &mut [
                &mut || {
                    let start = Instant::now();
                    ours = boards.iter().map(|b| fewest_presses(b, goal)).collect();
                    start.elapsed()
                },
                &mut || {
                    let start = Instant::now();
                    theirs = boards.iter().map(|b| enumerated(b, goal)).collect();
                    start.elapsed()
                },
                &mut || time_process(&program, &[], Some(&input)),
            ],
        );
        assert_eq!(ours, theirs, "{}", name);
        assert_eq!(answers.lines().count(), count, "{}", name);
        row(
            &format!("{}, {} (library)", name, what),
            &seconds(times[0]),
            &format!("{} by first-row enumeration", seconds(times[1])),
            &speedup(times[1].as_secs_f64(), times[0].as_secs_f64()),
            &format!(
                "the binary end to end: {}, {}",
                seconds(times[2]),
                peak_memory(&program, &[], &input)
            ),
        );
    }
}

/// The other press rules on their judges' worst cases: Even Parity's 29
/// grids of 15 x 15 with nothing given (every first row is tried), the Pilots
/// Brothers' door against trying all 2^16 switch sets, and USACO Lights'
/// graphs of 35 against trying switch sets one by one (2^20 of them timed,
/// the 2^35 extrapolated).
pub(crate) fn other_rules() {
    use lightsout::fewest_set;
    use lightsout_judges::problems::even_parity::fewest_changes;

    let grids: Vec<Grid> = (0..if quick() { 3 } else { 29 })
        .map(|_| Grid::new(15, 15))
        .collect();
    let times = best_of(
        3,
        &mut [&mut || {
            let start = Instant::now();
            for grid in &grids {
                assert_eq!(fewest_changes(grid), Some(0));
            }
            start.elapsed()
        }],
    );
    row(
        &format!(
            "even_parity, {} empty grids of 15 x 15 (library)",
            grids.len()
        ),
        &seconds(times[0]),
        "none: this is the first-row search",
        "",
        "",
    );

    let columns = Rule::row_and_column().columns(4, 4);
    let closed = 0b0010_0000_0000_0010;
    let mut found = (None, None);
    let times = best_of(
        3,
        &mut [
            &mut || {
                let start = Instant::now();
                found.0 = fewest_set(&columns, closed);
                start.elapsed()
            },
            &mut || {
                let start = Instant::now();
                found.1 = (0u64..1 << 16).find(|&set| {
                    (0..16)
                        .filter(|j| set >> j & 1 == 1)
                        .fold(0, |t, j| t ^ columns[j])
                        == closed
                });
                start.elapsed()
            },
        ],
    );
    assert_eq!(found.0, found.1);
    row(
        "pilots_brothers, one door (library)",
        &seconds(times[0]),
        &format!("{} trying all 2^16 switch sets", seconds(times[1])),
        &speedup(times[1].as_secs_f64(), times[0].as_secs_f64()),
        "",
    );

    let n = 35;
    let complete: Vec<u64> = (0..n).map(|_| (1u64 << n) - 1).collect();
    let path: Vec<u64> = (0..n)
        .map(|j| (0b111u64 << j >> 1) & ((1 << n) - 1))
        .collect();
    for (what, graph) in [("the complete graph, t = 34", &complete), ("a path", &path)] {
        let all = (1u64 << n) - 1;
        let (mut answer, mut hits) = (None, 0u32);
        let sample = if quick() { 1 << 16 } else { 1 << 20 };
        let times = best_of(
            3,
            &mut [
                &mut || {
                    let start = Instant::now();
                    answer = fewest_set(graph, all);
                    start.elapsed()
                },
                &mut || {
                    let start = Instant::now();
                    for set in 0u64..sample {
                        let lit = (0..n)
                            .filter(|j| set >> j & 1 == 1)
                            .fold(0, |t, j| t ^ graph[j]);
                        hits += u32::from(lit == all);
                    }
                    start.elapsed() * ((1u64 << n) / sample) as u32
                },
            ],
        );
        // Read, so the enumeration is not optimised away.
        assert!(answer.is_some() && hits < u32::MAX);
        row(
            &format!("usaco_lights, 35 lights, {} (library)", what),
            &seconds(times[0]),
            &format!(
                "{} trying all 2^35 switch sets (extrapolated)",
                seconds(times[1])
            ),
            &speedup(times[1].as_secs_f64(), times[0].as_secs_f64()),
            "",
        );
    }
}

/// The fewest presses for all-lit n x n boards past the walk (t > 30, or
/// too much work to walk), against the published minima (OEIS A075464)
/// where this bench knows them.
pub(crate) fn all_lit_minima() {
    let sizes: &[usize] = if quick() {
        &[47, 61, 65, 78]
    } else {
        &[39, 47, 61, 64, 65, 67, 78]
    };
    for &n in sizes {
        let start = Instant::now();
        let answer = proven(&Grid::filled(n, n)).unwrap();
        let time = start.elapsed();
        let published = match n {
            39 => "561",
            47 => "971",
            _ => "not carried here",
        };
        row(
            &format!(
                "all-lit {} x {} (t = {}), fewest presses, one core",
                n,
                n,
                standard::nullity(n, n)
            ),
            &format!(
                "{} presses, {}, in {}",
                answer.count,
                if answer.minimal.proven() {
                    "proven"
                } else {
                    "not proven"
                },
                seconds(time)
            ),
            &format!("published minimum: {}", published),
            "",
            "",
        );
    }
    cpu_copies(if quick() { &[61] } else { &[47, 61] });
}

/// The search's AVX2 copies (see the library's `linalg::cpu`) against its portable
/// ones, `lightsout solve` on all-lit boards, run interleaved.
fn cpu_copies(sizes: &[usize]) {
    if !std::is_x86_feature_detected!("avx2") {
        row(
            "the search's AVX2 copies",
            "",
            "",
            "",
            "skipped: no AVX2 here",
        );
        return;
    }
    let ours = Path::new(env!("CARGO_BIN_EXE_lightsout"));
    for &n in sizes {
        let input = scratch().join(format!("all_lit_{}.txt", n));
        let mut text = format!("{} {}\n", n, n);
        for _ in 0..n {
            text.push_str(&"1".repeat(n));
            text.push('\n');
        }
        fs::write(&input, text).unwrap();
        let time = |portable: bool| {
            let mut command = Command::new(ours);
            command
                .arg("solve")
                .stdin(fs::File::open(&input).unwrap())
                .stdout(Stdio::null());
            if portable {
                command.env("LIGHTSOUT_PORTABLE", "1");
            }
            let start = Instant::now();
            assert!(command.status().unwrap().success());
            start.elapsed()
        };
        let times = best_of(2, &mut [&mut || time(false), &mut || time(true)]);
        row(
            &format!("all-lit {} x {} `lightsout solve`, the CPU's AVX2 copies chosen at run time", n, n),
            &seconds(times[0]),
            &format!("{} portable copies (LIGHTSOUT_PORTABLE=1)", seconds(times[1])),
            &speedup(times[1].as_secs_f64(), times[0].as_secs_f64()),
            "",
        );
    }
}

/// The all-lit frontier (`LIGHTSOUT_BENCH_ONLY=frontier` only: it takes
/// many minutes): `lightsout solve --search-minutes M` on every core and on
/// one thread, side by side, for the sizes in `LIGHTSOUT_BENCH_FRONTIER`
/// (default 61; 65 takes about three minutes on one thread).
pub(crate) fn frontier() {
    let sizes =
        std::env::var("LIGHTSOUT_BENCH_FRONTIER").unwrap_or_else(|_| "61".to_string());
    let ours = Path::new(env!("CARGO_BIN_EXE_lightsout"));
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    for n in sizes
        .split(',')
        .filter_map(|n| n.trim().parse::<usize>().ok())
    {
        let t = standard::nullity(n, n);
        // The transform's cost in minutes of work, rounded up: all-lit,
        // the square's eight symmetries fix the board.
        let cost = standard::transform_cost(t, n * n, 8);
        let minutes = ((cost + MINUTE_OF_WORK - 1) / MINUTE_OF_WORK).max(1);
        let input = scratch().join(format!("all_lit_{}.txt", n));
        let mut text = format!("{} {}\n", n, n).into_bytes();
        push_grid(&mut text, &Grid::filled(n, n));
        fs::write(&input, text).unwrap();
        let minutes_text = minutes.to_string();
        let mut answers = Vec::new();
        let mut times = Vec::new();
        for threads in [cores, 1] {
            let threads_text = threads.to_string();
            let args = [
                "solve",
                "--search-minutes",
                &minutes_text,
                "--threads",
                &threads_text,
            ];
            let start = Instant::now();
            let out = output_of(ours, &args, &input);
            times.push(start.elapsed());
            let out = String::from_utf8(out).unwrap();
            answers.push(out.lines().rev().take(2).collect::<Vec<_>>().join(", "));
        }
        assert_eq!(answers[0], answers[1]);
        row(
            &format!(
                "all-lit {} x {} (t = {}), `solve --search-minutes {}`, {} threads vs 1",
                n, n, t, minutes, cores
            ),
            &format!("{} ({})", seconds(times[0]), answers[0]),
            &format!("{} on one thread", seconds(times[1])),
            &speedup(times[1].as_secs_f64(), times[0].as_secs_f64()),
            "",
        );
    }
}

/// The all-lit table (`LIGHTSOUT_BENCH_ONLY=fewest_table` only): the
/// fewest presses of the all-lit n x n board for every n from
/// `LIGHTSOUT_TABLE_FROM` (default 1) to `LIGHTSOUT_TABLE_TO` (default
/// 200) on every core, each answer checked by pressing it out on the
/// board. Each size gets the default budget (about four seconds of a
/// core), or, where trying every solution costs at most
/// `LIGHTSOUT_TABLE_MINUTES` minutes of a core (default 0), that cost and
/// a quarter. A markdown row a size: n, the fewest (or the best found),
/// proven or the lower bound proven, the kernel's dimension, the time.
pub(crate) fn fewest_table() {
    let most: usize = std::env::var("LIGHTSOUT_TABLE_TO")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(200);
    let minutes: u64 = std::env::var("LIGHTSOUT_TABLE_MINUTES")
        .ok()
        .and_then(|m| m.parse().ok())
        .unwrap_or(0);
    let from: usize = std::env::var("LIGHTSOUT_TABLE_FROM")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1);
    println!();
    println!("| n | fewest | proven | t | time |");
    println!("|---|---|---|---|---|");
    for n in from..=most {
        let lit = Grid::filled(n, n);
        // What a proof needs: trying every solution through the transform
        // (the square's eight symmetries fix the all-lit board), and the
        // bound first, or, past the transform's cells, the walk, which the
        // search is given a quarter of its budget for.
        let t = standard::nullity(n, n);
        let transform = (n * n <= Split::MAX_CELLS)
            .then(|| standard::transform_cost(t, n * n, 8))
            .map(|cost| cost + cost / 4);
        let walk = (t <= standard::MAX_KERNEL && n * n > Split::MAX_CELLS)
            .then(|| ((n * ((n + 63) / 64) + 1) as u64).checked_mul(1 << t))
            .flatten()
            .map(|cost| cost.saturating_mul(4));
        let needed = transform.into_iter().chain(walk).min();
        let budget = match needed {
            Some(needed) if needed <= minutes * MINUTE_OF_WORK => {
                needed.max(lightsout::DEFAULT_SEARCH_WORK)
            }
            _ => lightsout::DEFAULT_SEARCH_WORK,
        };
        let start = Instant::now();
        let standard = Rule::standard();
        let answer = fewest(&standard, &Cells::Bits(lit.clone()), Search::prove(budget))
            .expect("the standard rule takes every board")
            .expect("every all-lit board clears");
        let time = start.elapsed();
        // Pressed out, the answer clears the board.
        let presses = answer.presses.grid();
        let mut left = lit.clone();
        left.xor(&lightsout::grid::apply(
            &standard,
            &Grid::new(n, n),
            &presses,
        ));
        assert_eq!(left.ones(), 0, "{} x {}: the answer leaves lights on", n, n);
        assert_eq!(presses.ones(), answer.count);
        let proven = match answer.minimal {
            Minimal::Unproven { at_least } => format!("no: at least {}", at_least),
            _ => "yes".to_string(),
        };
        println!(
            "| {} | {} | {} | {} | {} |",
            n,
            answer.count,
            proven,
            standard::nullity(n, n),
            seconds(time)
        );
        let _ = std::io::stdout().flush();
    }
}

/// The fewest presses that clear `lights` under the standard rule, as
/// `lightsout solve` searches for them.
fn proven(lights: &Grid) -> Option<Solution> {
    let lights = Cells::Bits(lights.clone());
    fewest(
        &Rule::standard(),
        &lights,
        Search::prove(DEFAULT_SEARCH_WORK),
    )
    .unwrap()
}
