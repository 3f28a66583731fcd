//! Light chasing for any stencil rule, with affine forms in the unknowns:
//! solvability, one solution and every other, for any modulus, bounded or
//! torus.
//!
//! The chase runs down the rows of the board turned so that it can (as
//! given, upside down, transposed, or both): a row of lights `i` is last
//! changed by the presses of row `i + h`, through the stencil's top row,
//! its *lead*. When the lead holds one weight, invertible modulo k, each
//! light of row `i` forces the press below it. When it holds several (the
//! eight neighbours, `111/111/111`), its leftmost weight, invertible, is
//! the pivot: walking the row from the left, each light forces one more
//! press of the row below, a banded solve; the presses no light forces (a
//! row's first columns) become unknowns of their own, and the lights that
//! force nothing (its last) become equations. The presses of the rows the
//! chase starts from are unknowns too.
//!
//! Chasing affine forms in the unknowns leaves one equation per light the
//! chase could not reach (the last rows; on a torus the first and last
//! rows, whose stencil wraps) and per light that forced nothing, solved by
//! the elimination given ([`crate::engine::elimination::Elimination`]);
//! chasing again with the unknowns' values gives the presses. A rule that chases in
//! no orientation is eliminated over every cell ([`crate::engine::dense`]);
//! the standard game has its own bit-mask path ([`crate::engine::standard`]),
//! which this module agrees with.

use std::borrow::Cow;

use crate::board::rule::{Press, Rule};
use crate::board::stencil::Stencil;
use crate::board::values::Board;
use crate::engine::elimination::{Elimination, Solved, TooLarge};
use crate::linalg::modular::ModSpace;
use crate::math::inverse;

/// How the board is turned so that the chase runs down its rows:
/// transposed first, then upside down.
#[derive(Clone, Copy)]
pub(crate) struct Orientation {
    transposed: bool,
    flipped: bool,
}

impl Orientation {
    fn stencil(self, stencil: &Stencil) -> Stencil {
        let turned = if self.transposed {
            stencil.transposed()
        } else {
            stencil.clone()
        };
        if self.flipped {
            turned.flipped()
        } else {
            turned
        }
    }

    /// The sides of a `rows` x `cols` board once turned.
    fn sides(self, rows: usize, cols: usize) -> (usize, usize) {
        if self.transposed {
            (cols, rows)
        } else {
            (rows, cols)
        }
    }

    pub(crate) fn board(self, board: &Board) -> Cow<'_, Board> {
        let turned = if self.transposed {
            Cow::Owned(board.transposed())
        } else {
            Cow::Borrowed(board)
        };
        if self.flipped {
            Cow::Owned(turned.flipped())
        } else {
            turned
        }
    }

    pub(crate) fn unturn(self, board: Board) -> Board {
        let unflipped = if self.flipped { board.flipped() } else { board };
        if self.transposed {
            unflipped.transposed()
        } else {
            unflipped
        }
    }
}

/// Affine forms in the unknowns, `constant + sum c_i x_i`, modulo k:
/// modulo 2 as bits (the constant is bit 0), otherwise one word a term.
#[derive(Clone, Copy)]
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

/// What the chase computes with: affine forms in the unknowns, to build
/// the system ([`Forms`]), or values, once the unknowns are known
/// ([`Values`]).
trait Terms {
    /// A light's or a press's form, or value; the default is zero (for a
    /// form, one of no terms yet).
    type Entry: Clone + Default;
    /// The constant `value`.
    fn constant(&self, value: u64) -> Self::Entry;
    /// `to += factor * from`, `from` a press.
    fn add(&self, to: &mut Self::Entry, from: &Self::Entry, factor: u64);
    /// `factor * from`, as a press.
    fn scaled(&self, from: Self::Entry, factor: u64) -> Self::Entry;
}

impl Terms for Forms {
    type Entry = Vec<u64>;

    fn constant(&self, value: u64) -> Vec<u64> {
        self.single(0, value)
    }

    fn add(&self, to: &mut Vec<u64>, from: &Vec<u64>, factor: u64) {
        Forms::add(self, to, from, factor)
    }

    fn scaled(&self, mut from: Vec<u64>, factor: u64) -> Vec<u64> {
        let k = self.modulus;
        match (k, factor % k) {
            (2, 1) => {}
            _ => from.iter_mut().for_each(|t| *t = *t * factor % k),
        }
        from
    }
}

