//! Every Lights Out variant ([`Variant`]: any stencil, any modulus, bounded
//! or torus) solved exactly: solvability, one solution, the number of
//! solutions, and the fewest presses where the solutions can be searched.
//!
//! Light chasing where the stencil allows it: when one outer row of the
//! stencil (in some orientation of the board: as given, upside down,
//! transposed, or both) holds a single weight, invertible modulo k, at
//! the centre column, the presses of the rows it reaches first are the
//! unknowns, and each later row of presses is forced by the row of lights
//! it alone can still change. Chasing affine forms in the unknowns leaves
//! one equation per light the chase could not reach (the last rows; on a
//! torus the first and last rows, whose stencil wraps), solved by
//! [`crate::linalg::modular::solve`]; chasing again with the unknowns'
//! values gives the presses. Other stencils are solved by elimination over
//! every cell. The standard game has its own bit-mask path
//! ([`crate::engine::standard`]), which this module agrees with.

use crate::board::stencil::{Board, Stencil, Variant};
use crate::linalg::modular::{self, each_solution, inverse, Count, Solutions};

/// The most unknowns the elimination one word an entry takes.
pub const MAX_UNKNOWNS: usize = 1 << 10;

/// Solves `matrix x = rhs` with `cols` unknowns modulo k (see
/// [`modular::solve`]).
pub type Solve = fn(&[Vec<u32>], &[u32], usize, u32) -> Option<Solutions>;

/// How the reduced system is solved: the elimination, and the most
/// unknowns it takes modulo 2 ([`MAX_UNKNOWNS`] modulo k > 2).
#[derive(Clone, Copy)]
pub struct Elimination {
    /// Solves `matrix x = rhs` with `cols` unknowns modulo k.
    pub solve: Solve,
    /// The most unknowns modulo 2.
    pub max_unknowns_mod_2: usize,
}

/// One word an entry: the judges' small systems, and a small single-file
/// build.
pub const RING: Elimination = Elimination {
    solve: modular::solve,
    max_unknowns_mod_2: MAX_UNKNOWNS,
};

/// Bit-packed modulo 2 ([`modular::solve_packed`]): boards of 2^14
/// unknowns, such as a 1000 x 1000 torus (2000).
pub const PACKED: Elimination = Elimination {
    solve: modular::solve_packed,
    max_unknowns_mod_2: 1 << 14,
};

/// The most `solutions x cells` the fewest-press search goes through to
/// prove its answer.
pub const MAX_SEARCH: u64 = 1 << 28;

/// Why a board was not solved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooLarge {
    /// The unknowns the variant's elimination needs here.
    pub unknowns: usize,
    /// The most it takes.
    pub max: usize,
}

/// How the board is turned so that the chase runs down its rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Orientation {
    AsGiven,
    Flipped,
    Transposed,
    TransposedFlipped,
}

impl Orientation {
    fn stencil(self, stencil: &Stencil) -> Stencil {
        match self {
            Orientation::AsGiven => stencil.clone(),
            Orientation::Flipped => stencil.flipped(),
            Orientation::Transposed => stencil.transposed(),
            Orientation::TransposedFlipped => stencil.transposed().flipped(),
        }
    }

    /// The sides of a `rows` x `cols` board once turned.
    fn sides(self, rows: usize, cols: usize) -> (usize, usize) {
        match self {
            Orientation::AsGiven | Orientation::Flipped => (rows, cols),
            _ => (cols, rows),
        }
    }

    fn board(self, board: &Board) -> Board {
        match self {
            Orientation::AsGiven => board.clone(),
            Orientation::Flipped => board.flipped(),
            Orientation::Transposed => board.transposed(),
            Orientation::TransposedFlipped => board.transposed().flipped(),
        }
    }

    fn unturn(self, board: &Board) -> Board {
        match self {
            Orientation::AsGiven => board.clone(),
            Orientation::Flipped => board.flipped(),
            Orientation::Transposed => board.transposed(),
            Orientation::TransposedFlipped => board.flipped().transposed(),
        }
    }
}

/// Affine forms in the unknowns, `constant + sum c_i x_i`, modulo k:
/// modulo 2 as bits (the constant is bit 0), otherwise one word a term.
#[derive(Clone, Copy, Debug)]
struct Forms {
    modulus: u64,
    /// Unknowns.
    unknowns: usize,
}

