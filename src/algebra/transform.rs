//! The lightest vector of an affine space over GF(2) by trying every one:
//! the space's `2^t` vectors weighed `2^15` at a time through a
//! Walsh–Hadamard transform of signed counts, a Gray code stepping between
//! transforms. Cheaper than the bound ([`crate::algebra::bound`]) where the
//! lightest vector is heavy.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use crate::algebra::cpu::Progress;
use crate::algebra::matrix::Matrix;
use crate::algebra::weight::{add, bit, ones, Lightest};

/// Solutions a transform vector holds, one a lane: the Walsh–Hadamard
/// transform below runs over 32 vectors of the space at once.
const LANES: usize = 32;
/// The basis vectors that pick the lane.
const LANE_BITS: usize = 5;
/// The basis vectors that pick the class: the transform runs over
/// 2^CLASS_BITS classes of 32 lanes of `i16` (64 KiB, in the first caches).
const CLASS_BITS: usize = 10;

/// The most coordinates [`lightest_by_transform`] takes: every sum over
/// them fits an `i16` (so its wrapping additions never wrap).
pub const MAX_TRANSFORM_CELLS: usize = (1 << 15) - 1;

/// About the word operations of [`crate::algebra::bound::lightest`]'s enumeration that
/// [`lightest_by_transform`] takes as long as, on a space of `t` basis
/// vectors over `cells` coordinates: each vector of the space costs its
/// share of the transform's levels, about four, and of a Gray code step's
/// changes, about one for every 2048 coordinates (measured: all 2^40 of a
/// 3721-coordinate space take as long as 2^42.4 word operations).
pub fn transform_cost(t: usize, cells: usize) -> u64 {
    (1u64 << t.min(62)).saturating_mul(4 + cells as u64 / 2048)
}

/// The lightest vector of `point + span(basis)` over its first `cells`
/// coordinates (at most [`MAX_TRANSFORM_CELLS`]), trying every one of the
/// `2^t` vectors, proven: with the coefficients of the basis split into
/// lane, class and Gray code bits, the weights of all `2^15` vectors with
/// one Gray code value are a Walsh–Hadamard transform of a table of
/// `2^10 x 32` signed counts, and a Gray code step changes the table at
/// the classes of the cells that one basis vector holds.
///
/// Where one of `symmetries` (coordinate permutations that map the space
/// onto itself, as [`crate::algebra::bound::lightest`] takes them) is an
/// involution, only one vector of each of its pairs is tried (see
/// `representatives` in this module). The work is split into parts that
/// [`crate::algebra::cpu::threads`] threads take in turn; the answer is the
/// same for any number of threads.
///
/// # Complexity
/// About [`transform_cost`]`(t, cells)` word operations (about half with an
/// involution), vectorised 32 lanes at a time, over the threads; memory
/// O(cells + t · cells / 64) a thread.
///
/// # Example
/// ```
/// use lightsout::algebra::transform::lightest_by_transform;
/// // 0b1111 + span{0b0111, 0b0011}: 0b1000 is the lightest.
/// let found = lightest_by_transform(&[0b1111], &[vec![0b0111], vec![0b0011]], 4, &[]);
/// assert_eq!((found.vector, found.weight, found.proven), (vec![0b1000], 1, true));
/// ```
pub fn lightest_by_transform(
    point: &[u64],
    basis: &[Vec<u64>],
    cells: usize,
    symmetries: &[Vec<u32>],
) -> Lightest {
    assert!(cells <= MAX_TRANSFORM_CELLS && basis.len() < 64);
    let mut parts = Vec::new();
    for (point, basis) in representatives(point, basis, symmetries, cells) {
        // The last basis vectors are the Gray code's slowest: fixing some
        // of them splits the piece into parts of whole Gray code runs.
        let split = basis
            .len()
            .saturating_sub(LANE_BITS + CLASS_BITS)
            .min(PART_BITS);
        let kept = basis.len() - split;
        for part in 0..1u64 << split {
            let mut start = point.clone();
            for (i, b) in basis[kept..].iter().enumerate() {
                if part >> i & 1 == 1 {
                    add(&mut start, b);
                }
            }
            parts.push((start, basis[..kept].to_vec()));
        }
    }
    let total: u64 = parts.iter().map(|(_, b)| 1u64 << b.len()).sum();
    let found = run_parts(&parts, total, |part, tried| {
        let (point, basis) = &parts[part];
        crate::algebra::cpu::with_cpu(|| lightest_in(point, basis, cells, tried))
    });
    // The lightest, the first of the parts in order on a tie: the same
    // answer for any number of threads.
    found
        .into_iter()
        .min_by_key(|found| found.weight)
        .expect("a space has a vector")
}

