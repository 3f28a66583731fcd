//! Every other rule: any stencil, modulus and torus, the engine beside
//! plain elimination, K colours beside two, eight neighbours beside four.

use super::*;

/// Lights of random presses under `rule`, so that they can be cleared.
fn rule_lights(rule: &Rule, rows: usize, cols: usize, seed: u64) -> VariantBoard {
    let mut rng = SplitMix(seed);
    let presses = random_values(&mut rng, rows, cols, rule.modulus);
    let mut lights = VariantBoard::new(rows, cols);
    lights.apply(rule, &presses);
    lights
}

/// `rule` from its stencil, modulus and shape.
fn stencil_rule(stencil: &str, modulus: u32, torus: bool) -> Rule {
    Rule {
        press: Press::Stencil(Stencil::parse(stencil, modulus).unwrap()),
        modulus,
        torus,
    }
}

/// `rule`'s options for `lightsout`.
fn options(rule: &Rule) -> Vec<String> {
    describe(rule)
        .split(' ')
        .map(str::to_string)
        .filter(|word| !word.is_empty())
        .collect()
}

/// Writes `lights` as `lightsout solve` reads them, to a scratch file.
fn board_file(name: &str, lights: &VariantBoard) -> PathBuf {
    let path = scratch().join(name);
    let mut text = format!("{} {}\n", lights.rows, lights.cols);
    text.push_str(&lights.rows_text(""));
    fs::write(&path, text).unwrap();
    path
}

/// One rule of [`variants`]: its name, the rule, the sides run side by
/// side, the plain elimination (and its name), the side run alone and what
/// plain elimination would do there.
struct Case {
    name: &'static str,
    rule: Rule,
    sizes: &'static [usize],
    plain: Elimination,
    how: &'static str,
    alone: usize,
    beyond: &'static str,
}

/// Any stencil, modulus and shape: the engine (the path it picks: the ring
/// for a stencil with one weight above the pressed cell, else the chase
/// with affine forms) against plain elimination over every cell, side by
/// side where plain elimination finishes, and the engine alone at larger
/// sizes.
pub(crate) fn variants() {
    let cases = [
        Case {
            name: "mod 3, 010/111/010",
            rule: stencil_rule("010/111/010", 3, false),
            sizes: &[16, 24],
            plain: RING,
            how: "one word an entry",
            alone: 1000,
            beyond: "10^6 unknowns: out of reach",
        },
        Case {
            name: "mod 2 torus, 010/111/010",
            rule: stencil_rule("010/111/010", 2, true),
            sizes: &[64, 100],
            plain: PACKED,
            how: "bit-packed",
            alone: 1000,
            beyond: "10^6 unknowns: out of reach",
        },
        Case {
            name: "mod 2, eight neighbours 111/111/111",
            rule: stencil_rule("111/111/111", 2, false),
            sizes: &[24, 64],
            plain: PACKED,
            how: "bit-packed",
            alone: 1000,
            beyond: "10^6 unknowns: out of reach",
        },
    ];
    for Case {
        name,
        rule,
        sizes,
        plain,
        how,
        alone,
        beyond,
    } in cases.iter()
    {
        for &n in sizes.iter() {
            let lights = rule_lights(rule, n, n, n as u64);
            let cells = Cells::Values(lights.clone());
            let ours = best_seconds(|| {
                let found = solve(rule, &cells).unwrap().unwrap();
                assert_eq!(found.rows(), n);
            });
            let start = Instant::now();
            let found = elimination::every_cell(rule, &lights, *plain).unwrap();
            let base = start.elapsed().as_secs_f64();
            assert!(found.is_some());
            row(
                &format!(
                    "{} {} x {}: engine ({:?}) vs elimination over every cell ({})",
                    name,
                    n,
                    n,
                    path(rule, n, n),
                    how
                ),
                &seconds(Duration::from_secs_f64(ours)),
                &seconds(Duration::from_secs_f64(base)),
                &speedup(base, ours),
                "",
            );
        }
        let alone = if quick() { *alone / 5 } else { *alone };
        let lights = rule_lights(rule, alone, alone, 1);
        let start = Instant::now();
        let found = solve(rule, &Cells::Values(lights.clone()))
            .unwrap()
            .unwrap();
        let ours = start.elapsed();
        let mut check = lights.clone();
        check.apply(rule, &found.board());
        assert!(check.cells.iter().all(|&v| v == 0));
        row(
            &format!(
                "{} {} x {}: engine ({:?}), kernel {}",
                name,
                alone,
                alone,
                path(rule, alone, alone),
                kernel(rule, alone, alone).unwrap()
            ),
            &seconds(ours),
            beyond,
            "",
            "",
        );
        let _ = std::io::stdout().flush();
    }
}

