//! `lightsout nullity`: the nullity table.

use std::io::Write;

use lightsout_judges::error::Error;
use lightsout_judges::judge;

use lightsout::{kernel, nullity, Rule};
use lightsout_game::rules::count_text;

use crate::cli::{refused, rule_options, side, Command, Inputs};

pub const COMMAND: Command = Command {
    name: "nullity",
    synopsis: "FROM TO | --rect M N [RULE]",
    about: "Prints `n t` for every n x n board, n from FROM to TO (FROM <= TO), or
`M N t` for the M x N board; t is the nullity, the kernel's dimension
(under RULE with a modulus K that is not prime, the kernel's size, as
`count` writes it). Sides are at most 1048576; under the standard rule
each line costs O(n^2 / 64) word operations (n = 100000 takes under half a
second), under another at most 2^24 cells and about O(n^2) for K colours of
a stencil with one weight above the pressed cell. Each line is written as
soon as it is found.",
    run,
};

/// The largest side `nullity` takes.
const MAX_NULLITY_SIDE: usize = 1 << 20;

/// The nullity of `rows` x `cols` under `rule`, as `nullity` prints it:
/// the kernel's dimension where the modulus is prime, else the kernel's
/// size (as `count` writes it).
fn nullity_text(rule: &Rule, rows: usize, cols: usize) -> Result<String, Error> {
    Ok(match nullity(rule, rows, cols).map_err(refused)? {
        Some(t) => t.to_string(),
        // Not prime: the kernel's size.
        None => count_text(&kernel(rule, rows, cols).map_err(refused)?, rule.modulus),
    })
}

fn run(args: &[&str], _: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Error> {
    let (rule, args) = rule_options(args)?;
    match args[..] {
        ["--rect", m, n] => {
            let rows = side(m, "M", MAX_NULLITY_SIDE)?;
            let cols = side(n, "N", MAX_NULLITY_SIDE)?;
            let line = format!("{} {} {}\n", rows, cols, nullity_text(&rule, rows, cols)?);
            judge::write(out, line.as_bytes())?;
        }
        [from, to] if !from.starts_with('-') => {
            let from = side(from, "FROM", MAX_NULLITY_SIDE)?;
            let to = side(to, "TO", MAX_NULLITY_SIDE)?;
            if from > to {
                return Err(Error::Usage(format!(
                    "FROM is {} but TO is {}: nothing to print",
                    from, to
                )));
            }
            for n in from..=to {
                let line = format!("{} {}\n", n, nullity_text(&rule, n, n)?);
                judge::write(out, line.as_bytes())?;
                // Large sides take long each: a reader sees every line as it comes.
                out.flush()?;
            }
        }
        _ => return Err(COMMAND.wrong()),
    }
    Ok(0)
}
