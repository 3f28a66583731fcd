//! The lightest vector of an affine space held to trying every vector:
//! the bound, the transform and its quotient by symmetry, what were the
//! library's unit tests in `src/search`.

use crate::board::random::SplitMix;
use crate::search::weight::{combination, ones};

/// Every vector of `point + span(basis)`, one for each combination.
fn every_vector<'a>(
    point: &'a [u64],
    basis: &'a [Vec<u64>],
) -> impl Iterator<Item = Vec<u64>> + 'a {
    (0u64..1 << basis.len()).map(move |mask| combination(point, basis, mask))
}

/// The lightest of `point + span(basis)`, trying every combination.
fn lightest_by_trying(point: &[u64], basis: &[Vec<u64>]) -> u64 {
    every_vector(point, basis).map(|v| ones(&v)).min().unwrap()
}

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

/// The bound (Brouwer–Zimmermann).
mod bound {
    use super::lightest_by_trying;
    use crate::board::random::SplitMix;
    use crate::linalg::cpu::{Machine, Progress};
    use crate::search::bound::*;
    use crate::search::systematic::forms;
    use crate::search::weight::{ones, Lightest};
    use std::sync::atomic::Ordering;

    #[test]
    fn the_proof_shows_its_work_against_the_budget_until_it_is_over() {
        let shown = Shown::default();
        let best = Lightest {
            weight: 9,
            vector: vec![0x1ff],
            proven: false,
            lower: 0,
        };
        shown.publish(250, 1000, &best, 4);
        assert_eq!(
            shown.poll(),
            Some(Progress {
                done: 250,
                total: 1000,
                proving: true,
                lightest: 9,
                lower: 4,
            })
        );
        // The bound shown never passes the lightest seen.
        shown.publish(300, 1000, &best, 12);
        assert_eq!(shown.poll().map(|p| p.lower), Some(9));
        shown.over.store(true, Ordering::Relaxed);
        assert_eq!(shown.poll(), None);
    }

    #[test]
    fn lightest_matches_trying_every_combination() {
        let mut rng = SplitMix(5);
        for round in 0..300 {
            let words = 1 + round % 3;
            let t = rng.below(9) as usize;
            // Sparse vectors, so that the lightest is not the point.
            let mut vector = || -> Vec<u64> {
                (0..words)
                    .map(|_| rng.next_u64() & rng.next_u64() & rng.next_u64())
                    .collect()
            };
            let point = vector();
            let basis: Vec<Vec<u64>> = (0..t).map(|_| vector()).collect();
            let expected = lightest_by_trying(&point, &basis);
            let found =
                lightest(&point, &basis, &[], u64::MAX, false, &Machine::ONE_THREAD);
            assert!(found.proven);
            assert_eq!(found.weight, expected, "round {}", round);
            assert_eq!(found.lower, expected, "round {}", round);
            assert_eq!(ones(&found.vector), expected);
        }
    }

    #[test]
    fn a_budget_to_spend_raises_the_bound_past_where_the_search_alone_stops() {
        // Dense vectors over 256 coordinates and 56 of them: the lightest
        // lies near 100, far past what the budget can prove.
        let mut rng = SplitMix(79);
        let mut vector = || -> Vec<u64> { (0..4).map(|_| rng.next_u64()).collect() };
        let point = vector();
        let basis: Vec<Vec<u64>> = (0..56).map(|_| vector()).collect();
        // As `lightest` would with the budget and SEARCH_ONLY scaled down.
        let search = |search_only: u64| {
            let best = Lightest::unproven(point.clone());
            let shown = Shown::default();
            let proof = Proof {
                budget: 1 << 27,
                search_only,
                shown: &shown,
                machine: &Machine::ONE_THREAD,
            };
            prove(&point, &basis, &[], best, proof)
        };
        let alone = search(1 << 20);
        let spent = search(u64::MAX);
        assert!(!alone.proven && !spent.proven);
        assert!(
            spent.lower > alone.lower,
            "{} then {}",
            alone.lower,
            spent.lower
        );
        // The same enumeration, further: nothing heavier.
        assert!(spent.weight <= alone.weight);
        assert!(spent.lower <= spent.weight);
    }

