//! The lightest vector of an affine space over GF(2), `point + span(basis)`,
//! by the Brouwer–Zimmermann method for the minimum distance of a linear
//! code, proven without walking all `2^t` vectors, and sped up by the
//! space's symmetries.
//!
//! Elimination puts the basis in systematic form on disjoint *information
//! sets*: sets of coordinates on which the generators are the identity, so
//! a vector's restriction to one of them names the generators it uses, once
//! the point is reduced to zero there. Enumerating, for `w = 0, 1, 2, ...`,
//! every sum of `w` generators of every systematic form visits every vector
//! of weight `w` on some information set; any vector not yet visited has
//! weight at least `w + 1` on each of the `m` disjoint sets, so at least
//! `m (w + 1)` in all. Once the lightest vector seen is no heavier, it is the
//! lightest there is. A set of rank `r < t` still counts `w + 1 - (t - r)`
//! (Zimmermann's bound: its form has `t - r` generators beyond the identity).
//!
//! A symmetry, a permutation of the coordinates that maps the space onto
//! itself, maps an information set onto another of the same weights: sets
//! chosen among one coordinate of each orbit count once per image, and are
//! enumerated once. On a board symmetric under the square's eight
//! symmetries that is nearly eight times fewer vectors to see.
//!
//! Where the lightest vector is heavy, near half the coordinates, the bound
//! must enumerate about half of every information set, and trying every
//! vector ([`crate::search::transform`]) is cheaper.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

use crate::linalg::cpu::Progress;
use crate::search::systematic::{forms, Form};
use crate::search::weight::{ones, Lightest};

/// The most words the systematic forms may hold: 64 MiB.
pub const MAX_FORM_WORDS: u64 = 1 << 23;

/// Whether [`lightest`] begins a search over `t` vectors of `words` words
/// with `budget`. Each systematic form's elimination costs about `t` rows by
/// `t` pivots by `words`, and there are about as many forms as coordinates
/// over `t`, each holding `t` vectors: a search whose eliminations would
/// take more than a quarter of the budget, or whose forms would hold more
/// than [`MAX_FORM_WORDS`], is not begun.
pub fn affordable(words: usize, t: usize, budget: u64) -> bool {
    setup(words, t) <= budget / 4
        && (words as u64 * 64).saturating_mul(words as u64) <= MAX_FORM_WORDS
}

/// About the word operations of every form's elimination.
fn setup(words: usize, t: usize) -> u64 {
    (words as u64 * 64)
        .saturating_mul(t as u64)
        .saturating_mul(words as u64)
}

/// Word operations spent looking for lighter vectors once a proof is out of
/// reach: about a second.
pub const SEARCH_ONLY: u64 = 1 << 32;

/// The lightest vector of `point + span(basis)` (every vector the same
/// number of words, the basis independent), spending at most about `budget`
/// word operations (and, unless `spend`, at most [`SEARCH_ONLY`] more once
/// the proof is foreseen to cost more; with `spend` the whole budget goes on
/// raising the bound proven and finding lighter vectors); if the budget
/// runs out, the lightest seen, not proven, and the bound proven.
///
/// `symmetries` are permutations of the coordinates (`image[i]` is where
/// coordinate `i` goes, one entry per bit of a vector) that map the space
/// onto itself and, with the identity, form a group; they may be empty.
///
/// # Complexity
/// About `f · sum_{i <= w} C(t, i)` vector additions for `f` systematic
/// forms, `t` basis vectors and a proof at enumeration weight `w`.
///
/// # Example
/// ```
/// use lightsout::search::bound::lightest;
/// // 0b1111 + span{0b0111, 0b0011}: 0b1000 is the lightest.
/// let found = lightest(&[0b1111], &[vec![0b0111], vec![0b0011]], &[], 1 << 20, false);
/// assert_eq!((found.vector, found.weight, found.proven), (vec![0b1000], 1, true));
/// ```
pub fn lightest(
    point: &[u64],
    basis: &[Vec<u64>],
    symmetries: &[Vec<u32>],
    budget: u64,
    spend: bool,
) -> Lightest {
    let words = point.len();
    let t = basis.len();
    let mut best = Lightest::unproven(point.to_vec());
    if t == 0 {
        // The point is the space.
        best.proven = true;
        best.lower = best.weight;
    }
    if t == 0 || !affordable(words, t, budget) {
        return best;
    }
    let shown = Shown::default();
    shown.publish(0, budget, &best, 0);
    let start = Instant::now();
    std::thread::scope(|scope| {
        scope.spawn(|| crate::linalg::cpu::report_progress(start, || shown.poll()));
        let search_only = if spend { u64::MAX } else { SEARCH_ONLY };
        let found = prove(point, basis, symmetries, best, budget, search_only, &shown);
        shown.over.store(true, Ordering::Relaxed);
        found
    })
}

