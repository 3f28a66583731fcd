//! The linear algebra layer: GF(2) and prime matrices, systems modulo k,
//! polynomials, held to plain eliminations and definitions written here
//! (what were unit tests and doc examples).

#[test]
fn modpoly_degree() {
    use crate::linalg::modpoly::degree;
    assert_eq!((degree(&[1, 0, 2]), degree(&[])), (Some(2), None));
}

#[test]
fn modpoly_mul() {
    use crate::linalg::modpoly::mul;
    // (t + 1)(t + 2) = t^2 + 3t + 2 = t^2 + 2 modulo 3.
    assert_eq!(mul(&[1, 1], &[2, 1], 3), vec![2, 0, 1]);
}

#[test]
fn modpoly_gcd_ext() {
    use crate::linalg::modpoly::{add, gcd_ext, mul};
    // (t + 1)(t + 2) and (t + 1) t modulo 5: gcd t + 1.
    let (a, b) = (mul(&[1, 1], &[2, 1], 5), vec![0, 1, 1]);
    let (g, s, t) = gcd_ext(&a, &b, 5);
    assert_eq!(g, vec![1, 1]);
    assert_eq!(add(&mul(&s, &a, 5), &mul(&t, &b, 5), 5), g);
}

#[test]
fn modpoly_inverse_mod() {
    use crate::linalg::modpoly::{inverse_mod, mul, rem};
    // t + 1 modulo t^2 + 1 and 9.
    let (a, m) = (vec![1, 1], vec![1, 0, 1]);
    let y = inverse_mod(&a, &m, 3, 2).unwrap();
    assert_eq!(rem(&mul(&a, &y, 9), &m, 9), vec![1]);
}

#[test]
fn modpoly_hensel() {
    use crate::linalg::modpoly::{hensel, mul};
    // t^2 - 1 = (t - 1)(t + 1) modulo 3, lifted to 9.
    let (g, h) = hensel(&[8, 0, 1], &[2, 1], &[1, 1], 3, 2);
    assert_eq!(mul(&g, &h, 9), vec![8, 0, 1]);
}

#[test]
fn gf2_rank() {
    use crate::board::grid::Grid;
    use crate::linalg::matrix::Matrix;
    let rows = Grid::from_masks(&[0b110, 0b011, 0b101], 3);
    assert_eq!(Matrix::from_grid(&rows).rank(), 2);
}

#[test]
fn gf2_fewest_set() {
    use crate::linalg::gf2::fewest_set;
    // x0 toggles bits 0 and 1, x1 bit 1, x2 bits 1 and 2: reach 0b101.
    assert_eq!(fewest_set(&[0b011, 0b010, 0b110], 0b101), Some(0b101));
    assert_eq!(fewest_set(&[0b011, 0b011], 0b001), None);
}

#[test]
fn gf2_intersection() {
    use crate::linalg::gf2::intersection;
    // span{01, 10} and span{11}: the intersection is span{11}.
    assert_eq!(intersection(&[0b01, 0b10], &[0b11], 2), vec![0b11]);
    assert!(intersection(&[0b01], &[0b10], 2).is_empty());
}

#[test]
fn prime_rank() {
    use crate::linalg::prime::{Prime, PrimeMatrix};
    let a = PrimeMatrix::from_rows(Prime::new(5), &[vec![1, 2], vec![2, 4]]);
    assert_eq!(a.rank(), 1);
}

#[test]
fn prime_solve() {
    use crate::linalg::prime::{Prime, PrimeMatrix};
    // x + y = 1 and 2x + 2y = 2 modulo 3: y free.
    let a = PrimeMatrix::from_rows(Prime::new(3), &[vec![1, 1], vec![2, 2]]);
    let all = a.solve(&[1, 2]).unwrap();
    assert_eq!((all.particular, all.kernel), (vec![1, 0], vec![vec![2, 1]]));
    assert!(a.solve(&[1, 1]).is_none());
}

#[test]
fn modular_each_solution() {
    use crate::linalg::modular::each_solution;
    let mut seen = Vec::new();
    each_solution(vec![1, 0], &[(vec![1, 1], 3)], 3, |x| seen.push(x.to_vec()));
    assert_eq!(seen, vec![vec![1, 0], vec![2, 1], vec![0, 2]]);
}

#[test]
fn modular_power_of() {
    use crate::linalg::modular::Count;
    let mut count = Count::default();
    assert_eq!(count.power_of(3), Some(0));
    count.multiply(9);
    assert_eq!((count.power_of(3), count.power_of(2)), (Some(2), None));
}