/// Parts a piece of the search splits into at most, `2^PART_BITS`: the
/// threads take them in turn.
const PART_BITS: usize = 6;

/// Runs `search` on every part over the threads (see
/// [`crate::algebra::cpu::map_parts`]), reporting progress: `search` adds
/// the vectors it has tried to its counter as it goes, read against
/// `total`.
fn run_parts<P: Sync>(
    parts: &[P],
    total: u64,
    search: impl Fn(usize, &AtomicU64) -> Lightest + Sync,
) -> Vec<Lightest> {
    let tried = AtomicU64::new(0);
    let lightest = AtomicU64::new(u64::MAX);
    let start = Instant::now();
    crate::algebra::cpu::map_parts(
        parts.len(),
        |part| {
            let found = search(part, &tried);
            lightest.fetch_min(found.weight, Ordering::Relaxed);
            found
        },
        |running| {
            crate::algebra::cpu::report_progress(start, || {
                running().then(|| Progress {
                    tried: tried.load(Ordering::Relaxed),
                    total,
                    lightest: lightest.load(Ordering::Relaxed),
                })
            })
        },
    )
}

/// Pieces of `point + span(basis)`, each an affine space `(point, basis)`,
/// that hold between them one vector of each orbit of one of the
/// `symmetries` (coordinate permutations that map the space onto itself)
/// that is an involution, the one that saves the most, and otherwise the
/// whole space. An involution `g` acts on the coefficients as
/// `c -> A c + d` with `A^2 = 1`; with `N = A + 1` (so `N^2 = 0`), a basis
/// of `e_i` (with `w_i = N e_i` a basis of N's image), the `w_i`, and `u_j`
/// completing N's kernel makes the action `(a, b, z) -> (a, b + a, z)`
/// about a fixed point, or `(a, b, z) -> (a, b + a, z + u_1)` when there is
/// none (then `d` is `u_1`). Without fixed points, the vectors with
/// `z_1 = 0` are one per orbit; with them, those with `a = 0` (the fixed
/// ones), and for each `i`, those whose first nonzero `a` is `a_i` and with
/// `b_i = 0`: about half the space either way.
fn representatives(
    point: &[u64],
    basis: &[Vec<u64>],
    symmetries: &[Vec<u32>],
    cells: usize,
) -> Vec<(Vec<u64>, Vec<Vec<u64>>)> {
    let t = basis.len();
    let whole = vec![(point.to_vec(), basis.to_vec())];
    // The basis as the columns of a matrix: a vector of the span solves
    // for its coefficients.
    let mut columns = Matrix::new(cells, t);
    for (i, b) in basis.iter().enumerate() {
        for j in (0..cells).filter(|&j| bit(b, j)) {
            columns.set(j, i, true);
        }
    }
    let coefficients = |v: &[u64]| {
        columns
            .solve(v)
            .map(|(x, _)| x.row(0).first().copied().unwrap_or(0))
    };
    let moved = |v: &[u64], image: &[u32]| {
        let mut w = vec![0u64; v.len()];
        for (i, &to) in image.iter().enumerate().take(cells) {
            if bit(v, i) {
                w[to as usize / 64] |= 1 << (to % 64);
            }
        }
        w
    };
    let vector = |c: u64| {
        let mut v = vec![0u64; point.len()];
        for (i, b) in basis.iter().enumerate() {
            if c >> i & 1 == 1 {
                add(&mut v, b);
            }
        }
        v
    };
    // The fewest vectors yet, and their pieces as (origin, free
    // directions) in coefficients.
    let mut best: Option<(u64, Pieces)> = None;
    for image in symmetries {
        let involution = image
            .iter()
            .enumerate()
            .all(|(i, &to)| image[to as usize] as usize == i);
        if !involution {
            continue;
        }
        let a: Option<Vec<u64>> = basis
            .iter()
            .map(|b| coefficients(&moved(b, image)))
            .collect();
        let mut shift = moved(point, image);
        add(&mut shift, point);
        let (a, d) = match (a, coefficients(&shift)) {
            (Some(a), Some(d)) => (a, d),
            _ => continue,
        };
        let n = |c: u64| (0..t).filter(|&i| c >> i & 1 == 1).fold(c, |x, i| x ^ a[i]);
        // e_i and w_i = N e_i, the w_i independent.
        let mut image_span = Span::default();
        let (mut es, mut ws) = (Vec::new(), Vec::new());
        for i in 0..t {
            if image_span.insert(n(1 << i)) {
                es.push(1u64 << i);
                ws.push(n(1 << i));
            }
        }
        let m = es.len();
        let fixed_point = image_span.express(d);
        if m == 0 && d == 0 {
            continue;
        }
        // N's kernel, completed from the w_i (and d first, without a fixed
        // point).
        let mut kernel_matrix = Matrix::new(t, t);
        for i in 0..t {
            for r in 0..t {
                kernel_matrix.set(r, i, n(1 << i) >> r & 1 == 1);
            }
        }
        let (_, kernel) = kernel_matrix.solve(&[0]).expect("0 solves");
        let mut span = Span::default();
        ws.iter().for_each(|&w| {
            span.insert(w);
        });
        let mut us = Vec::new();
        if fixed_point.is_none() && span.insert(d) {
            us.push(d);
        }
        for k in 0..kernel.rows() {
            let u = kernel.row(k).first().copied().unwrap_or(0);
            if span.insert(u) {
                us.push(u);
            }
        }
        debug_assert_eq!(2 * m + us.len(), t);
        // Pieces as (origin, free directions) in coefficients.
        let pieces: Pieces = match fixed_point {
            None => {
                let free = es.iter().chain(&ws).chain(&us[1..]).copied().collect();
                vec![(0, free)]
            }
            Some(beta) => {
                let origin = (0..m)
                    .filter(|&i| beta >> i & 1 == 1)
                    .fold(0, |c, i| c ^ es[i]);
                let mut pieces = vec![(origin, ws.iter().chain(&us).copied().collect())];
                for i in 0..m {
                    let free = es[i + 1..]
                        .iter()
                        .chain(ws[..i].iter())
                        .chain(ws[i + 1..].iter())
                        .chain(&us)
                        .copied()
                        .collect();
                    pieces.push((origin ^ es[i], free));
                }
                pieces
            }
        };
        let size: u64 = pieces.iter().map(|(_, free)| 1u64 << free.len()).sum();
        if best
            .as_ref()
            .map_or(size < 1 << t, |(least, _)| size < *least)
        {
            best = Some((size, pieces));
        }
    }
    match best {
        None => whole,
        Some((_, pieces)) => pieces
            .into_iter()
            .map(|(origin, free)| {
                let mut start = point.to_vec();
                add(&mut start, &vector(origin));
                (start, free.into_iter().map(vector).collect())
            })
            .collect(),
    }
}

