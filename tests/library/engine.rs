//! The engines held to their cases: each against a plain algorithm or a
//! table (every press board tried, first rows enumerated, elimination, the
//! published minima), what were the library's unit tests in `src/engine`.

/// The one way in against trying every press board, for every rule it
/// takes: stencils (one weight leading, several, none invertible), moduli
/// prime and not, bounded and torus, the row and column, moves.
mod every_rule {
    use crate::board::grid::Grid;
    use crate::board::random::{random_values, SplitMix};
    use crate::board::rule::{Press, Rule};
    use crate::board::stencil::Stencil;
    use crate::board::values::{Board, Cells};
    use crate::engine::any_rule::{chase_cost, fewest_mod_2, floor, symmetric};
    use crate::engine::elimination::Solved;
    use crate::engine::DEFAULT_SEARCH_WORK;
    use crate::engine::*;
    use crate::Search;
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::sync::Arc;

    /// Every press board of `rows` x `cols` with cells below k.
    fn every_board(rows: usize, cols: usize, k: u32) -> Vec<Board> {
        let n = rows * cols;
        let total = (k as usize).pow(n as u32);
        (0..total)
            .map(|mut index| {
                let mut board = Board::new(rows, cols);
                for cell in board.cells.iter_mut() {
                    *cell = (index % k as usize) as u32;
                    index /= k as usize;
                }
                board
            })
            .collect()
    }

    /// The rules to try on a `rows` x `cols` board modulo `k`: stencils whose
    /// weights are read modulo k, and the named rules that take the modulus.
    fn rules(k: u32) -> Vec<Rule> {
        let mut rules = Vec::new();
        for text in [
            "010/111/010",
            "111/111/111",
            "010/101/010",
            "010/121/010",
            "1/1/1",
            "1",
            "010",
            "11111",
            "001/010/100",
            "210/111/012",
            "020/111/020",
        ] {
            let weights: Vec<u32> = text
                .bytes()
                .filter(|&b| b != b'/')
                .map(|b| u32::from(b - b'0') % k)
                .collect();
            let height = text.split('/').count();
            let stencil = Stencil::new(height, weights.len() / height, weights).unwrap();
            if stencil.offsets().is_empty() {
                continue;
            }
            for torus in [false, true] {
                rules.push(Rule {
                    press: Press::Stencil(stencil.clone()),
                    modulus: k,
                    torus,
                });
            }
        }
        rules.push(Rule {
            modulus: k,
            ..Rule::row_and_column()
        });
        rules
    }

    /// What `rule` leaves of `lights` after `presses`.
    fn after(rule: &Rule, lights: &Board, presses: &Board) -> Board {
        let mut after = lights.clone();
        after.apply(rule, presses);
        after
    }

    /// Checks every answer of the engine for `lights` under `rule` against
    /// `all`, every press board of its size.
    fn agrees(rule: &Rule, lights: &Board, all: &[Board]) {
        let clearing: Vec<&Board> = all
            .iter()
            .filter(|p| after(rule, lights, p).cells.iter().all(|&v| v == 0))
            .collect();
        let context = format!("{:?} lights {:?}", rule, lights.cells);
        let cells = cells_of(rule, lights.clone());
        let counts = count(rule, &cells).unwrap();
        assert_eq!(counts.solvable, !clearing.is_empty(), "{}", context);
        let any = solve(rule, &cells).unwrap();
        let fewest = fewest(rule, &cells, Search::prove(DEFAULT_SEARCH_WORK)).unwrap();
        if clearing.is_empty() {
            assert!(any.is_none() && fewest.is_none(), "{}", context);
            return;
        }
        assert_eq!(
            counts.kernel.value(),
            Some(clearing.len() as u128),
            "{}",
            context
        );
        let reachable = counts.reachable.value().unwrap();
        let boards = (rule.modulus as u128).pow(all[0].cells.len() as u32);
        assert_eq!(reachable * clearing.len() as u128, boards, "{}", context);
        let any = any.unwrap();
        assert!(clearing.contains(&&*any.board()), "{}", context);
        let fewest = fewest.unwrap();
        let least = clearing.iter().map(|p| p.total()).min().unwrap();
        let first = clearing
            .iter()
            .filter(|p| p.total() == least)
            .min_by(|a, b| a.cells.cmp(&b.cells))
            .unwrap();
        assert_eq!(fewest.count, least, "{}", context);
        assert_eq!(fewest.minimal, Minimal::Least, "{}", context);
        assert_eq!(&*fewest.presses.board(), *first, "{}", context);
        assert_eq!(
            kernel(rule, lights.rows, lights.cols).unwrap(),
            counts.kernel,
            "{}",
            context
        );
    }

    /// The engine against pressing every press board, on boards small enough
    /// to try them all.
    #[test]
    fn agrees_with_trying_every_press_board() {
        // Every rule and size whose press boards number up to 2,000; of the
        // larger (up to 20,000), every other in the default run and all
        // under `LIGHTSOUT_FULL`.
        let mut rng = SplitMix(7);
        let mut checked = 0;
        let mut large = 0;
        for k in [2u32, 3, 4, 5, 6] {
            for rule in rules(k) {
                for (rows, cols) in [
                    (1, 1),
                    (1, 4),
                    (2, 2),
                    (4, 1),
                    (2, 3),
                    (3, 2),
                    (3, 3),
                    (2, 4),
                    (4, 2),
                    (1, 6),
                ] {
                    let boards = (k as usize).pow((rows * cols) as u32);
                    if boards > 20_000 {
                        continue;
                    }
                    let all = every_board(rows, cols, k);
                    let pick = &all[rng.below(all.len() as u64) as usize];
                    let lights = if rng.below(2) == 0 {
                        after(&rule, &Board::new(rows, cols), pick)
                    } else {
                        pick.clone()
                    };
                    if boards > 2_000 {
                        large += 1;
                        if large % 2 == 0 && !crate::tests::full() {
                            continue;
                        }
                    }
                    agrees(&rule, &lights, &all);
                    checked += 1;
                }
            }
        }
        let least = if crate::tests::full() { 400 } else { 350 };
        assert!(checked > least, "{} boards checked", checked);
        assert!(large > 10, "{} boards past 2,000 press boards", large);
    }