#[test]
fn modular_display() {
    use crate::linalg::modular::{Count, MAX_PRINTED_BITS};
    let mut count = Count::default();
    assert_eq!(count.to_string(), "1");
    count.multiply(8);
    count.multiply(3);
    assert_eq!(
        (count.to_string(), count.factored()),
        ("24".to_string(), "2^3 * 3".to_string())
    );
    // Past 128 bits, in full: 3 * 2^158, each base 10^9 digit padded.
    for _ in 0..5 {
        count.multiply(1 << 31);
    }
    assert_eq!(
        (count.to_string(), count.factored()),
        (
            "1096126227998177188652763624537212264741949407232".to_string(),
            "2^158 * 3".to_string()
        )
    );
    // 10^18 = 2^18 * 5^18: the zeros of the lower base 10^9 digits.
    let billion = Count {
        powers: vec![(2, 18), (5, 18)],
    };
    assert_eq!(billion.to_string(), format!("1{}", "0".repeat(18)));
    // Past the bits printed in full, the prime powers.
    let huge = Count {
        powers: vec![(2, MAX_PRINTED_BITS + 1)],
    };
    assert_eq!(huge.to_string(), format!("2^{}", MAX_PRINTED_BITS + 1));
    let most = Count {
        powers: vec![(2, MAX_PRINTED_BITS)],
    };
    assert_eq!(most.to_string().len(), 19_729);
}

#[test]
fn poly_degree() {
    use crate::linalg::poly::degree;
    assert_eq!(degree(&[0b1011]), Some(3));
    assert_eq!(degree(&[0, 1]), Some(64));
    assert_eq!(degree(&[0, 0]), None);
}

#[test]
fn poly_multiply() {
    // (t + 1)^2 = t^2 + 1.
    assert_eq!(crate::linalg::poly::multiply(&[0b11], &[0b11]), vec![0b101]);
}

#[test]
fn poly_divide() {
    // t^3 + t + 1 = t (t^2 + 1) + 1.
    assert_eq!(
        crate::linalg::poly::divide(&[0b1011], &[0b101]),
        (vec![0b10], vec![0b1])
    );
}

#[test]
fn poly_gcd() {
    use crate::linalg::poly::gcd;
    // (t + 1)(t^2 + t + 1) and (t + 1)t: gcd t + 1.
    assert_eq!(gcd(&[0b1001], &[0b110]), vec![0b11]);
}

#[test]
fn matrix_from_grid() {
    use crate::board::grid::Grid;
    use crate::linalg::matrix::Matrix;
    let grid = Grid::from_masks(&[0b110, 0b001], 3);
    let m = Matrix::from_grid(&grid);
    assert!(m.get(0, 0) && m.get(0, 1) && !m.get(0, 2) && m.get(1, 2));
    assert_eq!(m.to_grid(), grid);
}

#[test]
fn matrix_echelon() {
    use crate::linalg::matrix::Matrix;
    let mut a = Matrix::new(2, 3);
    for &(r, c) in &[(0, 1), (0, 2), (1, 1)] {
        a.set(r, c, true);
    }
    assert_eq!(a.echelon(), vec![1, 2]);
    assert!(a.get(0, 1) && !a.get(0, 2) && !a.get(1, 1) && a.get(1, 2));
}

#[test]
fn matrix_rank() {
    use crate::linalg::matrix::Matrix;
    assert_eq!(Matrix::identity(70).rank(), 70);
    assert_eq!(Matrix::new(3, 0).rank(), 0);
}

/// `linalg::cpu`.
mod cpu {
    use crate::linalg::cpu::*;
    use std::sync::atomic::Ordering;
    use std::sync::Mutex;
    use std::time::{Duration, Instant};

    static SEEN: Mutex<Vec<Option<u64>>> = Mutex::new(Vec::new());

    fn note(progress: Option<(&Progress, Duration)>) {
        SEEN.lock().unwrap().push(progress.map(|(p, _)| p.done));
    }

    #[test]
    fn progress_is_reported_until_the_search_ends_then_cleared_once() {
        let polls = std::sync::atomic::AtomicU64::new(0);
        report_each(note, Instant::now(), Duration::ZERO, || {
            let n = polls.fetch_add(1, Ordering::Relaxed);
            (n < 3).then_some(Progress {
                done: n,
                total: 3,
                proving: false,
                lightest: 7,
                lower: 0,
            })
        });
        // The first poll is reported at once; the next two fall within
        // the second that follows; the end clears the line.
        assert_eq!(*SEEN.lock().unwrap(), vec![Some(0), None]);
        // Nothing is said of a search that ends before the first report.
        SEEN.lock().unwrap().clear();
        report_each(note, Instant::now(), Duration::from_secs(60), || None);
        assert!(SEEN.lock().unwrap().is_empty());
    }
}