/// Affine pieces of the coefficients: each an origin and free directions.
type Pieces = Vec<(u64, Vec<u64>)>;

/// A span of vectors of at most 64 coordinates, by leading bit, with each
/// stored vector's make-up from the inserted ones (bit `i`: the `i`th
/// vector that was independent).
#[derive(Default)]
struct Span {
    rows: Vec<(u64, u64)>,
}

impl Span {
    /// Adds `v`; false if it is already in the span.
    fn insert(&mut self, v: u64) -> bool {
        let (rest, made) = self.reduce(v);
        if rest == 0 {
            return false;
        }
        let index = self.rows.len();
        self.rows.push((rest, made | 1 << index));
        true
    }

    /// `v` less the stored rows its leading bits call for, and which
    /// inserted vectors that took.
    fn reduce(&self, v: u64) -> (u64, u64) {
        let (mut rest, mut made) = (v, 0u64);
        for &(row, of) in &self.rows {
            let lead = 63 - row.leading_zeros();
            if rest >> lead & 1 == 1 {
                rest ^= row;
                made ^= of;
            }
        }
        (rest, made)
    }

    /// Which inserted vectors sum to `v`, if it is in the span.
    fn express(&self, v: u64) -> Option<u64> {
        match self.reduce(v) {
            (0, made) => Some(made),
            _ => None,
        }
    }
}

