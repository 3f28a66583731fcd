//! The game's crate: levels, records, rules by name and options, and the
//! game itself, held to their cases (what were unit tests).

/// `game::level`.
mod level {

    use lightsout_game::level::*;

    #[test]
    fn levels_grow_by_side_kernel_and_presses() {
        use lightsout::standard::nullity;
        let mut last = (0, 0, 0);
        for k in 1..=MAX_LEVEL {
            let (side, presses) = shape(Track::Classic, k);
            let key = (2 * side + nullity(side, side), side, presses as usize);
            assert!(key >= last, "level {}: {:?} after {:?}", k, key, last);
            last = key;
        }
        assert_eq!(shape(Track::Classic, MAX_LEVEL).0, MAX_SIDE);
    }

    #[test]
    fn levels_need_the_presses_they_say_and_no_chase_clears_them() {
        use lightsout::grid::words;
        use lightsout::residue;
        for k in [1, 2, 7, 15, 16, 40, 80] {
            let (side, presses) = shape(Track::Classic, k);
            let lights = board(Track::Classic, k).to_grid();
            assert_eq!((lights.rows(), lights.width()), (side, side));
            let search = lightsout::Search::prove(lightsout::DEFAULT_SEARCH_WORK);
            let lit = lightsout::Cells::Bits(lights.clone());
            let answer = lightsout::fewest(&lightsout::Rule::standard(), &lit, search)
                .unwrap()
                .unwrap();
            assert_eq!(
                (answer.count, answer.minimal.proven()),
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
            let again = board(Track::Classic, k).to_grid();
            assert_eq!(again, lights, "level {} is the same every time", k);
        }
    }

    /// The torus's and three colours' levels: each needs the presses it
    /// says, proven, its board under its rule; three colours' chase by
    /// hand leaves lights; the levels grow by side and presses.
    #[test]
    fn the_torus_and_three_colours_levels_need_what_they_say() {
        use lightsout::Cells;
        use lightsout::{chase_by_hand, fewest, DEFAULT_SEARCH_WORK};
        for track in [Track::Torus, Track::Three] {
            let rule = track.rule();
            assert_eq!(Track::of(&rule), Some(track));
            let mut last = (0, 0, 0);
            let mut kernels = std::collections::HashMap::new();
            for k in 1..=MAX_LEVEL {
                let (side, presses) = shape(track, k);
                let t = *kernels.entry(side).or_insert_with(|| {
                    lightsout::nullity(&rule, side, side).unwrap().unwrap() as usize
                });
                let key = (2 * side + t, side, presses);
                assert!(
                    key >= last,
                    "{:?} level {}: {:?} after {:?}",
                    track,
                    k,
                    key,
                    last
                );
                last = key;
            }
            assert_eq!(shape(track, MAX_LEVEL).0, MAX_SIDE);
            for k in [1, 5, 30] {
                let (side, presses) = shape(track, k);
                let lights = board(track, k);
                assert_eq!((lights.rows, lights.cols), (side, side));
                let cells = Cells::Values(lights.clone());
                let found =
                    fewest(&rule, &cells, lightsout::Search::prove(DEFAULT_SEARCH_WORK))
                        .unwrap()
                        .unwrap();
                assert!(found.minimal.proven(), "{:?} level {}", track, k);
                assert_eq!(found.count, presses, "{:?} level {}", track, k);
                if track == Track::Three {
                    let mut left = lights.clone();
                    for (r, c, times) in chase_by_hand(&rule, &lights).unwrap() {
                        left.press(&rule, r, c, times);
                    }
                    assert!(left.cells.iter().any(|&v| v != 0), "level {}", k);
                }
                assert_eq!(board(track, k), lights);
            }
        }
        assert_eq!((stars(6, 6), stars(9, 6), stars(10, 6)), (3, 2, 1));
    }
}

/// `game::records`.
mod records {

