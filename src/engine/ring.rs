//! The chase as polynomials modulo k: any modulus, bounded or torus, in
//! O(N^2 + M N) for a board of M rows of N cells, where eliminating the
//! first rows' N unknowns would cost N^3 (modulo a prime power, plus the
//! elimination of the part of the ring where the system is singular, at
//! most [`MAX_UNKNOWNS`] unknowns). The K-colour path.
//!
//! A row of N cells is an element of a ring of polynomials modulo k. On a
//! torus the ring is `Z_k[z] / (z^N - 1)` and a row is its polynomial, cell
//! j the coefficient of `z^j`: a row of the stencil, which adds its
//! weights around each press and wraps, is multiplication by
//! `sum w_dc z^dc`. On a bounded board the ring is `Z_k[t] / (u_N)`, where
//! `u_0 = 1`, `u_1 = t`, `u_{j+1} = t u_j - u_{j-1}`: `t` acts on a row as
//! `S`, the path's adjacency (each cell passes its value to the cells
//! beside it), whose characteristic polynomial is `u_N`, and the row `v` is
//! `sum v_j u_j`, since `u_j(S) e_0 = e_j`; a stencil row that adds `y` to
//! the cell and `x` to each cell beside it is multiplication by `y + x t`.
//! (Modulo 2 with the standard stencil this is [`crate::engine::standard`]'s
//! algebra.)
//!
//! The chase presses row `i + h` from the row of lights `i` through the
//! stencil's top row, one weight `c` above the pressed cell: the presses of
//! every row are `A_r u + g_r`, `u` the rows the chase starts from, each
//! `A_r` a polynomial computed once by the recurrence the stencil's rows
//! give, O(N) a row. The lights the chase leaves give the square system
//! `B u = r` over the ring (one unknown row on a bounded board with a
//! three-row stencil, two on a torus), solved by
//! [`crate::linalg::modpoly::solve_system`] in O(N^2); the presses of the
//! other rows follow by the numeric chase of [`crate::engine::forms`],
//! whose reduction (the board turned, the rows it starts from) this path
//! shares. It takes a stencil whose top row is one weight, invertible, and
//! on a bounded board whose rows reach one cell to each side at most,
//! alike on both: every row then acts as a polynomial in `S`.

use crate::board::rule::{Press, Rule};
use crate::board::values::Board;
use crate::engine::elimination::{Solved, TooLarge, MAX_UNKNOWNS};
use crate::engine::forms::Reduction;
use crate::linalg::modpoly::{solvable_size, solve_system, trimmed, Poly};
use crate::linalg::modular::ModSpace;
use crate::math::inverse;

/// What a stencil row does to a row of the ring.
enum Operator {
    /// On a bounded board: `y + x t`, `y` to the cell and `x` to each
    /// beside it.
    Path { y: u64, x: u64 },
    /// On a torus: `sum w_j z^j`, the weights folded onto the row's `N`
    /// cells.
    Cycle(Vec<u64>),
}

/// The ring of a board's rows: `N` cells, modulo k, bounded or a torus.
struct Ring {
    k: u64,
    n: usize,
    /// On a bounded board, `u_N`'s coefficients below `t^N` (it is monic);
    /// `None` on a torus.
    path: Option<Vec<u64>>,
}

impl Ring {
    fn new(k: u64, n: usize, torus: bool) -> Ring {
        let path = if torus {
            None
        } else {
            // u_{j+1} = t u_j - u_{j-1}, coefficients modulo k.
            let (mut before, mut current) = (vec![0u64; n + 1], vec![0u64; n + 1]);
            current[0] = 1 % k;
            for _ in 0..n {
                let mut next: Vec<u64> = before.iter().map(|&c| (k - c) % k).collect();
                for j in 0..n {
                    next[j + 1] = (next[j + 1] + current[j]) % k;
                }
                before = std::mem::replace(&mut current, next);
            }
            current.truncate(n);
            Some(current)
        };
        Ring { k, n, path }
    }

    /// The ring's modulus, monic of degree N.
    fn modulus(&self) -> Poly {
        let mut m = match &self.path {
            Some(low) => low.clone(),
            None => {
                let mut low = vec![0; self.n];
                low[0] = self.k - 1;
                low
            }
        };
        m.push(1);
        m
    }