impl Forms {
    fn words(&self) -> usize {
        if self.modulus == 2 {
            (self.unknowns + 64) / 64
        } else {
            self.unknowns + 1
        }
    }

    /// Term `i`: 0 is the constant, `1 + j` unknown j's coefficient.
    fn term(&self, form: &[u64], i: usize) -> u64 {
        if self.modulus == 2 {
            form[i / 64] >> (i % 64) & 1
        } else {
            form[i]
        }
    }

    /// A form of the one term `i` with value `value`.
    fn single(&self, i: usize, value: u64) -> Vec<u64> {
        let mut form = vec![0; self.words()];
        if self.modulus == 2 {
            form[i / 64] = (value & 1) << (i % 64);
        } else {
            form[i] = value % self.modulus;
        }
        form
    }

    /// `to += factor * from`.
    fn add(&self, to: &mut [u64], from: &[u64], factor: u64) {
        if self.modulus == 2 {
            if factor & 1 == 1 {
                for (t, f) in to.iter_mut().zip(from) {
                    *t ^= f;
                }
            }
        } else {
            let k = self.modulus;
            for (t, &f) in to.iter_mut().zip(from) {
                *t = (*t + factor * f) % k;
            }
        }
    }
}

/// The rows the chase does not force and the rows of lights it leaves to
/// the equations, on a board of `rows` rows with reach `h`.
fn chase_plan(rows: usize, h: usize, torus: bool) -> (usize, Vec<usize>) {
    if torus {
        if rows <= 2 * h {
            (rows, (0..rows).collect())
        } else {
            (2 * h, (0..h).chain(rows - h..rows).collect())
        }
    } else if rows <= h {
        (rows, (0..rows).collect())
    } else {
        (h, (rows - h..rows).collect())
    }
}

/// A variant turned so that the chase runs down its rows, or `None` for
/// elimination over every cell.
fn chase_orientation(variant: &Variant, rows: usize, cols: usize) -> Option<Orientation> {
    let k = u64::from(variant.modulus);
    let orientations = [
        Orientation::AsGiven,
        Orientation::Flipped,
        Orientation::Transposed,
        Orientation::TransposedFlipped,
    ];
    let chases = |o: Orientation| {
        let s = o.stencil(&variant.stencil);
        let h = s.reach_rows() as isize;
        let w = s.reach_cols() as isize;
        let centre = s.weight(-h, 0);
        let alone = (-w..=w).all(|dc| dc == 0 || s.weight(-h, dc) == 0);
        alone && inverse(u64::from(centre), k).is_some()
    };
    // The fewest unknowns: the chased row times the rows it reaches.
    orientations
        .iter()
        .copied()
        .filter(|&o| chases(o))
        .min_by_key(|&o| {
            let (rows, cols) = o.sides(rows, cols);
            let h = o.stencil(&variant.stencil).reach_rows();
            chase_plan(rows, h, variant.torus).0 * cols
        })
}

/// A row of presses as forms, once known and while still needed.
type PressRow = Option<Vec<Vec<u64>>>;

/// How a variant's board reduces to a system: the turned variant and
/// board, and whether the chase runs.
struct Reduction {
    variant: Variant,
    orientation: Orientation,
    rows: usize,
    cols: usize,
    chase: bool,
}

impl Reduction {
    fn new(variant: &Variant, rows: usize, cols: usize) -> Reduction {
        let (orientation, chase) = match chase_orientation(variant, rows, cols) {
            Some(o) => (o, true),
            None => (Orientation::AsGiven, false),
        };
        let (rows, cols) = orientation.sides(rows, cols);
        Reduction {
            variant: Variant {
                stencil: orientation.stencil(&variant.stencil),
                modulus: variant.modulus,
                torus: variant.torus,
            },
            orientation,
            rows,
            cols,
            chase,
        }
    }

    /// [`Reduction::new`], if `by` takes its unknowns.
    fn within(
        variant: &Variant,
        rows: usize,
        cols: usize,
        by: Elimination,
    ) -> Result<Reduction, TooLarge> {
        let reduction = Reduction::new(variant, rows, cols);
        let unknowns = reduction.unknowns();
        let max = if variant.modulus == 2 {
            by.max_unknowns_mod_2
        } else {
            MAX_UNKNOWNS
        };
        if unknowns > max {
            return Err(TooLarge { unknowns, max });
        }
        Ok(reduction)
    }

