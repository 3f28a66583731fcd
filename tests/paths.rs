//! The narrow entry points a small bundle names (`standard::*` for the
//! standard rule, `elimination::*` with `FIELD`, `RING` or `PACKED` for any
//! rule) answer as the crate root's general ones do, on random boards of
//! contest sizes, solvable and not: the same solvability, counts, kernels,
//! nullities, and fewest presses where both prove them; solutions that
//! clear the board (the very same where the module's docs say so: the
//! standard rule's fewest, `PACKED`'s solutions, and the fewest where both
//! tried every solution).

use lightsout::elimination::{self, Elimination, FIELD, PACKED, RING};
use lightsout::{count, fewest, kernel, nullity, random_values, solve, standard};
use lightsout::{
    Board, Cells, Minimal, Rule, Search, SplitMix, Stencil, DEFAULT_SEARCH_WORK,
};

use crate::common::full;

/// Random lights of `rows` x `cols` under `rule`: half of them the lights
/// of random presses (so that they clear), half random.
fn lights(rng: &mut SplitMix, rule: &Rule, rows: usize, cols: usize) -> Cells {
    let k = rule.modulus;
    let mut board = random_values(rng, rows, cols, k);
    if rng.below(2) == 0 {
        let presses = board;
        board = Board::new(rows, cols);
        board.apply(rule, &presses);
    }
    match k {
        2 => Cells::Bits(board.to_grid()),
        _ => Cells::Values(board),
    }
}

/// Whether `presses` clears `lights` under `rule`.
fn clears(rule: &Rule, lights: &Cells, presses: &Cells) -> bool {
    let mut after = lights.board().into_owned();
    after.apply(rule, &presses.board());
    after.cells.iter().all(|&v| v == 0)
}

/// The search both sides get: the walk, within a budget that proves the
/// small kernels (a tenth of a second or so) and leaves the rest unproven.
fn search() -> Search {
    Search::walk(DEFAULT_SEARCH_WORK >> 6)
}

#[test]
fn the_standard_rules_entry_points_answer_as_the_general_ones() {
    let standard_rule = Rule::standard();
    let mut rng = SplitMix(57);
    let boards = if full() { 400 } else { 60 };
    for case in 0..boards {
        // Mostly contest sizes, now and then a long thin board.
        let most = if case % 10 == 0 { 200 } else { 30 };
        let rows = 1 + rng.below(most) as usize;
        let cols = 1 + rng.below(30) as usize;
        let cells = lights(&mut rng, &standard_rule, rows, cols);
        let grid = cells.grid();
        let at = format!("{} x {} board {:?}", rows, cols, grid);

        let one = standard::solve(&grid);
        let general = solve(&standard_rule, &cells).unwrap();
        assert_eq!(one.is_some(), general.is_some(), "{}", at);
        if let Some(presses) = one {
            assert!(
                clears(&standard_rule, &cells, &Cells::Bits(presses)),
                "{}",
                at
            );
        }
        let counts = standard::count(&grid);
        assert_eq!(counts, count(&standard_rule, &cells).unwrap(), "{}", at);
        assert_eq!(counts.solvable, general.is_some(), "{}", at);
        let kernel_count = standard::kernel(rows, cols);
        assert_eq!(
            kernel_count,
            kernel(&standard_rule, rows, cols).unwrap(),
            "{}",
            at
        );
        let t = standard::nullity(rows, cols) as u64;
        assert_eq!(
            Some(t),
            nullity(&standard_rule, rows, cols).unwrap(),
            "{}",
            at
        );
        assert_eq!(kernel_count.power_of(2), Some(t), "{}", at);

        // The fewest: the very same answer, proven alike.
        let typed = standard::fewest(&grid);
        let general = fewest(&standard_rule, &cells, Search::walk(DEFAULT_SEARCH_WORK));
        let general = general.unwrap();
        match (typed, general) {
            (None, None) => {}
            (Some(typed), Some(general)) => {
                assert_eq!(typed.count, general.count, "{}", at);
                assert_eq!(typed.minimal(), general.minimal.proven(), "{}", at);
                assert_eq!(Cells::Bits(typed.presses), general.presses, "{}", at);
            }
            (typed, general) => panic!("{}: {:?} against {:?}", at, typed, general),
        }
    }
}