/// [`lightest`]'s proof, from the point alone (`best`), telling `shown`
/// how it goes after each weight of each form; once the proof is foreseen
/// to cost more than `budget`, only `search_only` more is spent.
fn prove(
    point: &[u64],
    basis: &[Vec<u64>],
    symmetries: &[Vec<u32>],
    mut best: Lightest,
    mut budget: u64,
    search_only: u64,
    shown: &Shown,
) -> Lightest {
    let (words, t) = (point.len(), basis.len());
    let mut forms = forms(point, basis, symmetries);
    let mut spent: u64 = setup(words, t);
    let mut stack: Vec<Vec<u64>> = vec![vec![0; words]; t + 1];
    // A form of rank r counts from weight t - r on: it is enumerated up to
    // w once it counts, the forms standing for most sets first, and the
    // proof checked after each.
    let bound = |forms: &[Form]| -> u64 {
        forms
            .iter()
            .map(|f| f.images * f.done.saturating_sub(t - f.rank) as u64)
            .sum()
    };
    for w in 0..=t {
        let before = spent;
        for f in 0..forms.len() {
            if w + forms[f].rank < t {
                continue;
            }
            while forms[f].done <= w {
                let level = forms[f].done;
                if !enumerate(&forms[f], level, &mut stack, &mut best, &mut spent, budget) {
                    // Every vector seen weighs at least the lightest.
                    best.lower = bound(&forms).min(best.weight);
                    return best;
                }
                forms[f].done += 1;
                shown.publish(spent, budget, &best, bound(&forms));
            }
            // Every vector not seen has weight at least `done - (t - r)`
            // on each information set of a form of rank r; a form done to
            // weight t has seen the whole space.
            if best.weight <= bound(&forms) || w == t {
                best.proven = true;
                best.lower = best.weight;
                return best;
            }
        }
        // Each weight costs about C(t, w) / C(t, w - 1) times the last and
        // raises the bound by the sets counting at it: if the proof of the
        // lightest seen cannot be paid for, the search goes on only to find
        // lighter vectors, for `search_only` more.
        let (mut cost, mut reached, mut total) =
            ((spent - before).max(1) as f64, bound(&forms), 0.0);
        for next in w + 1..=t {
            cost *= (t + 1 - next) as f64 / next as f64;
            total += cost;
            reached += forms
                .iter()
                .filter(|f| next + f.rank >= t)
                .map(|f| f.images)
                .sum::<u64>();
            if reached >= best.weight || spent as f64 + total > budget as f64 {
                break;
            }
        }
        if spent as f64 + total > budget as f64 {
            budget = budget.min(spent.saturating_add(search_only));
        }
    }
    best.lower = bound(&forms).min(best.weight);
    best
}

/// How the bound's proof is going, for the progress line: the word
/// operations spent and the budget, the lightest seen and the bound proven,
/// and whether it is over.
#[derive(Default)]
struct Shown {
    spent: AtomicU64,
    budget: AtomicU64,
    lightest: AtomicU64,
    lower: AtomicU64,
    over: AtomicBool,
}

impl Shown {
    fn publish(&self, spent: u64, budget: u64, best: &Lightest, lower: u64) {
        self.spent.store(spent, Ordering::Relaxed);
        self.budget.store(budget, Ordering::Relaxed);
        self.lightest.store(best.weight, Ordering::Relaxed);
        self.lower.store(lower.min(best.weight), Ordering::Relaxed);
    }

    /// The progress so far, `None` once the proof is over.
    fn poll(&self) -> Option<Progress> {
        if self.over.load(Ordering::Relaxed) {
            return None;
        }
        Some(Progress {
            done: self.spent.load(Ordering::Relaxed),
            total: self.budget.load(Ordering::Relaxed).max(1),
            proving: true,
            lightest: self.lightest.load(Ordering::Relaxed),
            lower: self.lower.load(Ordering::Relaxed),
        })
    }
}

/// Visits every sum of the point and `w` generators of `form`, keeping the
/// lightest; false once `budget` is spent. In the copy for this CPU (see
/// [`crate::linalg::cpu`]). Over the threads (see
/// [`crate::linalg::cpu::threads`]) where the visit is long and the budget
/// covers it whole, each taking the sums whose first generator is one of
/// its own; the lightest of the first on a tie, as one thread finds.
fn enumerate(
    form: &Form,
    w: usize,
    stack: &mut [Vec<u64>],
    best: &mut Lightest,
    spent: &mut u64,
    budget: u64,
) -> bool {
    let t = form.rows.len();
    let words = form.point.len() as u64;
    let cost = sums_visited(t, w).saturating_mul(words);
    let whole = spent.saturating_add(cost) <= budget;
    if crate::linalg::cpu::threads() > 1
        && w >= 2
        && w <= t
        && cost >= PARALLEL_WORK
        && whole
    {
        let incoming = best.weight;
        let found = crate::linalg::cpu::map_parts(
            t - w + 1,
            |first| {
                let mut stack = vec![vec![0; form.point.len()]; w + 1];
                let mut lightest = Lightest {
                    weight: incoming,
                    vector: Vec::new(),
                    proven: false,
                    lower: 0,
                };
                let mut ignored = 0;
                crate::linalg::cpu::with_cpu(
                    #[inline(always)]
                    || {
                        enumerate_in(
                            form,
                            w,
                            first..first + 1,
                            &mut stack,
                            &mut lightest,
                            &mut ignored,
                            u64::MAX,
                        )
                    },
                );
                lightest
            },
            |_| {},
        );
        for lightest in found {
            if lightest.weight < best.weight {
                *best = Lightest {
                    proven: best.proven,
                    lower: best.lower,
                    ..lightest
                };
            }
        }
        *spent += cost;
        return true;
    }
    crate::linalg::cpu::with_cpu(
        #[inline(always)]
        || enumerate_in(form, w, 0..t, stack, best, spent, budget),
    )
}

