//! The generator and the checker: reproducible inputs, reference answers
//! accepted, and the common wrong rules caught with the right message.

use crate::common::{self, binary, lightsout, run};
use lightsout::first_rows;
use lightsout::grid::Grid;
use lightsout::Rule;
use lightsout_judges::kit::check::Verdict;
use lightsout_judges::kit::generate::{generated, Spec};
use lightsout_judges::problems::extended_lights_out::check as check_extended_lights_out;
use lightsout_judges::problems::fliptile::{check as check_fliptile, generate};

/// The board of a Fliptile input.
fn board(input: &str) -> Grid {
    let mut numbers = input.split_whitespace().map(|t| t.parse::<u64>().unwrap());
    let (rows, width) = (
        numbers.next().unwrap() as usize,
        numbers.next().unwrap() as usize,
    );
    let masks: Vec<u64> = (0..rows)
        .map(|_| (0..width).fold(0, |mask, _| mask << 1 | numbers.next().unwrap()))
        .collect();
    Grid::from_masks(&masks, width)
}

/// The press rows chased from `first`, printed.
fn printed(lights: &Grid, first: u64) -> String {
    let (presses, _) = lightsout::chase(lights, &[first]);
    let mut out = Vec::new();
    lightsout_judges::output::push_grid(&mut out, &presses);
    String::from_utf8(out).unwrap()
}

/// Reverses the `width` low bits: the first row as an LSB-first solution
/// numbers it.
fn reversed(value: u64, width: usize) -> u64 {
    (0..width).fold(0, |r, i| r << 1 | (value >> i & 1))
}

#[test]
fn generation_is_reproducible_and_judge_shaped() {
    let (a, _, status) = lightsout(&["gen", "fliptile", "--seed", "42"], b"");
    assert_eq!(status, Some(0));
    assert_eq!(a, lightsout(&["gen", "fliptile", "--seed", "42"], b"").0);
    assert_ne!(a, lightsout(&["gen", "fliptile", "--seed", "43"], b"").0);
    let reference = run(binary("fliptile"), &[], a.as_bytes());
    assert_eq!(reference.status, Some(0), "{}", reference.stderr);

    let (e, _, _) = lightsout(
        &["gen", "extended_lights_out", "--count", "50", "--seed", "1"],
        b"",
    );
    assert_eq!(e.lines().count(), 1 + 50 * 5);
    assert_eq!(
        run(binary("extended_lights_out"), &[], e.as_bytes()).status,
        Some(0)
    );

    for args in [
        &["gen", "fliptile", "--count", "3"][..],
        &["gen", "fliptile", "--rows", "16"],
        &["gen", "extended_lights_out", "--many-solutions"],
        &["gen", "sudoku"],
        &[
            "gen",
            "fliptile",
            "--rows",
            "3",
            "--cols",
            "3",
            "--many-solutions",
        ],
    ] {
        let (_, err, status) = lightsout(args, b"");
        assert_eq!(status, Some(2), "{:?}", args);
        assert!(err.starts_with("lightsout: "), "{}", err);
    }
}

#[test]
fn many_solution_boards_have_many_solutions() {
    for seed in 0..40 {
        let input = generated(
            generate,
            &Spec {
                seed,
                many_solutions: true,
                ..Spec::default()
            },
        )
        .unwrap();
        assert!(
            first_rows(&board(&input)).count() >= 4,
            "seed {}: {}",
            seed,
            input
        );
    }
}

