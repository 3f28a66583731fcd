//! The judge problems that answer with a count, against an exhaustive search
//! written here, apart from the library: every sample answer in `samples/`,
//! and the library's answers to random inputs from each problem's
//! generator. The inputs are read here too, by splitting on whitespace.

mod common;

use common::{press, pressed, samples};
use lightsout::kit::generate::Spec;

/// What a board must become.
#[derive(Clone, Copy)]
enum Goal {
    Off,
    On,
    Either,
}

/// The fewest presses that clear `board`, trying every first row of
/// presses along the shorter side: each first row forces the rest (press
/// under every light left on), so this visits every press set that can
/// clear the board. Rows are bit masks here, column `c` bit `c`.
fn fewest_off(board: &[Vec<u8>]) -> Option<usize> {
    let (rows, cols) = (board.len(), board[0].len());
    let cell = |r: usize, c: usize| {
        if cols > rows {
            board[c][r]
        } else {
            board[r][c]
        }
    };
    let (rows, cols) = (rows.max(cols), rows.min(cols));
    let masks: Vec<u32> = (0..rows)
        .map(|r| (0..cols).fold(0, |m, c| m | u32::from(cell(r, c)) << c))
        .collect();
    let full = (1u32 << cols) - 1;
    let spread = |p: u32| (p ^ p << 1 ^ p >> 1) & full;
    let mut best: Option<usize> = None;
    for first in 0..=full {
        // The lights of the row being cleared, and the presses above it.
        let (mut above, mut pressing, mut presses) = (0, first, 0);
        let mut left = 0;
        for (r, &mask) in masks.iter().enumerate() {
            presses += pressing.count_ones() as usize;
            left = mask ^ above ^ spread(pressing);
            if r + 1 < rows {
                // The next row presses under every light left on here.
                above = pressing;
                pressing = left;
            }
        }
        if left == 0 {
            best = Some(best.map_or(presses, |b: usize| b.min(presses)));
        }
    }
    best
}

fn fewest(board: &[Vec<u8>], goal: Goal) -> Option<usize> {
    let flipped: Vec<Vec<u8>> = board
        .iter()
        .map(|row| row.iter().map(|v| v ^ 1).collect())
        .collect();
    match goal {
        Goal::Off => fewest_off(board),
        Goal::On => fewest_off(&flipped),
        Goal::Either => match (fewest_off(board), fewest_off(&flipped)) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        },
    }
}

/// Even Parity: the fewest 0s of `grid` to make 1s so that every cell has
/// an even number of 1s among its neighbours, trying every first row that
/// keeps the given 1s (the first row forces the rest: each cell below makes
/// the one above even).
fn even_parity(grid: &[Vec<u8>]) -> Option<usize> {
    let n = grid.len();
    let ones: usize = grid.iter().flatten().map(|&v| usize::from(v)).sum();
    let mut best: Option<usize> = None;
    'first: for first in 0u32..1 << n {
        let mut b = vec![vec![0u8; n]; n];
        for (c, cell) in b[0].iter_mut().enumerate() {
            *cell = (first >> c & 1) as u8;
        }
        for r in 0..n {
            if r + 1 < n {
                for c in 0..n {
                    let up = if r > 0 { b[r - 1][c] } else { 0 };
                    let left = if c > 0 { b[r][c - 1] } else { 0 };
                    let right = if c + 1 < n { b[r][c + 1] } else { 0 };
                    b[r + 1][c] = up ^ left ^ right;
                }
            }
            if (0..n).any(|c| grid[r][c] == 1 && b[r][c] == 0) {
                continue 'first;
            }
        }
        let even = (0..n).all(|c| {
            let up = if n > 1 { b[n - 2][c] } else { 0 };
            let left = if c > 0 { b[n - 1][c - 1] } else { 0 };
            let right = if c + 1 < n { b[n - 1][c + 1] } else { 0 };
            up ^ left ^ right == 0
        });
        if even {
            let total: usize = b.iter().flatten().map(|&v| usize::from(v)).sum();
            best = Some(best.map_or(total - ones, |x: usize| x.min(total - ones)));
        }
    }
    best
}

