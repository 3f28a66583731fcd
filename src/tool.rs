//! The `lightsout` command: solving any board toward any target, counting
//! solutions, the kernel dimension table and the first-row matrix.

use std::fmt;
use std::io::{self, Write};

use super::fliptile::read_board;
use super::grid::Grid;
use super::input::{self, Scanner};
use super::matrix::first_row_matrix;
use super::output::push_grid;
use super::poly::nullity;
use super::solve::{any, fewest};
use super::stress::{
    check_extended_lights_out, check_fliptile, extended_lights_out_input, fliptile_input, Spec,
};

/// What `lightsout --help` prints.
pub const HELP: &str = "\
lightsout: solves and analyses Lights Out boards of any size.

Boards are read from stdin in Fliptile's format: `M N`, then M rows of N
values 0 or 1 separated by whitespace; a row may also be written as one word
of N characters, such as `10011`. Pressing a cell toggles it and its
orthogonal neighbours.

Commands:
  lightsout solve [--target all-off|all-on|FILE] [--any]
      Prints the presses that turn the board into the target (default
      all-off; FILE holds a board of the same size in the same format):
      the press matrix, `presses K`, and `minimal yes` if no answer has fewer
      presses (ties broken by the least printed matrix), `minimal unproven`
      if there were too many solutions to compare, `minimal unchecked` with
      --any (which skips the search). Prints IMPOSSIBLE if no presses will do.
  lightsout count
      Prints whether the board can be cleared, the kernel dimension t, the
      number of solutions (2^t or 0) and the number of boards of its size
      that can be cleared, 2^(M*N - t).
  lightsout nullity FROM TO
      Prints `n t` for every n x n board, n from FROM to TO.
  lightsout nullity --rect M N
      Prints `M N t` for the M x N board.
  lightsout matrix N [M]
      Draws the first-row matrix of the M x N board (M defaults to N): line
      j shows, as `1` and space, the lights that pressing only column j of
      the first row leaves in the last row after chasing; then `ones K`.
  lightsout gen fliptile|extended_lights_out [--seed S] [--count K]
                [--rows M] [--cols N] [--solvable] [--many-solutions]
      Prints a random judge input, the same for the same options. Fliptile:
      one board, sides from 1 to 15 unless given; --solvable makes boards
      that can be cleared, --many-solutions also picks sizes where a board
      has 4 or more solutions, where tie-breaking shows. EXTENDED LIGHTS OUT:
      K puzzles (default 1).
  lightsout check fliptile|extended_lights_out INPUT OUTPUT [EXPECTED]
      Judges OUTPUT, a program's answer to INPUT, byte for byte against the
      judge's rules, and prints one line: `ok: ...`, `wrong: ...` (cell left
      lit, too many flips, not the least output, IMPOSSIBLE wrongly claimed
      or missed) or `malformed: line L, column C: ...`. Exit status 0, 1 or
      2 respectively. EXPECTED is ignored (the answer is computed), so this
      fits `oj t --judge-command`.

Example:
  $ printf '3 3\\n010\\n111\\n010\\n' | lightsout solve
  0 0 0
  0 1 0
  0 0 0
  presses 1
  minimal yes
";

/// Why a command failed: the message for stderr and the exit status.
#[derive(Debug, PartialEq, Eq)]
pub struct Failure {
    /// The message, without the program name.
    pub message: String,
    /// 2 for bad usage, 1 for bad input or failed output, 0 if the reader
    /// of the output went away.
    pub status: i32,
}

impl Failure {
    fn usage(message: String) -> Failure {
        Failure {
            message: format!("{} (see --help)", message),
            status: 2,
        }
    }