/// Values modulo k, a light's sum reduced once, when it forces a press
/// (a word holds it: [`Reduction::new`] takes no rule whose weights times
/// k pass 2^64).
#[derive(Clone, Copy)]
struct Values {
    modulus: u64,
}

impl Terms for Values {
    type Entry = u64;

    fn constant(&self, value: u64) -> u64 {
        value
    }

    fn add(&self, to: &mut u64, from: &u64, factor: u64) {
        *to += from * factor;
    }

    fn scaled(&self, from: u64, factor: u64) -> u64 {
        from % self.modulus * factor % self.modulus
    }
}

/// The rows the chase does not force and the rows of lights it leaves to
/// the equations, on a board of `rows` rows with reach `h`.
fn chase_plan(rows: usize, h: usize, torus: bool) -> (usize, Vec<usize>) {
    if torus && rows > 2 * h {
        (2 * h, (0..h).chain(rows - h..rows).collect())
    } else if torus {
        (rows, (0..rows).collect())
    } else {
        let free = h.min(rows);
        (free, (rows - free..rows).collect())
    }
}

/// How one row of presses follows from the row of lights `h` above it:
/// the lead's pivot (its offset and minus its inverse), each light in the
/// order walked with the press it forces (`None`: an equation), and the
/// presses no light forces, which are unknowns.
pub(crate) struct Lead {
    pub(crate) pivot: isize,
    undo: u64,
    steps: Vec<(usize, Option<usize>)>,
    pub(crate) free: Vec<usize>,
}

impl Lead {
    /// The lead of `stencil` (turned) on rows of `cols` cells modulo `k`,
    /// its leftmost weight the pivot; `None` if that is not invertible, or
    /// a torus row is no wider than the lead's span.
    fn new(stencil: &Stencil, cols: usize, k: u64, torus: bool) -> Option<Lead> {
        let (h, w) = (stencil.reach_rows() as isize, stencil.reach_cols() as isize);
        let weight = |dc| u64::from(stencil.weight(-h, dc)) % k;
        let weights: Vec<isize> = (-w..=w).filter(|&dc| weight(dc) != 0).collect();
        let (&low, &high) = (weights.first()?, weights.last()?);
        let span = (high - low) as usize;
        let inverse = inverse(weight(low), k)?;
        if torus && cols <= span {
            return None;
        }
        // Walking the row from the left, light j forces the press `low`
        // to its left, or nothing past the row's end.
        let n = cols as isize;
        let mut forced = vec![false; cols];
        let mut steps = Vec::with_capacity(cols);
        for j in 0..n {
            let c = j - low;
            let target = if torus {
                (j < n - span as isize).then_some(c.rem_euclid(n))
            } else {
                (0..n).contains(&c).then_some(c)
            };
            if let Some(c) = target {
                forced[c as usize] = true;
            }
            steps.push((j as usize, target.map(|c| c as usize)));
        }
        let free = (0..cols).filter(|&c| !forced[c]).collect();
        Some(Lead {
            pivot: low,
            undo: k - inverse,
            steps,
            free,
        })
    }
}

/// How a stencil rule's board reduces to a system: turned so that the
/// chase runs down its rows, with the lead of its rows.
pub(crate) struct Reduction {
    pub(crate) stencil: Stencil,
    pub(crate) modulus: u32,
    pub(crate) torus: bool,
    pub(crate) orientation: Orientation,
    pub(crate) rows: usize,
    pub(crate) cols: usize,
    pub(crate) lead: Lead,
}

impl Reduction {
    /// The reduction with the fewest unknowns, if the rule chases.
    pub(crate) fn new(rule: &Rule, rows: usize, cols: usize) -> Option<Reduction> {
        let stencil = match &rule.press {
            Press::Stencil(stencil) => stencil,
            _ => return None,
        };
        let k = u64::from(rule.modulus);
        // A light's sum, unreduced, must fit a word: every weight times k
        // (weights written in digits fit with any modulus below 2^30; a
        // rule past it is eliminated over every cell).
        let offsets = stencil.offsets();
        let most: u128 = offsets.iter().map(|o| u128::from(o.2)).sum();
        if most * u128::from(k) + u128::from(k) > u128::from(u64::MAX) {
            return None;
        }
        [(false, false), (false, true), (true, false), (true, true)]
            .iter()
            .filter_map(|&(transposed, flipped)| {
                let orientation = Orientation {
                    transposed,
                    flipped,
                };
                let stencil = orientation.stencil(stencil);
                let (rows, cols) = orientation.sides(rows, cols);
                let lead = Lead::new(&stencil, cols, k, rule.torus)?;
                Some(Reduction {
                    stencil,
                    modulus: rule.modulus,
                    torus: rule.torus,
                    orientation,
                    rows,
                    cols,
                    lead,
                })
            })
            .min_by_key(Reduction::unknowns)
    }

