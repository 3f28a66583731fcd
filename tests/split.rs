//! Proofs split across machines: `solve --part I/N` for every part and
//! `lightsout merge` of the certificates give one `solve`'s answer, also
//! with GNU parallel and Slurm running the parts as docs/fewest.md says;
//! and `merge`
//! refuses every certificate that does not prove what it says, in one line.

use std::path::PathBuf;
use std::process::Command;

use crate::common::{self, binary, lightsout, random_cells, simulate};
use crate::lightsout::{board_text, parse_answer};
use lightsout::SplitMix;

/// A folder of the test's own under the temporary folder, removed when
/// the test ends.
struct Folder(PathBuf);

impl Folder {
    fn new(name: &str) -> Folder {
        let path = std::env::temp_dir().join(format!(
            "lightsout-split-{}-{}",
            name,
            std::process::id()
        ));
        std::fs::create_dir_all(&path).unwrap();
        Folder(path)
    }

    /// Runs `line` with `sh` in the folder, `lightsout` on the PATH as
    /// `cargo install` puts it: its stdout, stderr and status.
    fn shell(&self, line: &str) -> (String, String, Option<i32>) {
        let tools = binary("lightsout").parent().unwrap().to_path_buf();
        let path = std::env::join_paths(
            std::iter::once(tools)
                .chain(std::env::split_paths(&std::env::var_os("PATH").unwrap())),
        )
        .unwrap();
        let ran = Command::new("sh")
            .args(["-c", line])
            .current_dir(&self.0)
            .env("PATH", &path)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&ran.stderr).into_owned();
        (
            String::from_utf8(ran.stdout).unwrap(),
            err,
            ran.status.code(),
        )
    }

    /// Writes `text` to the file `name` in the folder: its path.
    fn write(&self, name: &str, text: &str) -> String {
        let file = self.0.join(name);
        std::fs::write(&file, text).unwrap();
        file.to_str().unwrap().to_string()
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Every light on, `rows` x `cols`.
fn lit(rows: usize, cols: usize) -> Vec<Vec<u8>> {
    vec![vec![1; cols]; rows]
}

/// A random board that presses clear: the lights that random presses
/// turn on.
fn solvable(rng: &mut SplitMix, rows: usize, cols: usize) -> Vec<Vec<u8>> {
    simulate(&vec![vec![0; cols]; rows], &random_cells(rng, rows, cols))
}

/// `lightsout solve --part I/N` for each I on `board`, each certificate in
/// its own file in `folder`, named after `name`: the files.
fn split(board: &[Vec<u8>], n: usize, folder: &Folder, name: &str) -> Vec<String> {
    (1..=n)
        .map(|i| {
            let (out, err, status) = lightsout(
                &["solve", "--part", &format!("{}/{}", i, n)],
                board_text(board, false).as_bytes(),
            );
            assert_eq!(status, Some(0), "{}", err);
            assert!(
                out.starts_with(&format!("lightsout part {} of {}\n", i, n)),
                "{}",
                out
            );
            folder.write(&format!("{}-{}-of-{}", name, i, n), &out)
        })
        .collect()
}

/// `lightsout merge FILES`.
fn merge(files: &[String]) -> (String, String, Option<i32>) {
    let args: Vec<&str> = std::iter::once("merge")
        .chain(files.iter().map(String::as_str))
        .collect();
    lightsout(&args, b"")
}

/// One `solve` of `board`: its answer, its fewest presses proven.
fn fewest(board: &[Vec<u8>]) -> String {
    let text = board_text(board, false);
    let (one, err, _) = lightsout(&["solve"], text.as_bytes());
    assert!(one.contains("\nminimal yes"), "{}{}", one, err);
    one
}

/// `merge` of `files` answers as one `solve` of `board` does, byte for
/// byte (`one`), with presses that clear the board. The answer.
fn merges_to(board: &[Vec<u8>], one: String, files: &[String]) -> String {
    let (out, err, status) = merge(files);
    assert_eq!((status, err.as_str()), (Some(0), ""), "{}", out);
    assert_eq!(out, one);
    let (grid, _, _) = parse_answer(&out, board.len());
    let dark = vec![vec![0; board[0].len()]; board.len()];
    assert_eq!(simulate(board, &grid), dark, "{}", out);
    out
}

#[test]
fn a_split_proof_merges_to_one_runs_answer() {
    let folder = Folder::new("merges");
    // All lit 30 x 30 (2^20 solutions, 16 pieces), a random 24 x 20 board,
    // and all lit 9 x 9 (one piece: most parts have nothing to try); in the
    // full run, 27 x 35 too (2^27, the pieces fibres of the quotient by its
    // 4 symmetries: its merge compares them all, as one solve does, in a
    // second and a half), 39 x 39 and 47 x 47 (2^32 and 2^30 solutions, 8
    // symmetries).
    let mut rng = SplitMix(11);
    let mut boards = vec![lit(30, 30), solvable(&mut rng, 24, 20), lit(9, 9)];
    let mut sizes = vec![1, 2, 7, 8];
    if common::full() {
        boards.extend([lit(27, 35), lit(39, 39), lit(47, 47)]);
        sizes = vec![1, 8];
    }
    for (b, board) in boards.iter().enumerate() {
        let one = fewest(board);
        // The same answer, the same presses, whatever the number of parts.
        let merged: Vec<String> = sizes
            .iter()
            .map(|&n| {
                let files = split(board, n, &folder, &format!("board-{}", b));
                merges_to(board, one.clone(), &files)
            })
            .collect();
        assert!(merged.windows(2).all(|w| w[0] == w[1]), "{:?}", merged);
    }
}

/// The code blocks of `docs/fewest.md` (the proofs' page) in `sh`, each
/// as one script.
fn recipes() -> Vec<String> {
    let text = std::fs::read_to_string(common::root().join("docs/fewest.md")).unwrap();
    let mut blocks = Vec::new();
    let mut block: Option<String> = None;
    for line in text.lines() {
        match (line.trim_end(), block.take()) {
            ("```", Some(done)) => blocks.push(done),
            ("```sh", None) => block = Some(String::new()),
            (_, Some(mut open)) => {
                open.push_str(line);
                open.push('\n');
                block = Some(open);
            }
            (_, None) => {}
        }
    }
    blocks
}

/// The proofs page's block that holds `text`.
fn recipe(text: &str) -> String {
    let found = recipes().into_iter().find(|block| block.contains(text));
    found.unwrap_or_else(|| panic!("docs/fewest.md has no sh block with {:?}", text))
}

/// The proofs page's recipe for GNU parallel, run over 8 parts and
/// merged as the page merges them, answers as one `solve`. Skipped where
/// `parallel` is not installed, except in the full run (CI's), where it
/// must be.
#[test]
fn a_split_proof_runs_under_gnu_parallel() {
    let version = Command::new("parallel").arg("--version").output();
    let gnu = version.map_or(false, |run| {
        String::from_utf8_lossy(&run.stdout).starts_with("GNU parallel")
    });
    if !gnu {
        assert!(!common::full(), "GNU parallel is not installed");
        eprintln!("a_split_proof_runs_under_gnu_parallel: skipped, no GNU parallel found");
        return;
    }
    let recipe = recipe("| parallel ");
    assert!(
        recipe.starts_with("N=64\n"),
        "N said once, first: {}",
        recipe
    );
    let recipe = recipe.replacen("N=64", "N=8", 1);
    let folder = Folder::new("parallel");
    let mut rng = SplitMix(43);
    let board = solvable(&mut rng, 30, 30);
    folder.write("board.txt", &board_text(&board, false));
    let (merged, err, status) = folder.shell(&recipe);
    assert_eq!(status, Some(0), "{}: {}", recipe, err);
    let files: Vec<String> = (1..=8)
        .map(|i| {
            let file = folder.0.join(format!("part-{}.txt", i));
            file.to_str().unwrap().to_string()
        })
        .collect();
    assert_eq!(merges_to(&board, fewest(&board), &files), merged);
}

/// The proofs page's Slurm job script, `part.sh`, in `folder` with all lit
/// 30 x 30 as `board.txt`, as the page sets it up: the board.
fn slurm_job(folder: &Folder) -> Vec<Vec<u8>> {
    let script = recipe("#SBATCH");
    assert!(script.starts_with("#!/bin/sh\n"), "{}", script);
    assert!(
        !script.contains("64"),
        "N is the submitter's, not the script's: {}",
        script
    );
    folder.write("part.sh", &script);
    let (_, err, status) =
        folder.shell("lightsout gen board --rows 30 --cols 30 --all-on > board.txt");
    assert_eq!(status, Some(0), "{}", err);
    lit(30, 30)
}

/// The proofs page's Slurm job script runs each part as Slurm runs a task
/// of the array (its index and CPUs in the environment, N from the
/// submitter's): the 4 parts merge to one `solve`'s answer, and without N
/// the script refuses to run. On a real Slurm (`LIGHTSOUT_SLURM` set, as
/// CI sets it after scripts/slurm-up) it then runs the Slurm test below
/// as well; without one, that test says it is ignored.
#[test]
fn the_slurm_job_script_runs_each_part_as_an_array_task() {
    let folder = Folder::new("tasks");
    let board = slurm_job(&folder);
    let (_, err, status) = folder
        .shell("mkdir parts && SLURM_ARRAY_TASK_ID=1 SLURM_CPUS_PER_TASK=1 sh part.sh");
    assert!(
        status != Some(0) && err.contains("the number of parts"),
        "{}",
        err
    );
    for i in 1..=4 {
        let task = format!(
            "SLURM_ARRAY_TASK_ID={} SLURM_CPUS_PER_TASK=1 N=4 sh part.sh",
            i
        );
        let (_, err, status) = folder.shell(&task);
        assert_eq!(status, Some(0), "{}: {}", task, err);
    }
    let (merged, err, status) = folder.shell("lightsout merge parts/part-*.txt");
    assert_eq!((merged, status), (fewest(&board), Some(0)), "{}", err);
    if std::env::var_os("LIGHTSOUT_SLURM").is_some() {
        a_split_proof_runs_under_slurm();
    }
}

/// The proofs page's Slurm recipe on a real Slurm (a single node:
/// `scripts/slurm-up`), over 4 parts: merged, one `solve`'s answer; with
/// three parts gone, merge names them with the array to run again, and
/// that array run completes the proof; an unsolvable board's parts merge
/// to `IMPOSSIBLE`. Ignored by a plain `cargo test`, as it needs Slurm;
/// the test above runs it where `LIGHTSOUT_SLURM` is set (CI).
#[test]
#[ignore = "needs Slurm: LIGHTSOUT_SLURM=1 after scripts/slurm-up runs it (docs/fewest.md)"]
fn a_split_proof_runs_under_slurm() {
    let answers = Command::new("sinfo").output();
    assert!(
        answers.map_or(false, |run| run.status.success()),
        "no Slurm answers (sinfo): eval \"$(scripts/slurm-up \"$PWD/target/slurm\")\" starts one"
    );
    let folder = Folder::new("slurm");
    let board = slurm_job(&folder);
    let submit = recipe("sbatch --wait");
    assert!(
        submit.starts_with("export N=64\n"),
        "N said once, first: {}",
        submit
    );
    let submit = submit.replacen("N=64", "N=4", 1);
    let shell = |line: &str| folder.shell(line);
    // What a command prints, but sbatch's `Submitted batch job J`.
    let run = |line: &str| {
        let (out, err, status) = shell(line);
        assert_eq!(status, Some(0), "{}: {}", line, err);
        let printed = out
            .lines()
            .filter(|l| !l.starts_with("Submitted batch job "));
        printed.map(|l| format!("{}\n", l)).collect::<String>()
    };
    let merged = run(&submit);
    assert_eq!(merged, fewest(&board));
    // Three parts gone: named at once, then run again as merge says.
    run("rm parts/part-1.txt parts/part-3.txt parts/part-4.txt");
    let (out, err, status) = shell("lightsout merge parts/part-*.txt");
    assert_eq!((out.as_str(), status), ("", Some(1)), "{}", err);
    let again =
        "lightsout: run again: --part I/4 for I in 1, 3, 4 (an array job: --array=1,3,4)";
    assert_eq!(err.lines().last(), Some(again), "{}", err);
    run("N=4 sbatch --wait --array=1,3,4 part.sh");
    assert_eq!(run("lightsout merge parts/part-*.txt"), merged);
    // A board no presses clear, in a fresh folder of parts.
    run("rm -r parts && printf '4 4\\n1000\\n0000\\n0000\\n0000\\n' > board.txt");
    assert_eq!(run(&submit), "IMPOSSIBLE\n");
}

/// The certificates of all lit 30 x 30 split in 3, each 66 lines: its
/// head, the board's line and 30 rows (lines 3 to 32), the solutions,
/// the pieces, the solutions tried (line 35), the fewest (line 36) and
/// 30 rows of presses (lines 37 to 66); in `folder`, with their text.
fn thirty(folder: &Folder) -> Vec<(String, String)> {
    split(&lit(30, 30), 3, folder, "thirty")
        .into_iter()
        .map(|file| {
            let text = std::fs::read_to_string(&file).unwrap();
            assert_eq!(text.lines().count(), 66, "{}", text);
            (file, text)
        })
        .collect()
}

/// `text` with line `at` (from 1) made `line`; past the end, added.
fn edited(text: &str, at: usize, line: &str) -> String {
    let mut lines: Vec<&str> = text.lines().collect();
    if at > lines.len() {
        lines.push(line);
    } else {
        lines[at - 1] = line;
    }
    lines.join("\n") + "\n"
}

/// `merge` of `files` refuses them, status 1, with one line that names
/// the file (and the line) and says `says`, and at most one more, the
/// part to run again where the certificate says which it is.
fn refused(files: &[String], names: &str, says: &str) {
    let (out, err, status) = merge(files);
    assert_eq!((status, out.as_str()), (Some(1), ""), "{}", err);
    assert!(one_refusal(&err), "{}", err);
    assert!(
        err.starts_with(&format!("lightsout: {}", names)) && err.contains(says),
        "not {:?} ... {:?}: {}",
        names,
        says,
        err
    );
}

/// Whether `err` refuses one certificate: a line for it, then at most the
/// part that is thereby missing and the parts to run again.
fn one_refusal(err: &str) -> bool {
    let lines: Vec<&str> = err.lines().collect();
    let rest = lines.iter().skip(1);
    (1..=3).contains(&lines.len())
        && rest.enumerate().all(|(i, line)| {
            let again = line.starts_with("lightsout: run again: --part I/");
            let missing =
                line.starts_with("lightsout: part ") && line.ends_with(" is missing");
            again && i + 2 == lines.len() || missing && i == 0
        })
}

/// Part 3 of 3 of all lit 30 x 30, as `edit` makes its text, in place of
/// the honest one: `merge` refuses it at line `at`, saying `says`.
fn refused_as_edited(
    folder: &Folder,
    edit: &dyn Fn(&str) -> String,
    at: usize,
    says: &str,
) {
    let parts = thirty(folder);
    let forged = folder.write("forged", &edit(&parts[2].1));
    let files = [parts[0].0.clone(), parts[1].0.clone(), forged.clone()];
    refused(&files, &format!("{}: line {}: ", forged, at), says);
}

#[test]
fn merge_bounds_the_part_count_as_solve_does() {
    let folder = Folder::new("count");
    let parts = thirty(&folder);
    for (head, says) in [
        (
            "lightsout part 1 of 18446744073709551615",
            "expected N from 1 to 1048576",
        ),
        (
            "lightsout part 1 of 100000000",
            "expected N from 1 to 1048576",
        ),
        (
            "lightsout part 1 of 1048577",
            "expected N from 1 to 1048576",
        ),
        (
            "lightsout part 1 of 99999999999999999999999",
            "expected N from 1",
        ),
        ("lightsout part 1 of 0", "expected N from 1 to 1048576"),
        ("lightsout part 0 of 3", "expected a part from 1 to 3"),
        ("lightsout part 4 of 3", "expected a part from 1 to 3"),
        ("lightsout part 1 of +3", "expected N from 1"),
        (
            "lightsout part 01 of 3",
            "expected \"lightsout part 1 of 3\"",
        ),
        ("lightsout part 1/3", "not a part certificate"),
    ] {
        let forged = folder.write("forged", &edited(&parts[0].1, 1, head));
        let names = format!("{}: line 1: ", forged);
        refused(&[forged], &names, says);
    }
    // The most parts `solve` splits into, and one more.
    let board = board_text(&lit(30, 30), false);
    let (_, err, status) = lightsout(&["solve", "--part", "1/1048577"], board.as_bytes());
    assert_eq!(status, Some(2), "{}", err);
    let (out, err, status) = lightsout(&["solve", "--part", "1/1048576"], board.as_bytes());
    assert_eq!(status, Some(0), "{}", err);
    // What is missing, said in one line.
    let one = folder.write("one", &out);
    refused(
        &[one],
        "parts 2, 3, 4",
        "parts 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 1048565 more of 1048576 are missing",
    );
}

#[test]
fn merge_holds_every_part_to_its_board_and_split() {
    let folder = Folder::new("parts");
    let parts = thirty(&folder);
    let files: Vec<String> = parts.iter().map(|(file, _)| file.clone()).collect();
    // A part of another board, of another split, a missing part, a part
    // given twice.
    let nine = split(&lit(9, 9), 3, &folder, "nine");
    refused(
        &[files[0].clone(), nine[1].clone(), files[2].clone()],
        &format!("{}: line 2: ", nine[1]),
        "a part of another board",
    );
    let mut rng = SplitMix(5);
    let other = split(&solvable(&mut rng, 30, 30), 3, &folder, "other");
    refused(
        &[files[0].clone(), other[1].clone(), files[2].clone()],
        &format!("{}: line 2: ", other[1]),
        "a part of another board",
    );
    let four = split(&lit(30, 30), 4, &folder, "four");
    refused(
        &[files[0].clone(), four[1].clone(), files[2].clone()],
        &format!("{}: line 1: ", four[1]),
        "a part of another split (4 parts)",
    );
    refused(
        &[files[0].clone(), files[2].clone()],
        "part 2 of 3 is missing",
        "",
    );
    refused(
        &[
            files[0].clone(),
            files[1].clone(),
            files[1].clone(),
            files[2].clone(),
        ],
        "part 2 of 3 is given twice",
        "",
    );
    // Of one board, one split, each part once: the answer.
    merges_to(&lit(30, 30), fewest(&lit(30, 30)), &files);
}

#[test]
fn merge_refuses_presses_that_do_not_clear_the_board() {
    let folder = Folder::new("presses");
    // One press, said to be the fewest: the certificate's own board is
    // what it is held to.
    let one_press = |text: &str| {
        let mut text = edited(text, 36, "fewest 1");
        let mut row = vec!["0"; 30];
        for r in 37..=66 {
            row[14] = if r == 51 { "1" } else { "0" };
            text = edited(&text, r, &row.join(" "));
        }
        text
    };
    refused_as_edited(
        &folder,
        &one_press,
        36,
        "the presses below do not clear the board",
    );
    // As many presses as it says, one of them moved.
    let moved = |text: &str| {
        let row: Vec<&str> = text.lines().nth(36).unwrap().split(' ').collect();
        let at = row.iter().position(|&cell| cell == "1").unwrap();
        let free = row.iter().position(|&cell| cell == "0").unwrap();
        let mut row = row;
        row.swap(at, free);
        edited(text, 37, &row.join(" "))
    };
    refused_as_edited(
        &folder,
        &moved,
        36,
        "the presses below do not clear the board",
    );
    // Fewer said than pressed.
    let fewer = |text: &str| {
        let count: u64 = text.lines().nth(35).unwrap()[7..].parse().unwrap();
        edited(text, 36, &format!("fewest {}", count - 1))
    };
    refused_as_edited(&folder, &fewer, 36, "the presses below are ");
    // A board of its own, its fingerprint left as it was.
    let board = |text: &str| edited(text, 3, &["0"; 30].join(" "));
    refused_as_edited(
        &folder,
        &board,
        2,
        "expected \"board 30 x 30 --rule standard, fingerprint ",
    );
}

#[test]
fn merge_refuses_wrong_sizes_and_cells() {
    let folder = Folder::new("sizes");
    // A 1 x 1 press matrix in a 30 x 30 certificate.
    let one_by_one = |text: &str| {
        let lines: Vec<&str> = text.lines().take(35).collect();
        lines.join("\n") + "\nfewest 1\n1\n"
    };
    refused_as_edited(
        &folder,
        &one_by_one,
        37,
        "expected a row of 30 cells of the presses, found 1",
    );
    let short = |text: &str| edited(text, 37, &["0"; 29].join(" "));
    refused_as_edited(
        &folder,
        &short,
        37,
        "expected a row of 30 cells of the presses, found 29",
    );
    let long = |text: &str| edited(text, 4, &["1"; 31].join(" "));
    refused_as_edited(
        &folder,
        &long,
        4,
        "expected a row of 30 cells of the board, found more",
    );
    let cut = |text: &str| text.lines().take(50).collect::<Vec<_>>().join("\n") + "\n";
    refused_as_edited(
        &folder,
        &cut,
        51,
        "expected row 15 of 30 of the presses, found the end",
    );
    let more = |text: &str| edited(text, 67, "0 0 0");
    refused_as_edited(&folder, &more, 67, "expected the end of the certificate");
    let large =
        |text: &str| edited(text, 2, "board 40 x 40 --rule standard, fingerprint 0");
    refused_as_edited(
        &folder,
        &large,
        3,
        "expected a row of 40 cells of the board, found 30",
    );
    let huge = |text: &str| edited(text, 2, "board 1000000 x 1000000 --rule standard");
    refused_as_edited(
        &folder,
        &huge,
        2,
        "a split proof's board has 1 to 32767 cells",
    );
    let torus = |text: &str| {
        let line = text
            .lines()
            .nth(1)
            .unwrap()
            .replace("standard", "standard --torus");
        edited(text, 2, &line)
    };
    refused_as_edited(&folder, &torus, 2, "under the standard rule");
    // Cells other than 0 and 1, one space apart.
    for (at, row, says) in [
        (
            40,
            "x",
            "cell 1 of the presses: expected 0 or 1, found \"x\"",
        ),
        (5, "2", "cell 1 of the board: expected 0 or 1, found \"2\""),
        (40, "", "cell 1 of the presses: expected 0 or 1, found \"\""),
    ] {
        let cells = |text: &str| {
            let line = text.lines().nth(at - 1).unwrap();
            edited(text, at, &format!("{}{}", row, &line[1..]))
        };
        refused_as_edited(&folder, &cells, at, says);
    }
    let spaced = |text: &str| {
        let line = text.lines().nth(39).unwrap().replacen(' ', "  ", 1);
        edited(text, 40, &line)
    };
    refused_as_edited(
        &folder,
        &spaced,
        40,
        "cell 2 of the presses: expected 0 or 1",
    );
    // Bytes that are not text.
    let parts = thirty(&folder);
    let mut bytes = edited(&parts[2].1, 20, "1 1 ?").into_bytes();
    let at = bytes.iter().position(|&b| b == b'?').unwrap();
    bytes[at] = 0xff;
    let forged = folder.0.join("bytes");
    std::fs::write(&forged, bytes).unwrap();
    let forged = forged.to_str().unwrap().to_string();
    let names = format!("{}: line 20: ", forged);
    refused(&[forged], &names, "not text");
}

#[test]
fn merge_refuses_a_part_that_did_not_try_its_pieces() {
    let folder = Folder::new("tried");
    // Part 3 of 3 covers pieces 10 to 16 of 16, of 2^16 solutions each.
    let tried = |text: &str| edited(text, 35, "tried 0");
    refused_as_edited(
        &folder,
        &tried,
        35,
        "expected \"tried 393216\" (part 3 of 3",
    );
    let none = |text: &str| {
        text.lines().take(35).collect::<Vec<_>>().join("\n") + "\nfewest none\n"
    };
    refused_as_edited(
        &folder,
        &none,
        36,
        "expected \"fewest P\" (a part with pieces",
    );
    // A search cut otherwise than the board's: fewer pieces, smaller ones,
    // another part's.
    let layout = |text: &str| {
        let text = edited(text, 34, "pieces 0 to 1 of 1, 2^0 solutions each");
        edited(&text, 35, "tried 1")
    };
    refused_as_edited(
        &folder,
        &layout,
        34,
        "expected \"pieces 10 to 16 of 16, 2^16 solutions each\"",
    );
    let small = |text: &str| edited(text, 33, "solutions 2^0, symmetries 8");
    refused_as_edited(
        &folder,
        &small,
        33,
        "expected \"solutions 2^20, symmetries 8\"",
    );
    // Part 1 of 20 has no pieces: it says so.
    let parts = split(&lit(30, 30), 20, &folder, "twenty");
    let text = std::fs::read_to_string(&parts[0]).unwrap();
    assert!(
        text.contains("\npieces 0 to 0 of 16, 2^16 solutions each\ntried 0\nfewest none\n")
    );
    let third = std::fs::read_to_string(&parts[1]).unwrap();
    let stolen = text.lines().take(35).collect::<Vec<_>>().join("\n")
        + "\n"
        + &third.lines().skip(35).collect::<Vec<_>>().join("\n")
        + "\n";
    let forged = folder.write("stolen", &stolen);
    let files: Vec<String> = std::iter::once(forged.clone())
        .chain(parts[1..].iter().cloned())
        .collect();
    refused(
        &files,
        &format!("{}: line 36: ", forged),
        "expected \"fewest none\"",
    );
}

#[test]
fn merge_takes_files_and_no_options() {
    for args in [&["merge"][..], &["merge", "--any"], &["merge", "-"]] {
        let (_, err, status) = lightsout(args, b"");
        assert_eq!(status, Some(2), "{}", err);
        assert_eq!(err.lines().count(), 1, "{}", err);
    }
}

/// A seeded run of forged certificates: the honest parts of all lit 30 x
/// 30 in 3, each edited at random (a digit changed, a cell flipped, a line
/// dropped, doubled or cut, bytes added), are either refused in one line,
/// status 1, or, where the edit changed nothing that matters, merged to the
/// honest answer: `merge` never prints what it has not proven.
#[test]
fn forged_certificates_are_refused_or_prove_the_honest_answer() {
    let folder = Folder::new("fuzz");
    let parts = thirty(&folder);
    let files: Vec<String> = parts.iter().map(|(file, _)| file.clone()).collect();
    let (honest, err, status) = merge(&files);
    assert_eq!((status, err.as_str()), (Some(0), ""));
    let mut rng = SplitMix(0xf0_49ed);
    let rounds = if common::full() { 400 } else { 60 };
    let mut refusals = 0;
    for round in 0..rounds {
        let which = rng.below(3) as usize;
        let mut lines: Vec<String> = parts[which].1.lines().map(String::from).collect();
        let at = rng.below(lines.len() as u64) as usize;
        match round % 6 {
            0 => {
                // A digit made another.
                let line = lines[at].clone().into_bytes();
                if let Some(d) = line.iter().position(u8::is_ascii_digit) {
                    let mut line = line;
                    line[d] = b'0' + (line[d] - b'0' + 1 + rng.below(9) as u8) % 10;
                    lines[at] = String::from_utf8(line).unwrap();
                }
            }
            1 => {
                // A press cell flipped (lines 37 to 66 hold the presses).
                let row = 36 + rng.below(30) as usize;
                let mut line = lines[row].clone().into_bytes();
                let c = 2 * rng.below(30) as usize;
                line[c] ^= 1;
                lines[row] = String::from_utf8(line).unwrap();
            }
            2 => {
                lines.remove(at);
            }
            3 => {
                let line = lines[at].clone();
                lines.insert(at, line);
            }
            4 => lines.truncate(at),
            _ => lines[at].push_str([" 1", "x", "\u{0}", "  "][rng.below(4) as usize]),
        }
        let forged = folder.write("forged", &(lines.join("\n") + "\n"));
        let mut set = files.clone();
        set[which] = forged;
        let (out, err, status) = merge(&set);
        match status {
            Some(0) => assert_eq!(out, honest, "round {}: merged a forgery", round),
            Some(1) => {
                assert!(
                    out.is_empty() && one_refusal(&err),
                    "round {}: {}",
                    round,
                    err
                );
                refusals += 1;
            }
            other => panic!("round {}: status {:?}: {}", round, other, err),
        }
    }
    assert!(refusals > rounds / 2, "{} of {} refused", refusals, rounds);
}

/// Every bad, empty or missing part is named at once, with the parts to
/// run again, and the first part's file decides nothing: 8 parts of all
/// lit 30 x 30 with parts 2, 5 and 7 missing, part 3 cut short and part 4
/// empty.
#[test]
fn merge_names_every_part_to_run_again_at_once() {
    let folder = Folder::new("again");
    let mut files = split(&lit(30, 30), 8, &folder, "lit");
    let cut = std::fs::read_to_string(&files[2]).unwrap();
    std::fs::write(&files[2], &cut[..cut.len() / 2]).unwrap();
    std::fs::write(&files[3], "").unwrap();
    for i in [6, 4, 1] {
        files.remove(i);
    }
    let (out, err, status) = merge(&files);
    assert_eq!((status, out.as_str()), (Some(1), ""), "{}", err);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 4, "{}", err);
    assert!(
        lines[0].starts_with(&format!("lightsout: {}: line ", files[1])),
        "{}",
        err
    );
    assert!(
        lines[1].starts_with(&format!("lightsout: {}: line 1: ", files[2])),
        "{}",
        err
    );
    assert_eq!(lines[2], "lightsout: parts 2, 4, 5, 7 of 8 are missing");
    assert_eq!(
        lines[3],
        "lightsout: run again: --part I/8 for I in 2, 3, 4, 5, 7 (an array job: --array=2-5,7)"
    );
    // A file that cannot be read is one of them, status 1 as every bad part.
    let absent = folder.0.join("absent").to_str().unwrap().to_string();
    let (_, err, status) = merge(&[files[0].clone(), absent.clone()]);
    assert_eq!(status, Some(1), "{}", err);
    assert!(
        err.starts_with(&format!("lightsout: cannot read {}", absent)),
        "{}",
        err
    );
}