/// Systems over GF(2) as grids, solved by `Matrix` through its named
/// conversion from the grid's bit order.
mod gf2 {
    use crate::board::grid::Grid;
    use crate::board::random::SplitMix;
    use crate::linalg::gf2::{fewest_set, Space};
    use crate::linalg::matrix::Matrix;

    fn rank(matrix: &Grid) -> usize {
        Matrix::from_grid(matrix).rank()
    }

    /// The solutions of `matrix · x = rhs`, bit `r` of `rhs` (a row of
    /// `matrix.rows()` cells) the right-hand side of equation `r`.
    fn solutions(matrix: &Grid, rhs: &[u64]) -> Option<Space> {
        let bits = Matrix::from_grid(&Grid::from_words(1, matrix.rows(), rhs.to_vec()));
        let (particular, kernel) = Matrix::from_grid(matrix).solve(bits.row(0))?;
        let kernel = kernel.to_grid();
        Some(Space {
            particular: particular.to_grid().row(0).to_vec(),
            kernel: (0..kernel.rows()).map(|k| kernel.row(k).to_vec()).collect(),
        })
    }

    /// `matrix · x` as a row of `matrix.rows()` cells.
    fn multiply(matrix: &Grid, x: &[u64]) -> Vec<u64> {
        let mut product = Grid::new(1, matrix.rows());
        for r in 0..matrix.rows() {
            let dot: u32 = matrix
                .row(r)
                .iter()
                .zip(x)
                .map(|(a, b)| (a & b).count_ones())
                .sum();
            if dot % 2 == 1 {
                product.flip(0, r);
            }
        }
        product.row(0).to_vec()
    }

    #[test]
    fn random_systems_solve_and_kernels_vanish() {
        let mut rng = SplitMix(0x2545_f491_4f6c_dd1d);
        let mut next = move || rng.next_u64();
        for &(rows, columns) in &[(5, 5), (8, 3), (3, 8), (70, 70), (130, 65), (65, 130)] {
            for _ in 0..10 {
                let mut matrix = Grid::new(rows, columns);
                // Sparse rows, so that ranks fall short and kernels appear.
                for r in 0..rows {
                    for c in 0..columns {
                        if next() % 5 == 0 {
                            matrix.flip(r, c);
                        }
                    }
                }
                let mut x = Grid::new(1, columns);
                for c in 0..columns {
                    if next() & 1 == 1 {
                        x.flip(0, c);
                    }
                }
                let rhs = multiply(&matrix, &x.row(0));
                let all = solutions(&matrix, &rhs)
                    .expect("a system built from a solution is solvable");
                assert_eq!(multiply(&matrix, &all.particular), rhs);
                assert_eq!(all.kernel.len(), columns - rank(&matrix));
                let zero = Grid::new(1, rows);
                for vector in &all.kernel {
                    assert_eq!(multiply(&matrix, vector), &zero.row(0)[..]);
                }
            }
        }
    }

    #[test]
    fn fewest_set_matches_trying_every_subset() {
        let mut rng = SplitMix(0x1234_5678_9abc_def1);
        let mut next = move || rng.next_u64();
        for n in 0..=12 {
            for round in 0..20 {
                // Sparse columns on a few bits: kernels of every dimension.
                let bits = 1 + round % 8;
                let columns: Vec<u64> = (0..n)
                    .map(|_| next() & next() & ((1 << bits) - 1))
                    .collect();
                let target = next() & ((1 << bits) - 1);
                let expected = (0u64..1 << n)
                    .filter(|&mask| {
                        let sum = (0..n)
                            .filter(|j| mask >> j & 1 == 1)
                            .fold(0, |s, j| s ^ columns[j]);
                        sum == target
                    })
                    .min_by_key(|&mask| (mask.count_ones(), mask));
                assert_eq!(
                    fewest_set(&columns, target),
                    expected,
                    "{:?} {:b}",
                    columns,
                    target
                );
            }
        }
    }
}

/// `linalg::modpoly`.
mod modpoly {

    use crate::board::random::SplitMix;
    use crate::linalg::modpoly::*;

    fn random_poly(rng: &mut SplitMix, len: usize, q: u64) -> Poly {
        trimmed((0..len).map(|_| rng.below(q)).collect())
    }

