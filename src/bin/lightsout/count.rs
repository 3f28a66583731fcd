//! `lightsout count`: whether a board can be cleared, and how many ways.

use std::io::Write;

use lightsout::engine::standard::any_solution;
use lightsout::engine::standard::nullity;
use lightsout::io::judge::{self, Error};
use lightsout::linalg::gf2;

use lightsout::board::stencil::{Board, Variant};
use lightsout::engine::forms::{kernel_size, solutions, PACKED};
use lightsout::linalg::modular::{factor, Count};

use crate::cli::{too_large, variant_options, Command, Inputs};
use crate::graph;

pub const COMMAND: Command = Command {
    name: "count",
    synopsis: "[--graph | VARIANT]",
    about: "Prints whether the board can be cleared, its nullity t (the dimension
of the kernel: the press sets that change nothing), the number of
solutions (2^t or 0) and the number of boards of its size that can be
cleared, 2^(M*N - t). With --graph, the same for a graph in USACO Lights'
format and the target every light on (2^(N - t) reachable). With VARIANT
(--stencil, --mod K, --torus), the kernel's size, the solutions and the
reachable boards are exact counts (K^t where K is prime; a product of
prime powers otherwise), and nullity t is printed where K is prime.",
    run,
};

fn run(args: &[&str], mut inputs: Inputs<'_>, out: &mut dyn Write) -> Result<i32, Error> {
    let (variant, args) = variant_options(args)?;
    if !variant.is_standard() {
        if !args.is_empty() {
            return Err(COMMAND.wrong());
        }
        let text = variant_counts(&variant, &inputs.value_board(variant.modulus)?)?;
        judge::write(out, text.as_bytes())?;
        return Ok(0);
    }
    let text = match args[..] {
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

/// What `count` prints under any other rule.
fn variant_counts(variant: &Variant, lights: &Board) -> Result<String, Error> {
    let (rows, cols) = (lights.rows, lights.cols);
    let solved = solutions(variant, lights, PACKED).map_err(too_large)?;
    // Every solution differs from one by the kernel: the same count.
    let kernel = match &solved {
        Some(solved) => solved.how_many(),
        None => kernel_size(variant, rows, cols, PACKED).map_err(too_large)?,
    };
    let boards = Count {
        powers: factor(variant.modulus)
            .into_iter()
            .map(|(p, e)| (p, u64::from(e) * (rows * cols) as u64))
            .collect(),
    };
    let reachable = boards
        .divided_by(&kernel)
        .expect("the kernel divides the boards");
    let mut text = format!("solvable {}\n", if solved.is_some() { "yes" } else { "no" });
    // Modulo a prime the kernel is a power of it: its dimension.
    if factor(variant.modulus) == [(variant.modulus, 1)] {
        let t = kernel
            .power_of(variant.modulus)
            .expect("a power of the prime");
        text.push_str(&format!("nullity {}\n", t));
    }
    text.push_str(&format!(
        "kernel {}\nsolutions {}\nreachable {}\n",
        kernel,
        if solved.is_some() {
            kernel.to_string()
        } else {
            "0".to_string()
        },
        reachable
    ));
    Ok(text)
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