    use lightsout_game::records::*;

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
    use lightsout::Board;
    use lightsout::Rule;
    use lightsout::SplitMix;

    use lightsout::grid::Grid;
    use lightsout_game::*;

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
                ..lightsout_game::rules::from_options(
                    None,
                    Some("111/121/111"),
                    Some(5),
                    false,
                )
                .unwrap()
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
            assert_eq!(
                game.board,
                boards[2],
                "{}",
                lightsout_game::rules::describe(&rule)
            );
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
            lightsout_game::rules::from_options(None, Some("010/121/010"), Some(4), true)
                .unwrap(),
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
                let context =
                    format!("{} {:?}", lightsout_game::rules::describe(rule), start);
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
            let error = link::read(text, 50).unwrap_err().to_string();
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

/// `game::api`: the page's requests, answered.
mod api {
    use lightsout_game::api::*;
    use lightsout_game::link;

    fn ask(request: &str) -> Result<String, String> {
        call(request, 7).map_err(|why| why.to_string())
    }

    #[test]
    fn a_press_answers_the_position_after_it() {
        let text = ask("game?do=press&at=0.0\nsize=2x2&start=00-00").unwrap();
        assert!(text.contains("\"cells\":[1,1,1,0]"), "{}", text);
        assert!(text.contains("\"moves\":1"), "{}", text);
        assert!(
            text.contains("\"link\":\"rule=standard&size=2x2&start=00-00&moves=1.1\""),
            "{}",
            text
        );
        let undone = ask("game?do=undo\nsize=2x2&start=00-00&moves=1.1").unwrap();
        assert!(
            undone.contains("\"cells\":[0,0,0,0]") && undone.contains("\"redo\":1"),
            "{}",
            undone
        );
    }

    #[test]
    fn bad_requests_are_said_in_one_line() {
        for request in [
            "game?do=press&at=2.0\nsize=2x2&start=00-00",
            "game?do=press&at=x\nsize=2x2&start=00-00",
            "game?do=press&at=+1.0\nsize=2x2&start=00-00",
            "game?do=fly\nsize=2x2&start=00-00",
            "game\nsize=51x2&seed=1",
            "game\nsize=2x2",
            "game\nnonsense=1",
            "analysis?of=later\nsize=2x2&seed=1",
            "reach?at=5.5\nsize=2x2&seed=1",
            "game?do=set&at=0.0&v=2\nsize=2x2&seed=1",
            "fly\nsize=2x2&seed=1",
        ] {
            let why = ask(request).unwrap_err();
            assert_eq!(why.lines().count(), 1, "{}: {}", request, why);
        }
        let why = ask("game\nsize=51x2&seed=1").unwrap_err();
        assert!(why.contains("lightsout solve"), "{}", why);
        // A huge unknown key is not said whole.
        let key = "k".repeat(1 << 20);
        let why = ask(&format!("game\n{}=1", key)).unwrap_err();
        assert!(why.len() < 300, "{} bytes", why.len());
    }

    #[test]
    fn the_analysis_gives_the_fewest_and_its_presses() {
        for search in ["1", "0"] {
            let text = ask(&format!(
                "analysis?search={}\nsize=3x3&start=010-111-010",
                search
            ))
            .unwrap();
            assert!(text.contains("\"solvable\":true"), "{}", text);
            assert!(text.contains("\"solutions\":\"1\""), "{}", text);
            assert!(text.contains("\"presses\":[[1,1]]"), "{}", text);
            // One solution: the fewest, proven without a search.
            assert!(text.contains("\"proven\":true"), "{}", text);
        }
        // 5 x 5 has four solutions: without the search, "at most".
        let quick = ask("analysis?search=0\nsize=5x5&seed=3").unwrap();
        assert!(quick.contains("\"proven\":false"), "{}", quick);
        let searched = ask("analysis\nsize=5x5&seed=3").unwrap();
        assert!(searched.contains("\"proven\":true"), "{}", searched);
        // A lone cell whose press reaches only its neighbours: none.
        let text = ask("analysis\nrule=neighbours&size=1x1&start=1").unwrap();
        assert!(text.contains("\"solvable\":false"), "{}", text);
        // A win's line comes with the analysis.
        let won = ask("analysis\nsize=3x3&start=010-111-010&moves=2.2").unwrap();
        assert!(
            won.contains("\"wonLine\":\"solved in 1 move (fewest 1)\""),
            "{}",
            won
        );
    }

