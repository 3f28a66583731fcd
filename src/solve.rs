//! Solving boards of any size through the first-row equations.
//!
//! The residue left by chasing from first row `x` is affine in `x` over
//! GF(2): `r(x) = A x + b`, with `b` the residue of the empty first row and
//! `A = f_M(P)` (see [`crate::poly`]). `A` commutes with `P`, so its
//! columns follow from one chase: `A e_0` is the residue of the first
//! column alone on a dark board, and `A e_{j+1} = (P + I) A e_j + A e_{j-1}`.
//! Solving `A x = b` gives one first row and a kernel of dimension `t`: the
//! board has `2^t` solutions or none.
//!
//! The fewest presses: a Gray code walks all `2^t` solutions, one XOR of a
//! kernel press set and one popcount per step; ties go to the least first
//! row, which is the least printed answer. Beyond a work bound the answer
//! is a solution improved greedily, and says it is not proven minimal
//! (minimising over a coset of a binary code is NP-hard in general).

use super::gf2;
use super::grid::{chase, press_into, Grid};

/// The solutions of a board: the press sets chased from
/// `first + span(kernel)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solutions {
    /// One first row that clears the board.
    pub first: Vec<u64>,
    /// A basis of the first rows that leave a dark board dark.
    pub kernel: Vec<Vec<u64>>,
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
/// use lightsout::{grid::Grid, solve::first_row_matrix};
/// // On 4 x 4 every first row leaves a dark board dark.
/// assert!(first_row_matrix(4, 4).is_zero());
/// assert_eq!(first_row_matrix(1, 3), Grid::from_masks(&[0b110, 0b111, 0b011], 3));
/// ```
pub fn first_row_matrix(rows: usize, width: usize) -> Grid {
    let mut matrix = Grid::new(width, width);
    let mut unit = Grid::new(1, width);
    unit.flip(0, 0);
    let (_, residue) = chase(&Grid::new(rows, width), unit.row(0));
    matrix.row_mut(0).copy_from_slice(&residue);
    for j in 1..width {
        let mut next = matrix.row(j - 1).to_vec();
        press_into(&mut next, matrix.row(j - 1), width);
        if j >= 2 {
            for (x, y) in next.iter_mut().zip(matrix.row(j - 2)) {
                *x ^= y;
            }
        }
        // (P + I) A e_{j-1}: `next` started as A e_{j-1} and gained P A e_{j-1}.
        matrix.row_mut(j).copy_from_slice(&next);
    }
    matrix
}

/// The first rows that clear `lights`, or `None` if no press set does.
///
/// # Complexity
/// O(width^3 / 64 + rows · width / 64).
///
/// # Example
/// ```
/// use lightsout::{grid::Grid, solve::solutions};
/// let lights = Grid::from_masks(&[0b1001, 0b0110, 0b0110, 0b1001], 4);
/// assert_eq!(solutions(&lights).unwrap().kernel.len(), 4);
/// assert!(solutions(&Grid::from_masks(&[0b10], 2)).is_none());
/// ```
pub fn solutions(lights: &Grid) -> Option<Solutions> {
    let width = lights.width();
    let (_, residue) = chase(lights, &vec![0; lights.row(0).len()]);
    let solutions = gf2::solve(&first_row_matrix(lights.rows(), width), &residue)?;
    Some(Solutions {
        first: solutions.particular,
        kernel: solutions.kernel,
    })
}

/// An answer: the press set, its number of presses, and whether that
/// number is proven to be the fewest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The presses.
    pub presses: Grid,
    /// How many.
    pub count: u64,
    /// Whether every solution was compared: then no solution has fewer
    /// presses, and none with as few prints less.
    pub minimal: bool,
}

/// The largest kernel whose `2^t` solutions [`fewest`] walks.
pub const MAX_KERNEL: usize = 30;
/// The most word operations [`fewest`] spends on the walk.
pub const MAX_WORK: u64 = 1 << 33;

/// Whether [`fewest`] proves its answer minimal for a board of `rows` x
/// `width` with a kernel of dimension `t`.
pub fn exact(rows: usize, width: usize, t: usize) -> bool {
    let words = (rows * ((width + 63) / 64)) as u64;
    t <= MAX_KERNEL && (words + 1) << t <= MAX_WORK
}