    #[test]
    fn a_search_stopped_early_proves_a_true_lower_bound() {
        let mut rng = SplitMix(6);
        let mut raised = 0;
        // 200 rounds in the full run (see `common::full`), 50 else.
        let rounds = if crate::tests::full() { 200 } else { 50 };
        for round in 0..rounds {
            let words = 1 + round % 2;
            let t = 12 + rng.below(7) as usize;
            let mut vector = || -> Vec<u64> {
                (0..words)
                    .map(|_| rng.next_u64() & rng.next_u64())
                    .collect()
            };
            let point = vector();
            let basis: Vec<Vec<u64>> = (0..t).map(|_| vector()).collect();
            let expected = lightest_by_trying(&point, &basis);
            // Budgets from the setup alone up to a few times it.
            let budget = 4 * setup(words, t) + rng.below(8 * setup(words, t));
            let found = lightest(&point, &basis, &[], budget, false, &Machine::ONE_THREAD);
            assert!(
                found.lower <= expected,
                "round {}: {} > {}",
                round,
                found.lower,
                expected
            );
            assert!(found.lower <= found.weight);
            assert_eq!(found.proven, found.lower == found.weight, "round {}", round);
            if !found.proven && found.lower > 0 {
                raised += 1;
            }
        }
        assert!(
            raised > rounds / 10,
            "only {} searches stopped with a bound above 0",
            raised
        );
    }

    #[test]
    fn a_search_too_large_to_hold_is_not_begun() {
        // 2^18 coordinates and 31 vectors: the forms would take 2^30 words.
        assert!(!affordable(1 << 12, 31, u64::MAX));
        let words = 1 << 12;
        let mut rng = SplitMix(31);
        let point: Vec<u64> = (0..words).map(|_| rng.next_u64()).collect();
        let basis: Vec<Vec<u64>> = (0..31)
            .map(|_| (0..words).map(|_| rng.next_u64()).collect())
            .collect();
        let found = lightest(&point, &basis, &[], u64::MAX, false, &Machine::ONE_THREAD);
        assert!(!found.proven);
        assert_eq!((found.vector, found.weight), (point.clone(), ones(&point)));
    }

    #[test]
    fn symmetries_prove_the_same_lightest() {
        // Spaces on an s x s square (cell (r, c) at bit r * s + c) closed
        // under a group of the square's symmetries.
        // Every size and group in 20 rounds; 400 in the full run, 100 else.
        let mut rng = SplitMix(8);
        let rounds = if crate::tests::full() { 400 } else { 100 };
        for round in 0..rounds {
            let s = 2 + round % 5;
            let last = s - 1;
            // The whole group, the turns, a half turn with both mirrors, one
            // mirror.
            let groups: [&[usize]; 4] =
                [&[0, 1, 2, 3, 4, 5, 6], &[2, 5, 6], &[0, 1, 2], &[3]];
            let group = groups[round / 5 % 4];
            let symmetries: Vec<Vec<u32>> = group
                .iter()
                .map(|&k| {
                    let mut image: Vec<u32> = (0..64).collect();
                    for r in 0..s {
                        for c in 0..s {
                            let (r2, c2) =
                                crate::board::symmetry::moved(k, r, c, last, last);
                            image[r * s + c] = (r2 * s + c2) as u32;
                        }
                    }
                    image
                })
                .collect();
            let moved = |v: u64, g: &[u32]| -> u64 {
                (0..64)
                    .filter(|&i| v >> i & 1 == 1)
                    .fold(0, |m, i| m | 1 << g[i])
            };
            let orbit_sum = |v: u64| symmetries.iter().fold(v, |m, g| m ^ moved(v, g));
            let cells = (1u64 << (s * s)) - 1;
            // An independent basis of the orbits of a few random vectors:
            // by_top[b] holds the reduced vector whose highest bit is b.
            let mut by_top = [0u64; 64];
            let reduce = |mut x: u64, by_top: &[u64; 64]| {
                while x != 0 && by_top[63 - x.leading_zeros() as usize] != 0 {
                    x ^= by_top[63 - x.leading_zeros() as usize];
                }
                x
            };
            let mut basis: Vec<Vec<u64>> = Vec::new();
            for _ in 0..rng.below(4) {
                let v = rng.next_u64() & rng.next_u64() & cells;
                for w in symmetries.iter().map(|g| moved(v, g)).chain(Some(v)) {
                    let left = reduce(w, &by_top);
                    if left != 0 {
                        by_top[63 - left.leading_zeros() as usize] = left;
                        basis.push(vec![w]);
                    }
                }
            }
            // A point the symmetries fix, moved by one vector of the span.
            let mut point = orbit_sum(rng.next_u64() & cells);
            for b in &basis {
                point ^= b[0] & 0u64.wrapping_sub(rng.next_u64() & 1);
            }
            // The forms' information sets are disjoint, images and all.
            let mut covered = 0u64;
            for form in forms(&[point], &basis, &symmetries) {
                let cells = form.cells[0];
                assert_eq!(covered & cells, 0, "round {}: sets overlap", round);
                assert_eq!(
                    u64::from(cells.count_ones()),
                    form.images * form.rank as u64
                );
                covered |= cells;
            }
            let expected = lightest_by_trying(&[point], &basis);
            let found = lightest(
                &[point],
                &basis,
                &symmetries,
                u64::MAX,
                false,
                &Machine::ONE_THREAD,
            );
            assert!(found.proven, "round {}", round);
            assert_eq!(found.weight, expected, "round {}", round);
            assert_eq!(ones(&found.vector), expected);
            assert_eq!(
                reduce(found.vector[0] ^ point, &by_top),
                0,
                "round {}",
                round
            );
        }
    }

