//! The plain algorithms of the standard rule: first-row enumeration, the
//! seeds' method (try each first row, chase the lights down the board,
//! check the last row), and elimination of the first-row matrix, the
//! linear-algebra model behind it. The polynomials of
//! [`crate::standard`] answer the same at any size; the tests hold them to
//! these.
//!
//! A first row fixes the whole press set (the chase, [`crate::chase`]), so
//! the `2^width` first rows are all the candidate answers. Because column
//! 0 is the most significant bit (see [`crate::press`]), enumerating first
//! rows in increasing numeric order visits the press sets in lexicographic
//! order of their printed form: the first row decides the comparison,
//! since two press sets that share a first row are the same press set.

use crate::board::chase::{chase, residue};
use crate::board::grid::{cell_row, press_into, Grid};
use crate::board::row::full;
use crate::linalg::gf2::Space;
use crate::linalg::matrix::Matrix;

/// The widest board enumerated: `2^32` first rows is already past any time
/// limit.
const MAX_ENUMERATED_WIDTH: usize = 32;

/// First-row enumeration: every first row that clears `lights` under the
/// standard rule, in increasing order (so in the order their press sets
/// print). Each of the `2^width` first rows is pressed, the lights are
/// chased down the board (each light left on is pressed from the row
/// below), and the first row clears the board exactly when the last row is
/// dark; [`chase`](crate::chase) then gives its whole press set.
///
/// # Constraints
/// `lights.width() <= 32`; a board up to about 20 columns wide within a
/// judge's time.
///
/// # Panics
/// If the board is wider than 32 cells.
///
/// # Complexity
/// O(2^width · rows · width / 64) for the whole iteration, lazily.
///
/// # Example
/// ```
/// use lightsout::{chase, first_rows, Grid};
/// // The dark 4 x 4 board: 2^4 press sets leave it dark.
/// assert_eq!(first_rows(&Grid::new(4, 4)).count(), 16);
/// // The dark 3 x 3 board: only pressing nothing.
/// assert_eq!(first_rows(&Grid::new(3, 3)).collect::<Vec<_>>(), vec![0]);
/// // A plus in the middle of 3 x 3: one first row, and its press set.
/// let plus = Grid::from_masks(&[0b010, 0b111, 0b010], 3);
/// let first: Vec<u64> = first_rows(&plus).collect();
/// assert_eq!(first, vec![0b000]);
/// assert_eq!(chase(&plus, &first).0, Grid::from_masks(&[0, 0b010, 0], 3));
/// ```
pub fn first_rows(lights: &Grid) -> impl Iterator<Item = u64> + '_ {
    let width = lights.width();
    assert!(
        width <= MAX_ENUMERATED_WIDTH,
        "first-row enumeration is limited to width {}",
        MAX_ENUMERATED_WIDTH
    );
    (0..=full(width))
        .filter(move |&first| residue(Some(lights), lights.rows(), width, &[first])[0] == 0)
}

/// The press set that clears `lights` with the fewest presses under the
/// standard rule, ties going to the least first row (so to the least
/// printed answer), by first-row enumeration ([`first_rows`]); `None` if
/// none clears the board. What [`standard::fewest`](crate::standard::fewest)
/// finds by polynomials at any size.
///
/// # Constraints
/// As [`first_rows`]'s: `lights.width() <= 32`.
///
/// # Complexity
/// O(2^width · rows).
///
/// # Example
/// ```
/// use lightsout::{fewest_by_enumeration, Grid};
/// // 1 x 5, "1 1 0 0 0": one press beats the lexicographically first
/// // solution, "0 1 0 1 1".
/// let presses = fewest_by_enumeration(&Grid::from_masks(&[0b11000], 5)).unwrap();
/// assert_eq!(presses, Grid::from_masks(&[0b10000], 5));
/// ```
pub fn fewest_by_enumeration(lights: &Grid) -> Option<Grid> {
    first_rows(lights)
        .map(|first| chase(lights, &[first]).0)
        .min_by_key(Grid::ones)
}

/// The first-row matrix `A` of boards of `rows` x `width`: column `j` (and,
/// `A` being symmetric, row `j`) is the residue of pressing only column `j`
/// of the first row of a dark board.
///
/// # Complexity
/// O(rows · width / 64 + width^2 / 64).
///
/// # Example
/// ```
/// use lightsout::standard::first_row_matrix;
/// use lightsout::Grid;
/// // On 4 x 4 every first row leaves a dark board dark.
/// assert!(first_row_matrix(4, 4).is_zero());
/// assert_eq!(first_row_matrix(1, 3), Grid::from_masks(&[0b110, 0b111, 0b011], 3));
/// ```
pub fn first_row_matrix(rows: usize, width: usize) -> Grid {
    let mut matrix = Grid::new(width, width);
    matrix.set_row(0, &residue(None, rows, width, &cell_row(0, width)));
    for j in 1..width {
        // A e_j = (P + I) A e_{j-1} + A e_{j-2}.
        let mut next = matrix.row(j - 1).to_vec();
        press_into(&mut next, &matrix.row(j - 1), width);
        if j >= 2 {
            for (x, y) in next.iter_mut().zip(matrix.row(j - 2).iter()) {
                *x ^= y;
            }
        }
        matrix.set_row(j, &next);
    }
    matrix
}

/// The first rows that clear `lights`, as [`crate::engine::standard::solved`]
/// finds them, by building the first-row matrix and eliminating.
///
/// # Complexity
/// O(width^3 / 64 + rows · width / 64).
///
/// # Example
/// ```
/// use lightsout::standard::solutions_by_elimination;
/// use lightsout::Grid;
/// let lights = Grid::from_masks(&[0b1001, 0b0110, 0b0110, 0b1001], 4);
/// assert_eq!(solutions_by_elimination(&lights).unwrap().kernel.len(), 4);
/// ```
pub fn solutions_by_elimination(lights: &Grid) -> Option<Space> {
    let width = lights.width();
    let b = residue(
        Some(lights),
        lights.rows(),
        width,
        &vec![0; lights.row(0).len()],
    );
    // The matrix is bit 0 first, the grid column 0 first: a row of bits
    // `b` is the row of the matrix of `Grid::from_words(1, n, b)`.
    let equations = first_row_matrix(lights.rows(), width);
    let rhs = Matrix::from_grid(&Grid::from_words(1, equations.rows(), b));
    let matrix = Matrix::from_grid(&equations);
    let (particular, kernel) = matrix.solve(rhs.row(0))?;
    let kernel = kernel.to_grid();
    Some(Space {
        particular: particular.to_grid().row(0).to_vec(),
        kernel: (0..kernel.rows()).map(|k| kernel.row(k).to_vec()).collect(),
    })
}
