//! `lightsout solve`: the presses that turn a board into a target.

use std::io::Write;

use lightsout::board::grid::Grid;
use lightsout::engine::fewest::{fewest_within, Goal, DEFAULT_SEARCH_WORK, MINUTE_OF_WORK};
use lightsout::engine::standard::any_solution;
use lightsout::io::judge::{self, Error};
use lightsout::io::output::write_grid;
use lightsout::linalg::{cpu, gf2};

use lightsout::board::stencil::{Board, Variant};
use lightsout::engine::forms::{fewest, solutions, PACKED};

use crate::cli::{number, too_large, variant_options, Command, Inputs};
use crate::graph;
use crate::progress;

pub const COMMAND: Command = Command {
    name: "solve",
    synopsis:
        "[--target all-off|all-on|FILE] [--any | --search-minutes M] [--threads N] [VARIANT] | --graph [--any]",
    about: "Prints the presses that turn the board into the target (default
all-off; FILE holds a board of the same size in the same format): the
press matrix, `presses K`, and `minimal yes` if no answer has fewer
presses (ties broken by the least printed matrix), `minimal yes, ties
not broken` if the fewest is proven without comparing every solution
(past 2^30 of them; the proof may take up to a few seconds, and is
not begun when it cannot be afforded), `minimal unproven` if it was not
found (`minimal unproven, at least L` where the proof had shown that no
answer has fewer than L), `minimal unchecked` with --any (which skips the
search).
--search-minutes M gives the proof about M minutes on one core of the
README's machine instead (M from 1 to 100000), spent even where the
proof is out of reach, raising the L proven, and
--threads N splits it over N threads (default: every core; the answer
is the same for any N); a search longer than two seconds shows its
progress on stderr when stderr is a terminal. Prints
IMPOSSIBLE if no presses will do. With --graph, stdin holds a graph in
USACO Lights' format (`N M`, then M lines `a b`; N <= 40): every light
starts off, a switch toggles its light and its neighbours, and the
target is every light on; the presses are one line of N values 0/1,
switch 1 first, and the fewest is proven but ties are not broken.
VARIANT (--stencil ROWS, --mod K, --torus) solves any rule exactly: the
presses as values 0 to K-1 (a cell pressed j times counts j), the fewest
proven where every solution can be tried (up to 2^28 cells in all) and
`minimal unproven` past that.",
    run,
};

/// The most threads `--threads` takes.
const MAX_THREADS: u64 = 1024;

/// The most `--search-minutes` takes: about ten weeks, and
/// `MINUTE_OF_WORK` times it far from overflowing.
const MAX_MINUTES: u64 = 100_000;

/// What to turn the board into.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Target {
    /// Every light off, or every light on.
    Lights(Goal),
    /// The board in a file.
    File(String),
}

/// The options of `solve`.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Options {
    /// The target board.
    target: Target,
    /// Skip the fewest-press search.
    any: bool,
    /// The proof's budget, in multiples of [`MINUTE_OF_WORK`], if not the
    /// default ([`DEFAULT_SEARCH_WORK`]).
    minutes: Option<u64>,
    /// A graph in USACO Lights' format instead of a board.
    graph: bool,
    /// Threads for the search, if given.
    threads: Option<usize>,
}

fn parse(args: &[&str]) -> Result<Options, Error> {
    let (mut target, mut any, mut graph, mut minutes) = (None, false, false, None);
    let mut threads = None;
    let mut args = args.iter();
    while let Some(&option) = args.next() {
        match option {
            "--any" => any = true,
            "--search-minutes" => {
                let text = args.next().copied().unwrap_or("");
                minutes = Some(number(text, "M", 1, MAX_MINUTES)?);
            }
            "--threads" => {
                let text = args.next().copied().unwrap_or("");
                threads = Some(number(text, "N", 1, MAX_THREADS)? as usize);
            }
            "--graph" => graph = true,
            "--target" => {
                target = match args.next() {
                    Some(&"all-off") => Some(Target::Lights(Goal::ALL_OFF)),
                    Some(&"all-on") => Some(Target::Lights(Goal::ALL_ON)),
                    Some(file) => Some(Target::File(file.to_string())),
                    None => {
                        return Err(Error::usage(
                            "--target needs all-off, all-on or a file",
                        ))
                    }
                }
            }
            _ => return Err(COMMAND.unknown(option)),
        }
    }
    if graph && target.is_some() {
        return Err(Error::usage("--graph has one target, every light on"));
    }
    if minutes.is_some() && (any || graph) {
        return Err(Error::Usage(format!(
            "--search-minutes has no search to give time to with {}",
            if any { "--any" } else { "--graph" }
        )));
    }
    Ok(Options {
        target: target.unwrap_or(Target::Lights(Goal::ALL_OFF)),
        any,
        graph,
        minutes,
        threads,
    })
}

