//! What the transform's search tries, cut into pieces: the whole space
//! in runs of the Gray code, or, where symmetries map the space onto
//! itself, the fibres of a quotient that meet every orbit (about one vector
//! an orbit), each piece an affine space the transform sweeps.

use crate::search::weight::{add, bit, combination};

use super::{CLASS_BITS, LANE_BITS};

/// Without symmetry, the space splits into `2^PART_BITS` parts at most.
const PART_BITS: usize = 6;

/// The most labels a quotient enumerates: `2^MAX_LABEL_BITS`.
const MAX_LABEL_BITS: usize = 22;

/// The most probe coordinates a quotient reads (a label is a `u128`).
const MAX_PROBES: usize = 128;

/// The pieces a search tries: piece `i` is the affine space
/// `origin + (the vectors of across that labels[i]'s bits pick) + span(along)`.
pub struct Pieces {
    /// The origin of the piece of label 0.
    pub origin: Vec<u64>,
    /// The vectors a label's bits pick.
    pub across: Vec<Vec<u64>>,
    /// The labels of the pieces to try.
    pub labels: Vec<u64>,
    /// The span of each piece.
    pub along: Vec<Vec<u64>>,
}

impl Pieces {
    /// The origin of the piece of `label`.
    pub fn origin_of(&self, label: u64) -> Vec<u64> {
        combination(&self.origin, &self.across, label)
    }
}

/// `point + span(basis)` as pieces: those of the `quotient` by
/// `symmetries` where it has one and the space is larger than a fibre of
/// `fibre_bits`; otherwise the whole space, split at the basis vectors
/// the Gray code steps slowest (so each part runs whole Gray code runs).
pub fn pieces(
    point: &[u64],
    basis: &[Vec<u64>],
    symmetries: &[Vec<u32>],
    cells: usize,
    fibre_bits: usize,
) -> Pieces {
    let t = basis.len();
    if t > fibre_bits {
        // Each fibre fills a transform where the space allows.
        let most = MAX_LABEL_BITS.min(t - fibre_bits.min(LANE_BITS + CLASS_BITS));
        let want = (t - fibre_bits).min(most);
        if let Some(pieces) = quotient(point, basis, symmetries, cells, want, most) {
            return pieces;
        }
    }
    let split = t.saturating_sub(LANE_BITS + CLASS_BITS).min(PART_BITS);
    let kept = t - split;
    Pieces {
        origin: point.to_vec(),
        across: basis[kept..].to_vec(),
        labels: (0..1u64 << split).collect(),
        along: basis[..kept].to_vec(),
    }
}

/// The group `symmetries` generate, less the identity, over the first
/// `cells` coordinates.
fn group(symmetries: &[Vec<u32>], cells: usize) -> Vec<Vec<u32>> {
    let identity: Vec<u32> = (0..cells as u32).collect();
    let mut group = vec![identity.clone()];
    let mut i = 0;
    while i < group.len() {
        for s in symmetries {
            let composed: Vec<u32> = group[i].iter().map(|&c| s[c as usize]).collect();
            if !group.contains(&composed) {
                group.push(composed);
            }
        }
        i += 1;
    }
    group.retain(|g| *g != identity);
    group
}

/// The fibres of `point + span(basis)` over its values at some probe
/// coordinates that meet every orbit of the group that `symmetries`
/// generate, or `None` without symmetries. The probes are whole orbits of
/// coordinates, added until the labels (the values a vector of the space
/// has at them, a `u128`) span `want` dimensions or a little more (at most
/// `most`). A symmetry maps a vector of label `y` to one of label `g y`
/// (the probes permuted), so every orbit meets a fibre whose label is the
/// least of its orbit: only those fibres are kept, about one label in the
/// group's order. A fibre whose label some symmetry fixes is tried whole.
fn quotient(
    point: &[u64],
    basis: &[Vec<u64>],
    symmetries: &[Vec<u32>],
    cells: usize,
    want: usize,
    most: usize,
) -> Option<Pieces> {
    let group = group(symmetries, cells);
    if group.is_empty() || want == 0 {
        return None;
    }
    let label_of = |v: &[u64], probes: &[usize]| -> u128 {
        probes
            .iter()
            .enumerate()
            .fold(0, |y, (p, &c)| y | u128::from(bit(v, c)) << p)
    };
    let rank = |probes: &[usize]| {
        let mut rows: Vec<u128> = Vec::new();
        for b in basis {
            let mut y = label_of(b, probes);
            for &r in &rows {
                if y >> r.trailing_zeros() & 1 == 1 {
                    y ^= r;
                }
            }
            if y != 0 {
                rows.push(y);
            }
        }
        rows.len()
    };
    // Whole orbits of probe coordinates, first to last, while the labels'
    // rank stays within `most`, until it reaches `want`.
    let mut probes: Vec<usize> = Vec::new();
    let mut probed = vec![false; cells];
    let mut dimension = 0;
    for cell in 0..cells {
        if dimension >= want {
            break;
        }
        if probed[cell] {
            continue;
        }
        let mut orbit = vec![cell];
        for g in &group {
            let image = g[cell] as usize;
            if !orbit.contains(&image) {
                orbit.push(image);
            }
        }
        if probes.len() + orbit.len() > MAX_PROBES {
            break;
        }
        let before = probes.len();
        probes.extend(&orbit);
        let widened = rank(&probes);
        if widened > most {
            probes.truncate(before);
            continue;
        }
        orbit.iter().for_each(|&c| probed[c] = true);
        dimension = widened;
    }
    if dimension == 0 {
        return None;
    }
    // The basis split: `across`, whose labels are independent (in
    // echelon form by their least set bit), and `along`, of label 0.
    let mut across: Vec<(u128, Vec<u64>)> = Vec::new();
    let mut along = Vec::new();
    for b in basis {
        let (mut y, mut v) = (label_of(b, &probes), b.clone());
        for (r, w) in &across {
            if y >> r.trailing_zeros() & 1 == 1 {
                y ^= r;
                add(&mut v, w);
            }
        }
        if y == 0 {
            along.push(v);
        } else {
            across.push((y, v));
        }
    }
    // Where each symmetry sends each probe, as a probe.
    let mut position = vec![usize::MAX; cells];
    for (p, &c) in probes.iter().enumerate() {
        position[c] = p;
    }
    let moves: Vec<Vec<usize>> = group
        .iter()
        .map(|g| probes.iter().map(|&c| position[g[c] as usize]).collect())
        .collect();
    let image_of = |y: u128, to: &[usize]| {
        let (mut rest, mut image) = (y, 0u128);
        while rest != 0 {
            image |= 1 << to[rest.trailing_zeros() as usize];
            rest &= rest - 1;
        }
        image
    };
    let mut labels = Vec::new();
    let (mut y, mut label) = (label_of(point, &probes), 0u64);
    for step in 0u64..1 << across.len() {
        if step > 0 {
            let i = step.trailing_zeros() as usize;
            y ^= across[i].0;
            label ^= 1 << i;
        }
        if moves.iter().all(|to| image_of(y, to) >= y) {
            labels.push(label);
        }
    }
    Some(Pieces {
        origin: point.to_vec(),
        across: across.into_iter().map(|(_, v)| v).collect(),
        labels,
        along,
    })
}
