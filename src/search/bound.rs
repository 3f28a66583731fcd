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

use crate::linalg::cpu::{with_cpu, Machine, Progress};
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
pub fn setup(words: usize, t: usize) -> u64 {
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
pub fn lightest(
    point: &[u64],
    basis: &[Vec<u64>],
    symmetries: &[Vec<u32>],
    budget: u64,
    spend: bool,
    machine: &Machine,
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
        scope.spawn(|| {
            crate::linalg::cpu::report_progress(machine.progress, start, || shown.poll())
        });
        let search_only = if spend { u64::MAX } else { SEARCH_ONLY };
        let proof = Proof {
            budget,
            search_only,
            shown: &shown,
            machine,
        };
        let found = prove(point, basis, symmetries, best, proof);
        shown.over.store(true, Ordering::Relaxed);
        found
    })
}

/// What [`prove`] may spend, and where it tells how it goes.
pub struct Proof<'a> {
    /// Word operations in all.
    pub budget: u64,
    /// What is spent once the proof is foreseen to cost more than the
    /// budget.
    pub search_only: u64,
    /// Told how the proof goes after each weight of each form.
    pub shown: &'a Shown,
    /// What the proof may use of this machine.
    pub machine: &'a Machine,
}

/// [`lightest`]'s proof, from the point alone (`best`), spending as
/// `proof` says.
pub fn prove(
    point: &[u64],
    basis: &[Vec<u64>],
    symmetries: &[Vec<u32>],
    mut best: Lightest,
    proof: Proof<'_>,
) -> Lightest {
    let Proof {
        mut budget,
        search_only,
        shown,
        machine,
    } = proof;
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
                let spending = (&mut spent, budget);
                if !enumerate(&forms[f], level, &mut stack, &mut best, spending, machine) {
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
pub struct Shown {
    spent: AtomicU64,
    budget: AtomicU64,
    lightest: AtomicU64,
    lower: AtomicU64,
    /// Whether the proof is over: [`Shown::poll`] then says `None`.
    pub over: AtomicBool,
}

impl Shown {
    /// Tells how the proof goes: `spent` of `budget`, the lightest `best`
    /// seen and the bound `lower` proven (shown no higher than `best`).
    pub fn publish(&self, spent: u64, budget: u64, best: &Lightest, lower: u64) {
        self.spent.store(spent, Ordering::Relaxed);
        self.budget.store(budget, Ordering::Relaxed);
        self.lightest.store(best.weight, Ordering::Relaxed);
        self.lower.store(lower.min(best.weight), Ordering::Relaxed);
    }

    /// The progress so far, `None` once the proof is over.
    pub fn poll(&self) -> Option<Progress> {
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
/// lightest; false once `budget` is spent (`spending` is what is spent
/// and the budget). In the copy for this CPU (see [`crate::linalg::cpu`]).
/// Over the `machine`'s threads where the visit is long and the budget
/// covers it whole, each taking the sums whose first generator is one of
/// its own; the lightest of the first on a tie, as one thread finds.
fn enumerate(
    form: &Form,
    w: usize,
    stack: &mut [Vec<u64>],
    best: &mut Lightest,
    spending: (&mut u64, u64),
    machine: &Machine,
) -> bool {
    let (spent, budget) = spending;
    let t = form.rows.len();
    let words = form.point.len() as u64;
    let cost = sums_visited(t, w).saturating_mul(words);
    let whole = spent.saturating_add(cost) <= budget;
    if machine.threads > 1 && w >= 2 && w <= t && cost >= PARALLEL_WORK && whole {
        let incoming = best.weight;
        let found = crate::linalg::cpu::map_parts(
            machine.threads,
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
                with_cpu(
                    machine.fast,
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
    with_cpu(
        machine.fast,
        #[inline(always)]
        || enumerate_in(form, w, 0..t, stack, best, spent, budget),
    )
}

/// Word operations below which an enumeration stays on one thread.
const PARALLEL_WORK: u64 = 1 << 22;

/// The sums [`enumerate_in`] visits choosing `w` of `t` generators, each
/// prefix of `d + 1` of them counted once: `sum_{d < w} C(t - w + d + 1, d + 1)`.
pub fn sums_visited(t: usize, w: usize) -> u64 {
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

/// `enumerate` itself, inlined into each copy.
#[inline(always)]
pub fn enumerate_in(
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