/// Rules past the standard one: stencils that chase and one that does
/// not, each modulus's way, bounded and torus.
fn rules() -> Vec<(Rule, &'static [Elimination])> {
    let stencil =
        |text: &str, k: u32| Rule::of_stencil(Stencil::parse(text, k).unwrap(), k);
    let torus = |rule: Rule| Rule {
        torus: true,
        ..rule
    };
    let mod_2: &[Elimination] = &[FIELD, RING, PACKED];
    let prime: &[Elimination] = &[FIELD, RING, PACKED];
    let ring: &[Elimination] = &[RING, PACKED];
    vec![
        (Rule::eight_neighbours(), mod_2),
        (Rule::neighbours(), mod_2),
        (torus(Rule::standard()), mod_2),
        (Rule::row_and_column(), mod_2),
        (stencil("11111", 2), mod_2),
        (torus(stencil("010/111/010", 3)), prime),
        (Rule::gambler_bo(), prime),
        (stencil("111/111/111", 5), prime),
        (stencil("010/111/010", 4), ring),
        (torus(stencil("010/121/010", 6)), ring),
    ]
}

#[test]
fn the_elimination_answers_as_the_general_entry_points_under_any_rule() {
    let mut rng = SplitMix(58);
    let boards = if full() { 40 } else { 6 };
    for (rule, ways) in rules() {
        for _ in 0..boards {
            let rows = 1 + rng.below(12) as usize;
            let cols = 1 + rng.below(12) as usize;
            let cells = lights(&mut rng, &rule, rows, cols);
            let at = format!("{:?} on {} x {} board {:?}", rule, rows, cols, cells);
            let general = solve(&rule, &cells).unwrap();
            let counts = count(&rule, &cells).unwrap();
            let kernel_count = kernel(&rule, rows, cols).unwrap();
            let t = nullity(&rule, rows, cols).unwrap();
            let least = fewest(&rule, &cells, search()).unwrap();
            for &by in ways {
                let one = elimination::solve(&rule, &cells, by).unwrap();
                assert_eq!(one.is_some(), general.is_some(), "{}", at);
                if let Some(presses) = &one {
                    assert!(clears(&rule, &cells, presses), "{}", at);
                }
                let by_name = if by.max_unknowns_mod_2 == PACKED.max_unknowns_mod_2 {
                    assert_eq!(one, general, "{}: PACKED", at);
                    "PACKED"
                } else {
                    "FIELD or RING"
                };
                let at = format!("{} by {}", at, by_name);
                assert_eq!(
                    elimination::count(&rule, &cells, by).unwrap(),
                    counts,
                    "{}",
                    at
                );
                assert_eq!(
                    elimination::kernel(&rule, rows, cols, by).unwrap(),
                    kernel_count,
                    "{}",
                    at
                );
                assert_eq!(
                    elimination::nullity(&rule, rows, cols, by).unwrap(),
                    t,
                    "{}",
                    at
                );
                let found =
                    elimination::fewest(&rule, &cells, by, search().budget()).unwrap();
                match (&found, &least) {
                    (None, None) => {}
                    (Some(found), Some(least)) => {
                        assert!(clears(&rule, &cells, &found.presses), "{}", at);
                        if found.minimal.proven() && least.minimal.proven() {
                            assert_eq!(found.count, least.count, "{}", at);
                        }
                        // Both tried every solution: the same, the least printed.
                        if found.minimal == Minimal::Least
                            && least.minimal == Minimal::Least
                        {
                            assert_eq!(found, least, "{}", at);
                        }
                    }
                    _ => panic!("{}: {:?} against {:?}", at, found, least),
                }
            }
        }
    }
}
