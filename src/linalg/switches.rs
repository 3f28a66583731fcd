//! Switches wired to any cells, modulo 2: the fewest presses that put the
//! lights out when each press toggles its own set of cells.

use crate::linalg::matrix::echelon::packed;
use crate::linalg::matrix::Matrix;

/// Switches, each toggling its own set of cells modulo 2: a rule whose
/// presses are any patterns (Baekjoon 1080's 3 x 3 blocks, switches wired
/// to any lights), or a board of which only some cells can be pressed.
/// [`Switches::fewest`] presses the fewest that put the lights out.
///
/// Cells are numbers from 0 (a board's cell `(r, c)` is `r * cols + c`).
///
/// # Constraints
/// At most 2^32 press sets have the same effect as one another: the
/// nullity `d` (switches less the rank) at most 32.
///
/// # Complexity
/// [`Switches::fewest`]: an elimination of cells x switches bits,
/// O(cells · switches · rank / 512) word operations, then every solution,
/// `2^d` of them, one XOR of `switches / 64` words each.
///
/// # Traps
/// Pressing a switch twice undoes it: the fewest presses each switch at
/// most once. Where the nullity is 0 (each pattern the first to reach a
/// cell, as Baekjoon 1080's blocks are from the top left), the greedy
/// sweep gives the same answer; elsewhere only trying every solution does.
///
/// # Example
/// ```
/// use lightsout::Switches;
/// // Four lights in a row; switches toggle {0, 1}, {1, 2}, {2, 3}, {0, 3}.
/// let mut switches = Switches::new(4);
/// for wires in [[0, 1], [1, 2], [2, 3], [0, 3]] {
///     switches.add(&wires);
/// }
/// let lit = [true, false, false, true];
/// assert_eq!(switches.fewest(&lit), Some(vec![false, false, false, true]));
/// assert_eq!(switches.fewest(&[true, false, false, false]), None);
/// ```
#[derive(Clone, Debug)]
pub struct Switches {
    cells: usize,
    wiring: Vec<Vec<usize>>,
}

impl Switches {
    /// No switches yet, over `cells` cells.
    pub fn new(cells: usize) -> Switches {
        Switches {
            cells,
            wiring: Vec::new(),
        }
    }

    /// Adds a switch that toggles each of `cells` (a cell named twice is
    /// toggled twice).
    ///
    /// # Panics
    /// If a cell is not below the number of cells.
    pub fn add(&mut self, cells: &[usize]) {
        assert!(
            cells.iter().all(|&c| c < self.cells),
            "a cell past the board"
        );
        self.wiring.push(cells.to_vec());
    }

    /// The fewest switches to press (`true` for each pressed, in the order
    /// added) that toggle exactly the cells lit in `lights`, `None` if no
    /// presses do; ties go to the first found.
    ///
    /// # Panics
    /// If `lights` does not have an entry a cell, or past the nullity's
    /// bound (see the type's constraints).
    pub fn fewest(&self, lights: &[bool]) -> Option<Vec<bool>> {
        assert_eq!(lights.len(), self.cells, "lights an entry a cell");
        let mut a = Matrix::new(self.cells, self.wiring.len());
        for (j, cells) in self.wiring.iter().enumerate() {
            for &c in cells {
                a.set(c, j, !a.get(c, j));
            }
        }
        let (x, kernel) = a.solve(&packed(lights))?;
        let d = kernel.rows();
        assert!(d <= 32, "2^{} solutions, past 2^32", d);
        // Every solution in Gray code order, one kernel row a step.
        let (mut x, best) = (x.row(0).to_vec(), x.row(0).to_vec());
        let ones = |v: &[u64]| v.iter().map(|w| w.count_ones()).sum::<u32>();
        let (mut best, mut least) = (best, ones(&x));
        for step in 1u64..1 << d {
            let row = kernel.row(step.trailing_zeros() as usize);
            x.iter_mut().zip(row).for_each(|(x, k)| *x ^= k);
            if ones(&x) < least {
                least = ones(&x);
                best.copy_from_slice(&x);
            }
        }
        Some(
            (0..self.wiring.len())
                .map(|j| best[j / 64] >> (j % 64) & 1 == 1)
                .collect(),
        )
    }
}