/// The Pilots Brothers: the one set of handles (row-major, 1-based) whose
/// switching opens every `+`, trying all 2^16 sets.
fn pilots(door: &[Vec<u8>]) -> Vec<(usize, usize)> {
    let closed = (0..16).fold(0u32, |m, i| m | u32::from(door[i / 4][i % 4]) << i);
    let toggles = |i: usize| {
        (0..16)
            .filter(|&j| j / 4 == i / 4 || j % 4 == i % 4)
            .fold(0u32, |m, j| m | 1 << j)
    };
    let sets: Vec<u32> = (0u32..1 << 16)
        .filter(|&set| {
            (0..16)
                .filter(|i| set >> i & 1 == 1)
                .fold(0, |m, i| m ^ toggles(i))
                == closed
        })
        .collect();
    assert_eq!(sets.len(), 1, "the set is unique");
    (0..16)
        .filter(|i| sets[0] >> i & 1 == 1)
        .map(|i| (i / 4 + 1, i % 4 + 1))
        .collect()
}

/// USACO Lights: the fewest switches that turn every light on, for each
/// connected part apart (switches reach only their part), trying the part's
/// switch sets by increasing size.
fn usaco(n: usize, edges: &[(usize, usize)]) -> Option<usize> {
    let mut toggles: Vec<u64> = (0..n).map(|j| 1 << j).collect();
    for &(a, b) in edges {
        toggles[a] |= 1 << b;
        toggles[b] |= 1 << a;
    }
    let mut seen = 0u64;
    let mut total = 0;
    for start in 0..n {
        if seen >> start & 1 == 1 {
            continue;
        }
        // The part of `start`: grow by toggles until it closes.
        let mut part = 1u64 << start;
        loop {
            let grown = (0..n)
                .filter(|j| part >> j & 1 == 1)
                .fold(part, |m, j| m | toggles[j]);
            if grown == part {
                break;
            }
            part = grown;
        }
        seen |= part;
        let members: Vec<usize> = (0..n).filter(|j| part >> j & 1 == 1).collect();
        let k = members.len();
        let fewest = (0..=k).find(|&size| {
            // Every set of `size` members (Gosper's hack over k bits).
            if size == 0 {
                return part == 0;
            }
            let mut set: u64 = (1 << size) - 1;
            while set < 1 << k {
                let lit = (0..k)
                    .filter(|i| set >> i & 1 == 1)
                    .fold(0, |m, i| m ^ toggles[members[i]]);
                if lit == part {
                    return true;
                }
                let low = set & set.wrapping_neg();
                let ripple = set + low;
                set = (((ripple ^ set) >> 2) / low) | ripple;
            }
            false
        })?;
        total += fewest;
    }
    Some(total)
}

/// Adds `row` to `basis` (kept by leading column among the first `width`
/// cells, one cell at a time); false if the row reduces to zero there.
fn insert(basis: &mut [Option<Vec<u8>>], mut row: Vec<u8>, width: usize) -> bool {
    while let Some(lead) = row[..width].iter().position(|&b| b == 1) {
        match &basis[lead] {
            Some(b) => row.iter_mut().zip(b).for_each(|(x, y)| *x ^= y),
            None => {
                basis[lead] = Some(row);
                return true;
            }
        }
    }
    false
}

/// The rank over GF(2) of `rows` (each a list of 0/1).
fn rank(rows: &[Vec<u8>]) -> usize {
    let width = rows.first().map_or(0, Vec::len);
    let mut basis = vec![None; width];
    rows.iter()
        .filter(|row| insert(&mut basis, row.to_vec(), width))
        .count()
}

/// Whitespace-separated tokens.
struct Tokens<'a>(std::str::SplitWhitespace<'a>);

impl Tokens<'_> {
    fn word(&mut self) -> &str {
        self.0.next().expect("a token")
    }

    fn number(&mut self) -> usize {
        self.word().parse().expect("a number")
    }

    /// `rows` words of characters, `lit` marking a lit cell.
    fn chars(&mut self, rows: usize, lit: char) -> Vec<Vec<u8>> {
        (0..rows)
            .map(|_| self.word().chars().map(|ch| u8::from(ch == lit)).collect())
            .collect()
    }

    /// `rows` rows of `cols` values 0/1.
    fn bits(&mut self, rows: usize, cols: usize) -> Vec<Vec<u8>> {
        (0..rows)
            .map(|_| (0..cols).map(|_| self.number() as u8).collect())
            .collect()
    }
}