    /// Primes past 2^16 up to the largest below 2^30, which only the prime
    /// engine takes: on every path (the ring, the chase, elimination over
    /// every cell, bounded and torus), the presses found clear the board, and
    /// boards made of presses are counted solvable with as many solutions as
    /// the kernel has vectors.
    #[test]
    fn primes_up_to_2_30_are_solved_on_every_path() {
        let mut rng = SplitMix(30);
        for k in [65537u32, 998244353, 1073741789] {
            assert!(crate::board::rule::takes_modulus(k));
            for rule in rules(k) {
                for (rows, cols) in [(1, 1), (3, 4), (6, 5), (9, 9), (2, 17)] {
                    let random = random_values(&mut rng, rows, cols, k);
                    let lights = if rng.below(2) == 0 {
                        after(&rule, &Board::new(rows, cols), &random)
                    } else {
                        random
                    };
                    let context = format!("{:?} {} x {}", rule, rows, cols);
                    let cells = cells_of(&rule, lights.clone());
                    let counts = count(&rule, &cells).unwrap();
                    match solve(&rule, &cells).unwrap() {
                        Some(solution) => {
                            assert!(counts.solvable, "{}", context);
                            let left = after(&rule, &lights, &solution.board());
                            assert!(left.cells.iter().all(|&v| v == 0), "{}", context);
                            assert_eq!(counts.kernel, kernel(&rule, rows, cols).unwrap());
                            assert!(counts.kernel.power_of(k).is_some(), "{}", context);
                        }
                        None => assert!(!counts.solvable, "{}", context),
                    }
                }
            }
            // A large board, by the ring's polynomials (past 2^8 unknowns
            // after the chase), bounded and torus (two rows of unknowns).
            for (torus, n) in [(false, 260), (true, 130)] {
                let rule = Rule {
                    modulus: k,
                    torus,
                    ..Rule::standard()
                };
                assert_eq!(path(&rule, n, n), Path::Ring);
                // Made of presses, so that it can be cleared: the torus has a
                // kernel at this size.
                let lights =
                    after(&rule, &Board::new(n, n), &random_values(&mut rng, n, n, k));
                let cells = Cells::Values(lights.clone());
                let solution = solve(&rule, &cells).unwrap().expect("made of presses");
                let left = after(&rule, &lights, &solution.board());
                assert!(left.cells.iter().all(|&v| v == 0), "{:?}", rule);
            }
        }
    }

    /// Weights as large as the modulus, which no digit writes: the ring would
    /// overflow a word, and so would the chase past a few of them, so the
    /// engine chases nine of them and eliminates 121 over every cell; either
    /// way its presses clear the board.
    #[test]
    fn weights_near_a_large_prime_are_eliminated_over_every_cell() {
        let k = 1073741789;
        let mut rng = SplitMix(31);
        for side in [3, 11] {
            let weights = (0..side * side).map(|i| k - 1 - i as u32).collect();
            let rule = Rule {
                press: Press::Stencil(Stencil::new(side, side, weights).unwrap()),
                modulus: k,
                torus: false,
            };
            let expected = if side == 3 { Path::Chase } else { Path::Dense };
            assert_eq!(path(&rule, 20, 20), expected);
            let lights = after(
                &rule,
                &Board::new(20, 20),
                &random_values(&mut rng, 20, 20, k),
            );
            let cells = Cells::Values(lights.clone());
            let solution = solve(&rule, &cells).unwrap().expect("made of presses");
            let left = after(&rule, &lights, &solution.board());
            assert!(left.cells.iter().all(|&v| v == 0), "{} x {}", side, side);
        }
    }

    /// The rules with moves: The Clocks on its own board (every one of the
    /// 4^9 press boards), and a graph.
    #[test]
    fn moves_agree_with_trying_every_press_board() {
        let clocks = Rule::clocks();
        let all = every_board(3, 3, 4);
        let mut rng = SplitMix(1994);
        for _ in 0..3 {
            let lights = random_values(&mut rng, 3, 3, 4);
            agrees(&clocks, &lights, &all);
        }
        assert!(matches!(
            solve(&clocks, &Cells::Values(Board::new(4, 4))),
            Err(Refused::Shape(_))
        ));
        let graph = Rule::graph(6, &[(0, 1), (1, 2), (2, 0), (3, 4), (4, 5)]);
        let all = every_board(1, 6, 2);
        for lights in [vec![1; 6], vec![1, 0, 0, 1, 0, 0], vec![0, 1, 1, 0, 0, 1]] {
            agrees(
                &graph,
                &Board {
                    rows: 1,
                    cols: 6,
                    cells: lights,
                },
                &all,
            );
        }
    }