    /// `sum += op a`, `a` as N coefficients below k, `sum` left
    /// unreduced: each coefficient grows by less than [`Ring::growth`].
    fn add_times(&self, op: &Operator, a: &[u64], sum: &mut [u64]) {
        let (k, n) = (self.k, self.n);
        match op {
            Operator::Path { y, x } => {
                // t a: shifted up, t^N brought back as t^N - u_N.
                let low = self.path.as_ref().expect("a bounded board");
                let top = a[n - 1];
                let mut below = 0;
                for ((s, &value), &l) in sum.iter_mut().zip(a).zip(low) {
                    *s += y * value + x * (below + (k - l) * top);
                    below = value;
                }
            }
            Operator::Cycle(weights) => {
                for (shift, &w) in weights.iter().enumerate().filter(|&(_, &w)| w != 0) {
                    let (wrapped, straight) = sum.split_at_mut(shift);
                    for (s, &v) in straight.iter_mut().zip(a) {
                        *s += w * v;
                    }
                    for (s, &v) in wrapped.iter_mut().zip(&a[n - shift..]) {
                        *s += w * v;
                    }
                }
            }
        }
    }

    /// How much [`Ring::add_times`] may add to a coefficient.
    fn growth(&self, op: &Operator) -> u128 {
        let k = u128::from(self.k);
        match op {
            Operator::Path { .. } => 2 * k * k * k,
            Operator::Cycle(weights) => weights.len() as u128 * k * k,
        }
    }

    /// `sum` reduced modulo k and times `factor`.
    fn reduce(&self, sum: &mut [u64], factor: u64) {
        for s in sum.iter_mut() {
            *s = *s % self.k * factor % self.k;
        }
    }

    /// The row of cells a polynomial is: `p(S) e_0` on a bounded board by
    /// Horner's rule, its coefficients on a torus.
    fn cells(&self, p: &[u64]) -> Vec<u64> {
        let mut row = vec![0u64; self.n];
        if self.path.is_none() {
            row[..p.len()].copy_from_slice(p);
            return row;
        }
        for &c in p.iter().rev() {
            row = self.times_t(&row);
            row[0] = (row[0] + c) % self.k;
        }
        row
    }

    /// The polynomial of a row of cells: `sum v_j u_j` on a bounded board
    /// by Clenshaw's recurrence `b_j = v_j + t b_{j+1} - b_{j+2}`, the
    /// cells themselves on a torus.
    fn polynomial(&self, cells: &[u64]) -> Poly {
        let k = self.k;
        if self.path.is_none() {
            return cells.to_vec();
        }
        let (mut next, mut after) = (vec![0u64; self.n + 1], vec![0u64; self.n + 1]);
        for &v in cells.iter().rev() {
            // after = v + t next - after, in place, then the pair moves
            // along; each sum below 2k.
            let mut below = v % k;
            for (a, &n) in after.iter_mut().zip(&next) {
                let x = below + k - *a;
                *a = if x >= k { x - k } else { x };
                below = n;
            }
            std::mem::swap(&mut after, &mut next);
        }
        next.truncate(self.n);
        next
    }

    /// A row of cells times `t`: `S v` on a bounded board (each cell the
    /// sum of the cells beside it), turned one cell along a torus.
    fn times_t(&self, row: &[u64]) -> Vec<u64> {
        let (n, k) = (self.n, self.k);
        (0..n)
            .map(|j| match self.path {
                Some(_) => {
                    let left = if j > 0 { row[j - 1] } else { 0 };
                    let right = if j + 1 < n { row[j + 1] } else { 0 };
                    let sum = left + right;
                    if sum >= k {
                        sum - k
                    } else {
                        sum
                    }
                }
                None => row[(j + n - 1) % n],
            })
            .collect()
    }
}

/// The reduction of `rule` on a `rows` x `cols` board for this path, if it
/// takes it (see the module's documentation), with the stencil rows as
/// operators, top row first, and the top row's weight.
fn operators(
    rule: &Rule,
    rows: usize,
    cols: usize,
) -> Option<(Reduction, Vec<Operator>, u64)> {
    let reduction = Reduction::new(rule, rows, cols)?;
    let k = u64::from(reduction.modulus);
    let stencil = &reduction.stencil;
    let (h, w) = (stencil.reach_rows() as isize, stencil.reach_cols() as isize);
    let single = reduction.lead.pivot == 0 && reduction.lead.free.is_empty();
    let (free, _) = reduction.plan();
    if !single || !solvable_size(free, reduction.modulus) {
        return None;
    }
    let n = reduction.cols;
    let mut operators = Vec::new();
    for dr in -h..=h {
        let weight = |dc: isize| u64::from(stencil.weight(dr, dc)) % k;
        operators.push(if reduction.torus {
            let mut folded = vec![0u64; n];
            for dc in -w..=w {
                let at = dc.rem_euclid(n as isize) as usize;
                folded[at] = (folded[at] + weight(dc)) % k;
            }
            Operator::Cycle(folded)
        } else {
            let symmetric = weight(-1) == weight(1)
                && (2..=w).all(|d| weight(d) == 0 && weight(-d) == 0);
            if !symmetric {
                return None;
            }
            Operator::Path {
                y: weight(0),
                x: weight(1),
            }
        });
    }
    let top = u64::from(stencil.weight(-h, 0)) % k;
    Some((reduction, operators, top))
}