    #[test]
    fn help_is_kept_and_moves_say_what_they_could_not_do() {
        let text = ask("game?do=help\nrule=standard&level=3").unwrap();
        assert!(
            text.contains("\"link\":\"rule=standard&level=3&helped=1\""),
            "{}",
            text
        );
        for (request, says) in [
            ("game?do=undo\nsize=2x2&seed=1", "nothing to undo"),
            ("game?do=redo\nsize=2x2&seed=1", "nothing to redo"),
            ("game?do=chase\nsize=2x2&start=00-00", "at the goal already"),
            ("game?do=chase\nsize=2x2&start=00-11", "nothing to chase"),
            (
                "game?do=chase\nrule=row-and-column&size=2x2&start=10-00",
                "not chased by hand",
            ),
            (
                "game?do=next\nrule=standard&level=999",
                "level 999 is the last",
            ),
        ] {
            let text = ask(request).unwrap();
            assert!(text.contains(says), "{}: {}", request, text);
        }
        // A game's moves are bounded, made and undone together, so that
        // its link can be read back after any move.
        let moves = vec!["1.1"; link::MAX_MOVES].join(",");
        let full = format!("size=2x2&start=00-00&moves={}", moves);
        let why = ask(&format!("game?do=press&at=0.0\n{}", full)).unwrap_err();
        assert!(why.contains("restart"), "{}", why);
        let half = vec!["1.1"; link::MAX_MOVES / 2 + 1].join(",");
        let over = format!("size=2x2&start=00-00&moves={}&undone={}", half, half);
        assert!(ask(&format!("game?do=redo\n{}", over)).is_err());
    }

    #[test]
    fn a_board_of_ones_own_is_set_a_cell_at_a_time() {
        let text = ask("game?do=set&at=1.0&v=2\nmod=3&size=2x2&seed=5&moves=1.1").unwrap();
        let game = game("mod=3&size=2x2&seed=5&moves=1.1").unwrap();
        let mut cells = game.board.cells.clone();
        cells[2] = 2;
        assert!(
            text.contains(&format!("\"cells\":{:?}", cells).replace(' ', "")),
            "{}",
            text
        );
        assert!(
            text.contains("\"moves\":0") && text.contains("start="),
            "{}",
            text
        );
    }

    #[test]
    fn a_press_reaches_what_the_rule_says() {
        let text = ask("reach?at=0.0\nsize=3x3&seed=1").unwrap();
        assert_eq!(text, "{\"at\":[0,0],\"cells\":[[0,0,1],[0,1,1],[1,0,1]]}");
        let text = ask("reach?at=1.1\nrule=gambler-bo&size=3x3&seed=1").unwrap();
        assert!(
            text.contains("[1,1,2]") && text.contains("[0,1,1]"),
            "{}",
            text
        );
    }