    #[test]
    fn both_copies_of_the_enumeration_find_the_same() {
        if !crate::linalg::cpu::detected() {
            return;
        }
        let mut rng = SplitMix(24);
        for _ in 0..40 {
            let words = 1 + rng.below(3) as usize;
            let t = 1 + rng.below(10) as usize;
            let mut vector =
                || -> Vec<u64> { (0..words).map(|_| rng.next_u64()).collect() };
            let point = vector();
            let basis: Vec<Vec<u64>> = (0..t).map(|_| vector()).collect();
            let forms = forms(&point, &basis, &[]);
            for w in 0..=t {
                let run = |fast: bool| {
                    let mut stack = vec![vec![0; words]; t + 1];
                    let mut best = Lightest::unproven(point.clone());
                    let mut spent = 0;
                    let mut enumerate = || {
                        enumerate_in(
                            &forms[0],
                            w,
                            0..t,
                            &mut stack,
                            &mut best,
                            &mut spent,
                            u64::MAX,
                        )
                    };
                    let done = if fast {
                        // SAFETY: `detected` said the CPU has AVX2 and POPCNT.
                        unsafe { crate::linalg::cpu::with_avx2(enumerate) }
                    } else {
                        enumerate()
                    };
                    (done, best, spent)
                };
                let (done, _, spent) = run(false);
                assert!(done);
                assert_eq!(spent, sums_visited(t, w) * words as u64, "t {} w {}", t, w);
                assert_eq!(run(true), run(false));
            }
        }
    }

    #[test]
    fn threads_find_what_one_thread_finds() {
        let mut rng = SplitMix(0x7777);
        // Three rounds in the full run (see `common::full`), one else.
        let rounds = if crate::tests::full() { 3 } else { 1 };
        for round in 0..rounds {
            let words = 2;
            let t = 36 + 2 * round;
            let mut vector =
                || -> Vec<u64> { (0..words).map(|_| rng.next_u64()).collect() };
            let point = vector();
            let basis: Vec<Vec<u64>> = (0..t).map(|_| vector()).collect();
            let mut answers = Vec::new();
            for threads in [1, 3] {
                let machine = Machine {
                    threads,
                    ..Machine::ONE_THREAD
                };
                answers.push(lightest(&point, &basis, &[], 1 << 26, false, &machine));
            }
            assert_eq!(answers[0], answers[1], "round {}", round);
        }
    }
}