    /// Where every solution cannot be tried within the budget, modulo k > 2,
    /// the answer is a solution improved greedily: it clears the board, says
    /// it is unproven with what counting proves (every press changes five
    /// cells), and is no heavier than the one it started from.
    #[test]
    fn past_the_budget_the_greedy_answer_clears_and_is_unproven() {
        let rule = Rule {
            modulus: 3,
            torus: true,
            ..Rule::standard()
        };
        // 3^17 solutions of 144 cells: past the search that needs no budget.
        let presses = random_values(&mut SplitMix(30), 12, 12, 3);
        let lights = Cells::Values(after(&rule, &Board::new(12, 12), &presses));
        assert_eq!(kernel(&rule, 12, 12).unwrap().power_of(3), Some(17));
        let any = solve(&rule, &lights).unwrap().unwrap();
        let found = fewest(&rule, &lights, Search::prove(1 << 6))
            .unwrap()
            .unwrap();
        let lit = lights.board().cells.iter().filter(|&&v| v != 0).count() as u64;
        let at_least = (lit + 4) / 5;
        assert_eq!(found.minimal, Minimal::Unproven { at_least });
        assert!(at_least > 0 && at_least < found.count);
        assert!(found.count <= any.total());
        let left = after(&rule, &lights.board(), &found.presses.board());
        assert!(left.cells.iter().all(|&v| v == 0));
    }

    /// OEIS A165738: the kernel's dimension of the standard game on the n x n
    /// torus, n = 1..30.
    #[test]
    fn torus_kernels_match_oeis_a165738() {
        let expected = [
            0, 0, 4, 0, 8, 8, 0, 0, 4, 16, 0, 16, 0, 0, 12, 0, 16, 8, 0, 32, 4, 0, 0, 32,
            8, 0, 4, 0, 0, 24,
        ];
        let rule = Rule {
            torus: true,
            ..Rule::standard()
        };
        for (n, &t) in (1..).zip(expected.iter()) {
            let count = kernel(&rule, n, n).unwrap();
            assert_eq!(count.power_of(2), Some(t), "{} x {} torus", n, n);
        }
    }

    /// Modulo 2 past the walk, every rule's fewest goes through the
    /// lightest-vector search with the board's symmetries where the rule has
    /// them: the 30 x 30 torus (t = 24, all lit) proven, as the walk proves it.
    #[test]
    fn mod_2_rules_past_the_walk_are_proven_by_the_search() {
        let rule = Rule {
            torus: true,
            ..Rule::standard()
        };
        let lights = Cells::Bits(Grid::filled(30, 30));
        let found = fewest(&rule, &lights, Search::prove(DEFAULT_SEARCH_WORK))
            .unwrap()
            .unwrap();
        assert!(found.minimal.proven(), "{:?}", found.minimal);
        // On the torus every press lights five cells: all 900 lit need 180.
        assert_eq!(found.count, 180);
        assert!(symmetric(&rule, 30, 30, 3) && !symmetric(&Rule::neighbours(), 4, 5, 3));
        let skew = Rule {
            press: Press::Stencil(Stencil::parse("110/111/011", 2).unwrap()),
            modulus: 2,
            torus: false,
        };
        // Skew: a half turn maps it onto itself, a mirror does not.
        assert!(symmetric(&skew, 5, 5, 2) && !symmetric(&skew, 5, 5, 0));
    }

    /// `solved`, each press board of its kernel made counted in `made`.
    fn counting(solved: Solved, made: Arc<AtomicU64>) -> Solved {
        let (reduced, presses, cost) =
            (solved.reduced.clone(), solved.presses.clone(), solved.cost);
        let kernel = solved.reduced.kernel.clone();
        let expand = move |g: &[u32]| {
            made.fetch_add(1, Ordering::Relaxed);
            let i = kernel
                .iter()
                .position(|(v, _)| v == g)
                .expect("a generator");
            solved.generator(i).0
        };
        let mut counted = Solved::new(reduced, presses, Box::new(expand));
        counted.cost = cost;
        counted
    }

    /// The search modulo k > 2 spends its budget and no more: under a stencil
    /// as wide as the board, where each press board of the kernel is a chase
    /// of the whole stencil over every cell, it makes no more of them than the
    /// budget pays for (the 12 x 12 board below has a kernel of 143 whose
    /// press boards would cost some forty budgets to make; modulo 2, see
    /// `engine::lightest`'s tests).
    #[test]
    fn the_search_modulo_k_makes_no_more_press_boards_than_its_budget_pays_for() {
        let budget = 1 << 22;
        let rule = Rule {
            press: Press::Stencil(Stencil::new(23, 23, vec![1; 23 * 23]).unwrap()),
            modulus: 3,
            torus: false,
        };
        let presses = random_values(&mut SplitMix(3), 12, 12, 3);
        let lights = after(&rule, &Board::new(12, 12), &presses);
        let mut solved = solved(&rule, &lights).unwrap().unwrap();
        solved.cost = chase_cost(&rule, 12, 12, path(&rule, 12, 12));
        // The search counts cell operations, eight word operations each.
        let (t, cost) = (solved.reduced.kernel.len() as u64, solved.cost);
        assert!(t * cost > 40 * budget / 8, "t {}, cost {}", t, cost);
        let made = Arc::new(AtomicU64::new(0));
        let found = counting(solved, made.clone()).fewest(budget / 8).0;
        let made = made.load(Ordering::Relaxed);
        assert!(
            made * cost <= budget / 8,
            "{} press boards made at {} each",
            made,
            cost
        );
        let left = after(&rule, &lights, &found);
        assert!(left.cells.iter().all(|&v| v == 0));
    }

