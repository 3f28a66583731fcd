//! Linear algebra over GF(2) beside M4RI: elimination, rank, inverse,
//! systems, products.

use super::*;
use crate::judges::judge_built;

/// M4RI's side of the GF(2) rows: a C program timing its fastest reduced
/// echelon form (the best of `mzd_echelonize_m4ri`, `_pluq` and plain
/// `mzd_echelonize`), its rank, its inverse and `mzd_mul`'s product, in
/// memory, best of five.
const M4RI_PROGRAM: &str = r#"
#include <m4ri/m4ri.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
int main(int argc, char **argv) {
    const char *mode = argv[1];
    int n = atoi(argv[2]), m = atoi(argv[3]), rank = atoi(argv[4]);
    srandom(1);
    mzd_t *a = mzd_init(n, m);
    if (rank >= n || rank >= m) {
        mzd_randomize(a);
    } else {
        mzd_t *l = mzd_init(n, rank), *r = mzd_init(rank, m);
        mzd_randomize(l); mzd_randomize(r);
        mzd_mul(a, l, r, 0);
    }
    if (strcmp(mode, "inverse") == 0) {
        while (mzd_echelonize(mzd_copy(NULL, a), 0) < n) mzd_randomize(a);
    }
    if (strcmp(mode, "mul") == 0) {
        /* a times a random m x rank matrix, best of five. */
        mzd_t *b = mzd_init(m, rank);
        mzd_randomize(b);
        double best = 1e9;
        for (int run = 0; run < 5; run++) {
            double t = now();
            mzd_t *c = mzd_mul(NULL, a, b, 0);
            double e = now() - t;
            if (e < best) best = e;
            mzd_free(c);
        }
        printf("%.6f 0\n", best);
        return 0;
    }
    double best = 1e9; long result = 0;
    for (int method = 0; method < 3; method++) {
        for (int run = 0; run < 5; run++) {
            mzd_t *b = mzd_copy(NULL, a);
            double t = now();
            if (strcmp(mode, "rref") == 0) {
                result = method == 0 ? mzd_echelonize_m4ri(b, 1, 0) : method == 1 ? mzd_echelonize_pluq(b, 1) : mzd_echelonize(b, 1);
            } else if (strcmp(mode, "rank") == 0) {
                result = method == 0 ? mzd_echelonize_m4ri(b, 0, 0) : method == 1 ? mzd_echelonize_pluq(b, 0) : mzd_echelonize(b, 0);
            } else {
                mzd_t *inverse = mzd_inv_m4ri(NULL, b, 0);
                result = inverse != NULL;
                mzd_free(inverse);
            }
            double e = now() - t;
            if (e < best) best = e;
            mzd_free(b);
        }
    }
    printf("%.6f %ld\n", best, result);
    return 0;
}
"#;

/// Builds the M4RI timer with the flags ours is built with, or says why
/// not.
pub(crate) fn m4ri_timer() -> Result<PathBuf, String> {
    let dir = scratch();
    let source = dir.join("m4ri_timer.c");
    fs::write(&source, M4RI_PROGRAM).unwrap();
    let exe = dir.join("m4ri_timer");
    let flags = Command::new("pkg-config")
        .args(["--cflags", "--libs", "m4ri"])
        .output()
        .map_err(|_| "no pkg-config on this machine".to_string())?;
    if !flags.status.success() {
        return Err(
            "libm4ri-dev is not installed (apt-get install libm4ri-dev)".to_string()
        );
    }
    let flags = String::from_utf8_lossy(&flags.stdout).into_owned();
    let built = Command::new("cc")
        .args(cxx_flags())
        .arg("-o")
        .arg(&exe)
        .arg(&source)
        .args(flags.split_whitespace())
        .status();
    match built {
        Ok(status) if status.success() => Ok(exe),
        _ => Err("cc could not build the M4RI timer".to_string()),
    }
}

/// M4RI's best time in seconds for `mode` on an `n` x `m` matrix of rank
/// `rank`, and its result (the rank).
pub(crate) fn m4ri_time(
    timer: &Path,
    mode: &str,
    n: usize,
    m: usize,
    rank: usize,
) -> (f64, u64) {
    let args = [
        mode.to_string(),
        n.to_string(),
        m.to_string(),
        rank.to_string(),
    ];
    let output = Command::new(timer).args(&args).output().unwrap();
    assert!(output.status.success(), "the M4RI timer failed");
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    let mut words = text.split_whitespace();
    let seconds = words.next().unwrap().parse().unwrap();
    (seconds, words.next().unwrap().parse().unwrap())
}

/// A random `n` x `m` matrix of rank `rank` (full where `rank` is).
pub(crate) fn random_matrix(n: usize, m: usize, rank: usize, seed: u64) -> Matrix {
    let mut rng = SplitMix(seed);
    let mut random = |rows: usize, cols: usize| {
        let mut a = Matrix::new(rows, cols);
        for r in 0..rows {
            for c in 0..cols {
                a.set(r, c, rng.next_u64() >> 63 == 1);
            }
        }
        a
    };
    if rank >= n.min(m) {
        random(n, m)
    } else {
        random(n, rank).product(&random(rank, m))
    }
}

/// Writes `a` (and `b`, for a system) as Library Checker's input.
pub(crate) fn checker_input(path: &Path, header: &str, a: &Matrix, b: Option<&Matrix>) {
    let mut text = format!("{}\n", header).into_bytes();
    push_digit_rows(&mut text, &a.to_grid());
    if let Some(b) = b {
        push_digit_rows(&mut text, &b.to_grid());
    }
    fs::write(path, text).unwrap();
}