    /// Every vector of `n` polynomials of degree below `d`, modulo q.
    fn every_vector(n: usize, d: usize, q: u64) -> Vec<Vec<Poly>> {
        let total = (q as usize).pow((n * d) as u32);
        (0..total)
            .map(|mut index| {
                (0..n)
                    .map(|_| {
                        let coefficients = (0..d)
                            .map(|_| {
                                let c = (index % q as usize) as u64;
                                index /= q as usize;
                                c
                            })
                            .collect();
                        trimmed(coefficients)
                    })
                    .collect()
            })
            .collect()
    }

    /// The systems against trying every vector: solvability, the count,
    /// a particular solution, every generator in the kernel.
    #[test]
    fn systems_agree_with_trying_every_vector() {
        let mut rng = SplitMix(0x5eed);
        let mut checked = 0;
        for k in [2u32, 3, 4, 5, 6, 8, 9, 12] {
            let q = u64::from(k);
            for n in 1..=2 {
                for d in 1..=3 {
                    if (k as usize).pow((n * d) as u32) > 5000 {
                        continue;
                    }
                    for _ in 0..6 {
                        // m monic of degree d, sometimes a power that repeats.
                        let mut m = random_poly(&mut rng, d, q);
                        m.resize(d, 0);
                        m.push(1);
                        if rng.below(3) == 0 {
                            m = vec![0; d];
                            m.push(1);
                        }
                        let b: Vec<Vec<Poly>> = (0..n)
                            .map(|_| (0..n).map(|_| random_poly(&mut rng, d, q)).collect())
                            .collect();
                        let r: Vec<Poly> =
                            (0..n).map(|_| random_poly(&mut rng, d, q)).collect();
                        let apply = |u: &[Poly]| -> Vec<Poly> {
                            (0..n)
                                .map(|i| {
                                    (0..n).fold(Vec::new(), |s, j| {
                                        add(&s, &mul_rem(&b[i][j], &u[j], &m, q), q)
                                    })
                                })
                                .collect()
                        };
                        let all = every_vector(n, d, q);
                        let clearing: Vec<&Vec<Poly>> = all
                            .iter()
                            .filter(|u| {
                                apply(u)
                                    .iter()
                                    .zip(&r)
                                    .all(|(x, y)| rem(x, &m, q) == rem(y, &m, q))
                            })
                            .collect();
                        let context = format!("k {} m {:?} b {:?} r {:?}", k, m, b, r);
                        match solve_system(&b, &r, &m, k, 64).unwrap() {
                            None => assert!(clearing.is_empty(), "{}", context),
                            Some(found) => {
                                let reduced: Vec<Poly> = found
                                    .particular
                                    .iter()
                                    .map(|x| rem(x, &m, q))
                                    .collect();
                                assert!(clearing.contains(&&reduced), "{}", context);
                                let mut size = 1usize;
                                for g in &found.kernel {
                                    let mut base = g.base.clone();
                                    for _ in 0..g.count {
                                        assert!(
                                            apply(&base)
                                                .iter()
                                                .all(|x| rem(x, &m, q).is_empty()),
                                            "{}",
                                            context
                                        );
                                        base = base
                                            .iter()
                                            .map(|x| mul_rem(x, &[0, 1], &m, q))
                                            .collect();
                                        size *= g.order as usize;
                                    }
                                }
                                assert_eq!(size, clearing.len(), "{}", context);
                                checked += 1;
                            }
                        }
                    }
                }
            }
        }
        assert!(checked > 60, "{} systems solved", checked);
    }

    #[test]
    fn hensel_lifts_and_newton_inverts() {
        let mut rng = SplitMix(3);
        for (p, e) in [(2u64, 3u32), (3, 2), (5, 2), (2, 4)] {
            let q = p.pow(e);
            for _ in 0..20 {
                let mut g = random_poly(&mut rng, 2, p);
                g.resize(2, 0);
                g.push(1);
                let mut h = random_poly(&mut rng, 3, p);
                h.resize(3, 0);
                h.push(1);
                if gcd_ext(&g, &h, p).0 != [1] {
                    continue;
                }
                // m: g h modulo p, lifted with random multiples of p.
                let mut m = mul(&g, &h, p);
                for c in m.iter_mut().take(5) {
                    *c = (*c + p * rng.below(q / p)) % q;
                }
                let (big_g, big_h) = hensel(&m, &g, &h, p, e);
                assert_eq!(mul(&big_g, &big_h, q), m);
                assert_eq!(
                    (reduced(&big_g, p), reduced(&big_h, p)),
                    (g.clone(), h.clone())
                );
                let y = inverse_mod(&big_h, &big_g, p, e).unwrap();
                assert_eq!(mul_rem(&big_h, &y, &big_g, q), vec![1]);
            }
        }
    }
}

