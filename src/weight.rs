//! The lightest vector of an affine space over GF(2), `point + span(basis)`,
//! by the Brouwer–Zimmermann method for the minimum distance of a linear
//! code, proven without walking all `2^t` vectors.
//!
//! The space is the code spanned by the basis and the point, restricted to
//! the words that use the point. Elimination puts that code in systematic
//! form on disjoint *information sets*: sets of coordinates on which the
//! generators are the identity, so a word's restriction to one of them is its
//! message. Enumerating, for `w = 1, 2, ...`, every combination of `w`
//! generators of every systematic form visits every word whose message has
//! weight `w` on some information set; any word not yet visited has weight
//! at least `w + 1` on every one of the `m` disjoint sets, so at least
//! `m (w + 1)` in all. Once the lightest word seen is no heavier, it is the
//! lightest there is.

/// The lightest vector found, its weight, and whether it is proven lightest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lightest {
    /// The vector, `point` plus some basis vectors.
    pub vector: Vec<u64>,
    /// Its number of ones.
    pub weight: u64,
    /// Whether no vector of the space is lighter.
    pub proven: bool,
}

/// One systematic form: its generators, whether each uses the point (an odd
/// number of times), and its rank.
struct Form {
    rows: Vec<Vec<u64>>,
    uses_point: Vec<bool>,
    rank: usize,
}

fn ones(v: &[u64]) -> u64 {
    v.iter().map(|w| u64::from(w.count_ones())).sum()
}

/// The lightest vector of `point + span(basis)` (every vector the same
/// number of words), spending at most about `budget` word operations; if
/// the budget runs out, the lightest seen, not proven.
///
/// # Complexity
/// About `m · sum_{i <= w} C(k, i)` vector additions for `k` generators,
/// `m` information sets and a proof at enumeration weight `w`.
///
/// # Example
/// ```
/// use lightsout::weight::lightest;
/// // 0b1111 + span{0b0111, 0b0011}: 0b1000 is the lightest.
/// let found = lightest(&[0b1111], &[vec![0b0111], vec![0b0011]], 1 << 20);
/// assert_eq!((found.vector, found.weight, found.proven), (vec![0b1000], 1, true));
/// ```
pub fn lightest(point: &[u64], basis: &[Vec<u64>], budget: u64) -> Lightest {
    let words = point.len();
    let mut generators: Vec<Vec<u64>> = basis.to_vec();
    generators.push(point.to_vec());
    let k = generators.len();
    let mut uses_point = vec![false; k];
    uses_point[k - 1] = true;

    // Disjoint information sets, each from a fresh elimination.
    let mut used = vec![0u64; words];
    let mut forms = Vec::new();
    loop {
        let mut rows = generators.clone();
        let mut tags = uses_point.clone();
        let mut rank = 0;
        for column in 0..words * 64 {
            if rank == k {
                break;
            }
            let (word, bit) = (column / 64, 1u64 << (column % 64));
            if used[word] & bit != 0 {
                continue;
            }
            let pivot = match (rank..k).find(|&r| rows[r][word] & bit != 0) {
                Some(pivot) => pivot,
                None => continue,
            };
            rows.swap(rank, pivot);
            tags.swap(rank, pivot);
            for r in 0..k {
                if r != rank && rows[r][word] & bit != 0 {
                    let (pivot_row, tag) = (rows[rank].clone(), tags[rank]);
                    for (x, y) in rows[r].iter_mut().zip(&pivot_row) {
                        *x ^= y;
                    }
                    tags[r] ^= tag;
                }
            }
            used[word] |= bit;
            rank += 1;
        }
        if rank == 0 {
            break;
        }
        // Rows left over in the first form are zero: one that uses the
        // point says the point is in the span, so zero is in the space.
        if forms.is_empty() && tags[rank..].iter().any(|&tag| tag) {
            return Lightest {
                vector: vec![0; words],
                weight: 0,
                proven: true,
            };
        }
        let dimension = forms.first().map_or(rank, |f: &Form| f.rank);
        rows.truncate(rank);
        tags.truncate(rank);
        forms.push(Form {
            rows,
            uses_point: tags,
            rank,
        });
        if rank < dimension {
            break;
        }
    }
    // The code's dimension: the first form's rank, every column open to it.
    let dimension = forms.first().map_or(0, |f| f.rank);

    let mut best = Lightest {
        weight: ones(point),
        vector: point.to_vec(),
        proven: false,
    };
    let mut spent: u64 = 0;
    let mut stack: Vec<Vec<u64>> = vec![vec![0; words]; k + 1];
    let full = forms.iter().filter(|f| f.rank == dimension).count() as u64;
    for w in 1..=dimension {
        for form in &forms {
            if !enumerate(form, w, &mut stack, &mut best, &mut spent, budget) {
                return best;
            }
        }
        // Every word not seen has weight at least w + 1 on each full
        // information set (partial ones are not counted).
        if best.weight <= full * (w as u64 + 1) {
            best.proven = true;
            return best;
        }
    }
    // The first form's every combination is every word.
    best.proven = true;
    best
}

/// Visits every sum of `w` generators of `form`, keeping the lightest that
/// uses the point; false once `budget` is spent.
fn enumerate(
    form: &Form,
    w: usize,
    stack: &mut [Vec<u64>],
    best: &mut Lightest,
    spent: &mut u64,
    budget: u64,
) -> bool {
    if w > form.rank {
        return true;
    }
    let words = stack[0].len() as u64;
    // chosen[d]: the generator at depth d; stack[d + 1] = stack[d] + it.
    let mut chosen = vec![0usize; w];
    let mut depth = 0;
    let mut next = 0;
    let mut parity = vec![false; w + 1];
    loop {
        if next + (w - depth) > form.rank {
            // Nothing left to choose at this depth: go back up.
            if depth == 0 {
                return true;
            }
            depth -= 1;
            next = chosen[depth] + 1;
            continue;
        }
        chosen[depth] = next;
        let (below, above) = stack.split_at_mut(depth + 1);
        for ((x, y), z) in above[0].iter_mut().zip(&below[depth]).zip(&form.rows[next]) {
            *x = y ^ z;
        }
        parity[depth + 1] = parity[depth] ^ form.uses_point[next];
        *spent += words;
        if *spent > budget {
            return false;
        }
        if depth + 1 == w {
            if parity[w] {
                let weight = ones(&stack[w]);
                if weight < best.weight {
                    best.weight = weight;
                    best.vector = stack[w].clone();
                }
            }
            next += 1;
        } else {
            depth += 1;
            next = chosen[depth - 1] + 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stress::SplitMix;

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
            let expected = (0u64..1 << t)
                .map(|mask| {
                    let mut v = point.clone();
                    for (i, b) in basis.iter().enumerate() {
                        if mask >> i & 1 == 1 {
                            for (x, y) in v.iter_mut().zip(b) {
                                *x ^= y;
                            }
                        }
                    }
                    ones(&v)
                })
                .min()
                .unwrap();
            let found = lightest(&point, &basis, u64::MAX);
            assert!(found.proven);
            assert_eq!(found.weight, expected, "round {}", round);
            assert_eq!(ones(&found.vector), expected);
        }
    }
}