/// The Clocks: every choice of 0 to 3 turns of each of the nine moves;
/// the fewest turns, and of those the least sequence written out.
fn clocks(quarters: &[usize]) -> String {
    const MOVES: [&str; 9] = [
        "ABDE", "ABC", "BCEF", "ADG", "BDEFH", "CFI", "DEGH", "GHI", "EFHI",
    ];
    let mut best: Option<(usize, String)> = None;
    for choice in 0..1usize << 18 {
        let turns: Vec<usize> = (0..9).map(|m| choice >> (2 * m) & 3).collect();
        let mut clocks = quarters.to_vec();
        for (m, &t) in turns.iter().enumerate() {
            for c in MOVES[m].bytes() {
                clocks[usize::from(c - b'A')] += t;
            }
        }
        if clocks.iter().any(|c| c % 4 != 0) {
            continue;
        }
        let sequence: Vec<String> = turns
            .iter()
            .enumerate()
            .flat_map(|(m, &t)| std::iter::repeat((m + 1).to_string()).take(t))
            .collect();
        let candidate = (sequence.len(), sequence.join(" "));
        if best.as_ref().map_or(true, |b| candidate < *b) {
            best = Some(candidate);
        }
    }
    best.expect("every setting can be put to 12").1
}

/// Bad Wiring: every choice of the first `reach` switches; each later
/// switch is the last that can still change the light `reach` before it,
/// so it is forced; the lights left at the end must be off.
fn bad_wiring(lights: &[u8], reach: usize) -> Option<usize> {
    let n = lights.len();
    let free = reach.min(n);
    let mut best: Option<usize> = None;
    for choice in 0..1usize << free {
        let mut switches: Vec<u8> = (0..free).map(|i| (choice >> i & 1) as u8).collect();
        let light = |switches: &[u8], i: usize| {
            let from = i.saturating_sub(reach);
            let to = (i + reach).min(n - 1);
            (from..=to).fold(lights[i], |v, j| v ^ switches.get(j).copied().unwrap_or(0))
        };
        for i in 0..n - free {
            let forced = light(&switches, i);
            switches.push(forced);
        }
        if (0..n).all(|i| light(&switches, i) == 0) {
            let count = switches.iter().filter(|&&s| s == 1).count();
            best = Some(best.map_or(count, |b| b.min(count)));
        }
    }
    best
}

/// A count, or `none` where no presses will do.
fn or(count: Option<usize>, none: &str) -> String {
    count.map_or(none.to_string(), |n| n.to_string()) + "\n"
}