    /// The all-lit n x n board under the all-ones (2n - 1) x (2n - 1) stencil:
    /// every press lights every cell, so one press clears it, proven by
    /// counting alone, with no work at all given to the search and no press
    /// board of its kernel (of n^2 - 1) made.
    #[test]
    fn one_press_that_reaches_every_cell_is_proven_without_a_search() {
        for n in 1..=12 {
            let side = 2 * n - 1;
            let rule = Rule {
                press: Press::Stencil(
                    Stencil::new(side, side, vec![1; side * side]).unwrap(),
                ),
                modulus: 2,
                torus: false,
            };
            let lights = Cells::Bits(Grid::filled(n, n));
            let mut solved = solved(&rule, &lights.board()).unwrap().unwrap();
            solved.cost = chase_cost(&rule, n, n, path(&rule, n, n));
            assert_eq!(solved.reduced.kernel.len(), n * n - 1);
            let made = Arc::new(AtomicU64::new(0));
            let floor = floor(&rule, &lights);
            let answer = fewest_mod_2(
                &rule,
                &lights.grid(),
                counting(solved, made.clone()),
                path(&rule, n, n),
                &Search::prove(0),
                floor,
            );
            assert!(answer.minimal() && answer.count == 1, "{} x {}", n, n);
            assert_eq!(made.load(Ordering::Relaxed), 0, "{} x {}", n, n);
            let found = fewest(&rule, &lights, Search::prove(DEFAULT_SEARCH_WORK))
                .unwrap()
                .unwrap();
            assert_eq!(found.count, 1);
            assert!(found.minimal.proven(), "{} x {}", n, n);
        }
    }
}

/// The lightest-vector searches under the standard rule.
mod lightest {
    use crate::board::chase::{chase, chase_from};
    use crate::board::grid::apply;
    use crate::board::grid::Grid;
    use crate::board::random::{random_board, SplitMix};
    use crate::board::rule::Rule;
    use crate::engine::greedy::Kernel;
    use crate::engine::lightest::*;
    use crate::engine::reference::fewest_by_enumeration;
    use crate::engine::standard::solved;
    use crate::engine::MINUTE_OF_WORK;
    use crate::linalg::cpu::Machine;
    use crate::linalg::gf2::Space;
    use crate::search::transform;
    use crate::Search;

    #[test]
    fn press_sets_are_made_only_as_the_budget_pays_for_them() {
        // All lit 19 x 19 (t = 16), its press sets priced as dear as a
        // stencil's chase: the searches and the greedy passes make no more
        // of them than the budget pays for, where making them all for the
        // search would cost ten budgets.
        let lights = Grid::filled(19, 19);
        let Space { particular, kernel } = solved(&lights).unwrap();
        let (start, _) = chase(&lights, &particular);
        let made = std::cell::Cell::new(0u64);
        let press_set = |i: usize| {
            made.set(made.get() + 1);
            chase_from(None, 19, 19, &kernel[i]).0
        };
        let budget = 1 << 24;
        let kernel = Kernel {
            t: kernel.len(),
            press_set: &press_set,
            cost: 10 * budget / kernel.len() as u64,
        };
        let found =
            bound_or_greedy(&lights, start, &kernel, &|_| true, &Search::prove(budget));
        assert!(made.get() * kernel.cost <= budget, "{} made", made.get());
        assert!(apply(&Rule::standard(), &lights, &found.presses).is_zero());
    }