/// `linalg::modular`.
mod modular {

    use crate::board::random::SplitMix;
    use crate::linalg::modular::*;

    /// Every vector of `cols` entries below `k`, by counting.
    fn every_vector(cols: usize, k: u32) -> Vec<Vec<u32>> {
        let mut all = vec![Vec::new()];
        for _ in 0..cols {
            all = all
                .into_iter()
                .flat_map(|v: Vec<u32>| {
                    (0..k).map(move |d| {
                        let mut w = v.clone();
                        w.push(d);
                        w
                    })
                })
                .collect();
        }
        all
    }

    fn times(matrix: &[Vec<u32>], x: &[u32], k: u32) -> Vec<u32> {
        matrix
            .iter()
            .map(|row| {
                let s: u64 = row
                    .iter()
                    .zip(x)
                    .map(|(&a, &b)| u64::from(a) * u64::from(b))
                    .sum();
                (s % u64::from(k)) as u32
            })
            .collect()
    }

    /// Every solution the generators give, as a sorted list.
    fn spanned(all: &ModSpace) -> Vec<Vec<u32>> {
        let k = u64::from(all.modulus);
        let mut found = vec![all.particular.clone()];
        for (g, order) in &all.kernel {
            let mut next = Vec::new();
            for x in &found {
                let mut y = x.clone();
                for _ in 0..*order {
                    next.push(y.clone());
                    for (a, &b) in y.iter_mut().zip(g) {
                        *a = ((u64::from(*a) + u64::from(b)) % k) as u32;
                    }
                }
                assert_eq!(&y, x, "a generator's order times it is zero");
            }
            found = next;
        }
        found.sort();
        found
    }

    #[test]
    fn every_solution_exactly_once_against_trying_every_vector() {
        let mut rng = SplitMix(11);
        for k in [2u32, 3, 4, 5, 6, 8, 9, 12] {
            for _ in 0..40 {
                let rows = 1 + rng.below(4) as usize;
                let cols = 1 + rng.below(4) as usize;
                if (k as usize).pow(cols as u32) > 5000 {
                    continue;
                }
                // Entries sparse and divisible by the modulus' factors now and then.
                let matrix: Vec<Vec<u32>> = (0..rows)
                    .map(|_| {
                        (0..cols)
                            .map(|_| match rng.below(3) {
                                0 => 0,
                                1 => (rng.below(u64::from(k)) as u32) * 2 % k,
                                _ => rng.below(u64::from(k)) as u32,
                            })
                            .collect()
                    })
                    .collect();
                let rhs: Vec<u32> = if rng.below(2) == 0 {
                    let x: Vec<u32> =
                        (0..cols).map(|_| rng.below(u64::from(k)) as u32).collect();
                    times(&matrix, &x, k)
                } else {
                    (0..rows).map(|_| rng.below(u64::from(k)) as u32).collect()
                };
                let mut expected: Vec<Vec<u32>> = every_vector(cols, k)
                    .into_iter()
                    .filter(|x| times(&matrix, x, k) == rhs)
                    .collect();
                expected.sort();
                match solve_mod(&matrix, &rhs, cols, k) {
                    None => {
                        assert!(expected.is_empty(), "{:?} x = {:?} mod {}", matrix, rhs, k)
                    }
                    Some(all) => {
                        assert_eq!(
                            spanned(&all),
                            expected,
                            "{:?} x = {:?} mod {}",
                            matrix,
                            rhs,
                            k
                        );
                        assert_eq!(all.how_many().value(), Some(expected.len() as u128));
                    }
                }
            }
        }
    }
}

/// `linalg::prime`.
mod prime {

    use crate::board::random::SplitMix;
    use crate::linalg::prime::*;

    /// The primes the tests run modulo: small, Widget Factory's, Library
    /// Checker's and the largest below the limit.
    const PRIMES: [u32; 5] = [2, 3, 7, 998244353, 1073741789];

    fn random(field: Prime, rows: usize, cols: usize, rng: &mut SplitMix) -> PrimeMatrix {
        let p = u64::from(field.modulus());
        let rows: Vec<Vec<u32>> = (0..rows)
            .map(|_| {
                (0..cols)
                    .map(|_| match rng.below(4) {
                        0 => 0,
                        1 => (p - 1) as u32,
                        _ => rng.below(p) as u32,
                    })
                    .collect()
            })
            .collect();
        let mut matrix = PrimeMatrix::new(field, 0, cols);
        for row in &rows {
            matrix.push_row(row);
        }
        matrix
    }