    #[test]
    fn the_method_chases_row_by_row_then_finishes_from_the_first_row() {
        // 3 x 3, the top middle lit: chasing presses below it, row by row.
        let text = ask("method\nsize=3x3&start=010-000-000").unwrap();
        assert!(text.contains("\"masks\":true"), "{}", text);
        assert!(
            text.contains("{\"row\":0,\"presses\":[[1,1,1]]"),
            "{}",
            text
        );
        // f(010) = 111: the press and its two neighbours.
        assert!(text.contains("\"lit\":\"010\",\"f\":\"111\""), "{}", text);
        assert!(text.contains("\"last\":\"000\""), "{}", text);
        // The middle of the last row lit: nothing to chase, and the whole
        // first row finishes.
        let text = ask("method\nsize=3x3&start=000-000-010").unwrap();
        assert!(text.contains("\"steps\":[],\"last\":\"010\""), "{}", text);
        assert!(text.contains("\"first\":[[0,0],[0,1],[0,2]]"), "{}", text);
        let text = ask("method\nrule=row-and-column&size=2x2&seed=1").unwrap();
        assert!(text.contains("\"chases\":false"), "{}", text);
    }

    #[test]
    fn every_request_is_bounded_whatever_it_asks() {
        // A stencil wider than the board is fitted to it, so a press costs
        // what the board does: 401 x 401 weights, 65,536 moves.
        let wide = vec!["1".repeat(401); 401].join("/");
        let moves = vec!["25.25"; link::MAX_MOVES].join(",");
        let position = format!("stencil={}&size=50x50&seed=1&moves={}", wide, moves);
        let text = ask(&format!("game\n{}", position)).unwrap();
        let fitted = vec!["1".repeat(99); 99].join("/");
        assert!(
            text.contains(&format!("\"stencil\":\"{}\"", fitted)),
            "stencil"
        );
        // 999 x 999 on 5 x 5 answers in a few kilobytes.
        let wide = vec!["1".repeat(999); 999].join("/");
        let text = ask(&format!("game\nstencil={}&size=5x5&seed=1", wide)).unwrap();
        assert!(text.len() < 2000, "{} bytes", text.len());
    }

    /// A link writes the rule as it was given, not as it was fitted to the
    /// board: its name kept on a thin board, a torus's folded weights (which
    /// can reach 10 and more, or all become 0) never written, so that every
    /// link the API writes opens the same game again.
    #[test]
    fn links_write_the_rule_as_given_and_open_the_same_game() {
        let link_of = |text: &str| {
            let answer = ask(&format!("game\n{}", text)).unwrap();
            let at = answer.find("\"link\":\"").unwrap() + "\"link\":\"".len();
            answer[at..at + answer[at..].find('"').unwrap()].to_string()
        };
        for (given, written) in [
            ("size=1x5&seed=1", "rule=standard&size=1x5&seed=1"),
            (
                "rule=standard&size=1x1&seed=2",
                "rule=standard&size=1x1&seed=2",
            ),
            (
                "stencil=9999999&mod=20&torus=1&size=1x3&seed=1",
                "stencil=9999999&mod=20&torus=1&size=1x3&seed=1",
            ),
            (
                "mod=5&torus=1&size=1x1&seed=3",
                "rule=standard&mod=5&torus=1&size=1x1&seed=3",
            ),
            (
                "rule=eight-neighbours&mod=3&torus=1&size=1x3&seed=1",
                "rule=eight-neighbours&mod=3&torus=1&size=1x3&seed=1",
            ),
        ] {
            assert_eq!(link_of(given), written, "{}", given);
            let first = link::read(given, 50).unwrap();
            let again = link::read(&link::write(&first).unwrap(), 50).unwrap();
            assert_eq!(
                (&again.board, &again.rule),
                (&first.board, &first.rule),
                "{}",
                given
            );
            let pressed = ask(&format!("game?do=press&at=0.0\n{}", written)).unwrap();
            assert!(pressed.contains("\"moves\":1"), "{}: {}", given, pressed);
        }
    }

    /// What a request gave is never said back whole: a wrong rule, stencil
    /// or torus of a megabyte is quoted in a few characters.
    #[test]
    fn long_bad_values_are_cut_in_the_answer() {
        let long = "x".repeat(1 << 20);
        for key in ["rule", "stencil", "torus"] {
            let why = ask(&format!("game\n{}={}&size=2x2&seed=1", key, long)).unwrap_err();
            assert!(why.len() < 300, "{}: {} bytes", key, why.len());
            assert_eq!(why.lines().count(), 1, "{}", key);
        }
    }