    #[test]
    fn the_bound_and_every_solution_tried_agree_with_every_first_row() {
        // 19 x 19 has t = 16: trying every first row and the bound prove
        // the fewest,
        // on random boards and on symmetric ones, whose search counts each
        // information set's images (all lit: all eight symmetries; a
        // rectangle's, and one mirror).
        let mut rng = SplitMix(0x1919);
        let mut boards: Vec<Grid> = (0..4)
            .map(|_| {
                apply(
                    &Rule::standard(),
                    &Grid::new(19, 19),
                    &random_board(&mut rng, 19, 19, false),
                )
            })
            .collect();
        boards.push(Grid::filled(19, 19));
        boards.push(Grid::filled(16, 16));
        boards.push(Grid::filled(4, 19));
        let mut mirrored = random_board(&mut rng, 19, 19, false);
        for r in 0..19 {
            for c in 0..9 {
                if mirrored.cell(r, c) != mirrored.cell(r, 18 - c) {
                    mirrored.flip(r, c);
                }
            }
        }
        boards.push(apply(&Rule::standard(), &Grid::new(19, 19), &mirrored));
        // The bound alone, every solution tried alone, and the two as
        // `bound_or_greedy` chooses, against every first row tried.
        let agree = |lights: &Grid| {
            let Space { particular, kernel } = solved(lights).unwrap();
            let fewest = fewest_by_enumeration(lights).unwrap().ones();
            let (start, _) = chase(lights, &particular);
            let (rows, width) = (lights.rows(), lights.width());
            let press_set = |i: usize| chase_from(None, rows, width, &kernel[i]).0;
            let kernel = Kernel {
                t: kernel.len(),
                press_set: &press_set,
                cost: 0,
            };
            let size = format!("{} x {}", rows, width);
            for (bound, exhaustive) in
                [(Some((MINUTE_OF_WORK, false)), false), (None, true)]
            {
                let (presses, found) = lightest_solution(
                    &start,
                    &kernel,
                    &symmetries(lights, &|_| true),
                    bound,
                    exhaustive,
                    &Machine::ONE_THREAD,
                );
                assert!(found.proven, "{}", size);
                assert_eq!(found.weight, fewest, "{}", size);
                assert_eq!(presses.ones(), fewest, "{}", size);
                assert!(
                    apply(&Rule::standard(), lights, &presses).is_zero(),
                    "{}",
                    size
                );
            }
            // Every solution tried in the fibres of the quotient by the
            // board's symmetries, made small so that even these kernels
            // have many.
            let (point, moves) = search_space(&start, &kernel);
            let cells = lights.rows() * lights.width();
            let pieces =
                transform::pieces(&point, &moves, &symmetries(lights, &|_| true), cells, 1);
            let found = transform::lightest_of(&pieces, cells, None, &Machine::ONE_THREAD);
            assert_eq!(found.weight, fewest, "{}", size);
            let found = bound_or_greedy(
                lights,
                start,
                &kernel,
                &|_| true,
                &Search::prove(MINUTE_OF_WORK),
            );
            assert!(found.minimal() && found.count == fewest, "{}", size);
            assert!(
                apply(&Rule::standard(), lights, &found.presses).is_zero(),
                "{}",
                size
            );
        };
        // One random board of the four in the default run (see
        // `common::full`), every symmetric one in each.
        for (index, lights) in boards.iter().enumerate() {
            if (1..4).contains(&index) && !crate::tests::full() {
                continue;
            }
            agree(lights);
        }
        // Every size up to 12 x 12, boards made from presses folded so that
        // all the square's symmetries fix them, the rectangle's, a half
        // turn only, or none.
        for rows in 1..=12 {
            for width in 1..=12 {
                for kind in 0..4 {
                    let random = random_board(&mut rng, rows, width, false);
                    let mut presses = Grid::new(rows, width);
                    for r in 0..rows {
                        for c in 0..width {
                            let (a, b) = (r.min(rows - 1 - r), c.min(width - 1 - c));
                            let on = match kind {
                                0 if rows == width => random.cell(a.min(b), a.max(b)),
                                0 | 1 => random.cell(a, b),
                                2 => {
                                    random.cell(r, c)
                                        != random.cell(rows - 1 - r, width - 1 - c)
                                }
                                _ => random.cell(r, c),
                            };
                            if on {
                                presses.flip(r, c);
                            }
                        }
                    }
                    boards.push(apply(
                        &Rule::standard(),
                        &Grid::new(rows, width),
                        &presses,
                    ));
                }
            }
        }
        let mut symmetric = 0;
        for lights in &boards[8..] {
            if solved(lights).unwrap().kernel.is_empty() {
                continue;
            }
            symmetric += usize::from(!symmetries(lights, &|_| true).is_empty());
            agree(lights);
        }
        assert!(
            symmetric > 100,
            "{} symmetric boards with kernels",
            symmetric
        );
        assert_eq!(symmetries(&boards[4], &|_| true).len(), 7);
        assert_eq!(symmetries(&boards[6], &|_| true).len(), 3);
        assert_eq!(symmetries(&boards[7], &|_| true).len(), 1);
    }
}

/// The chase with affine forms.
mod forms {
    use crate::board::random::{random_values, SplitMix};
    use crate::board::rule::{Press, Rule};
    use crate::board::stencil::Stencil;
    use crate::board::values::Board;
    use crate::engine::dense;
    use crate::engine::elimination::{PACKED, RING};
    use crate::engine::forms::*;