/// The chase with numbers, a row at a time: the presses of every row of
/// the turned board (a press of the rows it starts from given by
/// `first`, in order) and the lights of the rows it leaves, that the
/// equations hold. The chase of [`crate::engine::forms`] narrowed to a top
/// row of one weight, where whole rows are summed at once; the tests hold
/// the two to the same answers.
fn chase_numbers(
    reduction: &Reduction,
    lights: &Board,
    first: &[u32],
) -> (Board, Vec<u64>) {
    let (rows, cols, torus) = (reduction.rows, reduction.cols, reduction.torus);
    let k = u64::from(reduction.modulus);
    let stencil = &reduction.stencil;
    let h = stencil.reach_rows() as isize;
    let (free, left) = reduction.plan();
    let offsets = stencil.offsets();
    let mut presses = Board::new(rows, cols);
    presses.cells[..free * cols].copy_from_slice(first);
    // Light row i after the presses of every stencil row (but the top's,
    // if `chasing`), unreduced: each term below k^2, a word holding 2^32.
    let lights_of = |presses: &Board, i: usize, chasing: bool| -> Vec<u64> {
        let mut sums: Vec<u64> = (0..cols).map(|j| u64::from(lights.get(i, j))).collect();
        for &(dr, dc, weight) in offsets.iter().filter(|o| !(chasing && o.0 == -h)) {
            let r = i as isize - dr;
            let r = if torus {
                r.rem_euclid(rows as isize)
            } else if (0..rows as isize).contains(&r) {
                r
            } else {
                continue;
            };
            let row = &presses.cells[r as usize * cols..(r as usize + 1) * cols];
            let (w, n) = (u64::from(weight), cols as isize);
            // sums[j] takes row[j - dc], straight where that is on the row
            // and around it on a torus.
            let (first, last) = (dc.clamp(0, n) as usize, (n + dc).clamp(0, n) as usize);
            if first < last {
                let from = &row[(first as isize - dc) as usize..];
                for (s, &p) in sums[first..last].iter_mut().zip(from) {
                    *s += w * u64::from(p);
                }
            }
            if torus {
                for j in (0..cols).filter(|&j| j < first || j >= last) {
                    let c = (j as isize - dc).rem_euclid(n) as usize;
                    sums[j] += w * u64::from(row[c]);
                }
            }
        }
        sums
    };
    if free < rows {
        let top = u64::from(stencil.weight(-h, 0)) % k;
        let undo = k - inverse(top, k).expect("an invertible top weight");
        let chased = if torus {
            h as usize..rows - h as usize
        } else {
            0..rows - h as usize
        };
        for i in chased {
            let sums = lights_of(&presses, i, true);
            let row = (i + h as usize) * cols;
            for (p, s) in presses.cells[row..row + cols].iter_mut().zip(sums) {
                *p = (s % k * undo % k) as u32;
            }
        }
    }
    let residue = left
        .iter()
        .flat_map(|&i| lights_of(&presses, i, false))
        .map(|s| s % k)
        .collect();
    (presses, residue)
}

/// Whether this path takes `rule` on a `rows` x `cols` board.
pub fn takes(rule: &Rule, rows: usize, cols: usize) -> bool {
    sums_fit(rule) && operators(rule, rows, cols).is_some()
}

/// Whether one step of the ring's sums fits a word: the largest weight
/// times k^2 and a little more (any stencil written in digits, with any
/// modulus below 2^30; a rule past it takes another path).
fn sums_fit(rule: &Rule) -> bool {
    let k = u128::from(rule.modulus);
    let weight = match &rule.press {
        Press::Stencil(stencil) => stencil.offsets().iter().map(|o| u128::from(o.2)).max(),
        _ => None,
    };
    weight.map_or(true, |w| w * (k * k + 2 * k) + k <= u128::from(u64::MAX))
}