/// The right output of problem `name` for `input`, found here.
fn expected(name: &str, input: &str) -> String {
    let mut t = Tokens(input.split_whitespace());
    let mut out = String::new();
    match name {
        "painters_problem" => {
            for _ in 0..t.number() {
                let n = t.number();
                out += &or(fewest(&t.chars(n, 'w'), Goal::Off), "inf");
            }
        }
        "flip_game" => out += &or(fewest(&t.chars(4, 'b'), Goal::Either), "Impossible"),
        "water_bowls" => {
            let count = fewest(&t.bits(1, 20), Goal::Off).expect("promised solvable");
            out += &format!("{}\n", count);
        }
        "puzzling_switches" => {
            for _ in 0..t.number() {
                let count = fewest(&t.chars(5, '1'), Goal::On).filter(|&n| n <= 6);
                out += &or(count, "-1");
            }
        }
        "strange_billboard" => loop {
            let (rows, _) = (t.number(), t.number());
            if rows == 0 {
                break;
            }
            out += &match fewest(&t.chars(rows, 'X'), Goal::Off) {
                Some(n) => format!("You have to tap {} tiles.\n", n),
                None => "Damaged billboard.\n".to_string(),
            };
        },
        "turn_off_the_lights" => out += &or(fewest(&t.chars(10, 'O'), Goal::Off), "-1"),
        "flip_five" => {
            for _ in 0..t.number() {
                out += &or(fewest(&t.chars(3, '*'), Goal::Off), "none");
            }
        }
        "bulbs_and_switches" => {
            t.number();
            let (current, wanted) = (t.chars(1, '1'), t.chars(1, '1'));
            let lights: Vec<u8> = current[0]
                .iter()
                .zip(&wanted[0])
                .map(|(a, b)| a ^ b)
                .collect();
            out += &or(fewest(&[lights], Goal::Off), "-1");
        }
        "turn_off_the_bulbs" => {
            let n = t.number();
            out += &or(fewest(&t.bits(n, n), Goal::Off), "-1");
        }
        "even_parity" => {
            for case in 1..=t.number() {
                let n = t.number();
                let answer = even_parity(&t.bits(n, n)).map_or(-1, |x| x as i64);
                out += &format!("Case {}: {}\n", case, answer);
            }
        }
        "pilots_brothers" => {
            let presses = pilots(&t.chars(4, '+'));
            out += &format!("{}\n", presses.len());
            for (r, c) in presses {
                out += &format!("{} {}\n", r, c);
            }
        }
        "usaco_lights" => {
            let (n, m) = (t.number(), t.number());
            let edges: Vec<(usize, usize)> =
                (0..m).map(|_| (t.number() - 1, t.number() - 1)).collect();
            out += &format!("{}\n", usaco(n, &edges).expect("promised solvable"));
        }
        "matrix_rank_mod_2" => {
            let (n, m) = (t.number(), t.number());
            let rows = if m == 0 { vec![] } else { t.chars(n, '1') };
            out += &format!("{}\n", rank(&rows));
        }
        "matrix_det_mod_2" => {
            let n = t.number();
            out += &format!("{}\n", u8::from(rank(&t.chars(n, '1')) == n));
        }
        "coloured_lights" => {
            let (_, m) = (t.number(), t.number());
            let r = rank(&t.chars(m, 'O'));
            out += &format!("{}\n", (0..r).fold(1, |x, _| x * 2 % 2008));
        }
        "switch_problem" => {
            for _ in 0..t.number() {
                let n = t.number();
                let states = t.bits(2, n);
                // Row i of the system: which switches flip lamp i; the last
                // column: whether lamp i must change.
                let mut system = vec![vec![0u8; n + 1]; n];
                for (i, row) in system.iter_mut().enumerate() {
                    row[i] = 1;
                    row[n] = states[0][i] ^ states[1][i];
                }
                loop {
                    let (i, j) = (t.number(), t.number());
                    if i == 0 {
                        break;
                    }
                    system[j - 1][i - 1] = 1;
                }
                let coefficients: Vec<Vec<u8>> =
                    system.iter().map(|row| row[..n].to_vec()).collect();
                let r = rank(&coefficients);
                out += &if rank(&system) > r {
                    "Oh,it's impossible~!!\n".to_string()
                } else {
                    format!("{}\n", 1u64 << (n - r))
                };
            }
        }
        "flip_flap" => {
            let (n, m) = (t.number(), t.number());
            let mut switches = vec![vec![0u8; m]; n];
            for switch in switches.iter_mut() {
                for _ in 0..t.number() {
                    switch[t.number() - 1] = 1;
                }
            }
            let r = rank(&switches);
            switches.push(t.bits(1, m).remove(0));
            let count = if rank(&switches) > r {
                0
            } else {
                (r..n).fold(1u64, |x, _| x * 2 % 998_244_353)
            };
            out += &format!("{}\n", count);
        }
        "alien_insects" => {
            let (n, m) = (t.number(), t.number());
            let mut basis = vec![None; n];
            let mut found = 0;
            let mut fixed = None;
            for line in 1..=m {
                let mut row: Vec<u8> = t.chars(1, '1').remove(0);
                row.push(t.number() as u8);
                if insert(&mut basis, row, n) {
                    found += 1;
                    if found == n && fixed.is_none() {
                        fixed = Some(line);
                    }
                }
            }
            match fixed {
                None => out += "Cannot Determine\n",
                Some(k) => {
                    // Back substitution, from the last insect.
                    let mut legs = vec![0u8; n];
                    for i in (0..n).rev() {
                        let row = basis[i].as_ref().unwrap();
                        legs[i] = (i + 1..n).fold(row[n], |p, j| p ^ (row[j] & legs[j]));
                    }
                    out += &format!("{}\n", k);
                    for odd in legs {
                        out += if odd == 1 { "?y7M#\n" } else { "Earth\n" };
                    }
                }
            }
        }
        "turn_the_lights_off" => loop {
            let name = t.word().to_string();
            if name == "end" {
                break;
            }
            let count = fewest(&t.chars(10, 'O'), Goal::Off).filter(|&n| n <= 100);
            out += &format!("{} {}", name, or(count, "-1"));
        },
        "dmoj_lights_out" => {
            for _ in 0..5 {
                let rows = t.number();
                t.number();
                out += &or(fewest(&t.chars(rows, '1'), Goal::Off), "-1");
            }
        }
        "clocks" => {
            let quarters: Vec<usize> = (0..9).map(|_| t.number() / 3 % 4).collect();
            out += &clocks(&quarters);
            out += "\n";
        }
        "bad_wiring" => {
            for _ in 0..t.number() {
                let (n, reach) = (t.number(), t.number());
                let lights = t.bits(1, n).remove(0);
                out += &match bad_wiring(&lights, reach) {
                    Some(k) => format!("{}\n", k),
                    None => "impossible\n".to_string(),
                };
            }
        }
        _ => panic!("no search for {}", name),
    }
    out
}