/// [`lightest_by_transform`] itself, inlined into each copy.
#[inline(always)]
fn lightest_in(
    point: &[u64],
    basis: &[Vec<u64>],
    cells: usize,
    tried: &AtomicU64,
) -> Lightest {
    let t = basis.len();
    let lane_bits = t.min(LANE_BITS);
    let class_bits = (t - lane_bits).min(CLASS_BITS);
    let gray_bits = t - lane_bits - class_bits;
    // Cell j is point_j plus <coefficients, functional_j>.
    let mut functional = vec![0u64; cells];
    for (i, vector) in basis.iter().enumerate() {
        for (j, f) in functional.iter_mut().enumerate() {
            *f |= u64::from(bit(vector, j)) << i;
        }
    }
    let lane_of = |f: u64| (f & ((1 << lane_bits) - 1)) as usize;
    let class_of = |f: u64| (f >> lane_bits & ((1 << class_bits) - 1)) as usize;
    // A cell of lane pattern p adds (-1)^<p, s> to lane s while dark, and
    // its negation while lit: changes[p][lit] is what it adds when it turns
    // lit (twice its negation) or dark.
    let changes: Vec<[[i16; LANES]; 2]> = (0..1usize << lane_bits)
        .map(|p| {
            let mut turning_lit = [0i16; LANES];
            for (s, lane) in turning_lit.iter_mut().enumerate() {
                *lane = if (p & s).count_ones() % 2 == 0 { -2 } else { 2 };
            }
            [turning_lit, turning_lit.map(|x| -x)]
        })
        .collect();
    // table[class][lane]: the cells of the class, +1 for each dark and -1
    // for each lit; transformed, n - 2 * weight.
    let mut table = vec![[0i16; LANES]; 1 << class_bits];
    let mut lit: Vec<bool> = (0..cells).map(|j| bit(point, j)).collect();
    for (j, &f) in functional.iter().enumerate() {
        let (row, change) = (&mut table[class_of(f)], &changes[lane_of(f)][0]);
        for (x, &c) in row.iter_mut().zip(change) {
            *x = x.wrapping_add(if lit[j] { c / 2 } else { -c / 2 });
        }
    }
    let by_gray: Vec<Vec<usize>> = (0..gray_bits)
        .map(|g| {
            let shift = lane_bits + class_bits + g;
            (0..cells)
                .filter(|&j| functional[j] >> shift & 1 == 1)
                .collect()
        })
        .collect();
    let mut work = table.clone();
    let (mut best, mut at) = (i16::MIN, (0u64, 0usize, 0usize));
    let mut gray = 0u64;
    for step in 0u64..1 << gray_bits {
        if step > 0 {
            let g = step.trailing_zeros() as usize;
            gray ^= 1 << g;
            for &j in &by_gray[g] {
                let f = functional[j];
                let (row, change) = (
                    &mut table[class_of(f)],
                    &changes[lane_of(f)][usize::from(lit[j])],
                );
                for (x, &c) in row.iter_mut().zip(change) {
                    *x = x.wrapping_add(c);
                }
                lit[j] = !lit[j];
            }
        }
        tried.fetch_add(1 << (lane_bits + class_bits), Ordering::Relaxed);
        if transform(&table, &mut work, false) > best {
            transform(&table, &mut work, true);
            for (class, row) in work.iter().enumerate() {
                for (lane, &x) in row.iter().enumerate() {
                    if x > best {
                        best = x;
                        at = (gray, class, lane);
                    }
                }
            }
        }
    }
    let (gray, class, lane) = at;
    let coefficients = (lane & ((1 << lane_bits) - 1)) as u64
        | (class as u64) << lane_bits
        | gray << (lane_bits + class_bits);
    let mut vector = point.to_vec();
    for (i, b) in basis.iter().enumerate() {
        if coefficients >> i & 1 == 1 {
            add(&mut vector, b);
        }
    }
    Lightest {
        weight: ones(&vector),
        lower: ones(&vector),
        vector,
        proven: true,
    }
}

