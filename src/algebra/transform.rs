//! The lightest vector of an affine space over GF(2) by trying every one:
//! the space's `2^t` vectors weighed `2^15` at a time through a
//! Walsh–Hadamard transform of signed counts, a Gray code stepping between
//! transforms. Cheaper than the bound ([`crate::algebra::bound`]) where the
//! lightest vector is heavy.

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
/// # Complexity
/// About [`transform_cost`]`(t, cells)` word operations, vectorised 32
/// lanes at a time; memory O(cells + t · cells / 64).
///
/// # Example
/// ```
/// use lightsout::algebra::transform::lightest_by_transform;
/// // 0b1111 + span{0b0111, 0b0011}: 0b1000 is the lightest.
/// let found = lightest_by_transform(&[0b1111], &[vec![0b0111], vec![0b0011]], 4);
/// assert_eq!((found.vector, found.weight, found.proven), (vec![0b1000], 1, true));
/// ```
pub fn lightest_by_transform(point: &[u64], basis: &[Vec<u64>], cells: usize) -> Lightest {
    crate::algebra::cpu::with_cpu(|| lightest_in(point, basis, cells))
}

/// [`lightest_by_transform`] itself, inlined into each copy.
#[inline(always)]
fn lightest_in(point: &[u64], basis: &[Vec<u64>], cells: usize) -> Lightest {
    assert!(cells <= MAX_TRANSFORM_CELLS && basis.len() < 64);
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
            let found = lightest_by_transform(&point, &basis, cells);
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
            let fast = unsafe {
                crate::algebra::cpu::with_avx2(|| lightest_in(&point, &basis, cells))
            };
            assert_eq!(fast, lightest_in(&point, &basis, cells));
            assert_eq!(fast.weight, lightest_by_trying(&point, &basis));
        }
    }
}
