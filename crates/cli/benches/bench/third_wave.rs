//! The third wave's judges: the GF(2) product beside M4RI's `mzd_mul`,
//! the problems modulo 998244353 beside Library Checker's reference
//! solutions (`sol/correct.cpp`, built with g++ as the baselines are), and
//! Face The Right Way at its largest beside POJ's time limit; and, only
//! when named, Library Checker's own test sets (`scripts/library-checker`).

use super::*;
use crate::gf2::{checker_input, m4ri_time, m4ri_timer, random_matrix};

/// A checkout of Library Checker's problems: `LIGHTSOUT_LC_REPO`, or the
/// one `scripts/library-checker` leaves in `target/library-checker/repo`.
fn library_checker_repo() -> Option<PathBuf> {
    let given = std::env::var_os("LIGHTSOUT_LC_REPO").map(PathBuf::from);
    let left = crate::root().join("target/library-checker/repo");
    given
        .into_iter()
        .chain([left])
        .find(|dir| dir.join("linear_algebra").is_dir())
}

/// Library Checker's reference solution of `problem`, built, or why not.
fn reference(problem: &str) -> Result<PathBuf, String> {
    let repo = library_checker_repo().ok_or(
        "no checkout of library-checker-problems: set LIGHTSOUT_LC_REPO, or run \
         scripts/library-checker once",
    )?;
    let source = repo
        .join("linear_algebra")
        .join(problem)
        .join("sol/correct.cpp");
    let exe = scratch().join(format!("lc_{}", problem));
    let built = Command::new("g++")
        .args(cxx_flags())
        .args(["-std=c++17", "-w", "-I"])
        .arg(repo.join("common"))
        .arg("-o")
        .arg(&exe)
        .arg(&source)
        .status();
    match built {
        Ok(status) if status.success() => Ok(exe),
        _ => Err(format!("g++ could not build {}", source.display())),
    }
}

/// Random numbers below 998244353, `rows` lines of `cols`.
fn numbers_text(rows: usize, cols: usize, rng: &mut SplitMix) -> String {
    let mut text = String::new();
    for _ in 0..rows {
        let line: Vec<String> = (0..cols)
            .map(|_| rng.below(998_244_353).to_string())
            .collect();
        text.push_str(&line.join(" "));
        text.push('\n');
    }
    text
}

