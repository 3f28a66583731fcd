//! `lightsout count`: whether a board can be cleared, and how many ways.

use std::io::Write;

use lightsout::{count, Cells, Grid, Rule};
use lightsout_game::rules::count_text;
use lightsout_judges::error::Error;
use lightsout_judges::judge;

use crate::cli::{given_rule, refused, Command, Inputs};
use crate::graph;

pub const COMMAND: Command = Command {
    name: "count",
    synopsis: "[RULE | --graph]",
    about: "Prints whether the board can be cleared, its nullity t (the dimension
of the kernel, the press boards that change nothing, where K is prime),
the kernel's size, the number of solutions (the kernel's size or 0) and
the number of boards of its size that can be cleared: K^t and K^(M*N -
t) where K is prime, exact products of prime powers otherwise. With
--graph, the same for a graph in USACO Lights' format and the target
every light on.",
    run,
};

fn run(args: &[&str], mut inputs: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Error> {
    let (given, args) = given_rule(args)?;
    let (rule, lights) = match args[..] {
        [] => {
            let rule = given.unwrap_or_else(Rule::standard);
            let lights = inputs.board(&rule)?;
            (rule, lights)
        }
        ["--graph"] if given.is_none() => {
            let (rule, n) = graph::read(&mut inputs)?;
            (rule, Cells::Bits(Grid::filled(1, n)))
        }
        _ => return Err(COMMAND.wrong()),
    };
    let counts = count(&rule, &lights).map_err(refused)?;
    let k = rule.modulus;
    let mut text = format!("solvable {}\n", if counts.solvable { "yes" } else { "no" });
    if let Some(t) = counts.nullity(k) {
        text.push_str(&format!("nullity {}\n", t));
    }
    let solutions = if counts.solvable {
        count_text(&counts.kernel, k)
    } else {
        "0".to_string()
    };
    text.push_str(&format!(
        "kernel {}\nsolutions {}\nreachable {}\n",
        count_text(&counts.kernel, k),
        solutions,
        count_text(&counts.reachable, k)
    ));
    judge::write(out, text.as_bytes())?;
    Ok(0)
}
