//! Elimination over every cell, one unknown a press: any rule on any
//! board, at the cost of a system as large as the board. What the engine
//! falls back on where no chase reduces the board (the row and column, a
//! list of moves, a stencil with no invertible lead), and the plain
//! elimination the bench and the tests hold the chases to.

use crate::board::rule::Rule;
use crate::board::values::Board;
use crate::engine::elimination::{Elimination, Solved, TooLarge};

/// The system over every cell of `lights` under `rule`, one unknown a
/// press: row `i` says what each press adds to light `i`, which must end
/// at 0.
pub fn every_cell_system(rule: &Rule, lights: &Board) -> (Vec<Vec<u32>>, Vec<u32>) {
    let (rows, cols) = (lights.rows, lights.cols);
    let k = u64::from(rule.modulus);
    let mut matrix = vec![vec![0u32; rows * cols]; rows * cols];
    for r in 0..rows {
        for c in 0..cols {
            for (cell, weight) in rule.reach(rows, cols, r, c) {
                let entry = &mut matrix[cell][r * cols + c];
                *entry = ((u64::from(*entry) + u64::from(weight)) % k) as u32;
            }
        }
    }
    let rhs = lights
        .cells
        .iter()
        .map(|&v| ((k - u64::from(v)) % k) as u32)
        .collect();
    (matrix, rhs)
}

/// Every way to clear `lights` under `rule`, by the elimination `by`:
/// `Ok(None)` if none does, `Err` if the board is past its reach.
///
/// # Example
/// ```
/// use lightsout::elimination::{every_cell, RING};
/// use lightsout::{Board, Rule};
/// // The Pilots Brothers' rule: one handle closed is opened by switching
/// // its row and its column, seven switchings on 4 x 4.
/// let mut door = Board::new(4, 4);
/// door.cells[0] = 1;
/// let solved = every_cell(&Rule::row_and_column(), &door, RING).unwrap().unwrap();
/// assert_eq!(solved.presses.total(), 7);
/// ```
pub fn every_cell(
    rule: &Rule,
    lights: &Board,
    by: Elimination,
) -> Result<Option<Solved>, TooLarge> {
    let (rows, cols) = (lights.rows, lights.cols);
    by.takes(rows.saturating_mul(cols), rule.modulus)?;
    let (matrix, rhs) = every_cell_system(rule, lights);
    let reduced = match (by.solve)(&matrix, &rhs, rows * cols, rule.modulus) {
        Some(found) => found,
        None => return Ok(None),
    };
    let board = move |cells: &[u32]| Board {
        rows,
        cols,
        cells: cells.to_vec(),
    };
    let presses = board(&reduced.particular);
    Ok(Some(Solved::new(reduced, presses, Box::new(board))))
}

/// The system of a `rows` x `cols` board, one row a light and one column
/// a press, entries modulo k.
pub fn reduced_matrix(
    rule: &Rule,
    rows: usize,
    cols: usize,
    by: Elimination,
) -> Result<Vec<Vec<u32>>, TooLarge> {
    by.takes(rows.saturating_mul(cols), rule.modulus)?;
    Ok(every_cell_system(rule, &Board::new(rows, cols)).0)
}