/// The transform, every vector tried.
mod transform {
    use super::{every_vector, lightest_by_trying, random_space};
    use crate::board::random::SplitMix;
    use crate::linalg::cpu::Machine;
    use crate::search::transform::*;
    use crate::search::weight::ones;
    use std::sync::atomic::AtomicU64;

    #[test]
    fn the_transform_finds_the_lightest_of_every_space() {
        let mut rng = SplitMix(16);
        for round in 0..60 {
            let cells = 1 + rng.below(150) as usize;
            let t = rng.below(19) as usize;
            let (point, basis) = random_space(&mut rng, cells, t, round % 2 == 0);
            let expected = lightest_by_trying(&point, &basis);
            let found = lightest_by_transform(
                &point,
                &basis,
                cells,
                &[],
                None,
                &Machine::ONE_THREAD,
            );
            assert!(found.proven);
            assert_eq!(
                found.weight, expected,
                "round {}: t {}, {} cells",
                round, t, cells
            );
            assert_eq!(ones(&found.vector), expected);
            // The vector is in the space: the point plus some of the basis.
            assert!(every_vector(&point, &basis).any(|v| v == found.vector));
        }
    }

    #[test]
    fn both_copies_of_the_transform_find_the_same() {
        if !crate::linalg::cpu::detected() {
            return;
        }
        let mut rng = SplitMix(39);
        for _ in 0..20 {
            let cells = 1 + rng.below(200) as usize;
            let t = rng.below(21) as usize;
            let (point, basis) = random_space(&mut rng, cells, t, true);
            let pieces = pieces(&point, &basis, &[], cells, FIBRE_BITS);
            let tried = AtomicU64::new(0);
            // SAFETY: `detected` said the CPU has AVX2 and POPCNT.
            let fast = unsafe { lightest_avx2(&pieces, &pieces.labels, cells, &tried) };
            let portable = lightest_in::<Sse2>(&pieces, &pieces.labels, cells, &tried);
            let elsewhere = lightest_in::<Row>(&pieces, &pieces.labels, cells, &tried);
            assert_eq!(fast, portable);
            assert_eq!(fast, elsewhere);
            assert_eq!(fast.weight, lightest_by_trying(&point, &basis));
            // Each copy counts every vector of the space once.
            assert_eq!(tried.into_inner(), 3 << t);
        }
    }
}

/// The transform's pieces: the fibres of a quotient by symmetry.
mod quotient {
    use super::{every_vector, lightest_by_trying, random_space};
    use crate::board::random::SplitMix;
    use crate::board::symmetry::moved;
    use crate::linalg::cpu::Machine;
    use crate::search::transform::*;
    use crate::search::weight::{add, bit};

    /// `v` permuted by `image`.
    fn permuted(v: &[u64], image: &[u32]) -> Vec<u64> {
        let mut w = vec![0u64; v.len()];
        for (i, &to) in image.iter().enumerate() {
            if bit(v, i) {
                w[to as usize / 64] |= 1 << (to % 64);
            }
        }
        w
    }

    /// The square's eight symmetries of a `k` x `k` grid less the
    /// identity (cell `(r, c)` at `r * k + c`), those of `kind`: 0 all, 1
    /// the half turn only, 2 the two mirrors (and so the half turn), 3 the
    /// quarter turns, 4 the diagonal only.
    fn square_symmetries(k: usize, kind: usize) -> Vec<Vec<u32>> {
        // The kinds of `board::symmetry::moved`.
        let chosen: &[usize] = match kind {
            0 => &[0, 1, 2, 3, 4, 5, 6],
            1 => &[2],
            2 => &[0, 1, 2],
            3 => &[2, 5, 6],
            _ => &[3],
        };
        chosen
            .iter()
            .map(|&kind| {
                (0..k * k)
                    .map(|cell| {
                        let (r, c) = moved(kind, cell / k, cell % k, k - 1, k - 1);
                        (r * k + c) as u32
                    })
                    .collect()
            })
            .collect()
    }

