//! `lightsout solve`: the presses that turn a board into a target.

use std::io::Write;

use lightsout::{
    fewest, fewest_part, solve, Cells, Grid, Rule, Search, DEFAULT_SEARCH_WORK,
    MINUTE_OF_WORK,
};
use lightsout_judges::error::Error;
use lightsout_judges::judge;

use crate::answer::{write_answer, write_summary};
use crate::cli::{given_rule, number, refused, Command, Inputs};
use crate::graph;
use crate::merge;
use crate::progress;

pub const COMMAND: Command = Command {
    name: "solve",
    synopsis:
        "[--target all-off|all-on|FILE] [--any | --search-minutes M | --part I/N] [--threads N] [RULE] | --graph [--any]",
    about: "Prints the presses that turn the board into the target (default
all-off; FILE holds a board of the same size in the same format): the
press matrix (how often each cell is pressed, 0 to K-1), `presses P`
(a cell pressed j times counts j), and `minimal yes` if no answer has
fewer presses (ties broken by the least printed matrix), `minimal yes,
ties not broken` if the fewest is proven without comparing every
solution (past 2^30 of them modulo 2), `minimal unproven` if it was not
found (`minimal unproven, at least L` where the proof, or counting the
cells one press can change, shows that no answer has fewer than L),
`minimal unchecked` with --any (which skips the search). The search
takes up to a few seconds of a core on any rule and board, making the
kernel's press boards included, and begins no proof it cannot afford.
Modulo K > 2 the fewest is proven where every solution can be tried
within the search's budget.
--search-minutes M gives the proof about M minutes on one core of the
README's machine instead (M from 1 to 100000), spent even where the
proof is out of reach, raising the L proven, and
--threads N splits it over N threads (default: every core; the answer
is the same for any N); a search longer than two seconds shows its
progress on stderr when stderr is a terminal. The search runs its
loops' AVX2 copies where the CPU has them; LIGHTSOUT_PORTABLE=1 in the
environment runs their portable copies only, for timing the two. --part I/N runs the I-th
of N parts (N up to 2^20) of the search that tries every solution (the
standard rule, boards of at most 32767 cells), for a proof split across
machines, and prints the part's certificate: the board it clears (the
board less the target), how the search is cut, the part's pieces and the
solutions it tried, and its fewest presses; `lightsout merge` takes the
N of them.
Prints IMPOSSIBLE if no presses will do. With --graph, stdin holds a graph in
USACO Lights' format (`N M`, then M lines `a b`; N <= 40): every light
starts off, a switch toggles its light and its neighbours, and the
target is every light on; the presses are one line of N values 0/1,
switch 1 first.",
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
    /// Every light off.
    AllOff,
    /// Every light on.
    AllOn,
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
    /// The part of a split proof to run: I (from 1) of N.
    part: Option<(usize, usize)>,
}