/// The Walsh–Hadamard transform of `rows` (a power of two of them) into
/// `work`, lane by lane: row `l` becomes the sum over rows `c` of
/// `(-1)^<c, l>` row `c`. Returns the greatest entry. The first level
/// reads `rows`; unless `whole`, the last only finds the greatest, and
/// `work` is left a level short.
#[inline(always)]
fn transform(rows: &[[i16; LANES]], work: &mut [[i16; LANES]], whole: bool) -> i16 {
    let butterfly =
        |a: &[i16; LANES], b: &[i16; LANES], x: &mut [i16; LANES], y: &mut [i16; LANES]| {
            for lane in 0..LANES {
                x[lane] = a[lane].wrapping_add(b[lane]);
                y[lane] = a[lane].wrapping_sub(b[lane]);
            }
        };
    let n = rows.len();
    if n == 1 {
        work.copy_from_slice(rows);
    } else {
        for (pair, out) in rows.chunks_exact(2).zip(work.chunks_exact_mut(2)) {
            let (x, y) = out.split_at_mut(1);
            butterfly(&pair[0], &pair[1], &mut x[0], &mut y[0]);
        }
    }
    let mut half = 2;
    while half < n {
        let last = 2 * half == n && !whole;
        let mut most = [i16::MIN; LANES];
        for block in work.chunks_exact_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (x, y) in low.iter_mut().zip(high.iter_mut()) {
                if last {
                    for lane in 0..LANES {
                        let (a, b) = (x[lane], y[lane]);
                        most[lane] =
                            most[lane].max(a.wrapping_add(b)).max(a.wrapping_sub(b));
                    }
                } else {
                    let (a, b) = (*x, *y);
                    butterfly(&a, &b, x, y);
                }
            }
        }
        if last {
            return most.iter().copied().max().unwrap_or(i16::MIN);
        }
        half *= 2;
    }
    work.iter()
        .flat_map(|row| row.iter().copied())
        .max()
        .unwrap_or(i16::MIN)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algebra::weight::tests::lightest_by_trying;
    use crate::board::random::SplitMix;

    /// A random space over `cells` coordinates: a dense point and `t`
    /// basis vectors, dense or about half as full.
    fn random_space(
        rng: &mut SplitMix,
        cells: usize,
        t: usize,
        dense: bool,
    ) -> (Vec<u64>, Vec<Vec<u64>>) {
        let words = (cells + 63) / 64;
        let mask = |i: usize| {
            if i + 1 < words || cells % 64 == 0 {
                u64::MAX
            } else {
                (1 << (cells % 64)) - 1
            }
        };
        let mut vector = |dense: bool| -> Vec<u64> {
            (0..words)
                .map(|i| {
                    let x = rng.next_u64();
                    (if dense { x } else { x & rng.next_u64() }) & mask(i)
                })
                .collect()
        };
        let point = vector(true);
        let basis = (0..t).map(|_| vector(dense)).collect();
        (point, basis)
    }

    #[test]
    fn the_transform_finds_the_lightest_of_every_space() {
        let mut rng = SplitMix(16);
        for round in 0..60 {
            let cells = 1 + rng.below(150) as usize;
            let words = (cells + 63) / 64;
            let t = rng.below(19) as usize;
            let (point, basis) = random_space(&mut rng, cells, t, round % 2 == 0);
            let expected = lightest_by_trying(&point, &basis);
            let found = lightest_by_transform(&point, &basis, cells, &[]);
            assert!(found.proven);
            assert_eq!(
                found.weight, expected,
                "round {}: t {}, {} cells",
                round, t, cells
            );
            assert_eq!(ones(&found.vector), expected);
            // The vector is in the space: the point plus some of the basis.
            let mut rest = found.vector.clone();
            add(&mut rest, &point);
            assert!((0u64..1 << t).any(|m| {
                let mut v = vec![0; words];
                for (i, b) in basis.iter().enumerate() {
                    if m >> i & 1 == 1 {
                        add(&mut v, b);
                    }
                }
                v == rest
            }));
        }
    }

    #[test]
    fn both_copies_of_the_transform_find_the_same() {
        if !crate::algebra::cpu::detected() {
            return;
        }
        let mut rng = SplitMix(39);
        for _ in 0..20 {
            let cells = 1 + rng.below(200) as usize;
            let t = rng.below(18) as usize;
            let (point, basis) = random_space(&mut rng, cells, t, true);
            // SAFETY: `detected` said the CPU has AVX2 and POPCNT.
            let tried = AtomicU64::new(0);
            let fast = unsafe {
                crate::algebra::cpu::with_avx2(|| {
                    lightest_in(&point, &basis, cells, &tried)
                })
            };
            assert_eq!(fast, lightest_in(&point, &basis, cells, &tried));
            assert_eq!(fast.weight, lightest_by_trying(&point, &basis));
        }
    }

    /// The `2k` low bits.
    fn low(k: usize) -> u64 {
        if 2 * k == 64 {
            u64::MAX
        } else {
            (1 << (2 * k)) - 1
        }
    }

    /// `v` over `2k` coordinates with coordinates `i` and `i + k` swapped.
    fn swapped(v: u64, k: usize) -> u64 {
        (v >> k | v << k) & low(k)
    }

    /// A space over `2k` coordinates that the involution swapping `i` and
    /// `i + k` maps onto itself: its image and the space as one word each.
    fn swapped_space(
        rng: &mut SplitMix,
        k: usize,
        spanning: usize,
    ) -> (Vec<u32>, u64, Vec<u64>) {
        let cells = 2 * k;
        let full = low(k);
        let swap = |v: u64| swapped(v, k);
        let point = rng.next_u64() & full;
        let mut span = Span::default();
        let mut basis = Vec::new();
        let mut offer = |v: u64| {
            if span.insert(v) {
                basis.push(v);
            }
        };
        // The point's image must lie in the space.
        offer(point ^ swap(point));
        for _ in 0..spanning {
            let v = rng.next_u64() & rng.next_u64() & full;
            offer(v);
            offer(swap(v));
        }
        let image = (0..64u32)
            .map(|i| match i as usize {
                i if i < k => (i + k) as u32,
                i if i < cells => (i - k) as u32,
                i => i as u32,
            })
            .collect();
        (image, point, basis)
    }

    #[test]
    fn the_pieces_hold_one_vector_of_each_orbit() {
        let mut rng = SplitMix(0x0f0f);
        let mut without_fixed_points = 0;
        for round in 0..200 {
            let k = 2 + rng.below(12) as usize;
            let (image, point, basis) = swapped_space(&mut rng, k, 1 + round % 6);
            let cells = 2 * k;
            let swap = |v: u64| swapped(v, k);
            let basis_words: Vec<Vec<u64>> = basis.iter().map(|&b| vec![b]).collect();
            let pieces = representatives(&[point], &basis_words, &[image], cells);
            let mut seen = std::collections::BTreeMap::new();
            for (start, free) in &pieces {
                for c in 0u64..1 << free.len() {
                    let v = (0..free.len())
                        .filter(|&i| c >> i & 1 == 1)
                        .fold(start[0], |v, i| v ^ free[i][0]);
                    *seen.entry(v.min(swap(v))).or_insert(0) += 1;
                }
            }
            let mut orbits = std::collections::BTreeSet::new();
            for c in 0u64..1 << basis.len() {
                let v = (0..basis.len())
                    .filter(|&i| c >> i & 1 == 1)
                    .fold(point, |v, i| v ^ basis[i]);
                orbits.insert(v.min(swap(v)));
            }
            assert!(seen.values().all(|&n| n == 1), "round {}", round);
            assert!(
                seen.keys().copied().eq(orbits.iter().copied()),
                "round {}",
                round
            );
            if basis.len() >= 2 && pieces.len() == 1 && seen.len() < 1 << basis.len() {
                without_fixed_points += 1;
            }
        }
        assert!(
            without_fixed_points > 0,
            "no space without fixed points came up"
        );
    }

    #[test]
    fn symmetries_and_threads_leave_the_answer_as_it_is() {
        let mut rng = SplitMix(0x5a5a);
        for round in 0..40 {
            let k = 8 + rng.below(24) as usize;
            let (image, point, basis) = swapped_space(&mut rng, k, 3 + round % 6);
            let basis: Vec<Vec<u64>> = basis.iter().map(|&b| vec![b]).collect();
            let plain = lightest_by_transform(&[point], &basis, 2 * k, &[]);
            assert_eq!(plain.weight, lightest_by_trying(&[point], &basis));
            let mut answers = Vec::new();
            for threads in [1, 2, 5] {
                crate::algebra::cpu::set_threads(threads);
                answers.push(lightest_by_transform(
                    &[point],
                    &basis,
                    2 * k,
                    std::slice::from_ref(&image),
                ));
            }
            crate::algebra::cpu::set_threads(1);
            assert_eq!(answers[0].weight, plain.weight, "round {}", round);
            assert!(answers.iter().all(|a| *a == answers[0]), "round {}", round);
        }
    }
}
