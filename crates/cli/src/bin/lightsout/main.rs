//! Solves and analyses Lights Out boards of any size: see `lightsout --help`.
//!
//! Each subcommand is one file holding its usage, its parse and its run;
//! [`COMMANDS`] is the table the dispatcher and `--help` read, so adding a
//! subcommand is a file and a row.

mod answer;
mod check;
mod cli;
mod count;
mod first_row;
mod gen;
mod graph;
mod matrix;
mod merge;
mod nullity;
mod play;
mod progress;
mod serve;
mod signals;
mod solve;
mod stress;

use std::io::{self, Write};

use lightsout_judges::error::Error;
use lightsout_judges::judge::{self, arguments, exit_status};

use cli::{Command, Inputs};

/// Every subcommand, in the order `--help` lists them.
const COMMANDS: &[Command] = &[
    solve::COMMAND,
    merge::COMMAND,
    count::COMMAND,
    nullity::COMMAND,
    matrix::COMMAND,
    first_row::COMMAND,
    play::COMMAND,
    serve::COMMAND,
    gen::COMMAND,
    check::COMMAND,
    stress::COMMAND,
];

/// The text before the commands in `lightsout --help`.
const INTRODUCTION: &str = "\
lightsout: solves and analyses Lights Out boards of any size.

Boards are read from stdin in Fliptile's format: `M N`, then M rows of N
values 0 or 1 separated by whitespace; a row may also be written as one word
of N characters, such as `10011`. Pressing a cell toggles it and its
orthogonal neighbours, unless RULE says otherwise. `lightsout help COMMAND`
(or `lightsout COMMAND --help`) describes one command.
";

/// The example that ends `lightsout --help`.
const EXAMPLE: &str = "
Example:
  $ printf '3 3\\n010\\n111\\n010\\n' | lightsout solve
  0 0 0
  0 1 0
  0 0 0
  presses 1
  minimal yes
";

/// `lightsout --help`.
fn help() -> String {
    let mut text = INTRODUCTION.to_string();
    text.push_str("\nRULE, where a command takes it:\n");
    text.push_str(cli::RULE_OPTIONS);
    text.push_str("\n\n");
    text.push_str(&cli::rule_names());
    text.push_str("\nCommands:\n");
    for command in COMMANDS {
        text.push_str(&command.usage());
    }
    text + EXAMPLE
}

/// The command named `name`.
fn find(name: &str) -> Result<&'static Command, Error> {
    COMMANDS
        .iter()
        .find(|command| command.name == name)
        .ok_or_else(|| Error::Usage(format!("unknown command {:?}", name)))
}

/// Runs the command line `args` (without the program's name).
fn run(args: &[String], inputs: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Error> {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let text = match args.split_first() {
        None => {
            let names: Vec<&str> = COMMANDS.iter().map(|c| c.name).collect();
            return Err(Error::Usage(format!(
                "expected a command: {}",
                names.join(", ")
            )));
        }
        Some((&("-h" | "--help" | "help"), []))
        | Some((&"help", ["help" | "-h" | "--help"])) => help(),
        Some((&"help", [name])) => find(name)?.usage(),
        Some((&("-V" | "--version"), [])) => {
            format!("lightsout {}\n", judge::VERSION)
        }
        Some((name, rest)) => {
            let command = find(name)?;
            if rest.iter().any(|&arg| arg == "-h" || arg == "--help") {
                command.usage()
            } else {
                return (command.run)(rest, inputs, out);
            }
        }
    };
    judge::write(out, text.as_bytes())?;
    Ok(0)
}

fn main() {
    let stdout = io::stdout();
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let stdin = io::stdin();
    let inputs = Inputs {
        stdin: &mut stdin.lock(),
        read_file: &mut cli::read_file,
    };
    let ran = run(&arguments(), inputs, &mut out);
    let flushed = out.flush().map_err(Error::from);
    let outcome = match (ran, flushed) {
        // A reader that went away changes no status a run returned: a
        // check's verdict stands whatever the pipe does.
        (Ok(status), Err(Error::BrokenPipe)) => Ok(status),
        (ran, flushed) => ran.and_then(|status| flushed.map(|()| status)),
    };
    std::process::exit(exit_status("lightsout", outcome));
}
