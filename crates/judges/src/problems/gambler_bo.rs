//! HDU 5755 Gambler Bo: a board of values 0 to 2; a stroke adds 2 to its
//! cell and 1 to each neighbour, modulo 3. Any strokes that make every
//! cell 0 are accepted (a special judge).
//!
//! Input: `T`, then per case `n m` (1 to 30) and n rows of m values. Output
//! per case: the number of strokes k, then k lines `x y` (row, column, from
//! 1), a cell struck twice written twice.

use std::io::{Read, Write};

use crate::error::Error;
use crate::judge::{answer_cases, counted, read_case, Judge};
use crate::kit::check::{Strict, Verdict};
use crate::kit::generate::{case_count, pick_side, Sink, Spec};
use crate::problems::Problem;
use lightsout::elimination::{chased, FIELD, MAX_SEARCH};
use lightsout::{
    random_values, Board, ParseError, Press, Rule, Scanner, SplitMix, Stencil,
};

/// The `gambler_bo` binary.
pub const JUDGE: Judge = Judge {
    name: "gambler_bo",
    help: HELP,
    run,
};

/// Gambler Bo for the tools.
pub(crate) const PROBLEM: Problem = Problem {
    judge: JUDGE,
    title: "HDU 5755 Gambler Bo (a stroke adds 2 and 1 around it, mod 3)",
    reads: "`T` cases: `n m`, then n rows of m values 0/1/2",
    writes: "per case, k strokes, then k lines `x y` that make every cell 0: the fewest where the solutions can be searched (any is accepted; `lightsout check` judges them)",
    judges: "none known",
    generate,
    checker: Some(check),
    time_limit_ms: None,
};

/// The judge's largest side.
const MAX_SIDE: u64 = 30;
/// The most cases read.
const MAX_CASES: u64 = 1_000_000;
/// The most cases generated.
const MAX_GENERATED: u64 = 100;

/// What `gambler_bo --help` prints.
const HELP: &str = "\
gambler_bo: solves HDU 5755 Gambler Bo.

Reads from stdin T, then for each case n and m (1 to 30) and n rows of m
values 0, 1 or 2. A stroke on a cell adds 2 to it and 1 to each of its up
to four neighbours, modulo 3. Writes, for each case, the number of strokes
k and then k lines `x y` (row and column, from 1) that make every cell 0,
a cell struck twice written twice. A case no strokes clear stops the run
with one line on stderr naming it.

Example:
  $ printf '1\\n1 3\\n2 2 2\\n' | gambler_bo
  4
  1 1
  1 1
  1 3
  1 3
";

/// The rule, `010/121/010` modulo 3 (`Rule::gambler_bo`, written out so
/// that the single-file build carries no other rule).
pub fn rule() -> Rule {
    let stencil = Stencil::new(3, 3, vec![0, 1, 0, 1, 2, 1, 0, 1, 0]).expect("3 x 3");
    Rule {
        press: Press::Stencil(stencil),
        modulus: 3,
        torus: false,
    }
}

/// Reads the cases from `input` and writes their strokes to `out`.
pub fn run(input: &mut dyn Read, out: &mut dyn Write) -> Result<(), Error> {
    let count = counted("the number of cases T", MAX_CASES);
    answer_cases(input, out, count, read_board, |case, board| {
        let presses = strokes(&board).ok_or_else(|| {
            Error::Failed(format!("case {}: no strokes make every cell 0", case))
        })?;
        let mut text = format!("{}\n", presses.total());
        for r in 0..presses.rows {
            for c in 0..presses.cols {
                for _ in 0..presses.get(r, c) {
                    text.push_str(&format!("{} {}\n", r + 1, c + 1));
                }
            }
        }
        Ok(text)
    })
}

/// Strokes that clear `board`, the fewest where the solutions can be
/// searched.
fn strokes(board: &Board) -> Option<Board> {
    let solved = chased(&rule(), board, FIELD).expect("30 x 30 is within reach")?;
    Some(solved.fewest(MAX_SEARCH).0)
}

fn read_board(input: &mut Scanner<'_>) -> Result<Option<Board>, ParseError> {
    let rows = input.number("the number of rows n", 1, MAX_SIDE)? as usize;
    let cols = input.number("the number of columns m", 1, MAX_SIDE)? as usize;
    let mut cells = Vec::with_capacity(rows * cols);
    for _ in 0..rows {
        input.value_row(cols, 3, &mut cells)?;
    }
    Ok(Some(Board { rows, cols, cells }))
}

/// Judges strokes for an input: the count, then that many lines `x y`
/// inside the board, and every cell 0 after them.
pub fn check(input: &[u8], output: &[u8]) -> Result<Verdict, Error> {
    let mut boards = Vec::new();
    read_case(&mut &input[..], |stream| {
        let cases = Error::reading(
            stream.parse(|s| s.number("the number of cases T", 1, MAX_CASES)),
        )?;
        for _ in 0..cases {
            boards.push(Error::reading(stream.parse(read_board))?.expect("a board"));
        }
        Ok(())
    })?;
    let mut reader = Strict::new(output);
    for (case, board) in boards.iter().enumerate() {
        let verdict = (|| {
            let cells = (board.rows * board.cols) as u64;
            let k = reader.number_line(0, 2 * cells, false)?.expect("a number");
            let mut presses = Board::new(board.rows, board.cols);
            for _ in 0..k {
                let x = reader.number(1, board.rows as u64)? as usize;
                reader.byte(b' ', "a single space")?;
                let y = reader.number(1, board.cols as u64)? as usize;
                reader.byte(b'\n', "the end of the line (\\n)")?;
                presses.cells[(x - 1) * board.cols + y - 1] += 1;
            }
            Ok(presses)
        })();
        let mut presses = match verdict {
            Ok(presses) => presses,
            Err(verdict) => return Ok(verdict),
        };
        for cell in presses.cells.iter_mut() {
            *cell %= 3;
        }
        let mut after = board.clone();
        after.apply(&rule(), &presses);
        if let Some(cell) = after.cells.iter().position(|&v| v != 0) {
            return Ok(Verdict::Wrong(format!(
                "case {}: after the strokes, row {}, column {} is {}",
                case + 1,
                cell / board.cols + 1,
                cell % board.cols + 1,
                after.cells[cell]
            )));
        }
    }
    if let Err(verdict) = reader.end() {
        return Ok(verdict);
    }
    let cases = if boards.len() == 1 { "case" } else { "cases" };
    Ok(Verdict::Ok(format!("{} {} cleared", boards.len(), cases)))
}

/// Random boards that strokes clear: `--count` cases (default 1), sides
/// from 1 to 30 unless `--rows`/`--cols` are given.
pub fn generate(spec: &Spec, sink: &mut Sink<'_>) -> Result<(), Error> {
    let mut rng = SplitMix(spec.seed);
    let count = case_count(spec, MAX_GENERATED)?;
    sink.push(format!("{}\n", count).as_bytes())?;
    for _ in 0..count {
        let rows = pick_side(spec.rows, 1, MAX_SIDE as usize, &mut rng)?;
        let cols = pick_side(spec.cols, 1, MAX_SIDE as usize, &mut rng)?;
        let presses = random_values(&mut rng, rows, cols, 3);
        let mut board = Board::new(rows, cols);
        board.apply(&rule(), &presses);
        let text = format!("{} {}\n{}", rows, cols, board.rows_text(" "));
        sink.push(text.as_bytes())?;
    }
    Ok(())
}
