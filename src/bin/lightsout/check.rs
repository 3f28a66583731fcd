//! `lightsout check`: a strict judge of another program's answer.

use std::io::Write;

use lightsout::io::judge::{self, Error};

use crate::cli::{problem, Command, Inputs};

pub const COMMAND: Command = Command {
    name: "check",
    synopsis: "PROBLEM INPUT OUTPUT [EXPECTED]",
    about: "Judges OUTPUT, a program's answer to INPUT, strictly by the judge's
rules, and prints one line: `ok: ...`, `wrong: ...` (cell left lit, too
many presses, not the least output, IMPOSSIBLE wrongly claimed or missed)
or `malformed: line L, column C: ...`; exit status 0, 1 or 2. A malformed
INPUT is an error, status 2. EXPECTED is ignored (the answer is
computed), so this fits `oj t --judge-command`.",
    run,
};

fn run(args: &[&str], mut inputs: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Error> {
    let (problem, input, output) = match args {
        [name, input, output] | [name, input, output, _] => (problem(name)?, input, output),
        _ => return Err(COMMAND.wrong()),
    };
    let (input_data, output_data) = (inputs.file(input)?, inputs.file(output)?);
    let verdict = problem
        .check(&input_data, &output_data)
        .map_err(|error| Error::Unjudgeable(input.to_string(), Box::new(error)))?;
    judge::write(out, format!("{}\n", verdict).as_bytes())?;
    Ok(verdict.status())
}
