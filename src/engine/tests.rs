//! The one way in against trying every press board, for every rule it
//! takes: stencils (one weight leading, several, none invertible), moduli
//! prime and not, bounded and torus, the row and column, moves.

use super::*;
use crate::board::grid::Grid;
use crate::board::random::{random_values, SplitMix};
use crate::board::stencil::Stencil;
use crate::engine::any_rule::symmetric;
use crate::engine::DEFAULT_SEARCH_WORK;
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
    let any = solve(rule, &cells, Want::Any).unwrap();
    let want = Want::Fewest {
        budget: DEFAULT_SEARCH_WORK,
    };
    let fewest = solve(rule, &cells, want).unwrap();
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
    assert!(clearing.contains(&&*any.presses.board()), "{}", context);
    assert_eq!(any.minimal, Minimal::Unchecked);
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
    let mut rng = SplitMix(7);
    let mut checked = 0;
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
                if (k as usize).pow((rows * cols) as u32) > 20_000 {
                    continue;
                }
                let all = every_board(rows, cols, k);
                let pick = &all[rng.below(all.len() as u64) as usize];
                let lights = if rng.below(2) == 0 {
                    after(&rule, &Board::new(rows, cols), pick)
                } else {
                    pick.clone()
                };
                agrees(&rule, &lights, &all);
                checked += 1;
            }
        }
    }
    assert!(checked > 400, "{} boards checked", checked);
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
                match solve(&rule, &cells, Want::Any).unwrap() {
                    Some(solution) => {
                        assert!(counts.solvable, "{}", context);
                        let left = after(&rule, &lights, &solution.presses.board());
                        assert!(left.cells.iter().all(|&v| v == 0), "{}", context);
                        assert_eq!(counts.kernel, kernel(&rule, rows, cols).unwrap());
                        assert!(counts.kernel.power_of(k).is_some(), "{}", context);
                    }
                    None => assert!(!counts.solvable, "{}", context),
                }
            }
        }
        // A large board, by the ring's polynomials, bounded and torus.
        for torus in [false, true] {
            let rule = Rule {
                modulus: k,
                torus,
                ..Rule::standard()
            };
            assert_eq!(path(&rule, 64, 48), Path::Ring);
            // Made of presses, so that it can be cleared: the torus has a
            // kernel at this size.
            let lights = after(
                &rule,
                &Board::new(64, 48),
                &random_values(&mut rng, 64, 48, k),
            );
            let cells = Cells::Values(lights.clone());
            let solution = solve(&rule, &cells, Want::Any)
                .unwrap()
                .expect("made of presses");
            let left = after(&rule, &lights, &solution.presses.board());
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
        let solution = solve(&rule, &cells, Want::Any)
            .unwrap()
            .expect("made of presses");
        let left = after(&rule, &lights, &solution.presses.board());
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
        solve(&clocks, &Cells::Values(Board::new(4, 4)), Want::Any),
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
    let any = solve(&rule, &lights, Want::Any).unwrap().unwrap();
    let found = solve(&rule, &lights, Want::Fewest { budget: 1 << 6 })
        .unwrap()
        .unwrap();
    let lit = lights.board().cells.iter().filter(|&&v| v != 0).count() as u64;
    let at_least = (lit + 4) / 5;
    assert_eq!(found.minimal, Minimal::Unproven { at_least });
    assert!(at_least > 0 && at_least < found.count);
    assert!(found.count <= any.count);
    let left = after(&rule, &lights.board(), &found.presses.board());
    assert!(left.cells.iter().all(|&v| v == 0));
}

/// OEIS A165738: the kernel's dimension of the standard game on the n x n
/// torus, n = 1..30.
#[test]
fn torus_kernels_match_oeis_a165738() {
    let expected = [
        0, 0, 4, 0, 8, 8, 0, 0, 4, 16, 0, 16, 0, 0, 12, 0, 16, 8, 0, 32, 4, 0, 0, 32, 8, 0,
        4, 0, 0, 24,
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
    let want = Want::Fewest {
        budget: DEFAULT_SEARCH_WORK,
    };
    let found = solve(&rule, &lights, want).unwrap().unwrap();
    assert!(found.minimal.proven(), "{:?}", found.minimal);
    // On the torus every press lights five cells: all 900 lit need 180.
    assert_eq!(found.count, 180);
    assert!(
        symmetric(&rule, 30, 30, 3)
            && !symmetric(&Rule::named("neighbours").unwrap(), 4, 5, 3)
    );
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
    solved.cost = chase_cost(&rule, 12, 12);
    // The search counts cell operations, eight word operations each.
    let (t, cost) = (solved.reduced.kernel.len() as u64, solved.cost);
    assert!(t * cost > 40 * budget / 8, "t {}, cost {}", t, cost);
    let made = Arc::new(AtomicU64::new(0));
    let found = space::fewest_within(&counting(solved, made.clone()), budget / 8).0;
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
            press: Press::Stencil(Stencil::new(side, side, vec![1; side * side]).unwrap()),
            modulus: 2,
            torus: false,
        };
        let lights = Cells::Bits(Grid::filled(n, n));
        let mut solved = solved(&rule, &lights.board()).unwrap().unwrap();
        solved.cost = chase_cost(&rule, n, n);
        assert_eq!(solved.reduced.kernel.len(), n * n - 1);
        let made = Arc::new(AtomicU64::new(0));
        let floor = floor(&rule, &lights);
        let answer = fewest_mod_2(
            &rule,
            &lights.grid(),
            counting(solved, made.clone()),
            0,
            floor,
        );
        assert!(answer.minimal() && answer.count == 1, "{} x {}", n, n);
        assert_eq!(made.load(Ordering::Relaxed), 0, "{} x {}", n, n);
        let want = Want::Fewest {
            budget: DEFAULT_SEARCH_WORK,
        };
        let found = solve(&rule, &lights, want).unwrap().unwrap();
        assert_eq!(found.count, 1);
        assert!(found.minimal.proven(), "{} x {}", n, n);
    }
}
