//! `lightsout check`: a strict judge of another program's answer.

use std::io::Write;

use lightsout_judges::error::Error;
use lightsout_judges::judge;

use crate::cli::{problem, Command, Inputs};

pub const COMMAND: Command = Command {
    name: "check",
    synopsis: "PROBLEM INPUT OUTPUT [EXPECTED] [--exact]",
    about: "Judges OUTPUT, a program's answer to INPUT, strictly by the judge's
rules, and prints one line: `ok: ...`, `wrong: ...` (cell left lit, too
many presses, not the least output, IMPOSSIBLE wrongly claimed or missed)
or `malformed: line L, column C: ...`; exit status 0 for ok, 1 for wrong
or malformed (whatever becomes of the line: a closed pipe too). An answer
laid out otherwise than exactly (`\\r\\n` line ends, extra spaces, blank
lines at the end, no final newline) is judged as judges that compare
tokens judge it, and the `ok:` line says what differs; --exact holds it
to the bytes. Status 2 is for check's own errors: bad arguments, a file
that cannot be read, a malformed INPUT. EXPECTED is ignored
(the answer is computed), so this fits `oj t --judge-command`.",
    run,
};

/// The most bytes of an input or an answer: the largest judge input
/// (two 4096 x 4096 matrices of bits) is about 34 MB.
const MAX_CHECKED: u64 = 64 << 20;

fn run(args: &[&str], mut inputs: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Error> {
    let exact = args.contains(&"--exact");
    let args: Vec<&str> = args.iter().copied().filter(|&a| a != "--exact").collect();
    let (problem, input, output) = match args.as_slice() {
        [name, input, output] | [name, input, output, _] => {
            (problem(name)?, *input, *output)
        }
        _ => return Err(COMMAND.wrong()),
    };
    let what = "any judge's input or answer here";
    let (input_data, output_data) = (
        inputs.file(input, MAX_CHECKED, what)?,
        inputs.file(output, MAX_CHECKED, what)?,
    );
    let verdict = problem
        .verdict(&input_data, &output_data, exact)
        .map_err(|error| Error::Unjudgeable(input.to_string(), Box::new(error)))?;
    match judge::write(out, format!("{}\n", verdict).as_bytes()) {
        // The verdict is the exit status, whoever reads the words.
        Ok(()) | Err(Error::BrokenPipe) => Ok(verdict.status()),
        Err(error) => Err(error),
    }
}