#[test]
fn the_reference_passes_and_wrong_rules_are_caught() {
    let (mut lsb_caught, mut lexicographic_caught) = (0, 0);
    for seed in 0..300 {
        let input = generated(
            generate,
            &Spec {
                seed,
                many_solutions: seed % 3 != 0,
                ..Spec::default()
            },
        )
        .unwrap();
        let reference = run(binary("fliptile"), &[], input.as_bytes());
        let verdict = check_fliptile(input.as_bytes(), &reference.stdout).unwrap();
        assert!(
            matches!(verdict, Verdict::Ok(_)),
            "seed {}: {}",
            seed,
            verdict
        );

        let lights = board(&input);
        let width = lights.width();
        let solutions: Vec<u64> = first_rows(&lights).collect();
        if solutions.is_empty() {
            continue;
        }
        // First valid in lexicographic order: valid, often not minimal.
        let first = printed(&lights, solutions[0]);
        // First valid enumerating with column 0 least significant.
        let lsb = printed(
            &lights,
            *solutions
                .iter()
                .min_by_key(|&&f| reversed(f, width))
                .unwrap(),
        );
        let reference = String::from_utf8(reference.stdout).unwrap();
        for (answer, caught) in [(first, &mut lexicographic_caught), (lsb, &mut lsb_caught)]
        {
            let verdict = check_fliptile(input.as_bytes(), answer.as_bytes()).unwrap();
            if answer == reference {
                assert_eq!(verdict.status(), 0);
            } else {
                *caught += 1;
                let text = verdict.to_string();
                assert!(
                    text.contains("but the minimum is")
                        || text.contains("not the least output"),
                    "seed {}: {}",
                    seed,
                    text
                );
                assert_eq!(verdict.status(), 1);
            }
        }
    }
    assert!(
        lsb_caught > 10 && lexicographic_caught > 10,
        "{} {}",
        lsb_caught,
        lexicographic_caught
    );
}

#[test]
fn every_kind_of_wrong_answer_is_named() {
    let cases: &[(&str, &str, &str)] = &[
        ("1 2\n1 1\n", "1 0\n", "wrong: 1 flip is the fewest, but not the least output: the first difference is at row 1, column 1, which should be 0"),
        ("1 5\n1 1 0 0 0\n", "0 1 0 1 1\n", "wrong: 3 flips, but the minimum is 1"),
        ("1 2\n1 1\n", "1 1\n", "wrong: the light at row 1, column 1 stays on"),
        ("1 2\n1 1\n", "IMPOSSIBLE\n", "wrong: IMPOSSIBLE claimed, but the board can be cleared with 1 flip"),
        ("1 2\n1 0\n", "0 0\n", "wrong: IMPOSSIBLE missed: no flips clear this board, and these leave the light at row 1, column 1 on"),
        ("1 2\n1 0\n", "IMPOSSIBLE\n", "ok: IMPOSSIBLE"),
        ("1 2\n1 1\n", "0 1", "malformed: line 1, column 4: expected the end of the line (\\n) after 2 values, found end of output"),
        ("1 2\n1 1\n", "0  1\n", "malformed: line 1, column 3: expected 0 or 1, found \" \""),
        ("1 2\n1 1\n", "0 1 \n", "malformed: line 1, column 4: expected the end of the line (\\n) after 2 values, found \" \""),
        ("1 2\n1 1\n", "0 1\r\n", "malformed: line 1, column 4: expected the end of the line (\\n) after 2 values, found \"\\r\""),
        ("1 2\n1 1\n", "0 1\n\n", "malformed: line 2, column 1: expected end of output, found \"\\n\""),
        ("1 2\n1 1\n", "0\t1\n", "malformed: line 1, column 2: expected a single space, found \"\\t\""),
        ("1 2\n1 0\n", "IMPOSSIBLE", "malformed: line 1, column 11: expected \"IMPOSSIBLE\\n\", found end of output"),
        ("2 1\n1\n1\n", "1\n0\n", "wrong: 1 flip is the fewest, but not the least output: the first difference is at row 1, column 1, which should be 0"),
        ("2 1\n1\n1\n", "0\né\n", "malformed: line 2, column 1: expected 0 or 1, found \"é\""),
    ];
    for (input, output, expected) in cases {
        let verdict = check_fliptile(input.as_bytes(), output.as_bytes()).unwrap();
        assert_eq!(
            verdict.to_string(),
            *expected,
            "input {:?} output {:?}",
            input,
            output
        );
    }
}