    /// How many unknowns the system has.
    fn unknowns(&self) -> usize {
        if self.chase {
            chase_plan(
                self.rows,
                self.variant.stencil.reach_rows(),
                self.variant.torus,
            )
            .0 * self.cols
        } else {
            self.rows * self.cols
        }
    }

    /// The presses of every cell (of the turned board), their unknowns
    /// given by `first`, as forms in `forms`' unknowns: calls `row(r,
    /// forms)` as each row of presses is known, and returns the forms of
    /// the lights the chase leaves.
    fn chase(
        &self,
        lights: &Board,
        forms: Forms,
        first: Vec<Vec<Vec<u64>>>,
        row: &mut dyn FnMut(usize, &[Vec<u64>]),
    ) -> Vec<Vec<u64>> {
        let (rows, cols) = (self.rows, self.cols);
        let stencil = &self.variant.stencil;
        let h = stencil.reach_rows();
        let torus = self.variant.torus;
        let k = u64::from(self.variant.modulus);
        let (free, left) = chase_plan(rows, h, torus);
        let offsets = stencil.offsets();
        let mut presses: Vec<PressRow> = vec![None; rows];
        for (r, forms_of_row) in first.into_iter().enumerate() {
            row(r, &forms_of_row);
            presses[r] = Some(forms_of_row);
        }
        let top = (-(h as isize), 0);
        // The form of the light at (i, j) after every press; while
        // chasing, without the press below it that the chase sets.
        let light = |presses: &[PressRow], i: usize, j: usize, chasing: bool| {
            let mut sum = forms.single(0, u64::from(lights.get(i, j)));
            for &(dr, dc, weight) in &offsets {
                if chasing && (dr, dc) == top {
                    continue;
                }
                let (r, c) = (i as isize - dr, j as isize - dc);
                let inside =
                    (0..rows as isize).contains(&r) && (0..cols as isize).contains(&c);
                let (r, c) = if torus {
                    (r.rem_euclid(rows as isize), c.rem_euclid(cols as isize))
                } else if inside {
                    (r, c)
                } else {
                    continue;
                };
                let press = presses[r as usize].as_ref().expect("a press row kept");
                forms.add(&mut sum, &press[c as usize], u64::from(weight));
            }
            sum
        };
        if free < rows {
            let centre = u64::from(stencil.weight(-(h as isize), 0));
            let undo = k - inverse(centre, k).expect("an invertible centre");
            let chased = if torus { h..rows - h } else { 0..rows - h };
            for i in chased {
                let next: Vec<Vec<u64>> = (0..cols)
                    .map(|j| {
                        let rest = light(&presses, i, j, true);
                        let mut press = forms.single(0, 0);
                        forms.add(&mut press, &rest, undo);
                        press
                    })
                    .collect();
                row(i + h, &next);
                presses[i + h] = Some(next);
                // Rows no later light needs are let go.
                let done = i as isize - h as isize;
                let last = rows as isize - 2 * h as isize;
                let kept_first = if torus { 2 * h as isize } else { 0 };
                if done >= kept_first && done < last {
                    presses[done as usize] = None;
                }
            }
        }
        let mut equations = Vec::with_capacity(left.len() * cols);
        for i in left {
            for j in 0..cols {
                equations.push(light(&presses, i, j, false));
            }
        }
        equations
    }

    /// The presses on the given board for the unknowns' values, as the
    /// caller's board (turned back).
    fn presses(&self, lights: &Board, unknowns: &[u32]) -> Board {
        let mut out = Board::new(self.rows, self.cols);
        if self.chase {
            let forms = Forms {
                modulus: u64::from(self.variant.modulus),
                unknowns: 0,
            };
            let first = unknowns
                .chunks(self.cols)
                .map(|row| row.iter().map(|&v| forms.single(0, u64::from(v))).collect())
                .collect();
            let cols = self.cols;
            let cells = &mut out.cells;
            self.chase(lights, forms, first, &mut |r, row| {
                for (c, form) in row.iter().enumerate() {
                    cells[r * cols + c] = forms.term(form, 0) as u32;
                }
            });
        } else {
            out.cells.copy_from_slice(unknowns);
        }
        self.orientation.unturn(&out)
    }