/// The problems whose every case has one right answer, checked here.
const COUNTED: &[&str] = &[
    "bad_wiring",
    "clocks",
    "dmoj_lights_out",
    "turn_the_lights_off",
    "alien_insects",
    "bulbs_and_switches",
    "flip_flap",
    "coloured_lights",
    "matrix_det_mod_2",
    "matrix_rank_mod_2",
    "switch_problem",
    "even_parity",
    "pilots_brothers",
    "usaco_lights",
    "flip_five",
    "flip_game",
    "painters_problem",
    "puzzling_switches",
    "strange_billboard",
    "turn_off_the_bulbs",
    "turn_off_the_lights",
    "water_bowls",
];

#[test]
fn the_search_here_tries_every_press_set_on_small_boards() {
    // Against all 2^(rows * cols) press sets, for every board of a few sizes.
    for &(rows, cols) in &[
        (1, 1),
        (1, 5),
        (2, 2),
        (2, 3),
        (3, 2),
        (3, 3),
        (1, 8),
        (4, 2),
    ] {
        let cells = rows * cols;
        let mut best = vec![None::<usize>; 1 << cells];
        for set in 0u32..1 << cells {
            let mut board = vec![vec![0u8; cols]; rows];
            for i in 0..cells {
                if set >> i & 1 == 1 {
                    press(&mut board, i / cols, i % cols);
                }
            }
            let index =
                (0..cells).fold(0, |k, i| k | usize::from(board[i / cols][i % cols]) << i);
            let count = set.count_ones() as usize;
            best[index] = Some(best[index].map_or(count, |b: usize| b.min(count)));
        }
        for (index, &expected) in best.iter().enumerate() {
            let board: Vec<Vec<u8>> = (0..rows)
                .map(|r| {
                    (0..cols)
                        .map(|c| (index >> (r * cols + c) & 1) as u8)
                        .collect()
                })
                .collect();
            assert_eq!(fewest_off(&board), expected, "{:?}", board);
        }
    }
}

#[test]
fn even_parity_search_tries_every_grid_on_small_sides() {
    for n in 1..=4 {
        let cells = n * n;
        // For every grid, the fewest 1s added over all even grids above it.
        let mut evens = Vec::new();
        for set in 0u32..1 << cells {
            let cell = |r: usize, c: usize| (set >> (r * n + c) & 1) as u8;
            let even = (0..n).all(|r| {
                (0..n).all(|c| {
                    let up = if r > 0 { cell(r - 1, c) } else { 0 };
                    let down = if r + 1 < n { cell(r + 1, c) } else { 0 };
                    let left = if c > 0 { cell(r, c - 1) } else { 0 };
                    let right = if c + 1 < n { cell(r, c + 1) } else { 0 };
                    up ^ down ^ left ^ right == 0
                })
            });
            if even {
                evens.push(set);
            }
        }
        for grid in 0u32..1 << cells {
            let expected = evens
                .iter()
                .filter(|&&e| e & grid == grid)
                .map(|e| (e.count_ones() - grid.count_ones()) as usize)
                .min();
            let rows: Vec<Vec<u8>> = (0..n)
                .map(|r| (0..n).map(|c| (grid >> (r * n + c) & 1) as u8).collect())
                .collect();
            assert_eq!(even_parity(&rows), expected, "{:?}", rows);
        }
    }
}