    /// [`Reduction::new`], if `by` takes its unknowns.
    fn within(
        rule: &Rule,
        rows: usize,
        cols: usize,
        by: Elimination,
    ) -> Result<Reduction, TooLarge> {
        let reduction = Reduction::new(rule, rows, cols).expect("a rule that chases");
        by.takes(reduction.unknowns(), rule.modulus)?;
        Ok(reduction)
    }

    /// Every solution of the system the (turned) board `turned` reduces
    /// to, in the reduction's unknowns, by `by`.
    fn solve(&self, turned: &Board, by: Elimination) -> Option<ModSpace> {
        let (matrix, rhs) = self.system(turned);
        (by.solve)(&matrix, &rhs, self.unknowns(), self.modulus)
    }

    /// The rows the chase starts from, and the rows of lights left to the
    /// equations.
    pub(crate) fn plan(&self) -> (usize, Vec<usize>) {
        chase_plan(self.rows, self.stencil.reach_rows(), self.torus)
    }

    /// How many unknowns the system has: every press of the rows the chase
    /// starts from, and those no light forces in the rows it forces.
    fn unknowns(&self) -> usize {
        let (free, _) = self.plan();
        free * self.cols + (self.rows - free) * self.lead.free.len()
    }

    /// The presses of every cell (of the turned board) as forms in
    /// `forms`' unknowns, unknown `u`'s form being `unknown(u)`: calls
    /// `row(r, forms)` as each row of presses is known, and returns the
    /// forms of the lights that must end at 0, each an equation.
    fn chase<T: Terms>(
        &self,
        lights: &Board,
        forms: &T,
        unknown: &dyn Fn(usize) -> T::Entry,
        row: &mut dyn FnMut(usize, &[T::Entry]),
    ) -> Vec<T::Entry> {
        let (rows, cols, torus) = (self.rows, self.cols, self.torus);
        let h = self.stencil.reach_rows();
        let (free, left) = self.plan();
        let offsets = self.stencil.offsets();
        let mut presses: Vec<Option<Vec<T::Entry>>> = vec![None; rows];
        for (r, kept) in presses.iter_mut().enumerate().take(free) {
            let forms_of_row: Vec<T::Entry> =
                (0..cols).map(|c| unknown(r * cols + c)).collect();
            row(r, &forms_of_row);
            *kept = Some(forms_of_row);
        }
        let pivot = (-(h as isize), self.lead.pivot);
        // The form of the light at (i, j) after every press, less the
        // pivot's press where `chasing`.
        let light =
            |presses: &[Option<Vec<T::Entry>>], i: usize, j: usize, chasing: bool| {
                let mut sum = forms.constant(u64::from(lights.get(i, j)));
                for &(dr, dc, weight) in &offsets {
                    if chasing && (dr, dc) == pivot {
                        continue;
                    }
                    let (r, c) = (i as isize - dr, j as isize - dc);
                    let (r, c) = if torus {
                        (r.rem_euclid(rows as isize), c.rem_euclid(cols as isize))
                    } else if (0..rows as isize).contains(&r)
                        && (0..cols as isize).contains(&c)
                    {
                        (r, c)
                    } else {
                        continue;
                    };
                    let press = presses[r as usize].as_ref().expect("a press row kept");
                    forms.add(&mut sum, &press[c as usize], u64::from(weight));
                }
                sum
            };
        let mut equations = Vec::new();
        let mut next_unknown = free * cols;
        if free < rows {
            let chased = if torus { h..rows - h } else { 0..rows - h };
            for i in chased {
                let mut next = vec![T::Entry::default(); cols];
                for &c in &self.lead.free {
                    next[c] = unknown(next_unknown);
                    next_unknown += 1;
                }
                presses[i + h] = Some(next);
                for &(j, forced) in &self.lead.steps {
                    let rest = light(&presses, i, j, forced.is_some());
                    match forced {
                        Some(c) => {
                            let press = forms.scaled(rest, self.lead.undo);
                            presses[i + h].as_mut().expect("the row being forced")[c] =
                                press;
                        }
                        None => equations.push(rest),
                    }
                }
                row(i + h, presses[i + h].as_ref().expect("the row forced"));
                // Rows no later light needs are let go.
                let done = i as isize - h as isize;
                let last = rows as isize - 2 * h as isize;
                let kept_first = if torus { 2 * h as isize } else { 0 };
                if done >= kept_first && done < last {
                    presses[done as usize] = None;
                }
            }
        }
        for i in left {
            for j in 0..cols {
                equations.push(light(&presses, i, j, false));
            }
        }
        equations
    }

