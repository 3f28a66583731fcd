//! The linear algebra layer: GF(2) and modular matrices, polynomials: the cases their small functions are held to, beside the examples
//! in their docs.

#[test]
fn modpoly_degree() {
    use lightsout::linalg::modpoly::degree;
    assert_eq!((degree(&[1, 0, 2]), degree(&[])), (Some(2), None));
}

#[test]
fn modpoly_mul() {
    use lightsout::linalg::modpoly::mul;
    // (t + 1)(t + 2) = t^2 + 3t + 2 = t^2 + 2 modulo 3.
    assert_eq!(mul(&[1, 1], &[2, 1], 3), vec![2, 0, 1]);
}

#[test]
fn modpoly_gcd_ext() {
    use lightsout::linalg::modpoly::{add, gcd_ext, mul};
    // (t + 1)(t + 2) and (t + 1) t modulo 5: gcd t + 1.
    let (a, b) = (mul(&[1, 1], &[2, 1], 5), vec![0, 1, 1]);
    let (g, s, t) = gcd_ext(&a, &b, 5);
    assert_eq!(g, vec![1, 1]);
    assert_eq!(add(&mul(&s, &a, 5), &mul(&t, &b, 5), 5), g);
}

#[test]
fn modpoly_inverse_mod() {
    use lightsout::linalg::modpoly::{inverse_mod, mul, rem};
    // t + 1 modulo t^2 + 1 and 9.
    let (a, m) = (vec![1, 1], vec![1, 0, 1]);
    let y = inverse_mod(&a, &m, 3, 2).unwrap();
    assert_eq!(rem(&mul(&a, &y, 9), &m, 9), vec![1]);
}

#[test]
fn modpoly_hensel() {
    use lightsout::linalg::modpoly::{hensel, mul};
    // t^2 - 1 = (t - 1)(t + 1) modulo 3, lifted to 9.
    let (g, h) = hensel(&[8, 0, 1], &[2, 1], &[1, 1], 3, 2);
    assert_eq!(mul(&g, &h, 9), vec![8, 0, 1]);
}

#[test]
fn gf2_rank() {
    use lightsout::board::grid::Grid;
    use lightsout::linalg::gf2::rank;
    assert_eq!(rank(&Grid::from_masks(&[0b110, 0b011, 0b101], 3)), 2);
}

#[test]
fn gf2_fewest_set() {
    use lightsout::linalg::gf2::fewest_set;
    // x0 toggles bits 0 and 1, x1 bit 1, x2 bits 1 and 2: reach 0b101.
    assert_eq!(fewest_set(&[0b011, 0b010, 0b110], 0b101), Some(0b101));
    assert_eq!(fewest_set(&[0b011, 0b011], 0b001), None);
}

#[test]
fn gf2_intersection() {
    use lightsout::linalg::gf2::intersection;
    // span{01, 10} and span{11}: the intersection is span{11}.
    assert_eq!(intersection(&[0b01, 0b10], &[0b11], 2), vec![0b11]);
    assert!(intersection(&[0b01], &[0b10], 2).is_empty());
}

#[test]
fn prime_rank() {
    use lightsout::linalg::prime::{Prime, PrimeMatrix};
    let a = PrimeMatrix::from_rows(Prime::new(5), &[vec![1, 2], vec![2, 4]]);
    assert_eq!(a.rank(), 1);
}

#[test]
fn prime_solve() {
    use lightsout::linalg::prime::{Prime, PrimeMatrix};
    // x + y = 1 and 2x + 2y = 2 modulo 3: y free.
    let a = PrimeMatrix::from_rows(Prime::new(3), &[vec![1, 1], vec![2, 2]]);
    let all = a.solve(&[1, 2]).unwrap();
    assert_eq!((all.particular, all.kernel), (vec![1, 0], vec![vec![2, 1]]));
    assert!(a.solve(&[1, 1]).is_none());
}

#[test]
fn modular_each_solution() {
    use lightsout::linalg::modular::each_solution;
    let mut seen = Vec::new();
    each_solution(vec![1, 0], &[(vec![1, 1], 3)], 3, |x| seen.push(x.to_vec()));
    assert_eq!(seen, vec![vec![1, 0], vec![2, 1], vec![0, 2]]);
}

#[test]
fn modular_power_of() {
    use lightsout::linalg::modular::Count;
    let mut count = Count::default();
    assert_eq!(count.power_of(3), Some(0));
    count.multiply(9);
    assert_eq!((count.power_of(3), count.power_of(2)), (Some(2), None));
}

#[test]
fn modular_display() {
    use lightsout::linalg::modular::Count;
    let mut count = Count::default();
    assert_eq!(count.to_string(), "1");
    count.multiply(8);
    count.multiply(3);
    assert_eq!(count.to_string(), "2^3 * 3 = 24");
}

#[test]
fn modular_factor() {
    assert_eq!(lightsout::linalg::modular::factor(12), vec![(2, 2), (3, 1)]);
}

#[test]
fn poly_degree() {
    use lightsout::linalg::poly::degree;
    assert_eq!(degree(&[0b1011]), Some(3));
    assert_eq!(degree(&[0, 1]), Some(64));
    assert_eq!(degree(&[0, 0]), None);
}

#[test]
fn poly_multiply() {
    // (t + 1)^2 = t^2 + 1.
    assert_eq!(
        lightsout::linalg::poly::multiply(&[0b11], &[0b11]),
        vec![0b101]
    );
}

#[test]
fn poly_divide() {
    // t^3 + t + 1 = t (t^2 + 1) + 1.
    assert_eq!(
        lightsout::linalg::poly::divide(&[0b1011], &[0b101]),
        (vec![0b10], vec![0b1])
    );
}

#[test]
fn poly_gcd() {
    use lightsout::linalg::poly::gcd;
    // (t + 1)(t^2 + t + 1) and (t + 1)t: gcd t + 1.
    assert_eq!(gcd(&[0b1001], &[0b110]), vec![0b11]);
}

#[test]
fn matrix_from_grid() {
    use lightsout::board::grid::Grid;
    use lightsout::linalg::matrix::Matrix;
    let grid = Grid::from_masks(&[0b110, 0b001], 3);
    let m = Matrix::from_grid(&grid);
    assert!(m.get(0, 0) && m.get(0, 1) && !m.get(0, 2) && m.get(1, 2));
    assert_eq!(m.to_grid(), grid);
}

#[test]
fn matrix_echelon() {
    use lightsout::linalg::matrix::Matrix;
    let mut a = Matrix::new(2, 3);
    for &(r, c) in &[(0, 1), (0, 2), (1, 1)] {
        a.set(r, c, true);
    }
    assert_eq!(a.echelon(), vec![1, 2]);
    assert!(a.get(0, 1) && !a.get(0, 2) && !a.get(1, 1) && a.get(1, 2));
}

#[test]
fn matrix_rank() {
    use lightsout::linalg::matrix::Matrix;
    assert_eq!(Matrix::identity(70).rank(), 70);
    assert_eq!(Matrix::new(3, 0).rank(), 0);
}
