//! The game layer: levels, records, and the game itself, held to their cases
//! (what were unit tests).

/// `game::level`.
mod level {

    use lightsout::game::level::*;

    #[test]
    fn levels_grow_by_side_kernel_and_presses() {
        use lightsout::engine::standard::nullity;
        let mut last = (0, 0, 0);
        for k in 1..=MAX_LEVEL {
            let (side, presses) = shape(k);
            let key = (2 * side + nullity(side, side), side, presses as usize);
            assert!(key >= last, "level {}: {:?} after {:?}", k, key, last);
            last = key;
        }
        assert_eq!(shape(MAX_LEVEL).0, lightsout::game::api::MAX_SIDE);
    }

    #[test]
    fn levels_need_the_presses_they_say_and_no_chase_clears_them() {
        use lightsout::board::chase::residue;
        use lightsout::board::grid::words;
        for k in [1, 2, 7, 15, 16, 40, 80] {
            let (side, presses) = shape(k);
            let lights = board(k);
            assert_eq!((lights.rows(), lights.width()), (side, side));
            let answer = lightsout::engine::fewest::fewest(&lights).unwrap();
            assert_eq!(
                (answer.count, answer.minimal()),
                (presses, true),
                "level {}",
                k
            );
            let dark = vec![0; words(side)];
            assert!(
                residue(Some(&lights), side, side, &dark) != dark,
                "level {}",
                k
            );
            assert_eq!(board(k), lights, "level {} is the same every time", k);
        }
    }
}

/// `game::records`.
mod records {

    use lightsout::game::records::*;

    #[test]
    fn records_keep_the_best_and_every_line_they_do_not_know() {
        let mut records =
            Records::parse("# mine\nlevel 2 best 5\nlevel 9 best 20\ntheme dark\n");
        assert_eq!((records.best(2), records.best(3)), (Some(5), None));
        assert_eq!(
            records.note(2, 7),
            Noted {
                before: Some(5),
                new_best: false
            }
        );
        assert_eq!(
            records.note(2, 4),
            Noted {
                before: Some(5),
                new_best: true
            }
        );
        assert_eq!(
            records.note(4, 6),
            Noted {
                before: None,
                new_best: true
            }
        );
        records.note(12, 30);
        assert_eq!(
            records.text(),
            "# mine\nlevel 2 best 4\nlevel 4 best 6\nlevel 9 best 20\ntheme dark\nlevel 12 best 30\n"
        );
        assert_eq!(Records::parse(&records.text()), records);
    }
}

/// `game`: the game itself, its moves, help and records.
mod model {
    use lightsout::board::random::SplitMix;
    use lightsout::board::rule::Rule;
    use lightsout::board::values::Board;

    use lightsout::board::grid::Grid;
    use lightsout::game::*;

    fn standard(start: &Grid, goal: &Grid) -> Game {
        Game::new(
            Board::from_grid(start),
            Board::from_grid(goal),
            Rule::standard(),
            Deal::Given,
        )
    }

    #[test]
    fn the_first_row_that_finishes_a_chase() {
        // 3 x 3, the middle of the last row lit: press the whole first row.
        let mut last = Grid::new(3, 3);
        last.flip(2, 1);
        let game = standard(&last, &Grid::new(3, 3));
        assert_eq!(
            game.finishing_first_rows(),
            Some(vec![(0, 0), (0, 1), (0, 2)])
        );
        let dark = standard(&Grid::new(2, 2), &Grid::new(2, 2));
        assert_eq!(dark.finishing_first_rows(), Some(vec![]));
    }

    #[test]
    fn undo_redo_and_restart_walk_the_moves_both_ways() {
        for rule in [
            Rule::standard(),
            Rule::gambler_bo(),
            Rule {
                torus: true,
                ..Rule::from_options(None, Some("111/121/111"), Some(5), false).unwrap()
            },
            Rule::row_and_column(),
        ] {
            let mut game = Game::dealt(Board::new(4, 4), rule.clone(), 3);
            let start = game.board.clone();
            let mut boards = vec![start.clone()];
            for (r, c) in [(0, 0), (2, 3), (2, 3), (3, 1)] {
                game.press(r, c);
                boards.push(game.board.clone());
            }
            assert!(game.undo() && game.undo());
            assert_eq!(game.board, boards[2], "{}", rule.describe());
            assert_eq!((game.moves_made(), game.redoable()), (2, 2));
            assert!(game.redo());
            assert_eq!(game.board, boards[3]);
            // Restart undoes every press; redo makes them again in order.
            assert!(game.restart());
            assert_eq!((game.board.clone(), game.redoable()), (start, 4));
            for board in &boards[1..] {
                assert!(game.redo());
                assert_eq!(&game.board, board);
            }
            assert!(!game.redo());
            // A new press forgets what was undone.
            game.undo();
            game.press(1, 1);
            assert_eq!(game.redoable(), 0);
            let moves: Vec<(usize, usize)> = game.moves().collect();
            assert_eq!(moves, vec![(0, 0), (2, 3), (2, 3), (1, 1)]);
        }
    }

