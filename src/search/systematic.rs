//! Systematic forms on disjoint information sets, as the bound
//! ([`crate::search::bound`]) enumerates them: sets of coordinates on which
//! the basis is the identity once eliminated, chosen so that the space's
//! symmetries map each onto others apart from it.

use crate::search::weight::{add, bit};

/// One systematic form: the point reduced to zero on its information set,
/// its generators (the identity there first, then any beyond its rank), its
/// rank, and how many disjoint information sets it stands for.
pub struct Form {
    /// The point, zero on the information set.
    pub point: Vec<u64>,
    /// The generators, the identity on the information set first.
    pub rows: Vec<Vec<u64>>,
    /// The rank of the generators on the information set.
    pub rank: usize,
    /// How many disjoint information sets it stands for.
    pub images: u64,
    /// The coordinates of its information sets: the pivots and their
    /// images.
    pub cells: Vec<u64>,
    /// The weights enumerated so far: `0..done`.
    pub done: usize,
}

/// The systematic form of `basis` on pivots taken from the `open`
/// coordinates in order, such that the pivots' images under `maps` (each a
/// permutation, the identity among them) are all distinct and open; it
/// stands for as many information sets as there are maps.
fn systematic(point: &[u64], basis: &[Vec<u64>], open: &[u64], maps: &[&[u32]]) -> Form {
    let t = basis.len();
    let mut rows = basis.to_vec();
    let mut pivots = Vec::new();
    let mut taken = vec![0u64; open.len()];
    let mut images: Vec<usize> = Vec::with_capacity(maps.len());
    for column in 0..open.len() * 64 {
        let rank = pivots.len();
        if rank == t {
            break;
        }
        if !bit(open, column) {
            continue;
        }
        images.clear();
        images.extend(maps.iter().map(|g| g[column] as usize));
        images.sort_unstable();
        images.dedup();
        // Every image must be open too: another form's images are its own.
        if images.len() < maps.len()
            || images.iter().any(|&i| !bit(open, i) || bit(&taken, i))
        {
            continue;
        }
        let pivot = match (rank..t).find(|&r| bit(&rows[r], column)) {
            Some(pivot) => pivot,
            None => continue,
        };
        rows.swap(rank, pivot);
        let pivot_row = rows[rank].clone();
        for (r, row) in rows.iter_mut().enumerate() {
            if r != rank && bit(row, column) {
                add(row, &pivot_row);
            }
        }
        for &i in &images {
            taken[i / 64] |= 1 << (i % 64);
        }
        pivots.push(column);
    }
    // Rows past the rank are zero on every pivot; the point loses the
    // generators of its ones there.
    let mut reduced = point.to_vec();
    for (row, &column) in rows.iter().zip(&pivots) {
        if bit(&reduced, column) {
            add(&mut reduced, row);
        }
    }
    Form {
        point: reduced,
        rows,
        rank: pivots.len(),
        images: maps.len() as u64,
        cells: taken,
        done: 0,
    }
}

/// Systematic forms on disjoint information sets. A symmetry maps an
/// information set onto another; under a set of symmetries that keeps
/// every coordinate of a set apart, the set has that many disjoint images
/// and stands for them all. Sets are taken under the whole group, then
/// under each cyclic subgroup, largest first (the turns keep the cells on
/// the square's mirror lines apart), while they reach full rank, then
/// without symmetry among the coordinates left.
pub fn forms(point: &[u64], basis: &[Vec<u64>], symmetries: &[Vec<u32>]) -> Vec<Form> {
    let words = point.len();
    let t = basis.len();
    let identity: Vec<u32> = (0..words as u32 * 64).collect();
    let mut group: Vec<&[u32]> = vec![&identity];
    group.extend(symmetries.iter().map(|g| &g[..]));
    // The sets of maps to try: the group, its cyclic subgroups, the
    // identity alone.
    let mut subgroups: Vec<Vec<usize>> = vec![(0..group.len()).collect()];
    for g in 1..group.len() {
        let mut members = vec![0];
        let mut power: Vec<u32> = group[g].to_vec();
        while let Some(k) = group.iter().position(|h| **h == power[..]) {
            if k == 0 {
                break;
            }
            members.push(k);
            power = group[g].iter().map(|&i| power[i as usize]).collect();
        }
        members.sort_unstable();
        subgroups.push(members);
    }
    subgroups.push(vec![0]);
    subgroups.sort_by_key(|s| std::cmp::Reverse(s.len()));
    subgroups.dedup();
    let last = subgroups.len() - 1;
    let mut used = vec![0u64; words];
    let mut forms: Vec<Form> = Vec::new();
    for (pass, members) in subgroups.iter().enumerate() {
        let maps: Vec<&[u32]> = members.iter().map(|&k| group[k]).collect();
        loop {
            let open: Vec<u64> = used.iter().map(|u| !u).collect();
            let form = systematic(point, basis, &open, &maps);
            // A set short of full rank counts for little: its coordinates
            // are left to smaller symmetries, and the last pass keeps it.
            if form.rank == 0 || (form.rank < t && pass < last) {
                break;
            }
            for (u, x) in used.iter_mut().zip(&form.cells) {
                *u |= x;
            }
            let full = form.rank == t;
            forms.push(form);
            if !full {
                break;
            }
        }
    }
    forms
}