/// End to end time of `program < input > /dev/null`, best of nine.
pub(crate) fn end_to_end(program: &Path, input: &Path) -> f64 {
    best_of(9, &mut [&mut || time_process(program, &[], Some(input))])[0].as_secs_f64()
}

pub(crate) fn gf2_systems() {
    let n = if quick() { 1024 } else { 4096 };
    let timer = m4ri_timer();
    let versus =
        |ours: f64, mode: &str, rows: usize, cols: usize, rank: usize, note: &str| {
            match &timer {
                Ok(timer) => {
                    let (theirs, _) = m4ri_time(timer, mode, rows, cols, rank);
                    (
                        format!(
                            "{} in memory, M4RI",
                            seconds(Duration::from_secs_f64(theirs))
                        ),
                        speedup(theirs, ours),
                        note.to_string(),
                    )
                }
                Err(why) => (
                    String::new(),
                    String::new(),
                    format!("no M4RI row: {}", why),
                ),
            }
        };
    // In memory: the reduced echelon form, full rank and half rank.
    for &rank in &[n, n / 2] {
        let a = random_matrix(n, n, rank, 57);
        let mut found = 0;
        let ours = best_seconds(|| found = a.clone().echelon().len());
        assert!(found <= rank && found + 8 >= rank);
        let (theirs, ratio, note) = versus(ours, "rref", n, n, rank, "");
        row(
            &format!(
                "reduced echelon form of a random {} x {} matrix of rank {} (in memory)",
                n, n, found
            ),
            &seconds(Duration::from_secs_f64(ours)),
            &theirs,
            &ratio,
            &note,
        );
    }
    // End to end: the judge binaries on files.
    let dir = scratch();
    let solver = &*judge_binary("linear_equations_mod_2");
    for &rank in &[n, n / 2] {
        let input = dir.join(format!("linear_{}_{}.txt", n, rank));
        let a = random_matrix(n, n, rank, 1830);
        if !input.exists() {
            let mut x = Matrix::new(n, 1);
            for c in (0..n).step_by(3) {
                x.set(c, 0, true);
            }
            let b = a.product(&x).transposed();
            checker_input(&input, &format!("{} {}", n, n), &a, Some(&b));
        }
        let ours = end_to_end(solver, &input);
        let (theirs, ratio, note) = versus(
            ours,
            "rref",
            n,
            n,
            rank,
            "M4RI reads no input and writes no answer",
        );
        row(
            &format!(
                "linear_equations_mod_2 end to end, {} x {} of rank {} ({} MB in, the kernel basis out)",
                n,
                n,
                rank,
                fs::metadata(&input).unwrap().len() >> 20
            ),
            &seconds(Duration::from_secs_f64(ours)),
            &theirs,
            &ratio,
            &note,
        );
    }
    let rank_solver = &*judge_binary("matrix_rank_mod_2");
    let cells = if quick() { 1 << 20 } else { 1 << 24 };
    for &(rows, cols) in &[(1, cells), (cells, 1), (n, n)] {
        let input = dir.join(format!("rank_{}_{}.txt", rows, cols));
        if !input.exists() {
            checker_input(
                &input,
                &format!("{} {}", rows, cols),
                &random_matrix(rows, cols, rows.min(cols), 7),
                None,
            );
        }
        let ours = end_to_end(rank_solver, &input);
        let (theirs, ratio, note) = if rows == cols {
            versus(ours, "rank", rows, cols, rows, "M4RI in memory")
        } else {
            (
                String::new(),
                String::new(),
                "no baseline: a thin matrix".to_string(),
            )
        };
        row(
            &format!("matrix_rank_mod_2 end to end, {} x {}", rows, cols),
            &seconds(Duration::from_secs_f64(ours)),
            &theirs,
            &ratio,
            &note,
        );
    }
    let inverse_solver = &*judge_binary("inverse_matrix_mod_2");
    let input = dir.join(format!("inverse_{}.txt", n));
    if !input.exists() {
        let a = (0..)
            .map(|seed| random_matrix(n, n, n, seed))
            .find(Matrix::determinant)
            .unwrap();
        checker_input(&input, &n.to_string(), &a, None);
    }
    let ours = end_to_end(inverse_solver, &input);
    let (theirs, ratio, note) =
        versus(ours, "inverse", n, n, n, "M4RI in memory (`mzd_inv_m4ri`)");
    row(
        &format!("inverse_matrix_mod_2 end to end, {} x {} invertible", n, n),
        &seconds(Duration::from_secs_f64(ours)),
        &theirs,
        &ratio,
        &note,
    );
    // The bundle as Library Checker builds it, against the cargo build.
    let flags = [
        "--edition",
        "2024",
        "-C",
        "opt-level=3",
        "-C",
        "target-cpu=native",
    ];
    let input = dir.join(format!("linear_{}_{}.txt", n, n / 2));
    let workload = format!(
        "linear_equations_mod_2 bundle built as Library Checker builds it (`rustc {}`) vs the cargo build, {} x {} of rank {}",
        flags.join(" "),
        n,
        n,
        n / 2
    );
    let built = judge_built("linear_equations_mod_2", &flags, &workload);
    let exe = match built {
        Some(exe) => exe,
        None => return,
    };
    assert_eq!(output_of(&exe, &[], &input), output_of(solver, &[], &input));
    let times = best_of(
        5,
        &mut [&mut || time_process(&exe, &[], Some(&input)), &mut || {
            time_process(solver, &[], Some(&input))
        }],
    );
    row(
        &workload,
        &seconds(times[0]),
        &seconds(times[1]),
        &speedup(times[1].as_secs_f64(), times[0].as_secs_f64()),
        "the same answer",
    );
}
