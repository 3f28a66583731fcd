//! `lightsout gen`: a random input for a judge problem.

use std::io::Write;

use lightsout::Rule;
use lightsout_judges::error::Error;
use lightsout_judges::formats::MAX_SIDE;
use lightsout_judges::judge;
use lightsout_judges::kit::generate::{rule_board, Sink, Spec};

use crate::cli::{given_rule, number, problem, Command, Inputs};

pub const COMMAND: Command = Command {
    name: "gen",
    synopsis: "PROBLEM|board [--seed S] [--count K] [--rows M] [--cols N] [--solvable] [--many-solutions] [--all-on] [RULE]",
    about: "Prints a random input for the judge binary PROBLEM, the same for the same
options. Fliptile: one board, sides from 1 to 15 unless given;
--solvable makes boards that can be cleared, --many-solutions also picks
sizes where a board has 4 or more solutions, where tie-breaking shows.
Problems with many cases: K cases (default 1, at most 1000000 and the
judge's own limit). Sides stay within the judge's limits. `board`
instead of PROBLEM: a board for `lightsout solve` under RULE, values 0
to K-1, sides from 1 to 15 unless given (a rule of moves, its board's);
--solvable boards can be cleared; --all-on writes the board with every
light on (modulo 2), such as the all-lit 61 x 61 a split proof takes:
`lightsout gen board --rows 61 --cols 61 --all-on > board.txt`.",
    run,
};

/// The most cases `gen` writes.
const MAX_GEN_COUNT: u64 = 1_000_000;

fn parse(options: &[&str]) -> Result<Spec, Error> {
    let mut spec = Spec::default();
    let mut rest = options.iter();
    while let Some(&option) = rest.next() {
        let mut value = |name: &str, min: u64, max: u64| -> Result<u64, Error> {
            let text = rest
                .next()
                .ok_or_else(|| Error::Usage(format!("{} needs a value", option)))?;
            number(text, name, min, max)
        };
        match option {
            "--seed" => spec.seed = value("a seed", 0, u64::MAX)?,
            "--count" => spec.count = Some(value("a number of cases", 1, MAX_GEN_COUNT)?),
            // Each problem says its own bounds; these only keep the number sane.
            "--rows" => spec.rows = Some(value("a number of rows", 1, MAX_SIDE)? as usize),
            "--cols" => {
                spec.cols = Some(value("a number of columns", 1, MAX_SIDE)? as usize)
            }
            "--solvable" => spec.solvable = true,
            "--many-solutions" => spec.many_solutions = true,
            _ => return Err(COMMAND.unknown(option)),
        }
    }
    Ok(spec)
}

fn run(args: &[&str], _: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Error> {
    let (given, args) = given_rule(args)?;
    if let ["board", ref options @ ..] = args[..] {
        let rule = given.unwrap_or_else(Rule::standard);
        let all_on = options.contains(&"--all-on");
        let options: Vec<&str> = options
            .iter()
            .copied()
            .filter(|&o| o != "--all-on")
            .collect();
        let spec = parse(&options)?;
        if all_on {
            return lit_board(&spec, &rule, out).map(|()| 0);
        }
        let mut sink = Sink::new(out);
        rule_board(&spec, &rule, &mut sink)?;
        sink.finish()?;
        return Ok(0);
    }
    if given.is_some() {
        return Err(Error::usage(
            "--rule, --stencil, --mod and --torus make boards for `gen board` only",
        ));
    }
    let (problem, spec) = match args[..] {
        [name, ref options @ ..] => (problem(name)?, parse(options)?),
        _ => return Err(COMMAND.wrong()),
    };
    // Written as it is made: a failed write stops the generator.
    let mut sink = Sink::new(out);
    (problem.generate)(&spec, &mut sink)?;
    sink.finish()?;
    Ok(0)
}

/// The board of `spec`'s size with every light on, modulo 2 (the all-lit
/// board of a split proof, for one).
fn lit_board(spec: &Spec, rule: &Rule, out: &mut dyn Write) -> Result<(), Error> {
    let (rows, cols) = match (spec.rows, spec.cols) {
        (Some(rows), Some(cols)) => (rows, cols),
        _ => return Err(Error::usage("--all-on needs --rows and --cols")),
    };
    if rule.modulus != 2 || spec.solvable || spec.many_solutions || spec.count.is_some() {
        return Err(Error::usage(
            "--all-on writes one board modulo 2, its size given, and takes no --mod, \
             --solvable, --many-solutions or --count",
        ));
    }
    if let Some(why) = rule.refuses(rows, cols) {
        return Err(Error::Usage(why));
    }
    if rows
        .checked_mul(cols)
        .map_or(true, |cells| cells > MAX_LIT_CELLS)
    {
        return Err(Error::usage("boards of at most 2^24 cells"));
    }
    judge::write(out, format!("{} {}\n", rows, cols).as_bytes())?;
    let row = vec!["1"; cols].join(" ") + "\n";
    for _ in 0..rows {
        judge::write(out, row.as_bytes())?;
    }
    Ok(())
}

/// The most cells of a board `gen board --all-on` writes, as of any board
/// it writes.
const MAX_LIT_CELLS: usize = 1 << 24;