#[test]
fn sample_answers_are_the_exhaustive_search_s() {
    for name in COUNTED {
        for (sample, input, output) in samples(name) {
            let input = String::from_utf8(input).unwrap();
            assert_eq!(
                String::from_utf8(output).unwrap(),
                expected(name, &input),
                "samples/{}/{}.out",
                name,
                sample
            );
        }
    }
}

/// The problems whose input holds one case, without a count.
const SINGLE_CASE: &[&str] = &[
    "clocks",
    "dmoj_lights_out",
    "alien_insects",
    "bulbs_and_switches",
    "flip_flap",
    "coloured_lights",
    "matrix_det_mod_2",
    "matrix_rank_mod_2",
    "flip_game",
    "pilots_brothers",
    "turn_off_the_bulbs",
    "turn_off_the_lights",
    "usaco_lights",
    "water_bowls",
];

#[test]
fn random_inputs_are_answered_as_the_exhaustive_search_does() {
    for name in COUNTED {
        let problem = lightsout::problems::find(name).unwrap();
        for seed in 0..25 {
            let spec = Spec {
                seed,
                solvable: seed % 2 == 0,
                // Bulbs: rows of 2 to 26, every length mod 3.
                cols: match *name {
                    "bulbs_and_switches" => Some(2 + seed as usize),
                    "matrix_rank_mod_2" => Some(1 + seed as usize * 11 % 150),
                    "alien_insects" => Some(1 + seed as usize * 7),
                    // Rows of lights whose every first choice is tried here.
                    "bad_wiring" => Some(1 + seed as usize % 12),
                    _ => None,
                },
                // Lights: graphs of 2 to 20, which the search here can take.
                rows: match *name {
                    "usaco_lights" => Some(2 + seed as usize % 19),
                    // Matrices this elimination takes in a moment.
                    "matrix_det_mod_2" | "matrix_rank_mod_2" => Some(1 + seed as usize * 7),
                    "alien_insects" => Some(1 + seed as usize * 17),
                    _ => None,
                },
                count: if SINGLE_CASE.contains(name) {
                    None
                } else {
                    Some(3)
                },
                ..Spec::default()
            };
            let input =
                lightsout::kit::generate::generated(problem.generate, &spec).unwrap();
            let mut out = Vec::new();
            (problem.judge.run)(&mut input.as_bytes(), &mut out, &mut |_| {}).unwrap();
            assert_eq!(
                String::from_utf8(out).unwrap(),
                expected(name, &input),
                "{} seed {}:\n{}",
                name,
                seed,
                input
            );
            // The checker takes the right output and refuses a changed one.
            let right = expected(name, &input);
            assert_eq!(
                problem
                    .check(input.as_bytes(), right.as_bytes())
                    .unwrap()
                    .status(),
                0
            );
            let wrong =
                right
                    .replacen(char::is_numeric, "9", 1)
                    .replacen("Impossible", "0", 1);
            if wrong != right {
                let verdict = problem.check(input.as_bytes(), wrong.as_bytes()).unwrap();
                assert_eq!(verdict.status(), 1, "{}: {}", name, verdict);
            }
        }
    }
}

/// Gambler Bo's board after `strokes` (2 on the cell, 1 on each
/// neighbour, modulo 3), by the simulator written in the tests.
fn struck(board: &[Vec<u8>], strokes: &[(usize, usize)]) -> Vec<Vec<u32>> {
    let board: Vec<Vec<u32>> = board
        .iter()
        .map(|row| row.iter().map(|&v| u32::from(v)).collect())
        .collect();
    let mut presses = vec![vec![0; board[0].len()]; board.len()];
    for &(r, c) in strokes {
        presses[r][c] += 1;
    }
    pressed(&board, &presses, "010/121/010", 3, false)
}