    /// The determinant by the permutation expansion, written apart.
    fn leibniz(a: &PrimeMatrix) -> u32 {
        let n = a.rows();
        let p = u64::from(a.field().modulus());
        let mut total = 0u64;
        let mut perm: Vec<usize> = (0..n).collect();
        loop {
            let inversions = (0..n)
                .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
                .filter(|&(i, j)| perm[i] > perm[j])
                .count();
            let term = (0..n).fold(1u64, |t, i| t * u64::from(a.get(i, perm[i])) % p);
            total = if inversions % 2 == 0 {
                (total + term) % p
            } else {
                (total + p - term) % p
            };
            // The next permutation in lexicographic order.
            let i = match (1..n).rev().find(|&i| perm[i - 1] < perm[i]) {
                Some(i) => i - 1,
                None => return total as u32,
            };
            let j = (i + 1..n).rev().find(|&j| perm[j] > perm[i]).unwrap();
            perm.swap(i, j);
            perm[i + 1..].reverse();
        }
    }

    #[test]
    fn every_prime_modulus_a_rule_takes_is_below_the_limit() {
        use crate::board::rule::takes_modulus;
        use crate::math::is_prime;
        for k in LIMIT - 64..=LIMIT + 64 {
            if takes_modulus(k) {
                assert!(k < LIMIT && Prime::new(k).modulus() == k);
            }
        }
        assert!(PRIMES.iter().all(|&p| is_prime(p)));
    }

    #[test]
    fn shoup_products_are_exact_at_the_edges() {
        for &p in &PRIMES {
            let field = Prime::new(p);
            let edges: Vec<u32> = [0, 1, 2, p / 2, p.saturating_sub(2), p - 1]
                .iter()
                .copied()
                .filter(|&v| v < p)
                .collect();
            for &f in &edges {
                for &y in &edges {
                    let mut v = [y];
                    field.times_each(&mut v, f);
                    assert_eq!(v[0], field.times(f, y), "{} {} mod {}", f, y, p);
                    let mut t = [p - 1];
                    field.add_times(&mut t, &[y], f);
                    let expected =
                        (u64::from(p - 1) + u64::from(f) * u64::from(y)) % u64::from(p);
                    assert_eq!(u64::from(t[0]), expected);
                }
            }
        }
    }

    #[test]
    fn determinants_match_the_permutation_expansion() {
        let mut rng = SplitMix(3);
        for &p in &PRIMES {
            for n in 0..=6 {
                for _ in 0..20 {
                    let a = random(Prime::new(p), n, n, &mut rng);
                    assert_eq!(a.determinant(), leibniz(&a), "{:?}", a);
                    let rank_full = a.rank() == n;
                    assert_eq!(rank_full, a.determinant() != 0);
                    match a.inverse() {
                        Some(inverse) => {
                            assert!(rank_full);
                            assert_eq!(
                                a.product(&inverse),
                                PrimeMatrix::identity(a.field(), n)
                            );
                        }
                        None => assert!(!rank_full),
                    }
                }
            }
        }
    }

    #[test]
    fn ranks_and_solutions_against_trying_every_vector() {
        let mut rng = SplitMix(5);
        for &p in &[2u32, 3, 5, 7] {
            let field = Prime::new(p);
            for _ in 0..200 {
                let (rows, cols) = (rng.below(5) as usize, 1 + rng.below(4) as usize);
                let a = random(field, rows, cols, &mut rng);
                let rhs: Vec<u32> =
                    (0..rows).map(|_| rng.below(u64::from(p)) as u32).collect();
                let times = |x: &[u32]| -> Vec<u32> {
                    (0..rows)
                        .map(|r| {
                            let s: u64 = (0..cols)
                                .map(|c| u64::from(a.get(r, c)) * u64::from(x[c]))
                                .sum();
                            (s % u64::from(p)) as u32
                        })
                        .collect()
                };
                // Every vector, counting in base p.
                let every: Vec<Vec<u32>> = (0..p.pow(cols as u32))
                    .map(|mut n| {
                        (0..cols)
                            .map(|_| {
                                let d = n % p;
                                n /= p;
                                d
                            })
                            .collect()
                    })
                    .collect();
                let solving = every.iter().filter(|x| times(x) == rhs).count();
                let kernel = every
                    .iter()
                    .filter(|x| times(x).iter().all(|&v| v == 0))
                    .count();
                let rank = cols - (kernel as f64).log(f64::from(p)).round() as usize;
                assert_eq!(a.rank(), rank, "{:?}", a);
                match a.solve(&rhs) {
                    None => assert_eq!(solving, 0),
                    Some(all) => {
                        assert_eq!(times(&all.particular), rhs);
                        assert_eq!(all.kernel.len(), cols - rank);
                        for v in &all.kernel {
                            assert!(times(v).iter().all(|&x| x == 0));
                        }
                        assert_eq!(solving, kernel);
                    }
                }
            }
        }
    }

