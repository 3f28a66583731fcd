//! The lightest vector of an affine space over GF(2) by trying every one:
//! the space's vectors weighed `2^16` at a time through a Walsh–Hadamard
//! transform of signed counts, a Gray code stepping between transforms.
//! Where symmetries map the space onto itself, only the fibres of a
//! quotient that meet every orbit are tried (about one vector an orbit).
//! Cheaper than the bound ([`crate::search::bound`]) where the lightest
//! vector is heavy.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use crate::linalg::cpu::{Machine, Progress};
use crate::search::weight::{bit, combination, ones, Lightest};

mod lanes;
mod quotient;

use self::lanes::transform;
#[cfg(target_arch = "x86_64")]
use self::lanes::Avx2;
pub use self::lanes::Lanes;
#[cfg(target_arch = "x86_64")]
pub use self::lanes::Sse2;
pub use self::quotient::{pieces, Pieces};

/// Vectors of the space a row of the transform's table holds, one a lane
/// (one AVX2 register of `i16`).
const LANES: usize = 16;
/// The basis vectors that pick the lane.
const LANE_BITS: usize = 4;
/// A row of the transform's table: one `i16` a lane.
pub type Row = [i16; LANES];
/// The basis vectors that pick the class: the transform runs over
/// 2^CLASS_BITS classes of 16 lanes (128 KiB, in the second cache), so a
/// Gray code step changes the table once for every 2^16 vectors.
const CLASS_BITS: usize = 12;

/// The most coordinates [`lightest_by_transform`] takes: every sum over
/// them fits an `i16` (so its wrapping additions never wrap).
pub const MAX_TRANSFORM_CELLS: usize = (1 << 15) - 1;

/// About the word operations of the Brouwer–Zimmermann bound's
/// enumeration that trying every solution through the transform takes as
/// long as, on a space of `t` basis vectors over `cells` coordinates that a group of `order`
/// symmetries maps onto itself: each vector tried costs its share of the
/// transform's levels, about two, and of a Gray code step's changes, about
/// one for every 4096 coordinates (measured on 3721 coordinates: 0.29 ns a
/// vector, where the enumeration does 2^33 word operations a second); the
/// symmetries leave about one vector in `order` to try where the space is
/// larger than a fibre.
pub fn transform_cost(t: usize, cells: usize, order: usize) -> u64 {
    let order = if t > FIBRE_BITS { order.max(1) } else { 1 };
    ((1u64 << t.min(62)) / order as u64).saturating_mul(8 + cells as u64 / 1024) / 4
}

/// The lightest vector of `point + span(basis)` over its first `cells`
/// coordinates (at most [`MAX_TRANSFORM_CELLS`]), trying every one of the
/// `2^t` vectors, proven: with the coefficients of the basis split into
/// lane, class and Gray code bits, the weights of all `2^16` vectors with
/// one Gray code value are a Walsh–Hadamard transform of a table of
/// `2^12 x 16` signed counts, and a Gray code step changes the table at
/// the classes of the cells that one basis vector holds.
///
/// Where `symmetries` (coordinate permutations that map the space onto
/// itself, as [`crate::search::bound::lightest`] takes them) are given,
/// and the space is larger than a fibre (`2^22` vectors), only the fibres
/// of a quotient that meet every orbit of the group they generate are
/// tried (see the `quotient` module): about one vector in eight on a
/// square board that all its symmetries fix. The work is split into parts
/// that the `machine`'s threads take in turn; the answer is the same for
/// any number of threads. `known`, what an earlier search
/// found, starts the progress line's fewest so far and bound proven.
///
/// # Complexity
/// About [`transform_cost`]`(t, cells, order)` word operations, vectorised
/// 16 lanes at a time, over the threads; memory O(cells + t · cells / 64)
/// a thread.
pub fn lightest_by_transform(
    point: &[u64],
    basis: &[Vec<u64>],
    cells: usize,
    symmetries: &[Vec<u32>],
    known: Option<&Lightest>,
    machine: &Machine,
) -> Lightest {
    assert!(cells <= MAX_TRANSFORM_CELLS && basis.len() < 64);
    let pieces = pieces(point, basis, symmetries, cells, FIBRE_BITS);
    lightest_of(&pieces, cells, known, machine)
}

