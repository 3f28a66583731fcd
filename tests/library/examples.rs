//! Examples of the library's private items, each held as it was in their
//! documentation: the items are not API, so their cases live here.

/// `floor`'s example.
#[test]
fn floor() {
    use crate::board::grid::Grid;
    use crate::board::rule::Rule;
    use crate::board::values::Cells;
    use crate::engine::any_rule::floor;
    // 100 lights need 20 presses of five cells at least.
    assert_eq!(
        floor(&Rule::standard(), &Cells::Bits(Grid::filled(10, 10))),
        20
    );
}

/// `ring_solved`'s example.
#[test]
fn ring_solved() {
    use crate::board::rule::Rule;
    use crate::board::values::Board;
    use crate::engine::ring::solved;
    // Three colours: pressing the middle of 1 x 3 adds one to all three.
    let rule = Rule {
        modulus: 3,
        ..Rule::standard()
    };
    let lights = Board {
        rows: 1,
        cols: 3,
        cells: vec![2, 2, 2],
    };
    let solved = solved(&rule, &lights).unwrap().unwrap();
    assert_eq!(solved.presses.cells, vec![0, 1, 0]);
}

/// `ring_takes`'s example.
#[test]
fn ring_takes() {
    use crate::board::rule::Rule;
    use crate::engine::ring::takes;
    let three = Rule {
        modulus: 3,
        ..Rule::standard()
    };
    assert!(
        takes(&three, 1000, 1000)
            && takes(
                &Rule {
                    torus: true,
                    ..three
                },
                9,
                9
            )
    );
    assert!(!takes(&Rule::eight_neighbours(), 9, 9));
}

/// `solve_system`'s example.
#[test]
fn solve_system() {
    use crate::linalg::modpoly::solve_system;
    // (t + 1) u = t + 1 modulo t^2 - 1 and 3: u = 1 plus the multiples
    // of t - 1, three solutions.
    let all = solve_system(&[vec![vec![1, 1]]], &[vec![1, 1]], &[2, 0, 1], 3, 64)
        .unwrap()
        .unwrap();
    assert_eq!(all.particular, vec![vec![1]]);
    assert_eq!(
        (all.kernel.len(), all.kernel[0].count, all.kernel[0].order),
        (1, 1, 3)
    );
}

/// `solve_field`'s example.
#[test]
fn solve_field() {
    use crate::linalg::modular::solve_field;
    // x + y = 1 and x + 2y = 0 modulo 3: x = 2, y = 2.
    let all = solve_field(&[vec![1, 1], vec![1, 2]], &[1, 0], 2, 3).unwrap();
    assert_eq!((all.particular, all.kernel.len()), (vec![2, 2], 0));
}

/// `gcd_cofactor`'s example.
#[test]
fn gcd_cofactor() {
    use crate::linalg::poly::{divide, gcd_cofactor, multiply};
    let (a, m) = ([0b1001u64], [0b110u64]);
    let (d, u) = gcd_cofactor(&a, &m);
    assert_eq!(d, vec![0b11]);
    assert_eq!(divide(&multiply(&u, &a), &m).1, divide(&d, &m).1);
}

/// `bound_lightest`'s example.
#[test]
fn bound_lightest() {
    use crate::linalg::cpu::Machine;
    use crate::search::bound::lightest;
    // 0b1111 + span{0b0111, 0b0011}: 0b1000 is the lightest.
    let found = lightest(
        &[0b1111],
        &[vec![0b0111], vec![0b0011]],
        &[],
        1 << 20,
        false,
        &Machine::ONE_THREAD,
    );
    assert_eq!(
        (found.vector, found.weight, found.proven),
        (vec![0b1000], 1, true)
    );
}

/// `lightest_in_part`'s example.
#[test]
fn lightest_in_part() {
    use crate::linalg::cpu::Machine;
    use crate::search::transform::{lightest_by_transform, lightest_in_part};
    let (point, basis) = ([0b1111u64], [vec![0b0111u64], vec![0b0011]]);
    let whole = lightest_by_transform(&point, &basis, 4, &[], None, &Machine::ONE_THREAD);
    // One piece of 4 vectors: the last of three parts tries it.
    let part =
        lightest_in_part(&point, &basis, 4, &[], 2, 3, &Machine::ONE_THREAD).unwrap();
    assert_eq!(part.lightest.unwrap().weight, whole.weight);
    assert_eq!((part.tried, part.pieces), (4, (0, 1, 1)));
    assert!(
        lightest_in_part(&point, &basis, 4, &[], 0, 3, &Machine::ONE_THREAD)
            .unwrap()
            .lightest
            .is_none()
    );
}

/// `lightest_by_transform`'s example.
#[test]
fn lightest_by_transform() {
    use crate::linalg::cpu::Machine;
    use crate::search::transform::lightest_by_transform;
    // 0b1111 + span{0b0111, 0b0011}: 0b1000 is the lightest.
    let basis = [vec![0b0111], vec![0b0011]];
    let found =
        lightest_by_transform(&[0b1111], &basis, 4, &[], None, &Machine::ONE_THREAD);
    assert_eq!(
        (found.vector, found.weight, found.proven),
        (vec![0b1000], 1, true)
    );
}

/// `split_pieces`'s example.
#[test]
fn split_pieces() {
    use crate::search::transform::split_pieces;
    let basis = [vec![0b0111u64], vec![0b0011]];
    assert_eq!(split_pieces(&[0b1111], &basis, 4, &[]), Some((1, 2)));
}