/// On a board no presses clear, every part's certificate says so, with the
/// board, and merge checks it and answers as one `solve`: `IMPOSSIBLE`.
#[test]
fn an_unsolvable_boards_parts_merge_to_impossible() {
    let folder = Folder::new("impossible");
    let mut board = vec![vec![0; 4]; 4];
    board[0][0] = 1;
    let (one, _, status) = lightsout(&["solve"], board_text(&board, false).as_bytes());
    assert_eq!((one.as_str(), status), ("IMPOSSIBLE\n", Some(0)));
    let files = split(&board, 3, &folder, "corner");
    let text = std::fs::read_to_string(&files[1]).unwrap();
    assert!(
        text.starts_with("lightsout part 2 of 3\nboard 4 x 4 --rule standard"),
        "{}",
        text
    );
    assert!(text.ends_with("\n0 0 0 0\nimpossible\n"), "{}", text);
    let (out, err, status) = merge(&files);
    assert_eq!(
        (out.as_str(), err.as_str(), status),
        ("IMPOSSIBLE\n", "", Some(0))
    );
    // A certificate that says so of a board presses clear is refused.
    let lit_part = split(&lit(4, 4), 3, &folder, "lit");
    let forged = std::fs::read_to_string(&lit_part[0]).unwrap();
    let head: Vec<&str> = forged.lines().take(6).collect();
    let forged = folder.write("forged", &(head.join("\n") + "\nimpossible\n"));
    let (_, err, status) = merge(std::slice::from_ref(&forged));
    assert_eq!(status, Some(1), "{}", err);
    assert!(
        err.starts_with(&format!("lightsout: {}: line 7: ", forged)),
        "{}",
        err
    );
}

/// `gen board --all-on` writes the board a split proof of all-lit N x N
/// takes.
#[test]
fn gen_writes_the_all_lit_board() {
    let (out, err, status) = lightsout(
        &["gen", "board", "--rows", "2", "--cols", "3", "--all-on"],
        b"",
    );
    assert_eq!(
        (out.as_str(), err.as_str(), status),
        ("2 3\n1 1 1\n1 1 1\n", "", Some(0))
    );
    let (_, err, status) = lightsout(
        &[
            "gen", "board", "--all-on", "--mod", "3", "--rows", "2", "--cols", "2",
        ],
        b"",
    );
    assert_eq!(status, Some(2), "{}", err);
}