    /// The presses on the given board for the unknowns' values, as the
    /// caller's board (turned back).
    pub(crate) fn presses(&self, lights: &Board, unknowns: &[u32]) -> Board {
        let mut out = Board::new(self.rows, self.cols);
        let values = Values {
            modulus: u64::from(self.modulus),
        };
        let cols = self.cols;
        let cells = &mut out.cells;
        let value = |u: usize| u64::from(unknowns[u]);
        self.chase(lights, &values, &value, &mut |r, row| {
            for (c, &press) in row.iter().enumerate() {
                cells[r * cols + c] = press as u32;
            }
        });
        self.orientation.unturn(out)
    }

    /// [`Reduction::chase`] in forms, unknown `u` the term `1 + u`: the
    /// forms and the equations.
    fn chase_forms(
        &self,
        lights: &Board,
        row: &mut dyn FnMut(usize, &[Vec<u64>]),
    ) -> (Forms, Vec<Vec<u64>>) {
        let forms = Forms {
            modulus: u64::from(self.modulus),
            unknowns: self.unknowns(),
        };
        let single = |u: usize| forms.single(1 + u, 1);
        (forms, self.chase(lights, &forms, &single, row))
    }

    /// The system `A x = b` whose solutions are the unknowns' values.
    fn system(&self, lights: &Board) -> (Vec<Vec<u32>>, Vec<u32>) {
        let k = u64::from(self.modulus);
        let (forms, equations) = self.chase_forms(lights, &mut |_, _| {});
        let unknowns = forms.unknowns;
        equations
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

/// The most words [`PressForms`] holds: 16 MiB.
pub const MAX_HELD_WORDS: usize = 1 << 21;

/// Every press of a dark board under a rule modulo 2 as a form in the
/// unknowns of its system, chased once and held: a kernel vector's press
/// board is then a pass over the forms ([`PressForms::board`]), not a chase
/// of the stencil, which on a large stencil is far dearer.
pub struct PressForms {
    reduction: Reduction,
    /// Words a form.
    words: usize,
    /// Cell `r * cols + c` of the turned board: its form, `words` words.
    forms: Vec<u64>,
}

impl PressForms {
    /// The press forms of a `rows` x `cols` board under `rule` modulo 2, in
    /// the unknowns [`solved`] solves for; `None` for another modulus,
    /// a rule that does not chase, or forms past [`MAX_HELD_WORDS`].
    pub fn new(rule: &Rule, rows: usize, cols: usize) -> Option<PressForms> {
        let reduction = Reduction::new(rule, rows, cols).filter(|_| rule.modulus == 2)?;
        let (words, cols) = (reduction.unknowns() / 64 + 1, reduction.cols);
        let cells = reduction.rows.checked_mul(cols)?;
        if cells.checked_mul(words)? > MAX_HELD_WORDS {
            return None;
        }
        let mut held = vec![0u64; cells * words];
        let dark = Board::new(reduction.rows, cols);
        reduction.chase_forms(&dark, &mut |r, row| {
            for (c, form) in row.iter().enumerate() {
                let at = (r * cols + c) * words;
                held[at..at + words].copy_from_slice(form);
            }
        });
        Some(PressForms {
            reduction,
            words,
            forms: held,
        })
    }

    /// The press board of the unknowns' values `g` (0 or 1 each), as the
    /// caller's board.
    pub fn board(&self, g: &[u32]) -> Board {
        let mut values = vec![0u64; self.words];
        for (u, &v) in g.iter().enumerate() {
            values[(1 + u) / 64] |= u64::from(v & 1) << ((1 + u) % 64);
        }
        let reduction = &self.reduction;
        let cells = self
            .forms
            .chunks(self.words)
            .map(|form| {
                let ones: u32 = form
                    .iter()
                    .zip(&values)
                    .map(|(f, v)| (f & v).count_ones())
                    .sum();
                ones & 1
            })
            .collect();
        let turned = Board {
            rows: reduction.rows,
            cols: reduction.cols,
            cells,
        };
        reduction.orientation.unturn(turned)
    }

    /// About the word operations of [`PressForms::board`]: a pass over
    /// the forms.
    pub fn cost(&self) -> u64 {
        self.forms.len() as u64
    }
}

/// Whether `rule` chases on a `rows` x `cols` board: a stencil whose lead,
/// in some orientation, has an invertible leftmost weight.
///
/// # Example
/// ```
/// use lightsout::elimination::chases;
/// use lightsout::Rule;
/// assert!(chases(&Rule::standard(), 5, 5) && chases(&Rule::eight_neighbours(), 5, 5));
/// assert!(!chases(&Rule::row_and_column(), 5, 5));
/// ```
pub fn chases(rule: &Rule, rows: usize, cols: usize) -> bool {
    Reduction::new(rule, rows, cols).is_some()
}

/// How many unknowns the chase leaves on a `rows` x `cols` board, if the
/// rule chases.
pub fn chase_unknowns(rule: &Rule, rows: usize, cols: usize) -> Option<usize> {
    Reduction::new(rule, rows, cols).map(|reduction| reduction.unknowns())
}

/// Every way to clear `lights` under `rule`, by the elimination
/// `by`: `Ok(None)` if none does, `Err` if the board is past its reach.
///
/// # Panics
/// If the rule does not chase ([`chases`]).
///
/// # Example
/// ```
/// use lightsout::elimination::{chased, RING};
/// use lightsout::{Board, Rule};
/// // Lights Out 2000: three colours; pressing the middle of 1 x 3 adds
/// // one to all three.
/// let rule = Rule { modulus: 3, ..Rule::standard() };
/// let lights = Board { rows: 1, cols: 3, cells: vec![2, 2, 2] };
/// let solved = chased(&rule, &lights, RING).unwrap().unwrap();
/// assert_eq!(solved.presses.cells, vec![0, 1, 0]);
/// assert_eq!(solved.how_many().value(), Some(1));
/// ```
pub fn chased(
    rule: &Rule,
    lights: &Board,
    by: Elimination,
) -> Result<Option<Solved>, TooLarge> {
    let reduction = Reduction::within(rule, lights.rows, lights.cols, by)?;
    let turned = reduction.orientation.board(lights);
    let reduced = match reduction.solve(&turned, by) {
        Some(found) => found,
        None => return Ok(None),
    };
    let presses = reduction.presses(&turned, &reduced.particular);
    let dark = Board::new(reduction.rows, reduction.cols);
    let expand = move |g: &[u32]| reduction.presses(&dark, g);
    Ok(Some(Solved::new(reduced, presses, Box::new(expand))))
}

/// Whether some presses clear `lights` under `rule`: [`chased`]'s
/// system, without its solutions.
///
/// # Panics
/// If the rule does not chase ([`chases`]).
///
/// # Example
/// ```
/// use lightsout::elimination::{solvable, RING};
/// use lightsout::{Board, Rule};
/// let rule = Rule::neighbours();
/// let lights = Board { rows: 1, cols: 2, cells: vec![1, 0] };
/// assert_eq!(solvable(&rule, &lights, RING), Ok(true));
/// ```
pub fn solvable(rule: &Rule, lights: &Board, by: Elimination) -> Result<bool, TooLarge> {
    let reduction = Reduction::within(rule, lights.rows, lights.cols, by)?;
    let turned = reduction.orientation.board(lights);
    Ok(reduction.solve(&turned, by).is_some())
}

/// The system a `rows` x `cols` board reduces to: one row per equation
/// (a light the chase leaves, or one that forced no press), one column per
/// unknown (a press of the first rows, or one that no light forced),
/// entries modulo k; what `lightsout matrix` draws.
///
/// # Panics
/// If the rule does not chase ([`chases`]).
pub fn reduced_matrix(
    rule: &Rule,
    rows: usize,
    cols: usize,
    by: Elimination,
) -> Result<Vec<Vec<u32>>, TooLarge> {
    let reduction = Reduction::within(rule, rows, cols, by)?;
    Ok(reduction
        .system(&Board::new(reduction.rows, reduction.cols))
        .0)
}
