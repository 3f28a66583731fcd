//! The matrix against plain elimination and the definitions.
use super::*;
use crate::board::random::SplitMix;

fn random(rows: usize, cols: usize, rng: &mut SplitMix, density: u64) -> Matrix {
    let mut m = Matrix::new(rows, cols);
    for r in 0..rows {
        for c in 0..cols {
            if rng.below(density) == 0 {
                m.set(r, c, true);
            }
        }
    }
    m
}

/// Reduced echelon form one pivot at a time, bit by bit.
fn plain_echelon(m: &mut Matrix) -> Vec<usize> {
    let mut pivots = Vec::new();
    for c in 0..m.cols() {
        let r = pivots.len();
        if let Some(p) = (r..m.rows()).find(|&i| m.get(i, c)) {
            m.swap_rows(r, p);
            for i in 0..m.rows() {
                if i != r && m.get(i, c) {
                    for j in 0..m.cols() {
                        let v = m.get(i, j) ^ m.get(r, j);
                        m.set(i, j, v);
                    }
                }
            }
            pivots.push(c);
        }
    }
    pivots
}

fn shapes() -> Vec<(usize, usize, u64)> {
    let mut shapes = Vec::new();
    for &(rows, cols) in &[
        (0, 0),
        (1, 1),
        (3, 0),
        (0, 3),
        (5, 7),
        (7, 5),
        (63, 64),
        (64, 65),
        (65, 63),
        (100, 100),
        (130, 200),
        (200, 130),
        (150, 300),
    ] {
        for &density in &[2, 5, 40] {
            shapes.push((rows, cols, density));
        }
    }
    shapes
}

#[test]
fn the_echelon_form_is_the_one_of_plain_elimination() {
    let mut rng = SplitMix(0x6a09_e667_f3bc_c908);
    for (rows, cols, density) in shapes() {
        let m = random(rows, cols, &mut rng, density);
        let (mut fast, mut slow) = (m.clone(), m.clone());
        let pivots = fast.echelon();
        assert_eq!(pivots, plain_echelon(&mut slow), "{:?}", m);
        assert_eq!(fast, slow, "{:?}", m);
        assert_eq!(m.rank(), pivots.len());
    }
    // Pivots scattered through the strips: columns zeroed at random or
    // every other one.
    for &(rows, cols) in &[(100, 200), (200, 130), (64, 64), (150, 300)] {
        for pattern in 0..3u64 {
            let mut m = random(rows, cols, &mut rng, 2);
            let zero: Vec<bool> = (0..cols)
                .map(|c| match pattern {
                    0 => c % 2 == 1,
                    1 => rng.below(3) == 0,
                    _ => c % 64 > 40,
                })
                .collect();
            for r in 0..rows {
                for c in (0..cols).filter(|&c| zero[c]) {
                    m.set(r, c, false);
                }
            }
            let (mut fast, mut slow) = (m.clone(), m.clone());
            assert_eq!(fast.echelon(), plain_echelon(&mut slow));
            assert_eq!(fast, slow, "{:?}", m);
            assert_eq!(m.rank(), slow.rank());
        }
    }
}

#[test]
fn low_rank_products_have_their_rank() {
    let mut rng = SplitMix(0xbb67_ae85_84ca_a73b);
    for &(n, k) in &[(200, 100), (300, 17), (130, 129)] {
        let (a, b) = (random(n, k, &mut rng, 2), random(k, n, &mut rng, 2));
        let low = a.product(&b);
        let rank = low.rank();
        assert!(rank <= k);
        let mut slow = low.clone();
        assert_eq!(rank, plain_echelon(&mut slow).len());
    }
}

#[test]
fn products_and_transposes_agree_with_their_definitions() {
    let mut rng = SplitMix(0x3c6e_f372_fe94_f82b);
    for &(n, m, p) in &[(1, 1, 1), (5, 9, 3), (70, 130, 65), (64, 64, 64), (0, 4, 2)] {
        let (a, b) = (random(n, m, &mut rng, 2), random(m, p, &mut rng, 3));
        let c = a.product(&b);
        for i in 0..n {
            for j in 0..p {
                let dot = (0..m).filter(|&k| a.get(i, k) && b.get(k, j)).count();
                assert_eq!(c.get(i, j), dot % 2 == 1);
            }
        }
        assert_eq!(Matrix::from_grid(&a.to_grid()), a);
        let t = a.transposed();
        assert_eq!((t.rows(), t.cols()), (m, n));
        for i in 0..n {
            for j in 0..m {
                assert_eq!(t.get(j, i), a.get(i, j));
            }
        }
        assert_eq!(t.transposed(), a);
    }
}

#[test]
fn inverses_invert_and_singular_matrices_have_none() {
    let mut rng = SplitMix(0xa54f_f53a_5f1d_36f1);
    let mut invertible = 0;
    for &n in &[1, 2, 3, 8, 63, 64, 65, 100, 150] {
        for &density in &[2, 3, 2] {
            let a = random(n, n, &mut rng, density);
            match a.inverse() {
                Some(inverse) => {
                    invertible += 1;
                    assert!(a.determinant());
                    assert_eq!(a.product(&inverse), Matrix::identity(n));
                    assert_eq!(inverse.product(&a), Matrix::identity(n));
                }
                None => {
                    assert!(!a.determinant());
                    assert!(a.rank() < n);
                }
            }
        }
    }
    assert!(invertible >= 5, "{} invertible", invertible);
    assert_eq!(Matrix::new(0, 0).inverse(), Some(Matrix::new(0, 0)));
}

#[test]
fn systems_have_their_solutions_and_kernels() {
    let mut rng = SplitMix(0x510e_527f_ade6_82d1);
    for (rows, cols, density) in shapes() {
        let a = random(rows, cols, &mut rng, density);
        let x = random(cols, 1, &mut rng, 2);
        let b = a.product(&x).transposed();
        let rhs = if rows == 0 {
            vec![0]
        } else {
            b.row(0).to_vec()
        };
        let (y, kernel) = a.solve(&rhs).expect("b was made from a solution");
        assert_eq!(a.product(&y.transposed()).transposed().row(0), b.row(0));
        assert_eq!(kernel.rows(), cols - a.rank());
        assert_eq!(kernel.rank(), kernel.rows());
        assert_eq!(
            a.product(&kernel.transposed()),
            Matrix::new(rows, kernel.rows())
        );
        // Some other right-hand side has no solution unless A has full row rank.
        if a.rank() < rows {
            let mut found_unsolvable = false;
            for r in 0..rows {
                let mut other = rhs.clone();
                other[r / 64] ^= 1 << (r % 64);
                found_unsolvable |= a.solve(&other).is_none();
            }
            assert!(found_unsolvable);
        }
    }
}

#[test]
fn transpose64_moves_every_bit() {
    let mut rng = SplitMix(1);
    let mut block = [0u64; 64];
    block.iter_mut().for_each(|w| *w = rng.next_u64());
    let before = block;
    transpose64(&mut block);
    for (i, row) in before.iter().enumerate() {
        for (j, column) in block.iter().enumerate() {
            assert_eq!(column >> i & 1, row >> j & 1);
        }
    }
}
