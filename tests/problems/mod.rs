//! The judge problems that answer with a count, against an exhaustive search
//! written here, apart from the library: every sample answer in `samples/`,
//! and the library's answers to random inputs from each problem's
//! generator. The inputs are read here too, by splitting on whitespace.

mod search;
mod third_wave;

use crate::common::{press, pressed, samples};
use lightsout::kit::generate::Spec;
use search::{even_parity, expected, fewest_off, rank, Tokens};

/// The problems whose every case has one right answer, checked here.
const COUNTED: &[&str] = &[
    "bad_wiring",
    "extended_lights_out",
    "fliptile",
    "inverse_matrix_mod_2",
    "the_clocks",
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
    "face_the_right_way",
    "widget_factory",
    "awkward_lights",
    "linear_basis",
    "matrix_product_mod_2",
    "matrix_det_mod_p",
    "matrix_rank_mod_p",
    "inverse_matrix_mod_p",
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
    "the_clocks",
    "fliptile",
    "inverse_matrix_mod_2",
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
    "face_the_right_way",
    "linear_basis",
    "matrix_product_mod_2",
    "matrix_det_mod_p",
    "matrix_rank_mod_p",
    "inverse_matrix_mod_p",
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
                    // Rows of cows every window of which is tried here.
                    "face_the_right_way" => Some(1 + seed as usize * 13 % 300),
                    "matrix_product_mod_2" => Some(1 + seed as usize * 11 % 90),
                    "matrix_rank_mod_p" => Some(seed as usize * 3 % 40),
                    // Types of widgets whose every choice of days is tried
                    // here, then eliminated.
                    "widget_factory" => Some(1 + seed as usize % 12),
                    "awkward_lights" => Some(1 + seed as usize % 9),
                    _ => None,
                },
                // Lights: graphs of 2 to 20, which the search here can take.
                rows: match *name {
                    "usaco_lights" => Some(2 + seed as usize % 19),
                    // Matrices this elimination takes in a moment.
                    "matrix_det_mod_2" | "matrix_rank_mod_2" | "inverse_matrix_mod_2" => {
                        Some(1 + seed as usize * 7)
                    }
                    "matrix_det_mod_p" | "inverse_matrix_mod_p" => {
                        Some(1 + seed as usize * 3)
                    }
                    "matrix_product_mod_2" => Some(1 + seed as usize * 5 % 70),
                    "matrix_rank_mod_p" => Some(seed as usize * 7 % 50),
                    "awkward_lights" => Some(1 + seed as usize * 7 % 25),
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
            // The first number made 9, or where every value is 0 or 1
            // (the press matrices) the last one flipped.
            let wrong = match *name {
                "inverse_matrix_mod_2" if right == "-1\n" => right.clone(),
                "extended_lights_out"
                | "fliptile"
                | "inverse_matrix_mod_2"
                | "matrix_product_mod_2" => {
                    let mut bytes = right.clone().into_bytes();
                    if let Some(last) = bytes.iter().rposition(|&b| b == b'0' || b == b'1')
                    {
                        bytes[last] ^= 1;
                    }
                    String::from_utf8(bytes).unwrap()
                }
                _ => {
                    right
                        .replacen(char::is_numeric, "9", 1)
                        .replacen("Impossible", "0", 1)
                }
            };
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

/// Library Checker's system of linear equations, whose right answers are
/// many: each of the judge's answers, to the samples and to random inputs,
/// is checked here with the elimination written here: `-1` exactly where
/// the system has no solution, else a solution and a basis of the kernel,
/// as many vectors as unknowns less the rank.
#[test]
fn linear_equations_answers_pass_the_checks_written_here() {
    let problem = lightsout::problems::find("linear_equations_mod_2").unwrap();
    let mut inputs: Vec<String> = samples("linear_equations_mod_2")
        .into_iter()
        .map(|(_, input, _)| String::from_utf8(input).unwrap())
        .collect();
    for seed in 0..25 {
        let spec = Spec {
            seed,
            rows: Some(1 + seed as usize * 5),
            cols: Some(1 + seed as usize * 3),
            ..Spec::default()
        };
        inputs.push(lightsout::kit::generate::generated(problem.generate, &spec).unwrap());
    }
    for input in &inputs {
        let mut out = Vec::new();
        (problem.judge.run)(&mut input.as_bytes(), &mut out, &mut |_| {}).unwrap();
        let out = String::from_utf8(out).unwrap();
        let mut t = Tokens(input.split_whitespace());
        let (n, m) = (t.number(), t.number());
        let a = t.chars(n, '1');
        let b: Vec<u8> = t.chars(1, '1').remove(0);
        let augmented: Vec<Vec<u8>> = a
            .iter()
            .zip(&b)
            .map(|(row, &v)| row.iter().copied().chain([v]).collect())
            .collect();
        let r = rank(&a);
        let times = |x: &[u8]| -> Vec<u8> {
            a.iter()
                .map(|row| row.iter().zip(x).fold(0, |s, (p, q)| s ^ (p & q)))
                .collect()
        };
        let mut answer = Tokens(out.split_whitespace());
        if rank(&augmented) > r {
            assert_eq!(out, "-1\n", "{}", input);
            continue;
        }
        let dimension = answer.number();
        assert_eq!(dimension, m - r, "{}", input);
        let x = answer.chars(1, '1').remove(0);
        assert_eq!(times(&x), b, "{}", input);
        let basis = answer.chars(dimension, '1');
        for v in &basis {
            assert!(times(v).iter().all(|&p| p == 0), "{}", input);
        }
        assert_eq!(rank(&basis), dimension, "{}", input);
    }
}

/// Library Checker's system modulo 998244353 and intersection of spaces,
/// whose right answers are many: each of the judge's answers, to the
/// samples and to random inputs, passes the checks written here (apart
/// from the library), and the kit's checker takes it and refuses it
/// changed.
#[test]
fn modular_systems_and_intersections_pass_the_checks_written_here() {
    for name in ["linear_equations_mod_p", "intersection_of_f2_vector_spaces"] {
        let problem = lightsout::problems::find(name).unwrap();
        let mut inputs: Vec<String> = samples(name)
            .into_iter()
            .map(|(_, input, _)| String::from_utf8(input).unwrap())
            .collect();
        for seed in 0..25 {
            let spec = match name {
                "linear_equations_mod_p" => Spec {
                    seed,
                    rows: Some(1 + seed as usize * 3 % 40),
                    cols: Some(1 + seed as usize * 7 % 40),
                    many_solutions: seed % 3 == 0,
                    ..Spec::default()
                },
                _ => Spec {
                    seed,
                    count: Some(1 + seed % 20),
                    ..Spec::default()
                },
            };
            inputs.push(
                lightsout::kit::generate::generated(problem.generate, &spec).unwrap(),
            );
        }
        for input in &inputs {
            let mut out = Vec::new();
            (problem.judge.run)(&mut input.as_bytes(), &mut out, &mut |_| {}).unwrap();
            let out = String::from_utf8(out).unwrap();
            if let Err(why) = third_wave::check_third(name, input, &out) {
                panic!("{}: {}\n{}\n{}", name, why, input, out);
            }
            let verdict = problem.check(input.as_bytes(), out.as_bytes()).unwrap();
            assert_eq!(verdict.status(), 0, "{}: {}", name, verdict);
            // The first line's count raised by one (or -1 made 0): wrong.
            let (first, rest) = out.split_once([' ', '\n']).unwrap();
            let changed = match first {
                "-1" => format!("0\n{}", rest),
                count => format!(
                    "{}{}{}",
                    count.parse::<u64>().unwrap() + 1,
                    &out[first.len()..first.len() + 1],
                    rest
                ),
            };
            let verdict = problem.check(input.as_bytes(), changed.as_bytes()).unwrap();
            assert_eq!(verdict.status(), 1, "{}: {}", name, verdict);
            assert!(third_wave::check_third(name, input, &changed).is_err());
        }
    }
}

/// The problems whose answers the tests here check rather than compare.
const CHECKED: &[&str] = &[
    "gambler_bo",
    "harmonious_matrix",
    "linear_equations_mod_2",
    "linear_equations_mod_p",
    "intersection_of_f2_vector_spaces",
];

/// Every registered problem has an oracle here, apart from the library:
/// a search whose output its own must equal ([`COUNTED`]), or a check of
/// its answers ([`CHECKED`]).
#[test]
fn every_registered_problem_has_an_oracle_here() {
    for problem in lightsout::problems::ALL {
        let name = problem.judge.name;
        assert!(
            COUNTED.contains(&name) || CHECKED.contains(&name),
            "{} has no independent oracle in tests/problems/: write one (docs/contributing.md, \
             \"Adding a problem\")",
            name
        );
    }
}