    /// The system `A x = b` whose solutions are the unknowns' values.
    fn system(&self, lights: &Board) -> (Vec<Vec<u32>>, Vec<u32>) {
        if !self.chase {
            return every_cell_system(&self.variant, lights);
        }
        let k = u64::from(self.variant.modulus);
        let unknowns = self.unknowns();
        let forms = Forms {
            modulus: k,
            unknowns,
        };
        let first = (0..unknowns / self.cols.max(1))
            .map(|r| {
                (0..self.cols)
                    .map(|c| forms.single(1 + r * self.cols + c, 1))
                    .collect()
            })
            .collect();
        self.chase(lights, forms, first, &mut |_, _| {})
            .into_iter()
            .map(|form| {
                let row = (1..=unknowns)
                    .map(|i| forms.term(&form, i) as u32)
                    .collect();
                (row, ((k - forms.term(&form, 0)) % k) as u32)
            })
            .unzip()
    }
}

/// The system over every cell of `lights` under `variant`, one unknown a
/// press: row `i` says what each press adds to light `i`, which must end
/// at 0. What the engine eliminates where the stencil does not chase (and
/// the bench's plain elimination beside it).
pub fn every_cell_system(variant: &Variant, lights: &Board) -> (Vec<Vec<u32>>, Vec<u32>) {
    let (rows, cols) = (lights.rows, lights.cols);
    let k = u64::from(variant.modulus);
    let mut matrix = vec![vec![0u32; rows * cols]; rows * cols];
    for r in 0..rows {
        for c in 0..cols {
            for (cell, weight) in variant.reach(rows, cols, r, c) {
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

/// Every way to clear a board: one press board, the kernel's generators
/// (in the reduced system's unknowns) and what turns them into boards.
pub struct Solved {
    reduction: Reduction,
    /// The solutions of the reduced system.
    pub reduced: Solutions,
    /// One press board that clears the lights.
    pub presses: Board,
}

impl Solved {
    /// How many press boards clear the lights.
    pub fn how_many(&self) -> Count {
        self.reduced.how_many()
    }

    /// The kernel's generators as press boards, each with its order: every
    /// press board that changes nothing is one sum of them, `t_i` times
    /// generator i with `0 <= t_i < order_i`.
    pub fn kernel(&self) -> Vec<(Board, u32)> {
        (0..self.reduced.kernel.len())
            .map(|i| self.generator(i))
            .collect()
    }

    /// Generator `i` of [`Solved::kernel`] alone, so that a search over a
    /// large kernel holds one board at a time.
    pub fn generator(&self, i: usize) -> (Board, u32) {
        let zero = Board::new(self.reduction.rows, self.reduction.cols);
        let (g, order) = &self.reduced.kernel[i];
        (self.reduction.presses(&zero, g), *order)
    }
}

/// Every way to clear `lights` under `variant`, by the elimination
/// `by`: `Ok(None)` if none does, `Err` if the board is past its reach.
///
/// # Example
/// ```
/// use lightsout::engine::forms::{solutions, RING};
/// use lightsout::board::stencil::{Board, Stencil, Variant};
/// // Lights Out 2000: three colours; pressing the middle of 1 x 3 adds
/// // one to all three.
/// let variant = Variant { stencil: Stencil::standard(), modulus: 3, torus: false };
/// let lights = Board { rows: 1, cols: 3, cells: vec![2, 2, 2] };
/// let solved = solutions(&variant, &lights, RING).unwrap().unwrap();
/// assert_eq!(solved.presses.cells, vec![0, 1, 0]);
/// assert_eq!(solved.how_many().to_string(), "1");
/// ```
pub fn solutions(
    variant: &Variant,
    lights: &Board,
    by: Elimination,
) -> Result<Option<Solved>, TooLarge> {
    let reduction = Reduction::within(variant, lights.rows, lights.cols, by)?;
    let unknowns = reduction.unknowns();
    let turned = reduction.orientation.board(lights);
    let (matrix, rhs) = reduction.system(&turned);
    let reduced = match (by.solve)(&matrix, &rhs, unknowns, variant.modulus) {
        Some(found) => found,
        None => return Ok(None),
    };
    let presses = reduction.presses(&turned, &reduced.particular);
    Ok(Some(Solved {
        reduction,
        reduced,
        presses,
    }))
}

/// The system a `rows` x `cols` board reduces to: one row per equation
/// (a light the chase leaves, or every light without a chase), one column
/// per unknown (a press of the first rows, or of every cell), entries
/// modulo k; what `lightsout matrix` draws.
pub fn reduced_matrix(
    variant: &Variant,
    rows: usize,
    cols: usize,
    by: Elimination,
) -> Result<Vec<Vec<u32>>, TooLarge> {
    let reduction = Reduction::within(variant, rows, cols, by)?;
    Ok(reduction
        .system(&Board::new(reduction.rows, reduction.cols))
        .0)
}

/// The kernel's size for an empty `rows` x `cols` board: the number of
/// press boards that change nothing.
pub fn kernel_size(
    variant: &Variant,
    rows: usize,
    cols: usize,
    by: Elimination,
) -> Result<Count, TooLarge> {
    let solved = solutions(variant, &Board::new(rows, cols), by)?;
    Ok(solved
        .expect("the empty board is cleared by no presses")
        .how_many())
}

/// The fewest presses (a cell pressed j times counts j) that clear the
/// lights, and whether that is proven: every solution is tried when there
/// are at most [`MAX_SEARCH`] / cells of them (ties go to the least board
/// read row by row); otherwise one solution improved by adding kernel
/// generators while that lowers the count, within [`MAX_SEARCH`] cell
/// operations.
pub fn fewest(solved: &Solved) -> (Board, bool) {
    let cells = solved.presses.cells.len().max(1) as u64;
    let size = solved.how_many().value();
    let k = solved.reduced.modulus;
    if size.map_or(false, |n| {
        n.saturating_mul(u128::from(cells)) <= u128::from(MAX_SEARCH)
    }) {
        // At most log2(2^28 / cells) generators: their boards are small.
        let generators: Vec<(Vec<u32>, u32)> = solved
            .kernel()
            .into_iter()
            .map(|(g, order)| (g.cells, order))
            .collect();
        let mut best = solved.presses.clone();
        let mut best_total = best.total();
        each_solution(solved.presses.cells.clone(), &generators, k, |x| {
            let total: u64 = x.iter().map(|&v| u64::from(v)).sum();
            if total < best_total || (total == best_total && x < &best.cells[..]) {
                best.cells.copy_from_slice(x);
                best_total = total;
            }
        });
        return (best, true);
    }
    // Greedy passes, one generator board held at a time, within MAX_SEARCH
    // cell operations.
    let mut current = solved.presses.clone();
    let mut current_total = current.total();
    let mut work = 0u64;
    let mut improved = true;
    while improved && work <= MAX_SEARCH {
        improved = false;
        for i in 0..solved.reduced.kernel.len() {
            let (g, order) = solved.generator(i);
            let mut trial = current.clone();
            for _ in 1..order {
                for (a, &b) in trial.cells.iter_mut().zip(&g.cells) {
                    *a = (*a + b) % k;
                }
                let total = trial.total();
                if total < current_total {
                    current = trial.clone();
                    current_total = total;
                    improved = true;
                }
            }
            work = work.saturating_add(cells * u64::from(order));
            if work > MAX_SEARCH {
                break;
            }
        }
    }
    (current, false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::random::{random_values, SplitMix};

    /// Every press board of `rows` x `cols` with cells below k.
    fn every_board(rows: usize, cols: usize, k: u32) -> Vec<Board> {
        let n = rows * cols;
        let total = (k as usize).pow(n as u32);
        (0..total)
            .map(|mut index| {
                let mut board = Board::new(rows, cols);
                for cell in board.cells.iter_mut() {
                    *cell = (index % k as usize) as u32;
                    index /= k as usize;
                }
                board
            })
            .collect()
    }

    fn stencils() -> Vec<Stencil> {
        [
            "010/111/010",
            "111/111/111",
            "010/101/010",
            "010/121/010",
            "1/1/1",
            "11111",
            "001/010/100",
        ]
        .iter()
        .map(|s| Stencil::parse(s, 3).unwrap())
        .collect()
    }

    /// The variant against pressing every press board, on boards small
    /// enough to try them all.
    #[test]
    fn agrees_with_trying_every_press_board() {
        let mut rng = SplitMix(7);
        let mut checked = 0;
        for k in [2u32, 3, 4, 5, 6] {
            for stencil in stencils() {
                let stencil = Stencil::new(
                    stencil.reach_rows() * 2 + 1,
                    stencil.reach_cols() * 2 + 1,
                    stencil
                        .to_string()
                        .bytes()
                        .filter(|&b| b != b'/')
                        .map(|b| u32::from(b - b'0') % k)
                        .collect(),
                )
                .unwrap();
                if stencil.offsets().is_empty() {
                    continue;
                }
                for torus in [false, true] {
                    let variant = Variant {
                        stencil: stencil.clone(),
                        modulus: k,
                        torus,
                    };
                    for (rows, cols) in [
                        (1, 1),
                        (1, 4),
                        (2, 2),
                        (4, 1),
                        (2, 3),
                        (3, 2),
                        (3, 3),
                        (2, 4),
                        (4, 2),
                        (1, 6),
                    ] {
                        if (k as usize).pow((rows * cols) as u32) > 20_000 {
                            continue;
                        }
                        let all = every_board(rows, cols, k);
                        let lights = if rng.below(2) == 0 {
                            let mut lights = Board::new(rows, cols);
                            variant.apply(
                                &mut lights,
                                &all[rng.below(all.len() as u64) as usize],
                            );
                            lights
                        } else {
                            all[rng.below(all.len() as u64) as usize].clone()
                        };
                        let clearing: Vec<&Board> = all
                            .iter()
                            .filter(|p| {
                                let mut after = lights.clone();
                                variant.apply(&mut after, p);
                                after.cells.iter().all(|&v| v == 0)
                            })
                            .collect();
                        let context = format!(
                            "{:?} {}x{} lights {:?}",
                            variant, rows, cols, lights.cells
                        );
                        let by = if rng.below(2) == 0 { RING } else { PACKED };
                        let solved = solutions(&variant, &lights, by).unwrap();
                        let solved = match solved {
                            None => {
                                assert!(clearing.is_empty(), "{}", context);
                                continue;
                            }
                            Some(solved) => solved,
                        };
                        assert!(clearing.contains(&&solved.presses), "{}", context);
                        assert_eq!(
                            solved.how_many().value(),
                            Some(clearing.len() as u128),
                            "{}",
                            context
                        );
                        let (best, proven) = fewest(&solved);
                        assert!(proven);
                        let least = clearing.iter().map(|p| p.total()).min().unwrap();
                        let first = clearing
                            .iter()
                            .filter(|p| p.total() == least)
                            .min_by(|a, b| a.cells.cmp(&b.cells))
                            .unwrap();
                        assert_eq!(&&best, first, "{}", context);
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 300, "{} boards checked", checked);
    }

    /// Past the exhaustive search (the 30 x 30 torus has 2^24 solutions of
    /// 900 cells), the greedy answer still clears the board, is said
    /// unproven, and is no heavier than the solution it started from.
    #[test]
    fn past_the_search_the_greedy_answer_clears_and_is_unproven() {
        let variant = Variant {
            torus: true,
            ..Variant::standard()
        };
        let presses = random_values(&mut SplitMix(30), 30, 30, 2);
        let mut lights = Board::new(30, 30);
        variant.apply(&mut lights, &presses);
        let solved = solutions(&variant, &lights, PACKED).unwrap().unwrap();
        assert_eq!(solved.how_many().to_string(), "2^24 = 16777216");
        let (best, proven) = fewest(&solved);
        assert!(!proven);
        assert!(best.total() <= solved.presses.total());
        let mut after = lights.clone();
        variant.apply(&mut after, &best);
        assert!(after.cells.iter().all(|&v| v == 0));
    }

    /// OEIS A165738: the kernel's dimension of the standard game on the
    /// n x n torus, n = 1..30.
    #[test]
    fn torus_kernels_match_oeis_a165738() {
        let expected = [
            0, 0, 4, 0, 8, 8, 0, 0, 4, 16, 0, 16, 0, 0, 12, 0, 16, 8, 0, 32, 4, 0, 0, 32,
            8, 0, 4, 0, 0, 24,
        ];
        let variant = Variant {
            torus: true,
            ..Variant::standard()
        };
        for (n, &t) in (1..).zip(expected.iter()) {
            let count = kernel_size(&variant, n, n, PACKED).unwrap();
            assert_eq!(count, kernel_size(&variant, n, n, RING).unwrap());
            let found = count.powers.first().map_or(0, |&(p, e)| {
                assert_eq!(p, 2);
                e
            });
            assert_eq!(found, t, "{} x {} torus", n, n);
        }
    }
}