/// Word operations below which an enumeration stays on one thread.
const PARALLEL_WORK: u64 = 1 << 22;

/// The sums [`enumerate_in`] visits choosing `w` of `t` generators, each
/// prefix of `d + 1` of them counted once: `sum_{d < w} C(t - w + d + 1, d + 1)`.
fn sums_visited(t: usize, w: usize) -> u64 {
    if w > t {
        return 0;
    }
    let choose = |n: usize, k: usize| {
        (0..k).fold(1u64, |c, i| {
            c.saturating_mul((n - i) as u64) / (i as u64 + 1)
        })
    };
    (0..w)
        .map(|d| choose(t - w + d + 1, d + 1))
        .fold(0u64, u64::saturating_add)
}

/// [`enumerate`] itself, inlined into each copy.
#[inline(always)]
fn enumerate_in(
    form: &Form,
    w: usize,
    firsts: std::ops::Range<usize>,
    stack: &mut [Vec<u64>],
    best: &mut Lightest,
    spent: &mut u64,
    budget: u64,
) -> bool {
    let t = form.rows.len();
    if w > t {
        return true;
    }
    let words = form.point.len() as u64;
    stack[0].copy_from_slice(&form.point);
    let keep = |v: &[u64], weight: u64, best: &mut Lightest| {
        if weight < best.weight {
            best.weight = weight;
            best.vector = v.to_vec();
        }
    };
    if w == 0 {
        keep(&form.point, ones(&form.point), best);
        return true;
    }
    // chosen[d]: the generator at depth d; stack[d + 1] = stack[d] + it.
    // The last generator is added and counted in one pass, not stored.
    let mut chosen = vec![0usize; w];
    let mut depth = 0;
    let mut next = firsts.start;
    loop {
        if next + (w - depth) > t || depth == 0 && next >= firsts.end {
            // Nothing left to choose at this depth: go back up.
            if depth == 0 {
                return true;
            }
            depth -= 1;
            next = chosen[depth] + 1;
            continue;
        }
        chosen[depth] = next;
        *spent += words;
        if *spent > budget {
            return false;
        }
        if depth + 1 == w {
            let row = &form.rows[next];
            let sum = &stack[depth];
            let weight: u64 = sum
                .iter()
                .zip(row)
                .map(|(x, y)| u64::from((x ^ y).count_ones()))
                .sum();
            if weight < best.weight {
                let v: Vec<u64> = sum.iter().zip(row).map(|(x, y)| x ^ y).collect();
                keep(&v, ones(&v), best);
            }
            next += 1;
        } else {
            let (below, above) = stack.split_at_mut(depth + 1);
            for ((x, y), z) in above[0].iter_mut().zip(&below[depth]).zip(&form.rows[next])
            {
                *x = y ^ z;
            }
            depth += 1;
            next = chosen[depth - 1] + 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::random::SplitMix;
    use crate::search::weight::tests::lightest_by_trying;

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
            let found = lightest(&point, &basis, &[], u64::MAX, false);
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
            prove(
                &point,
                &basis,
                &[],
                best,
                1 << 27,
                search_only,
                &Shown::default(),
            )
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
        for round in 0..200 {
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
            let found = lightest(&point, &basis, &[], budget, false);
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
            raised > 20,
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
        let found = lightest(&point, &basis, &[], u64::MAX, false);
        assert!(!found.proven);
        assert_eq!((found.vector, found.weight), (point.clone(), ones(&point)));
    }

    #[test]
    fn symmetries_prove_the_same_lightest() {
        // Spaces on an s x s square (cell (r, c) at bit r * s + c) closed
        // under a group of the square's symmetries.
        let mut rng = SplitMix(8);
        for round in 0..400 {
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
            let found = lightest(&[point], &basis, &symmetries, u64::MAX, false);
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
        for round in 0..3 {
            let words = 2;
            let t = 36 + 2 * round;
            let mut vector =
                || -> Vec<u64> { (0..words).map(|_| rng.next_u64()).collect() };
            let point = vector();
            let basis: Vec<Vec<u64>> = (0..t).map(|_| vector()).collect();
            let mut answers = Vec::new();
            for threads in [1, 3] {
                crate::linalg::cpu::set_threads(threads);
                answers.push(lightest(&point, &basis, &[], 1 << 26, false));
            }
            crate::linalg::cpu::set_threads(1);
            assert_eq!(answers[0], answers[1], "round {}", round);
        }
    }
}