    fn input(source: &str, error: input::Error) -> Failure {
        Failure {
            message: format!("{}: {}", source, error),
            status: 1,
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl From<io::Error> for Failure {
    /// A failed write. A reader that went away (`| head`) is status 0 with
    /// nothing to say.
    fn from(error: io::Error) -> Failure {
        match error.kind() {
            io::ErrorKind::BrokenPipe => Failure {
                message: String::new(),
                status: 0,
            },
            _ => Failure {
                message: format!("cannot write output: {}", error),
                status: 1,
            },
        }
    }
}

/// Where a command finds its input, read only when the command needs it.
pub struct Inputs<'a> {
    /// Reads all of stdin.
    pub stdin: &'a mut dyn FnMut() -> io::Result<Vec<u8>>,
    /// Reads a named file.
    pub read_file: &'a mut dyn FnMut(&str) -> io::Result<Vec<u8>>,
}

impl Inputs<'_> {
    /// Reads stdin as a board.
    fn board(&mut self) -> Result<Grid, Failure> {
        let data = (self.stdin)().map_err(|error| Failure {
            message: format!("cannot read stdin: {}", error),
            status: 1,
        })?;
        board(&data, "stdin")
    }
}

/// Runs the command in `args` (without the program name), writing its
/// answer to `out`.
///
/// Returns the exit status: 0, or the checker's verdict for `check`.
pub fn run(args: &[String], inputs: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Failure> {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        ["gen", problem, options @ ..] => gen(problem, options, out).map(|()| 0),
        ["check", problem, input, output] | ["check", problem, input, output, _] => {
            check(problem, input, output, inputs, out)
        }
        _ => run_analysis(&args, inputs, out).map(|()| 0),
    }
}

fn run_analysis(args: &[&str], inputs: Inputs<'_>, out: &mut dyn Write) -> Result<(), Failure> {
    match args {
        [] => Err(Failure::usage(
            "expected a command: solve, count, nullity, matrix, gen or check".to_string(),
        )),
        ["-h"] | ["--help"] => Ok(out.write_all(HELP.as_bytes())?),
        ["solve", options @ ..] => solve(options, inputs, out),
        ["count"] => count(inputs, out),
        ["nullity", "--rect", m, n] => {
            let (m, n) = (whole(m, "M")?, whole(n, "N")?);
            Ok(writeln!(out, "{} {} {}", m, n, nullity(m, n))?)
        }
        ["nullity", from, to] => {
            let (from, to) = (whole(from, "FROM")?, whole(to, "TO")?);
            let mut text = Vec::new();
            for n in from..=to {
                writeln!(text, "{} {}", n, nullity(n, n))?;
            }
            Ok(out.write_all(&text)?)
        }
        ["matrix", n] => matrix(whole(n, "N")?, whole(n, "N")?, out),
        ["matrix", n, m] => matrix(whole(m, "M")?, whole(n, "N")?, out),
        [command, ..]
            if ["solve", "count", "nullity", "matrix", "gen", "check"].contains(command) =>
        {
            Err(Failure::usage(format!("wrong arguments for `{}`", command)))
        }
        [command, ..] => Err(Failure::usage(format!("unknown command {:?}", command))),
    }
}

/// A positive whole number argument named `name`.
fn whole(text: &str, name: &str) -> Result<usize, Failure> {
    match text.parse::<usize>() {
        Ok(value) if value >= 1 => Ok(value),
        _ => Err(Failure::usage(format!(
            "expected a positive whole number for {}, found {:?}",
            name, text
        ))),
    }
}

/// Reads a whole board from `data`, named `source` in errors.
fn board(data: &[u8], source: &str) -> Result<Grid, Failure> {
    let mut input = Scanner::new(data);
    read_board(&mut input, true)
        .and_then(|grid| input.finish().map(|()| grid))
        .map_err(|error| Failure::input(source, error))
}

fn solve(options: &[&str], mut inputs: Inputs<'_>, out: &mut dyn Write) -> Result<(), Failure> {
    let mut target = "all-off";
    let mut skip_search = false;
    let mut rest = options.iter();
    while let Some(&option) = rest.next() {
        match option {
            "--any" => skip_search = true,
            "--target" => match rest.next() {
                Some(&value) => target = value,
                None => {
                    return Err(Failure::usage(
                        "--target needs all-off, all-on or a file".to_string(),
                    ))
                }
            },
            _ => {
                return Err(Failure::usage(format!(
                    "unknown option {:?} for `solve`",
                    option
                )))
            }
        }
    }
    let mut lights = inputs.board()?;
    let (rows, width) = (lights.rows(), lights.width());
    match target {
        "all-off" => {}
        "all-on" => {
            // Reaching all-on from S is clearing S + all-on.
            let mut on = Grid::new(rows, width);
            for r in 0..rows {
                for c in 0..width {
                    on.flip(r, c);
                }
            }
            lights.xor(&on);
        }
        file => {
            let data = (inputs.read_file)(file).map_err(|error| Failure {
                message: format!("cannot read {}: {}", file, error),
                status: 1,
            })?;
            let goal = board(&data, file)?;
            if (goal.rows(), goal.width()) != (rows, width) {
                return Err(Failure {
                    message: format!(
                        "{}: the target is {} x {}, the board {} x {}",
                        file,
                        goal.rows(),
                        goal.width(),
                        rows,
                        width
                    ),
                    status: 1,
                });
            }
            lights.xor(&goal);
        }
    }
    let mut text = Vec::new();
    let answer = if skip_search {
        any(&lights).map(|presses| (presses, "unchecked"))
    } else {
        fewest(&lights).map(|a| (a.presses, if a.minimal { "yes" } else { "unproven" }))
    };
    match answer {
        Some((presses, minimal)) => {
            push_grid(&mut text, &presses);
            writeln!(text, "presses {}\nminimal {}", presses.count(), minimal)?;
        }
        None => text.extend_from_slice(b"IMPOSSIBLE\n"),
    }
    Ok(out.write_all(&text)?)
}

/// `2^exponent`, with its value when that fits in 128 bits.
fn power_of_two(exponent: usize) -> String {
    if exponent < 128 {
        format!("2^{} = {}", exponent, 1u128 << exponent)
    } else {
        format!("2^{}", exponent)
    }
}

fn count(mut inputs: Inputs<'_>, out: &mut dyn Write) -> Result<(), Failure> {
    let lights = inputs.board()?;
    let (rows, width) = (lights.rows(), lights.width());
    let t = nullity(rows, width);
    let solvable = any(&lights).is_some();
    let text = format!(
        "solvable {}\nnullity {}\nsolutions {}\nreachable {}\n",
        if solvable { "yes" } else { "no" },
        t,
        if solvable {
            power_of_two(t)
        } else {
            "0".to_string()
        },
        power_of_two(rows * width - t)
    );
    Ok(out.write_all(text.as_bytes())?)
}

fn matrix(rows: usize, width: usize, out: &mut dyn Write) -> Result<(), Failure> {
    let matrix = first_row_matrix(rows, width);
    let mut text = Vec::with_capacity(width * (width + 1));
    for j in 0..width {
        let start = text.len();
        for i in 0..width {
            text.push(if matrix.get(j, i) { b'1' } else { b' ' });
        }
        while text.len() > start && text[text.len() - 1] == b' ' {
            text.pop();
        }
        text.push(b'\n');
    }
    writeln!(text, "ones {}", matrix.count())?;
    Ok(out.write_all(&text)?)
}

fn gen(problem: &str, options: &[&str], out: &mut dyn Write) -> Result<(), Failure> {
    let mut spec = Spec::default();
    let mut rest = options.iter();
    while let Some(&option) = rest.next() {
        let mut value = |name: &str, min: u64, max: u64| -> Result<u64, Failure> {
            let text = rest
                .next()
                .ok_or_else(|| Failure::usage(format!("{} needs a value", option)))?;
            match text.parse::<u64>() {
                Ok(v) if (min..=max).contains(&v) => Ok(v),
                _ => Err(Failure::usage(format!(
                    "expected {} from {} to {}, found {:?}",
                    name, min, max, text
                ))),
            }
        };
        match option {
            "--seed" => spec.seed = value("a seed", 0, u64::MAX)?,
            "--count" => spec.count = Some(value("a number of puzzles", 1, u64::MAX)?),
            "--rows" => spec.rows = Some(value("a number of rows", 1, 15)? as usize),
            "--cols" => spec.cols = Some(value("a number of columns", 1, 15)? as usize),
            "--solvable" => spec.solvable = true,
            "--many-solutions" => spec.many_solutions = true,
            _ => {
                return Err(Failure::usage(format!(
                    "unknown option {:?} for `gen`",
                    option
                )))
            }
        }
    }
    let text = match problem {
        "fliptile" => fliptile_input(&spec),
        "extended_lights_out" => extended_lights_out_input(&spec),
        _ => {
            return Err(Failure::usage(format!(
                "unknown problem {:?}: fliptile or extended_lights_out",
                problem
            )))
        }
    }
    .map_err(Failure::usage)?;
    Ok(out.write_all(text.as_bytes())?)
}

fn check(
    problem: &str,
    input: &str,
    output: &str,
    inputs: Inputs<'_>,
    out: &mut dyn Write,
) -> Result<i32, Failure> {
    let checker = match problem {
        "fliptile" => check_fliptile,
        "extended_lights_out" => check_extended_lights_out,
        _ => {
            return Err(Failure::usage(format!(
                "unknown problem {:?}: fliptile or extended_lights_out",
                problem
            )))
        }
    };
    let mut read = |path: &str| {
        (inputs.read_file)(path).map_err(|error| Failure {
            message: format!("cannot read {}: {}", path, error),
            status: 2,
        })
    };
    let (input_data, output_data) = (read(input)?, read(output)?);
    let verdict = checker(&input_data, &output_data).map_err(|error| Failure {
        message: format!("{}: {}", input, error),
        status: 2,
    })?;
    writeln!(out, "{}", verdict)?;
    Ok(verdict.status())
}