#[test]
fn extended_lights_out_answers_are_checked_puzzle_by_puzzle() {
    let input = lightsout(
        &["gen", "extended_lights_out", "--count", "3", "--seed", "5"],
        b"",
    )
    .0;
    let answer =
        String::from_utf8(run(binary("extended_lights_out"), &[], input.as_bytes()).stdout)
            .unwrap();
    assert_eq!(
        check_extended_lights_out(input.as_bytes(), answer.as_bytes()).unwrap(),
        Verdict::Ok("3 puzzles".into())
    );
    // Flip one press in puzzle 2: its row 1, column 1.
    let at = answer.find("PUZZLE #2\n").unwrap() + "PUZZLE #2\n".len();
    let mut wrong = answer.clone().into_bytes();
    wrong[at] ^= 1;
    let verdict = check_extended_lights_out(input.as_bytes(), &wrong).unwrap();
    assert_eq!(verdict.status(), 1);
    assert!(
        verdict
            .to_string()
            .starts_with("wrong: puzzle 2: the light at row "),
        "{}",
        verdict
    );
    let cut = &answer.as_bytes()[..answer.len() - 1];
    let verdict = check_extended_lights_out(input.as_bytes(), cut).unwrap();
    assert!(matches!(verdict, Verdict::Malformed(_)), "{}", verdict);
    assert_eq!(verdict.status(), 1);
    assert!(check_extended_lights_out(b"2\n0 0", answer.as_bytes()).is_err());
}

