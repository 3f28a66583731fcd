//! Typical 90 057 Flip Flap (AtCoder): how many sets of switches light a
//! target pattern of panels.
//!
//! Input: `N M` (switches, panels); for each switch `T`, then the `T`
//! panels it flips (1-based); then the target `S_1 .. S_M` (0/1). Every
//! panel starts at 0. Output: the number of switch sets that give the
//! target, mod 998244353.

use std::io::{Read, Write};

use crate::error::Error;
use crate::formats::read_many;
use crate::judge::{numbers, read_case, write, Judge};
use crate::kit::generate::{pick_side, Sink, Spec};
use crate::problems::shared::power_of_two;
use crate::problems::Problem;
use lightsout::{Matrix, SplitMix, Stream};

/// The `flip_flap` binary.
pub const JUDGE: Judge = Judge {
    name: "flip_flap",
    help: HELP,
    run,
};

/// Flip Flap for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "Typical 90 057 Flip Flap (how many switch sets light a target)",
    reads: "`N M`, per switch `T` and T panel numbers, then the target `S_1 .. S_M`",
    writes: "how many switch sets give the target, mod 998244353 (reads up to 4096 switches and panels: the statement's bounds, believed 300, are printed as an image and unconfirmed)",
    judges: "AtCoder typical90",
    generate,
    checker: None,
    time_limit_ms: None,
};

/// The most switches and panels read. The statement's bounds are printed
/// as an image; solutions doing N M min(N, M) work in Python pass, so they
/// are a few hundred (300 is the figure reported). This takes more.
const MAX_SIDE: u64 = 4096;

/// The sides the generator draws from by default: the reported bound.
const JUDGE_SIDE: usize = 300;

/// The modulus of the count.
const MODULUS: u64 = 998_244_353;

/// What `flip_flap --help` prints.
const HELP: &str = "\
flip_flap: solves AtCoder Typical 90 057 Flip Flap.

Reads from stdin N M (N switches, M panels, each up to 4096), then for each
switch T and a line of the T panels it flips (numbered from 1), then the
target S_1 .. S_M (0/1). Every panel starts at 0. Writes the number of sets
of switches that give the target, mod 998244353.

Example:
  $ printf '3 2\\n1\\n1\\n1\\n2\\n1\\n2\\n1 0\\n' | flip_flap
  2
";

/// Reads the switches and the target from `input` and writes the count to
/// `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let (panels, target) = read_case(input, read_system)?;
    let count = match panels.solve(target.row(0)) {
        // 2^(free switches): every choice of them is one set.
        Some((_, kernel)) => power_of_two(kernel.rows(), MODULUS),
        None => 0,
    };
    write(out, format!("{}\n", count).as_bytes())
}

/// The system: row `p` of the matrix, the switches that flip panel `p`;
/// the target as a one-row matrix.
/// The switches' panels (a column a switch) and the target, a switch's
/// list at a time (so that a long input is read once, not once a block).
fn read_system(input: &mut Stream<'_>) -> Result<(Matrix, Matrix), Error> {
    let (n, m) = numbers(input, |s| {
        let n = s.number("the number of switches N", 1, MAX_SIDE)? as usize;
        let m = s.number("the number of panels M", 1, MAX_SIDE)? as usize;
        Ok((n, m))
    })?;
    let mut panels = Matrix::new(m, n);
    for switch in 0..n {
        let t = numbers(input, |s| s.number("the number of panels T", 0, m as u64))?;
        let lit = read_many(input, t as usize, |s, _| s.number("a panel", 1, m as u64))?;
        for panel in lit {
            panels.set(panel as usize - 1, switch, true);
        }
    }
    let bits = read_many(input, m, |s, _| s.bit())?;
    let mut target = Matrix::new(1, m);
    for (panel, bit) in bits.into_iter().enumerate() {
        target.set(0, panel, bit == 1);
    }
    Ok((panels, target))
}

/// `--rows` N switches and `--cols` M panels (default 1 to 300 each), each
/// switch flipping a random set; with `--solvable`, a target some set
/// gives.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    let mut rng = SplitMix(spec.seed);
    let max = MAX_SIDE as usize;
    let n = match spec.rows {
        Some(_) => pick_side(spec.rows, 1, max, &mut rng)?,
        None => pick_side(None, 1, JUDGE_SIDE, &mut rng)?,
    };
    let m = match spec.cols {
        Some(_) => pick_side(spec.cols, 1, max, &mut rng)?,
        None => pick_side(None, 1, JUDGE_SIDE, &mut rng)?,
    };
    let density = 1 + rng.below(8);
    let mut target = vec![0u8; m];
    sink.push(format!("{} {}\n", n, m).as_bytes())?;
    for _ in 0..n {
        let flips: Vec<usize> = (1..=m).filter(|_| rng.below(16) < density).collect();
        let pressed = spec.solvable && rng.below(2) == 0;
        let numbers: Vec<String> = flips
            .iter()
            .map(|&panel| {
                if pressed {
                    target[panel - 1] ^= 1;
                }
                panel.to_string()
            })
            .collect();
        sink.push(format!("{}\n{}\n", flips.len(), numbers.join(" ")).as_bytes())?;
    }
    if !spec.solvable {
        target.iter_mut().for_each(|s| *s = rng.below(2) as u8);
    }
    let words: Vec<String> = target.iter().map(u8::to_string).collect();
    sink.push(format!("{}\n", words.join(" ")).as_bytes())?;
    Ok(())
}