/// K colours at the speed of two: `lightsout solve --any` end to end on a
/// solvable n x n board, modulo 3 and 5 beside modulo 2 at the same size
/// (and 4, 6 and 7 too at the middle size)
/// (bounded: the standard rule's GF(2) polynomials; torus: the ring for
/// every K), run interleaved, with the time's growth from n to 2n and the
/// peak memory; then `count` and `nullity --rect`, and the ring beside the
/// chase one word an entry that it replaced.
pub(crate) fn k_colours() {
    let ours = Path::new(env!("CARGO_BIN_EXE_lightsout"));
    let sizes: &[usize] = if quick() {
        &[100, 200]
    } else {
        &[500, 1000, 2000]
    };
    for torus in [false, true] {
        let mut before: Vec<(u32, f64)> = Vec::new();
        for &n in sizes {
            let mut inputs = Vec::new();
            let every: &[u32] = if n == sizes[1] {
                &[2, 3, 4, 5, 6, 7]
            } else {
                &[2, 3, 5]
            };
            for &k in every {
                let rule = stencil_rule("010/111/010", k, torus);
                let lights = rule_lights(&rule, n, n, 5);
                let name = format!("k{}_{}_{}.txt", k, torus, n);
                let mut args = vec!["solve".to_string(), "--any".to_string()];
                args.extend(options(&rule));
                inputs.push((k, board_file(&name, &lights), args));
            }
            let mut commands: Vec<Box<dyn FnMut() -> Duration>> = inputs
                .iter()
                .map(|(_, input, args)| {
                    let args: Vec<&str> = args.iter().map(String::as_str).collect();
                    let input = input.clone();
                    Box::new(move || time_process(ours, &args, Some(&input)))
                        as Box<dyn FnMut() -> Duration>
                })
                .collect();
            let mut refs: Vec<&mut dyn FnMut() -> Duration> =
                commands.iter_mut().map(|c| c.as_mut() as _).collect();
            let times = best_of(3, &mut refs);
            let growth: Vec<String> = inputs
                .iter()
                .zip(&times)
                .map(|((k, _, _), t)| match before.iter().find(|(j, _)| j == k) {
                    Some((_, b)) => {
                        format!(", {:.1}x the half side's", t.as_secs_f64() / b)
                    }
                    None => String::new(),
                })
                .collect();
            for (i, (k, input, args)) in inputs.iter().enumerate() {
                let args: Vec<&str> = args.iter().map(String::as_str).collect();
                row(
                    &format!(
                        "`{}` {} x {}{}",
                        args.join(" "),
                        n,
                        n,
                        if torus { " torus" } else { "" }
                    ),
                    &format!("{}{}", seconds(times[i]), growth[i]),
                    &if *k == 2 {
                        "K = 2 itself".to_string()
                    } else {
                        format!("K = 2 {}", seconds(times[0]))
                    },
                    &format!(
                        "{:.1}x K = 2's",
                        times[i].as_secs_f64() / times[0].as_secs_f64()
                    ),
                    &peak_memory(ours, &args, input),
                );
            }
            before = inputs
                .iter()
                .zip(&times)
                .map(|((k, _, _), t)| (*k, t.as_secs_f64()))
                .collect();
            let _ = std::io::stdout().flush();
        }
    }
    // Counting and the nullity, modulo 3 beside modulo 2.
    let n = if quick() { 200 } else { 1000 };
    let side = n.to_string();
    let input = scratch().join(format!("k3_false_{}.txt", n));
    let input2 = scratch().join(format!("k2_false_{}.txt", n));
    for (what, args2, args3) in [
        ("count", vec!["count"], vec!["count", "--mod", "3"]),
        (
            "nullity --rect",
            vec!["nullity", "--rect", &side, &side],
            vec!["nullity", "--rect", &side, &side, "--mod", "3"],
        ),
    ] {
        let times = best_of(
            3,
            &mut [
                &mut || time_process(ours, &args2, Some(&input2)),
                &mut || time_process(ours, &args3, Some(&input)),
            ],
        );
        row(
            &format!("`lightsout {} --mod 3` {} x {}", what, n, n),
            &seconds(times[1]),
            &format!("K = 2 {}", seconds(times[0])),
            &format!(
                "{:.1}x K = 2's",
                times[1].as_secs_f64() / times[0].as_secs_f64()
            ),
            &peak_memory(ours, &args3, &input),
        );
    }
    // The ring beside the chase one word an entry, in the process: past
    // 2^8 unknowns modulo 3, `solve` takes the ring.
    let rule = stencil_rule("010/111/010", 3, false);
    for n in if quick() { vec![300] } else { vec![300, 500] } {
        let lights = rule_lights(&rule, n, n, 3);
        assert_eq!(path(&rule, n, n), lightsout::Path::Ring);
        let cells = Cells::Values(lights.clone());
        let ring = best_seconds(|| {
            assert!(solve(&rule, &cells).unwrap().is_some());
        });
        let start = Instant::now();
        let chased = chased(&rule, &lights, RING).unwrap().unwrap();
        let base = start.elapsed().as_secs_f64();
        assert_eq!(chased.presses.rows, n);
        row(
            &format!(
                "mod 3 010/111/010 {} x {}: the ring vs the chase one word an entry",
                n, n
            ),
            &seconds(Duration::from_secs_f64(ring)),
            &seconds(Duration::from_secs_f64(base)),
            &speedup(base, ring),
            "",
        );
    }
}

/// Eight neighbours at scale: `lightsout solve --any --rule
/// eight-neighbours` on a solvable n x n board (the chase with a banded
/// solve a row) beside the standard rule at the same size, end to end.
pub(crate) fn eight_neighbours() {
    let ours = Path::new(env!("CARGO_BIN_EXE_lightsout"));
    for n in if quick() { vec![200] } else { vec![500, 1000] } {
        let eight = Rule::eight_neighbours();
        let lights = rule_lights(&eight, n, n, 8);
        let input = board_file(&format!("eight_{}.txt", n), &lights);
        let standard_input = board_file(
            &format!("standard_{}.txt", n),
            &rule_lights(&Rule::standard(), n, n, 8),
        );
        let args = ["solve", "--any", "--rule", "eight-neighbours"];
        let times = best_of(
            3,
            &mut [
                &mut || time_process(ours, &["solve", "--any"], Some(&standard_input)),
                &mut || time_process(ours, &args, Some(&input)),
            ],
        );
        row(
            &format!("`{}` {} x {}", args.join(" "), n, n),
            &seconds(times[1]),
            &format!("standard rule {}", seconds(times[0])),
            &format!(
                "{:.0}x the standard rule's",
                times[1].as_secs_f64() / times[0].as_secs_f64()
            ),
            &peak_memory(ours, &args, &input),
        );
    }
}
