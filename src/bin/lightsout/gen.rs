//! `lightsout gen`: a random input for a judge problem.

use std::io::Write;

use lightsout::board::rule::Rule;
use lightsout::io::error::Error;
use lightsout::io::formats::MAX_SIDE;
use lightsout::kit::generate::{rule_board, Sink, Spec};

use crate::cli::{given_rule, number, problem, Command, Inputs};

pub const COMMAND: Command = Command {
    name: "gen",
    synopsis: "PROBLEM|board [--seed S] [--count K] [--rows M] [--cols N] [--solvable] [--many-solutions] [RULE]",
    about: "Prints a random input for the judge binary PROBLEM, the same for the same
options. Fliptile: one board, sides from 1 to 15 unless given;
--solvable makes boards that can be cleared, --many-solutions also picks
sizes where a board has 4 or more solutions, where tie-breaking shows.
Problems with many cases: K cases (default 1, at most 1000000 and the
judge's own limit). Sides stay within the judge's limits. `board`
instead of PROBLEM: a board for `lightsout solve` under RULE, values 0
to K-1, sides from 1 to 15 unless given (a rule of moves, its board's);
--solvable boards can be cleared.",
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
        let mut sink = Sink::new(out);
        let rule = given.unwrap_or_else(Rule::standard);
        rule_board(&parse(options)?, &rule, &mut sink)?;
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
