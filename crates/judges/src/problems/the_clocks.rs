//! IOI 1994 The Clocks (Luogu P1213, POJ 1166): nine clocks, nine moves,
//! arithmetic modulo 4.
//!
//! Input: three lines of three clock faces, each 3, 6, 9 or 12. Move m
//! turns a fixed set of clocks a quarter turn clockwise. Output: the
//! shortest sequence of moves that sets every clock to 12, ascending, one
//! space apart; of the shortest, the least when written out.

use std::io::{Read, Write};

use crate::error::Error;
use crate::judge::{answer_cases, one_case, Judge};
use crate::kit::generate::{fixed_size, Sink, Spec};
use crate::problems::Problem;
use lightsout::{each_solution, solve_mod, ParseError, Scanner, SplitMix, CLOCK_MOVES};

/// The `the_clocks` binary.
pub const JUDGE: Judge = Judge {
    name: "the_clocks",
    help: HELP,
    run,
};

/// The Clocks for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "IOI 1994 The Clocks (nine moves, arithmetic mod 4)",
    reads: "three lines of three clock faces 3/6/9/12",
    writes:
        "the shortest sequence of moves, ascending; of the shortest, the least written out",
    judges: "Luogu P1213",
    generate,
    checker: None,
    time_limit_ms: None,
};

/// What `the_clocks --help` prints.
const HELP: &str = "\
the_clocks: solves IOI 1994 The Clocks (Luogu P1213, POJ 1166).

Reads from stdin nine clock faces, three lines of three, each 3, 6, 9 or
12, the clocks A B C / D E F / G H I. Move 1 turns ABDE a quarter turn
clockwise, 2 ABC, 3 BCEF, 4 ADG, 5 BDEFH, 6 CFI, 7 DEGH, 8 GHI, 9 EFHI.
Writes the shortest sequence of moves that sets every clock to 12, in
ascending order one space apart (of the shortest, the least written out;
an empty line if every clock shows 12 already).

Example:
  $ printf '9 9 12\\n6 6 6\\n6 3 6\\n' | the_clocks
  4 5 8 9
";

/// Reads the clocks from `input` and writes the moves to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    answer_cases(input, out, one_case, read_case, |_, quarters| {
        moves(&quarters)
    })
}

/// The nine clocks, as quarter turns past 12 (0 to 3).
fn read_case(input: &mut Scanner<'_>) -> Result<Option<[u32; 9]>, ParseError> {
    let mut quarters = [0; 9];
    for q in quarters.iter_mut() {
        let face = input.one_of("a clock face 3, 6, 9 or 12", &[3, 6, 9, 12])?;
        *q = (face / 3 % 4) as u32;
    }
    Ok(Some(quarters))
}

/// The answer line for clocks `quarters` past 12.
fn moves(quarters: &[u32; 9]) -> Result<String, Error> {
    // Clock c after t_m turns of each move m: quarters[c] + sum t_m = 0 mod 4.
    let matrix: Vec<Vec<u32>> = (0..9)
        .map(|clock| {
            let name = (b'A' + clock as u8) as char;
            CLOCK_MOVES
                .iter()
                .map(|m| u32::from(m.contains(name)))
                .collect()
        })
        .collect();
    let rhs: Vec<u32> = quarters.iter().map(|&q| (4 - q) % 4).collect();
    let all = solve_mod(&matrix, &rhs, 9, 4)
        .ok_or_else(|| Error::Failed("no moves set these clocks to 12".to_string()))?;
    // The shortest; of those, the one with the most of move 1, then of
    // move 2, ...: the least sequence written out.
    let mut best = all.particular.clone();
    let mut best_total: u32 = best.iter().sum();
    each_solution(all.particular.clone(), &all.kernel, 4, |x| {
        let total: u32 = x.iter().sum();
        if total < best_total || (total == best_total && x > &best[..]) {
            best = x.to_vec();
            best_total = total;
        }
    });
    let sequence: Vec<String> = best
        .iter()
        .enumerate()
        .flat_map(|(m, &times)| std::iter::repeat((m + 1).to_string()).take(times as usize))
        .collect();
    Ok(format!("{}\n", sequence.join(" ")))
}

/// Random clocks (every setting can be put to 12).
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    fixed_size(spec, 3, 3)?;
    if spec.count.is_some() {
        return Err(Error::usage(
            "the input holds one setting; vary --seed for more",
        ));
    }
    let mut rng = SplitMix(spec.seed);
    let mut text = String::new();
    for _ in 0..3 {
        let row: Vec<String> = (0..3)
            .map(|_| (3 * (1 + rng.below(4))).to_string())
            .collect();
        text.push_str(&row.join(" "));
        text.push('\n');
    }
    Ok(sink.push(text.as_bytes())?)
}