/// One part of [`lightest_by_transform`]'s search, for a proof split
/// across machines: the pieces the whole search tries (fibres of the
/// quotient by symmetry, or runs of the Gray code) are numbered, and part
/// `part` of `parts` tries those from `part * L / parts` up to the next
/// part's first, `L` the number of pieces, so that the parts cover the
/// search once whatever `parts`. The lightest of all is the lightest of
/// the parts' lightest, the first part's on a tie (as the whole search
/// finds it). `None` where the space is too large to number its pieces
/// (a piece or its labels past 62 dimensions: kernels of about 85 with the
/// quotient by symmetry, 68 without).
pub fn lightest_in_part(
    point: &[u64],
    basis: &[Vec<u64>],
    cells: usize,
    symmetries: &[Vec<u32>],
    part: usize,
    parts: usize,
    machine: &Machine,
) -> Option<Part> {
    assert!(cells <= MAX_TRANSFORM_CELLS && part < parts);
    let whole = numbered(point, basis, symmetries, cells)?;
    let total = whole.labels.len() as u64;
    let (first, end) = part_pieces(total, part, parts);
    let (first, end) = (first as usize, end as usize);
    let mine = Pieces {
        labels: whole.labels[first..end].to_vec(),
        ..whole
    };
    let along = mine.along.len();
    let lightest = (first < end).then(|| lightest_of(&mine, cells, None, machine));
    Some(Part {
        lightest,
        tried: ((end - first) as u128) << along,
        pieces: (first as u64, end as u64, total),
        along,
    })
}

/// The pieces [`lightest_in_part`] numbers on `point + span(basis)`: how
/// many, and the dimension of each (it holds `2^along` vectors), without
/// trying any; `None` where it numbers none. What a merge of the parts
/// holds each part's claims to.
pub fn split_pieces(
    point: &[u64],
    basis: &[Vec<u64>],
    cells: usize,
    symmetries: &[Vec<u32>],
) -> Option<(u64, usize)> {
    assert!(cells <= MAX_TRANSFORM_CELLS);
    let whole = numbered(point, basis, symmetries, cells)?;
    Some((whole.labels.len() as u64, whole.along.len()))
}

/// The pieces part `part` of `parts` (from 0) of a search of `total`
/// pieces tries ([`lightest_in_part`]): from `part * total / parts` to the
/// next part's first.
pub fn part_pieces(total: u64, part: usize, parts: usize) -> (u64, u64) {
    let at = |part: usize| (u128::from(total) * part as u128 / parts as u128) as u64;
    (at(part), at(part + 1))
}

/// The pieces of [`lightest_by_transform`]'s search, where a u64 numbers
/// a piece's vectors and its label's bits.
fn numbered(
    point: &[u64],
    basis: &[Vec<u64>],
    symmetries: &[Vec<u32>],
    cells: usize,
) -> Option<Pieces> {
    let whole = pieces(point, basis, symmetries, cells, FIBRE_BITS);
    (whole.along.len() <= 62 && whole.across.len() <= 62).then_some(whole)
}

/// What one part of a split search found ([`lightest_in_part`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// The lightest vector of the part's pieces, the first on a tie;
    /// `None` for a part with no pieces.
    pub lightest: Option<Lightest>,
    /// The vectors the part tried.
    pub tried: u128,
    /// The part's pieces, from the first to before the last, and how many
    /// the whole search has.
    pub pieces: (u64, u64, u64),
    /// The dimension of each piece: it holds `2^along` vectors.
    pub along: usize,
}

/// The lightest vector of the pieces over the `machine`'s threads.
pub fn lightest_of(
    pieces: &Pieces,
    cells: usize,
    known: Option<&Lightest>,
    machine: &Machine,
) -> Lightest {
    let per_part = ((pieces.labels.len() + MAX_PARTS - 1) / MAX_PARTS).max(1);
    let parts: Vec<&[u64]> = pieces.labels.chunks(per_part).collect();
    let total = (pieces.labels.len() as u64) << pieces.along.len();
    let found = run_parts(&parts, total, known, machine, |part, tried| {
        lightest_on(pieces, parts[part], cells, tried, machine.avx2())
    });
    // The lightest, the first of the parts in order on a tie: the same
    // answer for any number of threads.
    found
        .into_iter()
        .min_by_key(|found| found.weight)
        .expect("a space has a vector")
}

/// The parts the pieces are grouped into at most, for the threads to take
/// in turn.
const MAX_PARTS: usize = 4096;

/// The dimension of the fibres the quotient by symmetry leaves, at least
/// (64 Gray code steps each).
pub const FIBRE_BITS: usize = 22;

/// Runs `search` on every part over the `machine`'s threads (see
/// [`crate::linalg::cpu::map_parts`]), reporting progress: `search` adds
/// the vectors it has tried to its counter as it goes, read against
/// `total`; the fewest so far and the bound proven start from `known`.
fn run_parts<P: Sync>(
    parts: &[P],
    total: u64,
    known: Option<&Lightest>,
    machine: &Machine,
    search: impl Fn(usize, &AtomicU64) -> Lightest + Sync,
) -> Vec<Lightest> {
    let tried = AtomicU64::new(0);
    let lightest = AtomicU64::new(known.map_or(u64::MAX, |k| k.weight));
    let lower = known.map_or(0, |k| k.lower);
    let start = Instant::now();
    crate::linalg::cpu::map_parts(
        machine.threads,
        parts.len(),
        |part| {
            let found = search(part, &tried);
            lightest.fetch_min(found.weight, Ordering::Relaxed);
            found
        },
        |running| {
            crate::linalg::cpu::report_progress(machine.progress, start, || {
                running().then(|| Progress {
                    done: tried.load(Ordering::Relaxed),
                    total,
                    proving: false,
                    lightest: lightest.load(Ordering::Relaxed),
                    lower,
                })
            })
        },
    )
}