#[test]
fn the_command_line_checker_speaks_oj() {
    let dir = std::env::temp_dir().join(format!("lightsout-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (input, output) = (dir.join("in.txt"), dir.join("out.txt"));
    std::fs::write(&input, "1 5\n1 1 0 0 0\n").unwrap();
    let path = |p: &std::path::Path| p.to_str().unwrap().to_string();
    for (answer, status, line) in [
        (
            "1 0 0 0 0\n",
            0,
            "ok: 1 flip, the fewest and the least output\n",
        ),
        ("0 1 0 1 1\n", 1, "wrong: 3 flips, but the minimum is 1\n"),
        (
            "1 0 0 0\n",
            1,
            "malformed: line 1, column 8: expected a single space, found \"\\n\"\n",
        ),
    ] {
        std::fs::write(&output, answer).unwrap();
        let (out, _, code) = lightsout(
            &[
                "check",
                "fliptile",
                &path(&input),
                &path(&output),
                "expected.txt",
            ],
            b"",
        );
        assert_eq!((out.as_str(), code), (line, Some(status)));
    }
    let (_, err, code) = lightsout(
        &[
            "check",
            "fliptile",
            &path(&dir.join("missing")),
            &path(&output),
        ],
        b"",
    );
    assert_eq!(code, Some(2));
    assert!(err.starts_with("lightsout: cannot read "), "{}", err);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn every_problem_has_a_generator_and_a_checker() {
    let dir = std::env::temp_dir().join(format!("lightsout-stress-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // One seed a problem, at the generator's own sizes (the largest its
    // judge allows): the command line's plumbing. The generators and
    // checkers themselves are tested for every problem by
    // judges::NAME::random_inputs_by_the_oracle (judges/tests/judges.rs),
    // which runs generator, solver and checker on 25 seeds more a problem,
    // at sizes its oracle takes.
    // Every problem in the full run; every other one (in the registry's
    // order) else.
    let step = if crate::common::full() { 1 } else { 2 };
    for problem in lightsout_judges::problems::ALL.iter().step_by(step) {
        let name = problem.judge.name;
        let seed = "1";
        let (input, err, status) =
            lightsout(&["gen", name, "--seed", seed, "--solvable"], b"");
        assert_eq!(status, Some(0), "gen {}: {}", name, err);
        assert_eq!(
            input,
            lightsout(&["gen", name, "--seed", seed, "--solvable"], b"").0
        );
        let answer = run(binary(name), &[], input.as_bytes());
        assert_eq!(
            answer.status,
            Some(0),
            "{} on its generated input: {}",
            name,
            answer.stderr
        );
        let (input_path, output_path) = (dir.join("in.txt"), dir.join("out.txt"));
        std::fs::write(&input_path, &input).unwrap();
        std::fs::write(&output_path, &answer.stdout).unwrap();
        let paths = [input_path.to_str().unwrap(), output_path.to_str().unwrap()];
        let (verdict, _, status) = lightsout(&["check", name, paths[0], paths[1]], b"");
        assert_eq!(status, Some(0), "check {}: {}", name, verdict);
        assert!(verdict.starts_with("ok: "), "{}", verdict);
        // Without its final newline the answer is what a judge comparing
        // tokens takes, and malformed to the byte.
        let cut = &answer.stdout[..answer.stdout.len() - 1];
        std::fs::write(&output_path, cut).unwrap();
        let (verdict, _, status) = lightsout(&["check", name, paths[0], paths[1]], b"");
        assert_eq!(status, Some(0), "check {}: {}", name, verdict);
        assert!(
            verdict.ends_with("(not exactly: no final newline)\n"),
            "{}",
            verdict
        );
        let exact = ["check", name, paths[0], paths[1], "--exact"];
        let (verdict, error, status) = lightsout(&exact, b"");
        // Not accepted, as a wrong answer: 2 is for check's own errors.
        assert_eq!(status, Some(1), "check {}: {} {}", name, verdict, error);
        assert!(verdict.starts_with("malformed: "), "{}", verdict);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn past_the_walk_the_minimum_is_proven_and_ties_are_not_judged() {
    // 31 x 47 has a kernel of dimension 31: too many solutions to compare.
    let (rows, cols) = (31, 47);
    let mut lights = Grid::new(rows, cols);
    lights.press(&Rule::standard(), 15, 23);
    let mut input = format!("{} {}\n", rows, cols).into_bytes();
    lightsout_judges::output::push_grid(&mut input, &lights);
    // One press is surely the fewest, whatever the solver finds.
    let mut one = Grid::new(rows, cols);
    one.flip(15, 23);
    let mut output = Vec::new();
    lightsout_judges::output::push_grid(&mut output, &one);
    let verdict = check_fliptile(&input, &output).unwrap();
    assert_eq!(verdict.status(), 0, "{}", verdict);
    assert!(
        verdict.to_string().contains("least output is not checked"),
        "{}",
        verdict
    );
    // An answer heavier than the fewest is wrong; the one-press minimum is
    // proven (the Brouwer–Zimmermann bound), so it is said.
    // One press plus a kernel move: it clears the board too.
    let mut heavy = one.clone();
    let kernel = lightsout::standard::solved(&Grid::new(rows, cols))
        .unwrap()
        .kernel;
    let (moves, _) = lightsout::chase(&Grid::new(rows, cols), &kernel[0]);
    heavy.xor(&moves);
    let mut output = Vec::new();
    lightsout_judges::output::push_grid(&mut output, &heavy);
    let verdict = check_fliptile(&input, &output).unwrap();
    assert_eq!(verdict.status(), 1, "{}", verdict);
    let text = verdict.to_string();
    assert!(text.ends_with("but the minimum is 1"), "{}", text);
}

#[test]
fn a_check_that_cannot_write_fails_as_io_not_as_a_wrong_answer() {
    if !std::path::Path::new("/dev/full").exists() {
        return;
    }
    let samples = crate::common::root().join("samples/fliptile");
    let script = format!(
        "exec {} check fliptile {} {} > /dev/full",
        binary("lightsout").display(),
        samples.join("statement.in").display(),
        samples.join("statement.out").display()
    );
    let result = run("sh", &["-c", &script], b"");
    // 1 is a wrong answer; failed I/O is 2, as for every program here.
    assert_eq!(result.status, Some(2), "{}", result.stderr);
    assert!(result
        .stderr
        .starts_with("lightsout: cannot write output: "));
}

#[test]
fn check_takes_what_a_token_judge_takes_unless_exact() {
    let dir = std::env::temp_dir().join(format!("lightsout-kit-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let samples = crate::common::root().join("samples/fliptile");
    let input = samples.join("statement.in");
    let input = input.to_str().unwrap();
    let layouts: [(&[u8], &str); 4] = [
        (
            b"0 0 0 0\r\n1 0 0 1\r\n1 0 0 1\r\n0 0 0 0\r\n",
            "\\r\\n line ends",
        ),
        (
            b"0 0 0 0 \n1  0 0 1\n1 0 0 1\n0 0 0 0\n",
            "spaces other than single ones",
        ),
        (
            b"0 0 0 0\n1 0 0 1\n1 0 0 1\n0 0 0 0\n\n\n",
            "blank lines at the end",
        ),
        (b"0 0 0 0\n1 0 0 1\n1 0 0 1\n0 0 0 0", "no final newline"),
    ];
    for (index, (output, difference)) in layouts.iter().enumerate() {
        let path = dir.join(format!("out{}.txt", index));
        std::fs::write(&path, output).unwrap();
        let path = path.to_str().unwrap();
        let (verdict, _, status) = lightsout(&["check", "fliptile", input, path], b"");
        assert_eq!(status, Some(0), "{}", verdict);
        assert!(
            verdict.starts_with("ok: ") && verdict.contains(difference),
            "{}",
            verdict
        );
        let (verdict, _, status) =
            lightsout(&["check", "fliptile", input, path, "--exact"], b"");
        assert_eq!(status, Some(1), "{}", verdict);
        assert!(verdict.starts_with("malformed: "), "{}", verdict);
    }
    // Laid out loosely and wrong: wrong, as the judge would say.
    let path = dir.join("wrong.txt");
    std::fs::write(&path, b"0 0 0 0\r\n1 0 0 1\r\n1 0 0 1\r\n0 0 1 0\r\n").unwrap();
    let (verdict, _, status) =
        lightsout(&["check", "fliptile", input, path.to_str().unwrap()], b"");
    assert_eq!(status, Some(1), "{}", verdict);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_sample_answer_passes_its_problems_checker() {
    // The samples with many right answers (Library Checker's systems and
    // inverses among them) are judged as the judge judges them.
    for problem in lightsout_judges::problems::ALL {
        for (sample, input, output) in common::samples(problem.judge.name) {
            let verdict = problem.check(&input, &output).unwrap();
            assert!(
                matches!(verdict, Verdict::Ok(_)),
                "samples/{}/{}: {}",
                problem.judge.name,
                sample,
                verdict
            );
        }
    }
}

#[test]
fn the_special_judges_take_any_right_answer_and_name_a_wrong_one() {
    let gambler = lightsout_judges::problems::find("gambler_bo").unwrap();
    let harmonious = lightsout_judges::problems::find("harmonious_matrix").unwrap();
    let say = |problem: &lightsout_judges::problems::Problem, input: &str, output: &str| {
        problem
            .check(input.as_bytes(), output.as_bytes())
            .unwrap()
            .to_string()
    };
    // 1 x 3 of 2s: two strokes on each end, in any order; three more on
    // the middle change nothing, but pass the judge's bound of 2nm strokes.
    let input = "1\n1 3\n2 2 2\n";
    assert!(say(gambler, input, "4\n1 1\n1 1\n1 3\n1 3\n").starts_with("ok: "));
    assert!(say(gambler, input, "4\n1 3\n1 1\n1 3\n1 1\n").starts_with("ok: "));
    let more = "7\n1 1\n1 1\n1 3\n1 3\n1 2\n1 2\n1 2\n";
    assert!(say(gambler, input, more)
        .starts_with("malformed: line 1, column 1: expected a number from 0 to 6"));
    assert_eq!(
        say(gambler, input, "3\n1 1\n1 1\n1 3\n"),
        "wrong: case 1: after the strokes, row 1, column 2 is 2"
    );
    assert!(say(gambler, input, "2\n1 1\n")
        .starts_with("malformed: line 3, column 1: expected a number from 1 to 1"));
    assert!(say(gambler, input, "1\n1 4\n")
        .starts_with("malformed: line 2, column 3: expected a number from 1 to 3"));
    // The statement's 4 x 4 answer is not ours, and right.
    let statement = "0 1 0 0\n1 1 1 0\n0 0 0 1\n1 1 0 1\n";
    assert!(say(harmonious, "4 4\n", statement).starts_with("ok: "));
    assert_eq!(
        say(harmonious, "4 4\n", "0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n"),
        "wrong: every value is 0"
    );
    let odd = "0 1 0 0\n1 1 1 0\n0 0 0 1\n1 1 1 1\n";
    assert!(
        say(harmonious, "4 4\n", odd).starts_with("wrong: the 1s around row "),
        "{}",
        say(harmonious, "4 4\n", odd)
    );
}