pub(crate) fn third_wave() {
    let dir = scratch();
    // The product over GF(2), in memory and end to end.
    let n = if quick() { 1024 } else { 4096 };
    let a = random_matrix(n, n, n, 61);
    let b = random_matrix(n, n, n, 62);
    let mut product = Matrix::new(0, 0);
    let ours = best_seconds(|| product = a.product(&b));
    assert_eq!((product.rows(), product.cols()), (n, n));
    let m4ri = m4ri_timer().map(|timer| m4ri_time(&timer, "mul", n, n, n).0);
    let versus = |ours: f64, goal: &str| match &m4ri {
        Ok(theirs) => (
            format!(
                "{} in memory, M4RI `mzd_mul`",
                seconds(Duration::from_secs_f64(*theirs))
            ),
            speedup(*theirs, ours),
            goal.to_string(),
        ),
        Err(why) => (
            String::new(),
            String::new(),
            format!("no M4RI row: {}", why),
        ),
    };
    let (theirs, ratio, note) = versus(ours, "the goal: within 1.5x");
    row(
        &format!(
            "matrix_product_mod_2 product, {0} x {0} by {0} x {0} (in memory)",
            n
        ),
        &seconds(Duration::from_secs_f64(ours)),
        &theirs,
        &ratio,
        &note,
    );
    let input = dir.join(format!("product_{}.txt", n));
    if !input.exists() {
        checker_input(&input, &format!("{0} {0} {0}", n), &a, Some(&b));
    }
    let solver = &*judge_binary("matrix_product_mod_2");
    let ours = best_of(5, &mut [&mut || time_process(solver, &[], Some(&input))])[0];
    let (theirs, ratio, note) = versus(ours.as_secs_f64(), "the goal: within 2.5x");
    row(
        &format!(
            "matrix_product_mod_2 end to end, {0} x {0} by {0} x {0} ({1} MB in, {2} MB out)",
            n,
            fs::metadata(&input).unwrap().len() >> 20,
            (n * (n + 1)) >> 20
        ),
        &seconds(ours),
        &theirs,
        &ratio,
        &format!("{}; M4RI reads and writes nothing", note),
    );

    // Modulo 998244353, end to end beside Library Checker's references.
    let side = if quick() { 200 } else { 500 };
    let mut rng = SplitMix(998);
    for (ours_name, theirs_name) in [
        ("matrix_det_mod_p", "matrix_det"),
        ("inverse_matrix_mod_p", "inverse_matrix"),
        ("matrix_rank_mod_p", "matrix_rank"),
        ("linear_equations_mod_p", "system_of_linear_equations"),
    ] {
        let input = dir.join(format!("{}_{}.txt", ours_name, side));
        let text = match ours_name {
            "matrix_rank_mod_p" => {
                format!("{0} {0}\n{1}", side, numbers_text(side, side, &mut rng))
            }
            "linear_equations_mod_p" => format!(
                "{0} {0}\n{1}{2}",
                side,
                numbers_text(side, side, &mut rng),
                numbers_text(1, side, &mut rng)
            ),
            _ => format!("{}\n{}", side, numbers_text(side, side, &mut rng)),
        };
        fs::write(&input, text).unwrap();
        let ours = &*judge_binary(ours_name);
        let workload = format!(
            "{} end to end, {1} x {1} (random, full rank)",
            ours_name, side
        );
        match reference(theirs_name) {
            Ok(theirs) => {
                // The answer is unique but for the system's kernel basis.
                if ours_name != "linear_equations_mod_p" {
                    assert_eq!(
                        output_of(ours, &[], &input),
                        output_of(&theirs, &[], &input),
                        "{}",
                        ours_name
                    );
                }
                let times = best_of(
                    9,
                    &mut [&mut || time_process(ours, &[], Some(&input)), &mut || {
                        time_process(&theirs, &[], Some(&input))
                    }],
                );
                row(
                    &workload,
                    &seconds(times[0]),
                    &format!(
                        "{}, Library Checker's `{}/sol/correct.cpp`",
                        seconds(times[1]),
                        theirs_name
                    ),
                    &speedup(times[1].as_secs_f64(), times[0].as_secs_f64()),
                    "the goal: no slower",
                );
            }
            Err(why) => {
                let ours =
                    best_of(5, &mut [&mut || time_process(ours, &[], Some(&input))])[0];
                row(
                    &workload,
                    &seconds(ours),
                    "",
                    "",
                    &format!("no baseline: {}", why),
                );
            }
        }
    }

    // Face The Right Way at N = 5000: every window size chased.
    let input = dir.join("face_the_right_way_5000.txt");
    let cows: String = (0..5000)
        .map(|_| if rng.below(2) == 0 { "B\n" } else { "F\n" })
        .collect();
    fs::write(&input, format!("5000\n{}", cows)).unwrap();
    let face = &*judge_binary("face_the_right_way");
    let ours = best_of(9, &mut [&mut || time_process(face, &[], Some(&input))])[0];
    row(
        "face_the_right_way end to end, N = 5000 (random), every K chased",
        &seconds(ours),
        "2 s, POJ's limit",
        &format!("{:.0}% of it", ours.as_secs_f64() / 2.0 * 100.0),
        "the goal: under a tenth",
    );
}

/// Library Checker's own test sets, by `scripts/library-checker` (minutes:
/// only when named), with its summary.
pub(crate) fn library_checker() {
    let script = crate::root().join("scripts/library-checker");
    let mut command = Command::new(&script);
    if let Some(repo) = library_checker_repo() {
        command.arg("--repo").arg(repo);
    }
    let status = command.status();
    match status {
        Ok(status) if status.success() => {
            println!("\nEvery Library Checker test accepted.")
        }
        Ok(status) => println!("\nLibrary Checker's tests: not all accepted ({}).", status),
        Err(error) => println!("\n{} could not run: {}", script.display(), error),
    }
}