/// [`lightest_in`] with AVX2's registers.
///
/// # Safety
/// The CPU must have AVX2 ([`crate::linalg::cpu::detected`]).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,popcnt")]
pub unsafe fn lightest_avx2(
    pieces: &Pieces,
    labels: &[u64],
    cells: usize,
    tried: &AtomicU64,
) -> Lightest {
    lightest_in::<Avx2>(pieces, labels, cells, tried)
}

/// [`lightest_by_transform`] on the pieces of `labels`, the lanes as `L`:
/// AVX2 registers where `avx2` says the CPU has them and they are wanted
/// ([`Machine::avx2`]). The first lightest found is kept.
fn lightest_on(
    pieces: &Pieces,
    labels: &[u64],
    cells: usize,
    tried: &AtomicU64,
    avx2: bool,
) -> Lightest {
    #[cfg(target_arch = "x86_64")]
    {
        if avx2 {
            // SAFETY: `avx2` says the CPU has AVX2 and POPCNT.
            unsafe { lightest_avx2(pieces, labels, cells, tried) }
        } else {
            lightest_in::<Sse2>(pieces, labels, cells, tried)
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = avx2;
        lightest_in::<Row>(pieces, labels, cells, tried)
    }
}

/// `lightest_on` itself, inlined into each copy.
#[inline(always)]
pub fn lightest_in<L: Lanes>(
    pieces: &Pieces,
    labels: &[u64],
    cells: usize,
    tried: &AtomicU64,
) -> Lightest {
    let basis = &pieces.along;
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
    let changes: Vec<[Row; 2]> = (0..1usize << lane_bits)
        .map(|p| {
            let mut turning_lit = [0i16; LANES];
            for (s, lane) in turning_lit.iter_mut().enumerate() {
                *lane = if (p & s).count_ones() % 2 == 0 { -2 } else { 2 };
            }
            [turning_lit, turning_lit.map(|x| -x)]
        })
        .collect();
    // For each Gray code bit, the cells it turns: (cell, class, lane
    // pattern), in the cells' order.
    let by_gray: Vec<Vec<(u16, u16, u16)>> = (0..gray_bits)
        .map(|g| {
            let shift = lane_bits + class_bits + g;
            (0..cells)
                .filter(|&j| functional[j] >> shift & 1 == 1)
                .map(|j| {
                    let f = functional[j];
                    (j as u16, class_of(f) as u16, lane_of(f) as u16)
                })
                .collect()
        })
        .collect();
    let mut table = vec![[0i16; LANES]; 1 << class_bits];
    let mut work = table.clone();
    let mut lit = vec![false; cells];
    // The best `n - 2 * weight` and where: (label, Gray code, class, lane).
    let (mut best, mut at) = (i16::MIN, (0u64, 0u64, 0usize, 0usize));
    for &label in labels {
        // table[class][lane]: the cells of the class, +1 for each dark and
        // -1 for each lit; transformed, n - 2 * weight.
        let origin = pieces.origin_of(label);
        table.iter_mut().for_each(|row| *row = [0; LANES]);
        for (j, &f) in functional.iter().enumerate() {
            lit[j] = bit(&origin, j);
            let (row, change) = (&mut table[class_of(f)], &changes[lane_of(f)][0]);
            for (x, &c) in row.iter_mut().zip(change) {
                *x = x.wrapping_add(if lit[j] { c / 2 } else { -c / 2 });
            }
        }
        let mut gray = 0u64;
        for step in 0u64..1 << gray_bits {
            if step > 0 {
                let g = step.trailing_zeros() as usize;
                gray ^= 1 << g;
                for &(j, class, pattern) in &by_gray[g] {
                    let j = usize::from(j);
                    let change = &changes[usize::from(pattern)][usize::from(lit[j])];
                    let row = &mut table[usize::from(class)];
                    L::load(row).plus(L::load(change)).store(row);
                    lit[j] = !lit[j];
                }
            }
            tried.fetch_add(1 << (lane_bits + class_bits), Ordering::Relaxed);
            if transform::<L>(&table, &mut work, false) > best {
                transform::<L>(&table, &mut work, true);
                for (class, row) in work.iter().enumerate() {
                    for (lane, &x) in row.iter().enumerate() {
                        if x > best {
                            best = x;
                            at = (label, gray, class, lane);
                        }
                    }
                }
            }
        }
    }
    let (label, gray, class, lane) = at;
    let coefficients = (lane & ((1 << lane_bits) - 1)) as u64
        | (class as u64) << lane_bits
        | gray << (lane_bits + class_bits);
    let vector = combination(&pieces.origin_of(label), basis, coefficients);
    Lightest {
        weight: ones(&vector),
        lower: ones(&vector),
        vector,
        proven: true,
    }
}