    #[test]
    fn a_dealt_board_is_its_seeds_and_reaches_the_goal() {
        let rule = Rule {
            modulus: 3,
            ..Rule::standard()
        };
        let game = Game::dealt(Board::new(5, 5), rule.clone(), 42);
        assert_eq!(
            game.board,
            Game::dealt(Board::new(5, 5), rule.clone(), 42).board
        );
        assert_ne!(game.board, Game::dealt(Board::new(5, 5), rule, 43).board);
        let next = game.next(0);
        assert_eq!(next.deal, Deal::Seed(next_seed(42)));
        assert_ne!(next_seed(42), 42);
        // Every press found clears it.
        let mut solved = game.clone();
        for (r, c) in game.solution().unwrap().unwrap() {
            solved.press(r, c);
        }
        assert!(solved.won());
        // Levels follow each other; the last stays.
        assert_eq!(Game::level(4).next(0).deal, Deal::Level(5));
        assert_eq!(
            Game::dealt(Board::new(2, 2), Rule::standard(), 1)
                .next(9)
                .deal,
            Deal::Seed(next_seed(1))
        );
        let given = standard(&Grid::new(2, 2), &Grid::new(2, 2));
        assert_eq!(given.next(9).deal, Deal::Seed(9));
    }

    /// Every press board of `lights`' size that clears it under `rule`.
    fn every_solution(rule: &Rule, lights: &Board) -> Vec<Board> {
        let (k, cells) = (u64::from(rule.modulus), lights.cells.len());
        let mut found = Vec::new();
        for code in 0..k.pow(cells as u32) {
            let mut presses = Board::new(lights.rows, lights.cols);
            let mut rest = code;
            for cell in presses.cells.iter_mut() {
                *cell = (rest % k) as u32;
                rest /= k;
            }
            let mut after = lights.clone();
            after.apply(rule, &presses);
            if after.cells.iter().all(|&v| v == 0) {
                found.push(presses);
            }
        }
        found
    }

    #[test]
    fn the_analysis_agrees_with_trying_every_press_board() {
        // Small boards under several rules: the count of solutions and the
        // fewest presses against trying every press board.
        let rules = [
            Rule::standard(),
            Rule::gambler_bo(),
            Rule::row_and_column(),
            Rule {
                torus: true,
                ..Rule::standard()
            },
            Rule::eight_neighbours(),
            Rule::from_options(None, Some("010/121/010"), Some(4), true).unwrap(),
        ];
        let mut rng = SplitMix(5);
        for rule in &rules {
            for _ in 0..8 {
                let (rows, cols) = (1 + rng.below(3) as usize, 1 + rng.below(3) as usize);
                let mut start = Board::new(rows, cols);
                for cell in start.cells.iter_mut() {
                    *cell = rng.below(u64::from(rule.modulus)) as u32;
                }
                let goal = Board::new(rows, cols);
                let game = Game::new(start.clone(), goal, rule.clone(), Deal::Given);
                let analysis = game.analysis(GAME_WORK).unwrap();
                let all = every_solution(rule, &start);
                let context = format!("{} {:?}", rule.describe(), start);
                match analysis.solutions {
                    None => {
                        assert!(all.is_empty(), "{}", context);
                        assert_eq!((analysis.fewest, analysis.presses), (None, None));
                    }
                    Some(count) => {
                        assert_eq!(count.value(), Some(all.len() as u128), "{}", context);
                        let fewest = analysis.fewest.unwrap();
                        let least = all.iter().map(Board::total).min().unwrap();
                        assert_eq!(
                            (fewest.presses, fewest.proven),
                            (least, true),
                            "{}",
                            context
                        );
                        assert_eq!(fewest.at_least, least);
                        // The presses given make that many and win.
                        let presses = analysis.presses.clone().unwrap();
                        assert_eq!(presses.len() as u64, least, "{}", context);
                        let mut played = game.clone();
                        for (r, c) in presses {
                            played.press(r, c);
                        }
                        assert!(played.won(), "{}", context);
                    }
                }
            }
        }
    }