/// Every way to clear `lights` under `rule`: `Ok(None)` if none does,
/// `Err` where, modulo a prime power, the part of the system that is not
/// invertible is past [`MAX_UNKNOWNS`] unknowns eliminated as numbers.
///
/// # Panics
/// If the path does not take the rule ([`takes`]).
pub fn solved(rule: &Rule, lights: &Board) -> Result<Option<Solved>, TooLarge> {
    let (reduction, operators, top) =
        operators(rule, lights.rows, lights.cols).expect("a rule this path takes");
    let (rows, n, torus) = (reduction.rows, reduction.cols, reduction.torus);
    let k = u64::from(reduction.modulus);
    let ring = Ring::new(k, n, torus);
    let h = reduction.stencil.reach_rows();
    let (free, left) = reduction.plan();
    // The presses of each row as polynomials in the free rows, kept while
    // a light still needs them.
    let mut presses: Vec<Option<Vec<Vec<u64>>>> = vec![None; rows];
    for (r, kept) in presses.iter_mut().enumerate().take(free) {
        let mut unit = vec![vec![0u64; n]; free];
        unit[r][0] = 1 % k;
        *kept = Some(unit);
    }
    // Light row i, every press of the stencil's rows but those excepted,
    // a polynomial a free row.
    // Whether a word holds a light's sum unreduced over every stencil row.
    let lazy =
        operators.iter().map(|op| ring.growth(op)).sum::<u128>() < u128::from(u64::MAX);
    let light = |presses: &[Option<Vec<Vec<u64>>>], i: usize, skip_top: bool| {
        let mut sum = vec![vec![0u64; n]; free];
        for (d, op) in operators.iter().enumerate() {
            let dr = d as isize - h as isize;
            if skip_top && d == 0 {
                continue;
            }
            let r = i as isize - dr;
            let r = if torus {
                r.rem_euclid(rows as isize)
            } else if (0..rows as isize).contains(&r) {
                r
            } else {
                continue;
            };
            let pressed = presses[r as usize].as_ref().expect("a press row kept");
            for (s, a) in sum.iter_mut().zip(pressed) {
                ring.add_times(op, a, s);
                if !lazy {
                    ring.reduce(s, 1);
                }
            }
        }
        sum
    };
    if free < rows {
        let undo = k - inverse(top, k).expect("an invertible top weight");
        let chased = if torus { h..rows - h } else { 0..rows - h };
        for i in chased {
            let mut next = light(&presses, i, true);
            for a in next.iter_mut() {
                ring.reduce(a, undo);
            }
            presses[i + h] = Some(next);
            let done = i as isize - h as isize;
            let last = rows as isize - 2 * h as isize;
            let kept_first = if torus { 2 * h as isize } else { 0 };
            if done >= kept_first && done < last {
                presses[done as usize] = None;
            }
        }
    }
    let system: Vec<Vec<Poly>> = left
        .iter()
        .map(|&i| {
            let mut sums = light(&presses, i, false);
            for a in sums.iter_mut() {
                ring.reduce(a, 1);
            }
            sums.into_iter().map(trimmed).collect()
        })
        .collect();
    drop(presses);
    // What the free rows must clear: the lights the numeric chase leaves.
    let turned = reduction.orientation.board(lights);
    let (_, residue) = chase_numbers(&reduction, &turned, &vec![0; free * n]);
    let rhs: Vec<Poly> = residue
        .chunks(n)
        .map(|row| {
            let negated: Vec<u64> = row.iter().map(|&v| (k - v) % k).collect();
            trimmed(ring.polynomial(&negated))
        })
        .collect();
    let found = match solve_system(
        &system,
        &rhs,
        &ring.modulus(),
        reduction.modulus,
        MAX_UNKNOWNS,
    ) {
        Ok(Some(found)) => found,
        Ok(None) => return Ok(None),
        Err(unknowns) => {
            return Err(TooLarge {
                unknowns,
                max: MAX_UNKNOWNS,
            })
        }
    };
    // The free rows' cells, in the reduction's order of unknowns.
    let flat = |rows: &[Vec<u64>]| -> Vec<u32> {
        rows.iter().flatten().map(|&v| v as u32).collect()
    };
    let particular: Vec<Vec<u64>> =
        found.particular.iter().map(|p| ring.cells(p)).collect();
    let mut kernel = Vec::new();
    for generator in &found.kernel {
        let mut cells: Vec<Vec<u64>> =
            generator.base.iter().map(|p| ring.cells(p)).collect();
        for _ in 0..generator.count {
            kernel.push((flat(&cells), generator.order));
            cells = cells.iter().map(|row| ring.times_t(row)).collect();
        }
    }
    let reduced = ModSpace {
        modulus: reduction.modulus,
        particular: flat(&particular),
        kernel,
    };
    let orientation = reduction.orientation;
    let presses =
        orientation.unturn(chase_numbers(&reduction, &turned, &reduced.particular).0);
    let dark = Board::new(reduction.rows, reduction.cols);
    let expand = move |g: &[u32]| orientation.unturn(chase_numbers(&reduction, &dark, g).0);
    Ok(Some(Solved::new(reduced, presses, Box::new(expand))))
}