    #[test]
    fn large_systems_modulo_large_primes_are_solved() {
        let mut rng = SplitMix(7);
        for &p in &PRIMES[3..] {
            let field = Prime::new(p);
            for &(rows, cols, rank) in &[(40, 30, 30), (30, 40, 12), (50, 50, 49)] {
                // A product of random factors, of the rank given.
                let a = random(field, rows, rank, &mut rng)
                    .product(&random(field, rank, cols, &mut rng));
                let x: Vec<u32> =
                    (0..cols).map(|_| rng.below(u64::from(p)) as u32).collect();
                let column = PrimeMatrix::from_rows(
                    field,
                    &x.iter().map(|&v| vec![v]).collect::<Vec<_>>(),
                );
                let b: Vec<u32> = a.product(&column).entries().to_vec();
                let all = a.solve(&b).unwrap();
                assert!(all.kernel.len() >= cols - rank);
                assert_eq!(a.rank() + all.kernel.len(), cols);
                let check = |v: &[u32]| {
                    let column = PrimeMatrix::from_rows(
                        field,
                        &v.iter().map(|&v| vec![v]).collect::<Vec<_>>(),
                    );
                    a.product(&column).entries().to_vec()
                };
                assert_eq!(check(&all.particular), b);
                for v in &all.kernel {
                    assert!(check(v).iter().all(|&e| e == 0));
                }
                assert_eq!(
                    PrimeMatrix::from_rows(field, &all.kernel).rank(),
                    all.kernel.len()
                );
            }
        }
    }
}

/// `linalg::matrix`.
mod matrix {

    // The matrix against plain elimination and the definitions.
    use crate::board::random::SplitMix;
    use crate::linalg::matrix::*;

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
}

/// The entry points contestants reach for, held to trying every subset or
/// every vector on small random cases.
mod contestants {
    use crate::{
        Echelon, Matrix, Prime, PrimeEchelon, PrimeMatrix, SplitMix, Switches, XorBasis,
    };

    #[test]
    fn min_and_max_xor_are_the_least_and_greatest_of_every_subset() {
        let mut rng = SplitMix(58);
        for _ in 0..200 {
            let vectors: Vec<u64> = (0..rng.below(7)).map(|_| rng.below(64)).collect();
            let mut basis = XorBasis::default();
            for &v in &vectors {
                basis.insert(v);
            }
            let spanned: Vec<u64> = (0..1u32 << vectors.len())
                .map(|mask| {
                    (0..vectors.len())
                        .filter(|i| mask >> i & 1 == 1)
                        .fold(0, |s, i| s ^ vectors[i])
                })
                .collect();
            let v = rng.below(64);
            let least = spanned.iter().map(|s| s ^ v).min().unwrap();
            let greatest = spanned.iter().map(|s| s ^ v).max().unwrap();
            assert_eq!(
                (basis.min_xor(v), basis.max_xor(v)),
                (least, greatest),
                "{:?} {}",
                vectors,
                v
            );
            assert_eq!(basis.largest(), *spanned.iter().max().unwrap());
        }
    }

    /// Every vector of `n` bits, as bools.
    fn every_bits(n: usize) -> Vec<Vec<bool>> {
        (0..1u32 << n)
            .map(|m| (0..n).map(|i| m >> i & 1 == 1).collect())
            .collect()
    }