/// The special-judge problems, whose answers are checked here rather than
/// compared: Gambler Bo's strokes clear every case (on boards of at most
/// nine cells, in as few strokes as trying every stroke board finds), and
/// the harmonious matrix is nonzero, even everywhere, and on sides up to 10
/// the least as text, found by trying every first row in printed order.
#[test]
fn special_judge_answers_pass_the_checks_written_here() {
    let gambler = lightsout::problems::find("gambler_bo").unwrap();
    for seed in 0..30 {
        let side = Some(1 + seed as usize % 3);
        let spec = Spec {
            seed,
            count: Some(3),
            rows: side,
            cols: Some(1 + seed as usize / 3 % 3),
            ..Spec::default()
        };
        let input = lightsout::kit::generate::generated(gambler.generate, &spec).unwrap();
        let mut out = Vec::new();
        (gambler.judge.run)(&mut input.as_bytes(), &mut out, &mut |_| {}).unwrap();
        let out = String::from_utf8(out).unwrap();
        let mut t = Tokens(input.split_whitespace());
        let mut answer = Tokens(out.split_whitespace());
        for _ in 0..t.number() {
            let (rows, cols) = (t.number(), t.number());
            let board = t.bits(rows, cols);
            let k = answer.number();
            let strokes: Vec<(usize, usize)> = (0..k)
                .map(|_| (answer.number() - 1, answer.number() - 1))
                .collect();
            assert!(
                struck(&board, &strokes).iter().flatten().all(|&v| v == 0),
                "{}",
                input
            );
            let cells: Vec<(usize, usize)> = (0..rows)
                .flat_map(|r| (0..cols).map(move |c| (r, c)))
                .collect();
            let fewest = (0..3usize.pow(cells.len() as u32))
                .filter_map(|mut choice| {
                    let mut strokes = Vec::new();
                    for &cell in &cells {
                        for _ in 0..choice % 3 {
                            strokes.push(cell);
                        }
                        choice /= 3;
                    }
                    let clear = struck(&board, &strokes).iter().flatten().all(|&v| v == 0);
                    if clear {
                        Some(strokes.len())
                    } else {
                        None
                    }
                })
                .min();
            assert_eq!(fewest, Some(k), "{}", input);
        }
    }
    let harmonious = lightsout::problems::find("harmonious_matrix").unwrap();
    for rows in 1..=10 {
        for cols in 1..=10 {
            let input = format!("{} {}\n", rows, cols);
            let mut out = Vec::new();
            let ran = (harmonious.judge.run)(&mut input.as_bytes(), &mut out, &mut |_| {});
            // The least nonzero first row that chases to an even last row.
            let least = (1u32..1 << cols)
                .map(|first| {
                    let row: Vec<u8> = (0..cols)
                        .map(|c| (first >> (cols - 1 - c) & 1) as u8)
                        .collect();
                    let mut matrix = vec![row];
                    while matrix.len() <= rows {
                        let r = matrix.len() - 1;
                        let next: Vec<u8> = (0..cols)
                            .map(|c| {
                                let mut v = matrix[r][c];
                                if c > 0 {
                                    v ^= matrix[r][c - 1];
                                }
                                if c + 1 < cols {
                                    v ^= matrix[r][c + 1];
                                }
                                if r > 0 {
                                    v ^= matrix[r - 1][c];
                                }
                                v
                            })
                            .collect();
                        matrix.push(next);
                    }
                    matrix
                })
                .find(|matrix| matrix[rows].iter().all(|&v| v == 0));
            match least {
                None => assert!(ran.is_err(), "{} x {}", rows, cols),
                Some(matrix) => {
                    let text: String = matrix[..rows]
                        .iter()
                        .map(|row| {
                            let values: Vec<String> =
                                row.iter().map(u8::to_string).collect();
                            values.join(" ") + "\n"
                        })
                        .collect();
                    assert_eq!(
                        String::from_utf8(out).unwrap(),
                        text,
                        "{} x {}",
                        rows,
                        cols
                    );
                }
            }
        }
    }
}