fn run(args: &[&str], mut inputs: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Error> {
    let (variant, args) = variant_options(args)?;
    let options = parse(&args)?;
    if !variant.is_standard() {
        if options.graph || args.contains(&"--search-minutes") {
            return Err(Error::usage(
                "--graph and --search-minutes are for the standard game only",
            ));
        }
        solve_variant(&variant, &options, &mut inputs, out)?;
        return Ok(0);
    }
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    cpu::set_threads(options.threads.unwrap_or(cores));
    progress::show_on_terminal();
    if options.graph {
        solve_graph(options.any, &mut inputs, out)?;
    } else {
        solve_board(&options, &mut inputs, out)?;
    }
    Ok(0)
}

fn solve_board(
    options: &Options,
    inputs: &mut Inputs<'_>,
    out: &mut dyn Write,
) -> Result<(), Error> {
    let mut lights = inputs.board()?;
    let (rows, width) = (lights.rows(), lights.width());
    match &options.target {
        Target::Lights(goal) if *goal == Goal::ALL_OFF => {}
        // Reaching all-on from S is clearing S + all-on.
        Target::Lights(_) => lights.xor(&Grid::filled(rows, width)),
        Target::File(file) => {
            let goal = inputs.board_file(file)?;
            if (goal.rows(), goal.width()) != (rows, width) {
                return Err(Error::Failed(format!(
                    "{}: the target is {} x {}, the board {} x {}",
                    file,
                    goal.rows(),
                    goal.width(),
                    rows,
                    width
                )));
            }
            lights.xor(&goal);
        }
    }
    let answer = if options.any {
        any_solution(&lights).map(|presses| (presses, "unchecked".to_string()))
    } else {
        let budget = options
            .minutes
            .map_or(DEFAULT_SEARCH_WORK, |m| m * MINUTE_OF_WORK);
        fewest_within(&lights, budget).map(|a| {
            let minimal = match (a.minimal(), a.least) {
                (true, true) => "yes".to_string(),
                (true, false) => "yes, ties not broken".to_string(),
                // What the bound proved before its work ran out.
                _ if a.lower > 0 => format!("unproven, at least {}", a.lower),
                _ => "unproven".to_string(),
            };
            (a.presses, minimal)
        })
    };
    match answer {
        Some((presses, minimal)) => {
            write_grid(out, &presses)?;
            let summary = format!("presses {}\nminimal {}\n", presses.ones(), minimal);
            judge::write(out, summary.as_bytes())
        }
        None => judge::write(out, b"IMPOSSIBLE\n"),
    }
}

/// `solve` under any other rule.
fn solve_variant(
    variant: &Variant,
    options: &Options,
    inputs: &mut Inputs<'_>,
    out: &mut dyn Write,
) -> Result<(), Error> {
    let k = variant.modulus;
    let mut lights = inputs.value_board(k)?;
    let target = match &options.target {
        Target::Lights(goal) if *goal == Goal::ALL_OFF => None,
        Target::Lights(_) if k == 2 => Some(Board {
            cells: vec![1; lights.cells.len()],
            ..lights.clone()
        }),
        Target::Lights(_) => {
            return Err(Error::usage(
                "--target all-on needs --mod 2; give other targets as a FILE",
            ))
        }
        Target::File(file) => {
            let goal = inputs.value_board_file(file, k)?;
            if (goal.rows, goal.cols) != (lights.rows, lights.cols) {
                return Err(Error::Failed(format!(
                    "{}: the target is {} x {}, the board {} x {}",
                    file, goal.rows, goal.cols, lights.rows, lights.cols
                )));
            }
            Some(goal)
        }
    };
    // Reaching the target from S is clearing S - target.
    if let Some(target) = target {
        for (cell, goal) in lights.cells.iter_mut().zip(&target.cells) {
            *cell = (*cell + k - goal) % k;
        }
    }
    let solved = match solutions(variant, &lights, PACKED).map_err(too_large)? {
        Some(solved) => solved,
        None => return judge::write(out, b"IMPOSSIBLE\n"),
    };
    let (presses, minimal) = if options.any {
        (solved.presses.clone(), "unchecked")
    } else {
        match fewest(&solved) {
            (presses, true) => (presses, "yes"),
            (presses, false) => (presses, "unproven"),
        }
    };
    let text = format!(
        "{}presses {}\nminimal {}\n",
        presses.rows_text(" "),
        presses.total(),
        minimal
    );
    judge::write(out, text.as_bytes())
}

/// `solve --graph`: the fewest switches that turn every light on.
fn solve_graph(
    any_answer: bool,
    inputs: &mut Inputs<'_>,
    out: &mut dyn Write,
) -> Result<(), Error> {
    let columns = graph::read(inputs)?;
    let n = columns.len();
    let all = (1u64 << n) - 1;
    let answer = if any_answer {
        gf2::solutions(&graph::system(&columns), &graph::system_row(all, n))
            .map(|affine| (graph::mask_of(&affine.particular, n), "unchecked"))
    } else {
        gf2::fewest_set(&columns, all).map(|mask| (mask, "yes, ties not broken"))
    };
    let text = match answer {
        Some((mask, minimal)) => {
            let line: Vec<&str> = (0..n)
                .map(|j| if mask >> j & 1 == 1 { "1" } else { "0" })
                .collect();
            format!(
                "{}\npresses {}\nminimal {}\n",
                line.join(" "),
                mask.count_ones(),
                minimal
            )
        }
        None => "IMPOSSIBLE\n".to_string(),
    };
    judge::write(out, text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_parsed_before_anything_is_read() {
        assert_eq!(
            parse(&["--target", "all-on", "--search-minutes", "3"]).unwrap(),
            Options {
                target: Target::Lights(Goal::ALL_ON),
                any: false,
                minutes: Some(3),
                graph: false,
                threads: None,
            }
        );
        assert!(parse(&["--graph", "--any"]).unwrap().graph);
        assert_eq!(parse(&["--threads", "3"]).unwrap().threads, Some(3));
        for bad in [
            &["--graph", "--target", "all-on"][..],
            &["--any", "--search-minutes", "2"],
            &["--search-minutes", "0"],
            &["--threads", "0"],
            &["--threads"],
            &["--target"],
            &["--frobnicate"],
        ] {
            assert_eq!(parse(bad).unwrap_err().status(), 2, "{:?}", bad);
        }
    }
}