    /// A space over a `k` x `k` grid that `symmetries` (a group less its
    /// identity) map onto themselves: random vectors with their images
    /// (at most 14 in all, whole orbits), and a point the group fixes plus
    /// one of them.
    fn symmetric_space(
        rng: &mut SplitMix,
        k: usize,
        symmetries: &[Vec<u32>],
        vectors: usize,
    ) -> (Vec<u64>, Vec<Vec<u64>>) {
        let (point, random) = random_space(rng, k * k, vectors, false);
        let mut basis: Vec<Vec<u64>> = Vec::new();
        let mut echelon: Vec<Vec<u64>> = Vec::new();
        let offer =
            |basis: &mut Vec<Vec<u64>>, echelon: &mut Vec<Vec<u64>>, v: Vec<u64>| {
                let mut rest = v.clone();
                for e in echelon.iter() {
                    let lead = e.iter().position(|&w| w != 0).expect("nonzero");
                    let lead = lead * 64 + e[lead].trailing_zeros() as usize;
                    if bit(&rest, lead) {
                        add(&mut rest, e);
                    }
                }
                if rest.iter().any(|&w| w != 0) {
                    echelon.push(rest);
                    basis.push(v);
                }
            };
        for v in &random {
            let before = basis.len();
            offer(&mut basis, &mut echelon, v.clone());
            for g in symmetries {
                offer(&mut basis, &mut echelon, permuted(v, g));
            }
            if basis.len() > 14 {
                basis.truncate(before);
                echelon.truncate(before);
            }
        }
        let mut fixed = point.clone();
        for g in symmetries {
            add(&mut fixed, &permuted(&point, g));
        }
        let mut start = fixed;
        if let Some(b) = basis.first() {
            add(&mut start, b);
        }
        (start, basis)
    }

    #[test]
    fn the_fibres_meet_every_orbit_and_keep_about_one_vector_of_each() {
        let mut rng = SplitMix(0x0f0f);
        let mut quotients = 0;
        for round in 0..120 {
            let k = 3 + rng.below(4) as usize;
            let kind = round % 5;
            let symmetries = square_symmetries(k, kind);
            let order = symmetries.len() + 1;
            let (point, basis) = symmetric_space(&mut rng, k, &symmetries, 1 + round % 4);
            let t = basis.len();
            let fibre_bits = 1 + rng.below(4) as usize;
            let pieces = pieces(&point, &basis, &symmetries, k * k, fibre_bits);
            let orbit_of = |v: &[u64]| {
                symmetries
                    .iter()
                    .map(|g| permuted(v, g))
                    .fold(v.to_vec(), |least, w| least.min(w))
            };
            let orbits: std::collections::BTreeSet<Vec<u64>> =
                every_vector(&point, &basis).map(|v| orbit_of(&v)).collect();
            let mut met = std::collections::BTreeSet::new();
            let mut tried = 0u64;
            for &label in &pieces.labels {
                for v in every_vector(&pieces.origin_of(label), &pieces.along) {
                    met.insert(orbit_of(&v));
                    tried += 1;
                }
            }
            assert_eq!(met, orbits, "round {}", round);
            assert_eq!(pieces.across.len() + pieces.along.len(), t);
            if pieces.labels.len() < 1 << pieces.across.len() {
                quotients += 1;
                // Fewer than the whole space; about one vector an orbit
                // where the labels are many (few of them fixed).
                assert!(tried < 1 << t, "round {}", round);
                if pieces.across.len() >= 8 {
                    assert!(
                        tried * order as u64 <= 2 << t,
                        "round {}: {} of 2^{}, order {}",
                        round,
                        tried,
                        t,
                        order
                    );
                }
            }
            // Over 1, 2 and 5 threads, one answer, the lightest.
            let mut answers = Vec::new();
            for threads in [1, 2, 5] {
                let machine = Machine {
                    threads,
                    ..Machine::ONE_THREAD
                };
                answers.push(lightest_of(&pieces, k * k, None, &machine));
            }
            assert_eq!(
                answers[0].weight,
                lightest_by_trying(&point, &basis),
                "round {}",
                round
            );
            assert!(answers.iter().all(|a| *a == answers[0]), "round {}", round);
        }
        assert!(quotients > 60, "{} quotients", quotients);
    }
}