    /// The banded chase against elimination over every cell: the same
    /// solvability and count, and an answer that clears the board, for
    /// leads of several weights, bounded and torus.
    #[test]
    fn leads_of_several_weights_agree_with_every_cell() {
        let mut rng = SplitMix(0xba4d);
        let mut checked = 0;
        for (text, k) in [
            ("111/111/111", 2),
            ("111/111/111", 3),
            ("110/111/011", 2),
            ("021/111/120", 3),
            ("20101/11111/10102", 3),
            ("011/111/111", 4),
            ("0000200/1111111/0000200", 5),
        ] {
            let stencil = Stencil::parse(text, k).unwrap();
            for torus in [false, true] {
                let rule = Rule {
                    press: Press::Stencil(stencil.clone()),
                    modulus: k,
                    torus,
                };
                for (rows, cols) in [(1, 1), (2, 5), (5, 2), (4, 4), (6, 7), (9, 8)] {
                    if !chases(&rule, rows, cols) {
                        continue;
                    }
                    let presses = random_values(&mut rng, rows, cols, k);
                    let mut lights = Board::new(rows, cols);
                    if rng.below(3) > 0 {
                        lights.apply(&rule, &presses);
                    } else {
                        lights = presses;
                    }
                    let by = if k == 2 && rng.below(2) == 0 {
                        PACKED
                    } else {
                        RING
                    };
                    let chased = chased(&rule, &lights, by).unwrap();
                    let plain = dense::every_cell(&rule, &lights, RING).unwrap();
                    let context =
                        format!("{} mod {} torus {} {}x{}", text, k, torus, rows, cols);
                    assert_eq!(chased.is_some(), plain.is_some(), "{}", context);
                    if let (Some(chased), Some(plain)) = (chased, plain) {
                        assert_eq!(chased.how_many(), plain.how_many(), "{}", context);
                        let mut after = lights.clone();
                        after.apply(&rule, &chased.presses);
                        assert!(after.cells.iter().all(|&v| v == 0), "{}", context);
                        for (g, _) in
                            (0..chased.reduced.kernel.len()).map(|i| chased.generator(i))
                        {
                            let mut moved = Board::new(rows, cols);
                            moved.apply(&rule, &g);
                            assert!(moved.cells.iter().all(|&v| v == 0), "{}", context);
                        }
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 40, "{} boards checked", checked);
    }

    /// The press boards made from the held forms are those the chase makes,
    /// for every generator of the kernel, bounded and torus, in every
    /// orientation the reduction takes.
    #[test]
    fn held_forms_make_the_kernels_press_boards() {
        let mut checked = 0;
        for text in [
            "111/111/111",
            "110/111/011",
            "11111/11111/11111",
            "1/1/1/1/1",
        ] {
            let stencil = Stencil::parse(text, 2).unwrap();
            for torus in [false, true] {
                let rule = Rule {
                    press: Press::Stencil(stencil.clone()),
                    modulus: 2,
                    torus,
                };
                for (rows, cols) in [(5, 5), (6, 9), (9, 4), (8, 8)] {
                    let solved = match chased(&rule, &Board::new(rows, cols), PACKED) {
                        Ok(Some(solved)) => solved,
                        _ => continue,
                    };
                    let held = PressForms::new(&rule, rows, cols).unwrap();
                    for (i, (g, _)) in solved.reduced.kernel.iter().enumerate() {
                        assert_eq!(held.board(g), solved.generator(i).0, "{}", text);
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 50, "{} press boards checked", checked);
        assert!(PressForms::new(&Rule::gambler_bo(), 5, 5).is_none());
    }

    #[test]
    fn eight_neighbours_leave_one_unknown_a_row() {
        // The first row's 7, then one a row for the 5 rows forced.
        assert_eq!(chase_unknowns(&Rule::eight_neighbours(), 6, 7), Some(7 + 5));
        assert_eq!(chase_unknowns(&Rule::standard(), 6, 7), Some(6));
        assert_eq!(chase_unknowns(&Rule::row_and_column(), 6, 7), None);
    }
}

/// The plain algorithms the engines are checked against.
mod reference {
    use crate::board::chase::{chase, residue};
    use crate::board::grid::apply;
    use crate::board::grid::{cell_row, Grid};
    use crate::board::random::{random_board, SplitMix};
    use crate::board::rule::Rule;
    use crate::engine::reference::*;
    use crate::engine::standard::nullity;
    use crate::engine::standard::solved;
    use crate::linalg::matrix::Matrix;

    #[test]
    fn fewest_is_the_least_among_the_smallest_solutions() {
        let mut rng = SplitMix(0x9e37_79b9_7f4a_7c15);
        for &(rows, width) in &[(4, 4), (5, 5), (9, 9), (3, 7), (2, 5)] {
            for _ in 0..50 {
                let lights = random_board(&mut rng, rows, width, false);
                let all: Vec<(u64, u64, Grid)> = first_rows(&lights)
                    .map(|first| {
                        let (presses, left) = chase(&lights, &[first]);
                        assert_eq!(left, vec![0]);
                        (presses.ones(), first, presses)
                    })
                    .collect();
                let expected = all
                    .iter()
                    .min_by_key(|(count, first, _)| (*count, *first))
                    .map(|(_, _, presses)| presses.clone());
                assert_eq!(fewest_by_enumeration(&lights), expected);
            }
        }
    }

    #[test]
    fn matrix_columns_match_chased_unit_rows() {
        for &(rows, width) in &[(1, 1), (3, 5), (5, 5), (7, 64), (4, 65), (9, 130)] {
            let matrix = first_row_matrix(rows, width);
            for j in 0..width {
                let (_, left) = chase(&Grid::new(rows, width), &cell_row(j, width));
                for i in 0..width {
                    let (word, bit) = crate::board::grid::locate(i, width);
                    assert_eq!(
                        matrix.cell(i, j),
                        left[word] & bit != 0,
                        "{} x {} at {}, {}",
                        rows,
                        width,
                        i,
                        j
                    );
                }
            }
        }
    }

    #[test]
    fn kernel_dimension_matches_the_polynomials() {
        for rows in 1..=20 {
            for width in 1..=20 {
                let t = width - Matrix::from_grid(&first_row_matrix(rows, width)).rank();
                assert_eq!(t, nullity(rows, width), "{} x {}", rows, width);
            }
        }
    }

    #[test]
    fn polynomials_and_elimination_agree() {
        let mut rng = SplitMix(0x3c6e_f372_fe94_f82b);
        for rows in 1..=40 {
            for width in 1..=40 {
                let mut lights = random_board(&mut rng, rows, width, false);
                if (rows + width) % 2 == 0 {
                    lights = apply(&Rule::standard(), &Grid::new(rows, width), &lights);
                }
                let fast = solved(&lights);
                let slow = solutions_by_elimination(&lights);
                assert_eq!(fast.is_some(), slow.is_some(), "{} x {}", rows, width);
                let (fast, slow) = match (fast, slow) {
                    (Some(fast), Some(slow)) => (fast, slow),
                    _ => continue,
                };
                assert_eq!(
                    residue(Some(&lights), rows, width, &fast.particular),
                    vec![0; fast.particular.len()]
                );
                assert_eq!(fast.kernel.len(), slow.kernel.len(), "{} x {}", rows, width);
                // Both kernels span the same space: together they have rank t.
                let t = fast.kernel.len();
                let mut both = Grid::new(2 * t, width);
                for (i, k) in fast.kernel.iter().chain(&slow.kernel).enumerate() {
                    assert!(residue(None, rows, width, k).iter().all(|&w| w == 0));
                    both.set_row(i, k);
                }
                assert_eq!(Matrix::from_grid(&both).rank(), t, "{} x {}", rows, width);
            }
        }
    }
}

/// The ring, the chase as polynomials modulo k.
mod ring {
    use crate::board::random::{random_values, SplitMix};
    use crate::board::rule::Press;
    use crate::board::rule::Rule;
    use crate::board::stencil::Stencil;
    use crate::board::values::Board;
    use crate::engine::elimination::RING;
    use crate::engine::forms;
    use crate::engine::ring::*;

    /// The ring against the chase with one word an entry
    /// ([`forms::solved`]) on random boards, K = 2 to 12, bounded and
    /// torus: the same solvability and count, and answers that clear.
    #[test]
    fn the_ring_agrees_with_the_chase_one_word_an_entry() {
        let mut rng = SplitMix(0x2b1f);
        let mut checked = 0;
        for k in 2u32..=12 {
            for text in [
                "010/111/010",
                "010/121/010",
                "1/1/1",
                "020/101/020",
                "00100/11110/00100",
            ] {
                let stencil = match Stencil::parse(text, k) {
                    Ok(stencil) => stencil,
                    Err(_) => continue,
                };
                for torus in [false, true] {
                    let rule = Rule {
                        press: Press::Stencil(stencil.clone()),
                        modulus: k,
                        torus,
                    };
                    for _ in 0..4 {
                        let (rows, cols) =
                            (1 + rng.below(9) as usize, 1 + rng.below(9) as usize);
                        if !takes(&rule, rows, cols) {
                            continue;
                        }
                        let presses = random_values(&mut rng, rows, cols, k);
                        let mut lights = Board::new(rows, cols);
                        lights.apply(&rule, &presses);
                        if rng.below(3) == 0 {
                            lights = random_values(&mut rng, rows, cols, k);
                        }
                        let context =
                            format!("{} mod {} torus {} {}x{}", text, k, torus, rows, cols);
                        let ring = solved(&rule, &lights).unwrap();
                        let chased = forms::chased(&rule, &lights, RING).unwrap();
                        assert_eq!(ring.is_some(), chased.is_some(), "{}", context);
                        if let (Some(ring), Some(chased)) = (ring, chased) {
                            assert_eq!(ring.how_many(), chased.how_many(), "{}", context);
                            let mut after = lights.clone();
                            after.apply(&rule, &ring.presses);
                            assert!(after.cells.iter().all(|&v| v == 0), "{}", context);
                            for (g, _) in
                                (0..ring.reduced.kernel.len()).map(|i| ring.generator(i))
                            {
                                let mut moved = Board::new(rows, cols);
                                moved.apply(&rule, &g);
                                assert!(moved.cells.iter().all(|&v| v == 0), "{}", context);
                            }
                            checked += 1;
                        }
                    }
                }
            }
        }
        assert!(checked > 150, "{} boards checked", checked);
    }
}

/// The greedy passes over the kernel.
mod greedy {
    use crate::board::chase::chase_from;
    use crate::board::grid::cell_row;
    use crate::board::grid::Grid;
    use crate::engine::greedy::*;
    use std::cell::Cell;

    #[test]
    fn improve_lowers_a_heavy_solution() {
        // On 4 x 4 every first row leaves a dark board dark: the press set of
        // kernel first row is a solution of the dark board, and the
        // greedy passes must find the kernel move that empties it.
        let (rows, width) = (4, 4);
        let kernel: Vec<Vec<u64>> = (0..4).map(|j| cell_row(j, width)).collect();
        let (mut presses, _) = chase_from(None, rows, width, &[0b0100]);
        let before = presses.ones();
        assert!(before > 0);
        let press_set = |i: usize| chase_from(None, rows, width, &kernel[i]).0;
        let kernel = Kernel {
            t: kernel.len(),
            press_set: &press_set,
            cost: 0,
        };
        assert_eq!(improve(&mut presses, &kernel, MAX_IMPROVE_WORK), 0);
        assert!(presses.is_zero());
    }

    #[test]
    fn dear_press_sets_are_made_only_as_the_work_pays_for_them() {
        // A kernel whose press sets cost a million word operations each:
        // ten million of work makes at most ten, however many passes
        // would help.
        let made = Cell::new(0u64);
        let press_set = |i: usize| {
            made.set(made.get() + 1);
            let mut moved = Grid::new(8, 8);
            moved.flip(i % 8, i / 8);
            moved
        };
        let kernel = Kernel {
            t: 64,
            press_set: &press_set,
            cost: 1_000_000,
        };
        let found = greedy_over(Grid::filled(8, 8), &kernel, 10_000_000);
        assert!(made.get() <= 10, "{} press sets made", made.get());
        assert_eq!(found.count, 64 - made.get());
    }
}

/// The fewest presses under the standard rule: the walk, and the searches past it.
mod fewest {
    use crate::board::chase::{chase, chase_from};
    use crate::board::grid::apply;
    use crate::board::grid::Grid;
    use crate::board::random::{random_board, SplitMix};
    use crate::board::rule::Rule;
    use crate::engine::reference::fewest_by_enumeration;
    use crate::engine::standard::*;
    use crate::engine::DEFAULT_SEARCH_WORK;
    use crate::linalg::cpu;
    use crate::Search;

    #[test]
    fn fewest_matches_first_row_enumeration() {
        let mut rng = SplitMix(0x51ed_270b_27f0_4a4d);
        for rows in 1..=15 {
            for width in 1..=15 {
                for round in 0..3 {
                    let mut lights = random_board(&mut rng, rows, width, false);
                    if round == 0 {
                        // A board built from presses is solvable.
                        lights = apply(&Rule::standard(), &Grid::new(rows, width), &lights);
                    }
                    let expected = fewest_by_enumeration(&lights);
                    let answer =
                        fewest_searched(&lights, &Search::prove(DEFAULT_SEARCH_WORK));
                    assert_eq!(
                        answer.is_some(),
                        expected.is_some(),
                        "{} x {}",
                        rows,
                        width
                    );
                    if let (Some(answer), Some(expected)) = (answer, expected) {
                        assert!(answer.minimal());
                        assert_eq!(answer.count, expected.ones());
                        assert_eq!(answer.presses, expected, "{} x {}", rows, width);
                        assert!(
                            apply(&Rule::standard(), &lights, &answer.presses).is_zero()
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn all_lit_minima_match_the_published_table() {
        // OEIS A075464, the fewest presses for the all-lit n x n board, as a
        // test oracle (47, whose 2^30 solutions the walk takes most of a
        // minute over, is in the bench; 39, t = 32, tries its 2^32 in
        // seconds). Plain `cargo test` takes n up to 30, in a second;
        // `LIGHTSOUT_FULL=1` (CI) every n.
        let most = if crate::tests::full() { 54 } else { 30 };
        let published = [
            1, 4, 5, 4, 15, 28, 33, 40, 25, 44, 55, 72, 105, 56, 117, 104, 147, 188, 141,
            224, 245, 276, 231, 270, 353, 356, 405, 416, 345, 376, 553, 428, 469, 520, 563,
            600, 761, 772, 561, 696, 891, 940, 953, 772, 1069, 1188, 971, 1096, 1165, 1220,
            1317, 1256, 1487, 1400,
        ];
        for (n, &fewest_known) in (1..=most).zip(&published) {
            if n == 47 {
                continue;
            }
            let lights = Grid::filled(n, n);
            let answer =
                fewest_searched(&lights, &Search::prove(DEFAULT_SEARCH_WORK)).unwrap();
            assert_eq!(
                (answer.count, answer.minimal()),
                (fewest_known, true),
                "{} x {}",
                n,
                n
            );
            assert!(apply(&Rule::standard(), &lights, &answer.presses).is_zero());
        }
    }

    #[test]
    fn sparse_boards_past_the_walk_get_their_presses_back() {
        // 39 x 39 has t = 32: a board of k presses is cleared with at most
        // k, proven the fewest.
        let mut rng = crate::board::random::SplitMix(39);
        for k in [1, 5, 10, 20] {
            let mut presses = Grid::new(39, 39);
            for _ in 0..k {
                presses.flip(rng.below(39) as usize, rng.below(39) as usize);
            }
            let lights = apply(&Rule::standard(), &Grid::new(39, 39), &presses);
            let answer =
                fewest_searched(&lights, &Search::prove(DEFAULT_SEARCH_WORK)).unwrap();
            assert!(
                answer.count <= presses.ones(),
                "{} presses: {}",
                k,
                answer.count
            );
            assert!(answer.minimal() && !answer.least, "{} presses", k);
            assert!(apply(&Rule::standard(), &lights, &answer.presses).is_zero());
            // Given too little work to begin, the proof is not tried.
            let hurried = fewest_searched(&lights, &Search::prove(1 << 16)).unwrap();
            assert!(
                !hurried.minimal()
                    && apply(&Rule::standard(), &lights, &hurried.presses).is_zero()
            );
        }
    }

    #[test]
    fn both_copies_of_the_walk_find_the_same() {
        if !crate::linalg::cpu::detected() {
            return;
        }
        let mut rng = SplitMix(30);
        for (rows, width) in [(16, 16), (19, 19), (9, 9), (4, 19), (11, 5)] {
            let kernel = solved(&Grid::new(rows, width)).unwrap().kernel;
            assert!(!kernel.is_empty(), "{} x {}", rows, width);
            let lights = random_board(&mut rng, rows, width, true);
            let start = chase(&lights, &solved(&lights).unwrap().particular).0;
            let moves: Vec<Grid> = kernel
                .iter()
                .map(|k| chase_from(None, rows, width, k).0)
                .collect();
            let portable = walk_in(start.clone(), &moves);
            // SAFETY: `detected` said the CPU has AVX2 and POPCNT.
            let fast = unsafe { cpu::with_avx2(|| walk_in(start.clone(), &moves)) };
            assert_eq!(fast, portable);
        }
    }

    #[test]
    fn all_lit_minima_are_the_published_ones() {
        // OEIS A075464, the fewest presses that clear the all-lit n x n
        // board, n = 1 to 30: an oracle for the walk and the searches.
        const PUBLISHED: [u64; 30] = [
            1, 4, 5, 4, 15, 28, 33, 40, 25, 44, 55, 72, 105, 56, 117, 104, 147, 188, 141,
            224, 245, 276, 231, 270, 353, 356, 405, 416, 345, 376,
        ];
        for (n, &published) in (1..).zip(PUBLISHED.iter()) {
            let answer =
                fewest_searched(&Grid::filled(n, n), &Search::prove(DEFAULT_SEARCH_WORK))
                    .unwrap();
            assert_eq!(
                (answer.count, answer.minimal()),
                (published, true),
                "{} x {}",
                n,
                n
            );
        }
    }
}