fn parse(args: &[&str]) -> Result<Options, Error> {
    let (mut target, mut any, mut graph, mut minutes) = (None, false, false, None);
    let (mut threads, mut part) = (None, None);
    let mut args = args.iter();
    while let Some(&option) = args.next() {
        match option {
            "--any" => any = true,
            "--search-minutes" | "--threads" => {
                let text = args
                    .next()
                    .ok_or_else(|| Error::Usage(format!("{} needs a value", option)))?;
                if option == "--threads" {
                    threads = Some(number(text, "N", 1, MAX_THREADS)? as usize);
                } else {
                    minutes = Some(number(text, "M", 1, MAX_MINUTES)?);
                }
            }
            "--graph" => graph = true,
            "--part" => {
                let text = args
                    .next()
                    .ok_or_else(|| Error::usage("--part needs I/N, such as 3/8"))?;
                part = Some(split_part(text)?);
            }
            "--target" => {
                target = match args.next() {
                    Some(&"all-off") => Some(Target::AllOff),
                    Some(&"all-on") => Some(Target::AllOn),
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
    if part.is_some() && (any || graph || minutes.is_some()) {
        return Err(Error::usage(
            "--part runs a part of the search that tries every solution: without --any, --graph or --search-minutes",
        ));
    }
    if minutes.is_some() && any {
        return Err(Error::usage(
            "--search-minutes has no search to give time to with --any",
        ));
    }
    Ok(Options {
        target: target.unwrap_or(Target::AllOff),
        any,
        graph,
        minutes,
        threads,
        part,
    })
}

/// `I/N`: part I of N, I from 1 to N, N from 1 to [`merge::MAX_PARTS`].
fn split_part(text: &str) -> Result<(usize, usize), Error> {
    let (i, n) = text.split_once('/').ok_or_else(|| {
        Error::Usage(format!("--part is I/N, such as 3/8, not {:?}", text))
    })?;
    let n = number(n, "N", 1, merge::MAX_PARTS)? as usize;
    let i = number(i, "I", 1, n as u64)? as usize;
    Ok((i, n))
}

fn run(args: &[&str], mut inputs: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Error> {
    let (given, args) = given_rule(args)?;
    let options = parse(&args)?;
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let budget = options
        .minutes
        .map_or(DEFAULT_SEARCH_WORK, |m| m * MINUTE_OF_WORK);
    let search = Search::prove(budget).threads(options.threads.unwrap_or(cores));
    let search = progress::on_terminal(search);
    let search = match std::env::var_os("LIGHTSOUT_PORTABLE") {
        Some(value) if value != "0" => search.portable(),
        _ => search,
    };
    let (rule, lights) = if options.graph {
        if given.is_some() {
            return Err(Error::usage("--graph has its own rule: give no other"));
        }
        let (rule, n) = graph::read(&mut inputs)?;
        // Every light on from every light off: clearing every light on.
        (rule, Cells::Bits(Grid::filled(1, n)))
    } else {
        let rule = given.unwrap_or_else(Rule::standard);
        let lights = inputs.board(&rule)?;
        let target = match &options.target {
            Target::AllOff => None,
            Target::AllOn if rule.modulus == 2 => {
                Some(Cells::Bits(Grid::filled(lights.rows(), lights.cols())))
            }
            Target::AllOn => {
                return Err(Error::usage(
                    "--target all-on needs --mod 2; give other targets as a FILE",
                ))
            }
            Target::File(file) => {
                let cells = (lights.rows() * lights.cols()) as u64;
                let goal = inputs.board_file(file, &rule, cells)?;
                if (goal.rows(), goal.cols()) != (lights.rows(), lights.cols()) {
                    return Err(Error::Failed(format!(
                        "{}: the target is {} x {}, the board {} x {}",
                        file,
                        goal.rows(),
                        goal.cols(),
                        lights.rows(),
                        lights.cols()
                    )));
                }
                Some(goal)
            }
        };
        // Reaching the target from S is clearing S - target.
        let lights = match target {
            Some(target) => lights.less(&target, rule.modulus),
            None => lights,
        };
        (rule, lights)
    };
    if let Some((part, parts)) = options.part {
        let found =
            fewest_part(&rule, &lights, part - 1, parts, search).map_err(refused)?;
        merge::write_part(out, &rule, &lights, (part, parts), found.as_ref())?;
        return Ok(0);
    }
    if options.any {
        return match solve(&rule, &lights).map_err(refused)? {
            Some(presses) => {
                let count = presses.total();
                write_summary(out, &presses, count, "unchecked").map(|()| 0)
            }
            None => judge::write(out, b"IMPOSSIBLE\n").map(|()| 0),
        };
    }
    match fewest(&rule, &lights, search).map_err(refused)? {
        Some(found) => write_answer(out, &found.presses, found.count, found.minimal)?,
        None => judge::write(out, b"IMPOSSIBLE\n")?,
    }
    Ok(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_parsed_before_anything_is_read() {
        assert_eq!(
            parse(&["--target", "all-on", "--search-minutes", "3"]).unwrap(),
            Options {
                target: Target::AllOn,
                any: false,
                minutes: Some(3),
                graph: false,
                threads: None,
                part: None,
            }
        );
        assert_eq!(parse(&["--part", "3/8"]).unwrap().part, Some((3, 8)));
        assert!(parse(&["--graph", "--any"]).unwrap().graph);
        assert_eq!(parse(&["--threads", "3"]).unwrap().threads, Some(3));
        for bad in [
            &["--graph", "--target", "all-on"][..],
            &["--any", "--search-minutes", "2"],
            &["--search-minutes", "0"],
            &["--threads", "0"],
            &["--threads"],
            &["--part", "9/8"],
            &["--part", "1/0"],
            &["--part", "2"],
            &["--part", "1/2", "--any"],
            &["--target"],
            &["--frobnicate"],
        ] {
            assert_eq!(parse(bad).unwrap_err().status(), 2, "{:?}", bad);
        }
    }
}