/// The press set that clears `lights` with the fewest presses, ties broken
/// by the least printed answer, if the kernel is small enough to walk (see
/// [`exact`]); otherwise a solution improved greedily, marked not minimal.
/// `None` if the board cannot be cleared.
///
/// # Complexity
/// O(width^3 / 64 + 2^t · rows · width / 64).
///
/// # Example
/// ```
/// use lightsout::{grid::Grid, solve::fewest};
/// let answer = fewest(&Grid::from_masks(&[0b11000], 5)).unwrap();
/// assert_eq!((answer.presses, answer.count, answer.minimal), (Grid::from_masks(&[0b10000], 5), 1, true));
/// ```
pub fn fewest(lights: &Grid) -> Option<Answer> {
    // Chase along the longer side, so that the first-row matrix, width^2
    // bits, is never larger than the board; ties are then decided reading
    // the transposed press sets column by column, as they will print.
    let by_columns = lights.width() > lights.rows();
    let transposed;
    let board = if by_columns {
        transposed = lights.transpose();
        &transposed
    } else {
        lights
    };
    let Solutions { first, kernel } = solutions(board)?;
    let (rows, width) = (board.rows(), board.width());
    let dark = Grid::new(rows, width);
    let (mut current, _) = chase(board, &first);
    let moves: Vec<Grid> = kernel.iter().map(|k| chase(&dark, k).0).collect();
    let (best, count, minimal) = if exact(rows, width, kernel.len()) {
        // Gray code: step g flips kernel move trailing_zeros(g), so the
        // walk visits every solution once, one XOR and one count a step.
        let mut best = current.clone();
        let mut fewest = best.count();
        for step in 1u64..1 << kernel.len() {
            current.xor(&moves[step.trailing_zeros() as usize]);
            let count = current.count();
            if count < fewest || (count == fewest && current.prints_before(&best, by_columns)) {
                fewest = count;
                best.copy_from(&current);
            }
        }
        (best, fewest, true)
    } else {
        let count = improve(&mut current, &moves);
        (current, count, false)
    };
    let presses = if by_columns { best.transpose() } else { best };
    Some(Answer {
        presses,
        count,
        minimal,
    })
}

/// Applies kernel moves to `presses` while one lowers the count; returns
/// the count.
fn improve(presses: &mut Grid, moves: &[Grid]) -> u64 {
    let mut count = presses.count();
    loop {
        let before = count;
        for moved in moves {
            presses.xor(moved);
            let after = presses.count();
            if after < count {
                count = after;
            } else {
                presses.xor(moved);
            }
        }
        if count == before {
            return count;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::first_row;
    use crate::grid::apply;
    use crate::poly::nullity;

    fn random_board(rows: usize, width: usize, seed: &mut u64) -> Grid {
        let mut grid = Grid::new(rows, width);
        for r in 0..rows {
            for c in 0..width {
                *seed ^= *seed << 13;
                *seed ^= *seed >> 7;
                *seed ^= *seed << 17;
                if *seed & 1 == 1 {
                    grid.flip(r, c);
                }
            }
        }
        grid
    }

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
    fn fewest_matches_first_row_enumeration() {
        let mut seed = 0x51ed_270b_27f0_4a4d;
        for rows in 1..=15 {
            for width in 1..=15 {
                for round in 0..3 {
                    let mut lights = random_board(rows, width, &mut seed);
                    if round == 0 {
                        // A board built from presses is solvable.
                        lights = apply(&Grid::new(rows, width), &lights);
                    }
                    let masks: Vec<u64> = (0..rows).map(|r| lights.row(r)[0]).collect();
                    let expected = first_row::fewest(&masks, width);
                    let answer = fewest(&lights);
                    assert_eq!(answer.is_some(), expected.is_some(), "{} x {}", rows, width);
                    if let (Some(answer), Some((first, count))) = (answer, expected) {
                        assert!(answer.minimal);
                        assert_eq!(
                            (answer.presses.row(0)[0], answer.count),
                            (first, u64::from(count))
                        );
                        assert!(apply(&lights, &answer.presses).is_zero());
                    }
                }
            }
        }
    }
}