    #[test]
    fn the_fewest_is_written_with_what_is_proven() {
        let at_most = Fewest {
            presses: 9,
            proven: false,
            at_least: 0,
        };
        assert_eq!(at_most.to_string(), "at most 9");
        let between = Fewest {
            at_least: 5,
            ..at_most
        };
        assert_eq!(between.to_string(), "at most 9, at least 5");
        let proven = Fewest {
            presses: 4,
            proven: true,
            at_least: 4,
        };
        assert_eq!(proven.to_string(), "4");
    }

    #[test]
    fn positions_read_back_what_they_write() {
        let mut game = Game::new(
            Board {
                rows: 2,
                cols: 3,
                cells: vec![0, 2, 1, 1, 0, 2],
            },
            Board::new(2, 3),
            Rule::gambler_bo(),
            Deal::Given,
        );
        game.press(0, 1);
        game.press(1, 2);
        game.undo();
        let text = link::write(&game).unwrap();
        assert_eq!(
            text,
            "rule=gambler-bo&size=2x3&start=021-102&moves=1.2&undone=2.3"
        );
        let again = link::read(&text, 50).unwrap();
        assert_eq!(
            (
                &again.board,
                &again.start,
                again.moves_made(),
                again.redoable()
            ),
            (&game.board, &game.start, 1, 1)
        );
        assert_eq!(link::write(&again).unwrap(), text);
        // A torus, a stencil, a goal, a level.
        for text in [
            "rule=eight-neighbours&mod=3&torus=1&size=3x4&seed=9&goal=0120-0000-2220",
            "stencil=101/010/101&mod=2&size=3x4&seed=9",
            "rule=standard&size=6x6&seed=1&goal=on&moves=1.1,6.6",
            "rule=standard&level=17&moves=3.3",
            "rule=standard&level=3&moves=1.1&helped=1",
            "rule=row-and-column&size=4x4&start=0110-1001-1001-0110",
        ] {
            let game = link::read(text, 50).unwrap();
            assert_eq!(link::write(&game).unwrap(), text);
        }
        // Help is kept: a win after it sets no record, reopened or not.
        assert!(link::read("rule=standard&level=3&helped=1", 50)
            .unwrap()
            .was_helped());
        assert!(!link::read("rule=standard&level=3", 50)
            .unwrap()
            .was_helped());
        // Percent-encoded and in any order.
        let game = link::read("seed=9&size=3x4&stencil=111%2F111%2F111", 50).unwrap();
        assert_eq!(game.rule, Rule::eight_neighbours());
    }

    #[test]
    fn positions_say_what_is_wrong_in_one_line() {
        for (text, says) in [
            ("", "give one of level, seed or start"),
            ("size=3x3&seed=1&seed=2", "seed is given twice"),
            ("size=3x3&seed=1&colour=red", "unknown key \"colour\""),
            ("size=3x99&seed=1", "a side is from 1 to 50, not \"99\""),
            ("size=3&seed=1", "size is MxN"),
            ("size=2x2&start=01-2", "start needs 2 rows of 2 digits"),
            (
                "size=2x2&start=01-21",
                "start holds '2', not a digit below 2",
            ),
            ("size=2x2&seed=1&moves=1.1,3.1", "moves holds \"3.1\""),
            ("size=2x2&seed=1&mod=99", "mod is from 2 to 36"),
            ("size=2x2&seed=1&mod=3&goal=on", "goal=on needs two colours"),
            ("size=2x2&seed=1&rule=chess", "unknown rule \"chess\""),
            (
                "size=2x2&seed=1&rule=clocks",
                "this rule is for a 3 x 3 board",
            ),
            ("level=3&size=5x5", "a level sets its board"),
            ("size=2x2&seed=%zz", "a % not followed by two hex digits"),
        ] {
            let error = link::read(text, 50).unwrap_err();
            assert!(error.contains(says), "{:?}: {}", text, error);
            assert!(!error.contains('\n'));
        }
    }

    #[test]
    fn k_colours_are_told_apart_by_lightness() {
        for k in 3..=9 {
            let colours: Vec<(u8, u8, u8)> = (0..k).map(|v| colour(v, k)).collect();
            // Lightness grows with the value, a step apart at least.
            let light = |(r, g, b): (u8, u8, u8)| {
                299 * u32::from(r) + 587 * u32::from(g) + 114 * u32::from(b)
            };
            for pair in colours.windows(2) {
                assert!(
                    light(pair[1]) > light(pair[0]) + 8_000,
                    "k {} {:?}",
                    k,
                    colours
                );
            }
        }
    }
}