    #[test]
    fn echelon_solves_each_right_hand_side_and_knows_its_row_space() {
        let mut rng = SplitMix(1);
        for _ in 0..60 {
            let (n, m) = (1 + rng.below(5) as usize, 1 + rng.below(5) as usize);
            let mut a = Matrix::new(n, m);
            for (r, c) in (0..n * m).map(|i| (i / m, i % m)) {
                a.set(r, c, rng.below(3) == 0);
            }
            let times = |x: &[bool]| -> Vec<bool> {
                (0..n)
                    .map(|r| (0..m).filter(|&c| a.get(r, c) && x[c]).count() % 2 == 1)
                    .collect()
            };
            let echelon = Echelon::new(&a);
            assert_eq!(echelon.rank(), a.rank());
            let images: Vec<Vec<bool>> = every_bits(m).iter().map(|x| times(x)).collect();
            for b in every_bits(n) {
                match echelon.solve(&b) {
                    Some(x) => assert_eq!(times(&x), b),
                    None => assert!(!images.contains(&b)),
                }
            }
            let kernel = echelon.kernel();
            assert_eq!(kernel.rows(), m - a.rank());
            for k in 0..kernel.rows() {
                let x: Vec<bool> = (0..m).map(|c| kernel.get(k, c)).collect();
                assert!(times(&x).iter().all(|&b| !b));
            }
            // The row space: every sum of rows, and nothing else.
            let sums: Vec<Vec<bool>> = every_bits(n)
                .iter()
                .map(|pick| {
                    (0..m)
                        .map(|c| {
                            (0..n).filter(|&r| pick[r] && a.get(r, c)).count() % 2 == 1
                        })
                        .collect()
                })
                .collect();
            for v in every_bits(m) {
                assert_eq!(echelon.contains(&v), sums.contains(&v));
            }
        }
    }

    #[test]
    fn prime_echelon_agrees_with_solving_again_and_every_vector() {
        let mut rng = SplitMix(5);
        let five = Prime::new(5);
        for _ in 0..40 {
            let (n, m) = (1 + rng.below(3) as usize, 1 + rng.below(3) as usize);
            let rows: Vec<Vec<u32>> = (0..n)
                .map(|_| {
                    (0..m)
                        .map(|_| rng.below(5).saturating_sub(2) as u32)
                        .collect()
                })
                .collect();
            let a = PrimeMatrix::from_rows(five, &rows);
            let echelon = PrimeEchelon::new(&a);
            assert_eq!(echelon.rank(), a.rank());
            let mut b = a.clone();
            assert_eq!(b.echelon(), echelon.pivots());
            let every = |len: usize| -> Vec<Vec<u32>> {
                (0..5u32.pow(len as u32))
                    .map(|i| (0..len).map(|j| i / 5u32.pow(j as u32) % 5).collect())
                    .collect()
            };
            for rhs in every(n) {
                let again = a.solve(&rhs).map(|all| all.particular);
                assert_eq!(echelon.solve(&rhs), again, "{:?} {:?}", rows, rhs);
            }
            assert_eq!(echelon.kernel(), a.solve(&vec![0; n]).unwrap().kernel);
            let sums: Vec<Vec<u32>> = every(n)
                .iter()
                .map(|t| {
                    (0..m)
                        .map(|c| (0..n).map(|r| t[r] * rows[r][c]).sum::<u32>() % 5)
                        .collect()
                })
                .collect();
            for v in every(m) {
                assert_eq!(echelon.contains(&v), sums.contains(&v));
            }
        }
    }

    #[test]
    fn switches_press_the_fewest_of_every_subset() {
        let mut rng = SplitMix(1080);
        for _ in 0..100 {
            let (cells, count) = (1 + rng.below(6) as usize, rng.below(8) as usize);
            let mut switches = Switches::new(cells);
            let wiring: Vec<u64> = (0..count).map(|_| rng.below(1 << cells)).collect();
            for &w in &wiring {
                let toggles: Vec<usize> = (0..cells).filter(|c| w >> c & 1 == 1).collect();
                switches.add(&toggles);
            }
            let lights: Vec<bool> = (0..cells).map(|_| rng.below(2) == 1).collect();
            let target = (0..cells).filter(|&c| lights[c]).fold(0, |t, c| t | 1 << c);
            let toggled = |mask: u32| {
                (0..count)
                    .filter(|j| mask >> j & 1 == 1)
                    .fold(0, |t, j| t ^ wiring[j])
            };
            let fewest = (0..1u32 << count)
                .filter(|&mask| toggled(mask) == target)
                .map(u32::count_ones)
                .min();
            let found = switches.fewest(&lights);
            let pressed = found
                .as_ref()
                .map(|x| x.iter().filter(|&&p| p).count() as u32);
            assert_eq!(pressed, fewest, "{:?} {:?}", wiring, lights);
            if let Some(x) = found {
                let mask = (0..count).filter(|&j| x[j]).fold(0, |m, j| m | 1 << j);
                assert_eq!(toggled(mask), target);
            }
        }
    }
}
