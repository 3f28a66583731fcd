//! `lightsout count`: whether a board can be cleared, and how many ways.

use std::io::Write;

use lightsout::algebra::gf2;
use lightsout::algebra::poly::nullity;
use lightsout::algebra::solve::any_solution;
use lightsout::io::judge::{self, Error};

use crate::cli::{Command, Inputs};
use crate::graph;

pub const COMMAND: Command = Command {
    name: "count",
    synopsis: "[--graph]",
    about: "Prints whether the board can be cleared, its nullity t (the dimension
of the kernel: the press sets that change nothing), the number of
solutions (2^t or 0) and the number of boards of its size that can be
cleared, 2^(M*N - t). With --graph, the same for a graph in USACO Lights'
format and the target every light on (2^(N - t) reachable).",
    run,
};

fn run(args: &[&str], mut inputs: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Error> {
    let text = match args {
        [] => {
            let lights = inputs.board()?;
            let (rows, width) = (lights.rows(), lights.width());
            let t = nullity(rows, width);
            counts(any_solution(&lights).is_some(), t, rows * width)
        }
        ["--graph"] => {
            let columns = graph::read(&mut inputs)?;
            let n = columns.len();
            let system = graph::system(&columns);
            let t = n - gf2::rank(&system);
            let solvable =
                gf2::solutions(&system, &graph::system_row((1u64 << n) - 1, n)).is_some();
            counts(solvable, t, n)
        }
        _ => return Err(COMMAND.wrong()),
    };
    judge::write(out, text.as_bytes())?;
    Ok(0)
}

/// What `count` prints: solvability, the nullity `t`, solutions and
/// reachable targets among the `2^unknowns`.
fn counts(solvable: bool, t: usize, unknowns: usize) -> String {
    format!(
        "solvable {}\nnullity {}\nsolutions {}\nreachable {}\n",
        if solvable { "yes" } else { "no" },
        t,
        if solvable {
            power_of_two(t)
        } else {
            "0".to_string()
        },
        power_of_two(unknowns - t)
    )
}

/// `2^exponent`, with its value when that fits in 128 bits.
fn power_of_two(exponent: usize) -> String {
    if exponent < 128 {
        format!("2^{} = {}", exponent, 1u128 << exponent)
    } else {
        format!("2^{}", exponent)
    }
}
