//! The first-row matrix, and the first-row equations solved by
//! eliminating it: the plain O(N^3 / 64) method, kept as the check of
//! [`crate::solve::solutions`] and for drawing the matrix.

use super::gf2;
use super::grid::{cell_row, press_into, residue, Grid};
use super::solve::Solutions;

/// The first-row matrix `A` of boards of `rows` x `width`: column `j` (and,
/// `A` being symmetric, row `j`) is the residue of pressing only column `j`
/// of the first row of a dark board.
///
/// # Complexity
/// O(rows · width / 64 + width^2 / 64).
///
/// # Example
/// ```
/// use lightsout::{grid::Grid, matrix::first_row_matrix};
/// // On 4 x 4 every first row leaves a dark board dark.
/// assert!(first_row_matrix(4, 4).is_zero());
/// assert_eq!(first_row_matrix(1, 3), Grid::from_masks(&[0b110, 0b111, 0b011], 3));
/// ```
pub fn first_row_matrix(rows: usize, width: usize) -> Grid {
    let mut matrix = Grid::new(width, width);
    matrix
        .row_mut(0)
        .copy_from_slice(&residue(None, rows, width, &cell_row(0, width)));
    for j in 1..width {
        // A e_j = (P + I) A e_{j-1} + A e_{j-2}.
        let mut next = matrix.row(j - 1).to_vec();
        press_into(&mut next, matrix.row(j - 1), width);
        if j >= 2 {
            for (x, y) in next.iter_mut().zip(matrix.row(j - 2)) {
                *x ^= y;
            }
        }
        matrix.row_mut(j).copy_from_slice(&next);
    }
    matrix
}

/// [`crate::solve::solutions`] by building the first-row matrix and eliminating.
///
/// # Complexity
/// O(width^3 / 64 + rows · width / 64).
///
/// # Example
/// ```
/// use lightsout::{grid::Grid, matrix::solutions_by_elimination};
/// let lights = Grid::from_masks(&[0b1001, 0b0110, 0b0110, 0b1001], 4);
/// assert_eq!(solutions_by_elimination(&lights).unwrap().kernel.len(), 4);
/// ```
pub fn solutions_by_elimination(lights: &Grid) -> Option<Solutions> {
    let width = lights.width();
    let b = residue(
        Some(lights),
        lights.rows(),
        width,
        &vec![0; lights.row(0).len()],
    );
    let solutions = gf2::solve(&first_row_matrix(lights.rows(), width), &b)?;
    Some(Solutions {
        first: solutions.particular,
        kernel: solutions.kernel,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::tests::random_board;
    use crate::grid::{apply, chase};
    use crate::poly::nullity;
    use crate::solve::solutions;

    #[test]
    fn matrix_columns_match_chased_unit_rows() {
        for &(rows, width) in &[(1, 1), (3, 5), (5, 5), (7, 64), (4, 65), (9, 130)] {
            let matrix = first_row_matrix(rows, width);
            for j in 0..width {
                let mut unit = Grid::new(1, width);
                unit.flip(0, j);
                let (_, residue) = chase(&Grid::new(rows, width), unit.row(0));
                for i in 0..width {
                    let (word, bit) = crate::grid::locate(i, width);
                    assert_eq!(
                        matrix.get(i, j),
                        residue[word] & bit != 0,
                        "{} x {} at {}, {}",
                        rows,
                        width,
                        i,
                        j
                    );
                }
            }
        }
    }

    #[test]
    fn kernel_dimension_matches_the_polynomials() {
        for rows in 1..=20 {
            for width in 1..=20 {
                let t = width - gf2::rank(&first_row_matrix(rows, width));
                assert_eq!(t, nullity(rows, width), "{} x {}", rows, width);
            }
        }
    }

    #[test]
    fn both_solvers_agree() {
        let mut seed = 0x3c6e_f372_fe94_f82b;
        for rows in 1..=40 {
            for width in 1..=40 {
                let mut lights = random_board(rows, width, &mut seed);
                if (rows + width) % 2 == 0 {
                    lights = apply(&Grid::new(rows, width), &lights);
                }
                let fast = solutions(&lights);
                let slow = solutions_by_elimination(&lights);
                assert_eq!(fast.is_some(), slow.is_some(), "{} x {}", rows, width);
                let (fast, slow) = match (fast, slow) {
                    (Some(fast), Some(slow)) => (fast, slow),
                    _ => continue,
                };
                assert_eq!(
                    residue(Some(&lights), rows, width, &fast.first),
                    vec![0; fast.first.len()]
                );
                assert_eq!(fast.kernel.len(), slow.kernel.len(), "{} x {}", rows, width);
                // Both kernels span the same space: together they have rank t.
                let t = fast.kernel.len();
                let mut both = Grid::new(2 * t, width);
                for (i, k) in fast.kernel.iter().chain(&slow.kernel).enumerate() {
                    assert!(residue(None, rows, width, k).iter().all(|&w| w == 0));
                    both.row_mut(i).copy_from_slice(k);
                }
                assert_eq!(gf2::rank(&both), t, "{} x {}", rows, width);
            }
        }
    }
}