    #[test]
    fn json_strings_are_escaped() {
        assert_eq!(quote("a\"b\\c\nd\u{1}"), "\"a\\\"b\\\\c\\nd\\u0001\"");
    }
}

/// Deals easy, medium and hard: an easy or medium board's presses touch
/// an eighth or a quarter of its cells; the link keeps the difficulty, and
/// the next deal is as hard.
mod deals {
    use lightsout::Board;
    use lightsout::Rule;
    use lightsout::{fewest, Cells, DEFAULT_SEARCH_WORK};
    use lightsout_game::{link, Difficulty, Game};

    #[test]
    fn easy_and_medium_deals_press_an_eighth_and_a_quarter() {
        let rule = Rule::standard();
        for (difficulty, share) in [(Difficulty::Easy, 8), (Difficulty::Medium, 4)] {
            for seed in 0..20 {
                let game = Game::dealt_as(Board::new(8, 8), rule.clone(), seed, difficulty);
                let lights = Cells::Values(game.board.clone());
                let found = fewest(
                    &rule,
                    &lights,
                    lightsout::Search::prove(DEFAULT_SEARCH_WORK),
                )
                .unwrap()
                .unwrap();
                assert!(found.count <= 64 / share, "{:?} seed {}", difficulty, seed);
                assert!(found.count >= 1, "{:?} seed {}", difficulty, seed);
                let text = link::write(&game).unwrap();
                assert!(
                    text.contains(&format!("deal={}", difficulty.name())),
                    "{}",
                    text
                );
                let read = link::read(&text, 50).unwrap();
                assert_eq!(
                    (read.board, read.difficulty),
                    (game.board.clone(), difficulty)
                );
                assert_eq!(game.next(0).difficulty, difficulty);
            }
        }
        // Hard as before: a link without `deal`, the same board as `dealt`.
        let hard = Game::dealt_as(Board::new(5, 5), rule.clone(), 42, Difficulty::Hard);
        assert_eq!(hard.board, Game::dealt(Board::new(5, 5), rule, 42).board);
        assert!(!link::write(&hard).unwrap().contains("deal="));
        let refused = link::read("size=5x5&seed=1&deal=brutal", 50).unwrap_err();
        assert!(refused.to_string().contains("deal is easy, medium or hard"));
    }
}

/// `rules`: rules by name and by options.
mod rules {
    use lightsout::{Rule, Stencil};
    use lightsout_game::rules::*;

    #[test]
    fn options_give_a_rule_and_are_written_back() {
        let three = from_options(Some("standard"), None, Some(3), true).unwrap();
        assert_eq!(describe(&three), "--rule standard --mod 3 --torus");
        assert!(from_options(None, Some("010/121/010"), None, false).is_err());
        assert!(from_options(Some("clocks"), None, None, true).is_err());
    }

    #[test]
    fn every_named_rule_is_named_back_and_written_as_its_options() {
        for &(rule_name, _) in NAMES {
            let rule = named(rule_name).unwrap();
            assert_eq!(name(&rule), Some(rule_name));
            assert_eq!(describe(&rule), format!("--rule {}", rule_name));
        }
        let torus = Rule {
            torus: true,
            ..Rule::standard()
        };
        assert_eq!(describe(&torus), "--rule standard --torus");
        let three = Rule {
            modulus: 3,
            ..Rule::standard()
        };
        assert_eq!(describe(&three), "--rule standard --mod 3");
        let cross = Rule::of_stencil(Stencil::parse("1/1/1", 5).unwrap(), 5);
        assert_eq!(describe(&cross), "--stencil 1/1/1 --mod 5");
        assert_eq!(named("row-and-column"), Some(Rule::row_and_column()));
        assert!(named("chess").is_none());
    }
}
