//! The board layer: rows, grids, rules and the chase, held to their cases and
//! to definitions written here (what were unit tests and doc examples).

#[test]
fn values_rows_text() {
    use crate::board::values::Board;
    let board = Board {
        rows: 2,
        cols: 2,
        cells: vec![0, 2, 1, 0],
    };
    assert_eq!(board.rows_text(""), "02\n10\n");
    assert_eq!(board.rows_text(" "), "0 2\n1 0\n");
}

#[test]
fn chase_chase_from() {
    use crate::board::chase::chase_from;
    use crate::board::grid::Grid;
    let (presses, residue) = chase_from(None, 2, 3, &[0b100]);
    assert_eq!(
        (presses, residue),
        (Grid::from_masks(&[0b100, 0b110], 3), vec![0b101])
    );
}

#[test]
fn chase_chase_neighbours_only() {
    use crate::board::chase::chase_neighbours_only;
    use crate::board::grid::Grid;
    // The pressed cell stays dark: only the cell below is pressed next.
    let (presses, _) = chase_neighbours_only(2, 3, &[0b100]);
    assert_eq!(presses, Grid::from_masks(&[0b100, 0b010], 3));
}

#[test]
fn chase_residue() {
    use crate::board::chase::residue;
    use crate::board::grid::Grid;
    let lights = Grid::from_masks(&[0b000, 0b010, 0b000], 3);
    assert_eq!(residue(Some(&lights), 3, 3, &[0b010]), vec![0]);
    assert_eq!(residue(None, 1, 3, &[0b010]), vec![0b111]);
}

#[test]
fn grid_words() {
    use crate::board::grid::words;
    assert_eq!((words(1), words(64), words(65)), (1, 1, 2));
}

#[test]
fn grid_head() {
    use crate::board::grid::head;
    assert_eq!((head(0), head(3), head(64), head(65)), (0, 3, 64, 1));
}

#[test]
fn grid_locate() {
    use crate::board::grid::locate;
    assert_eq!(locate(0, 3), (0, 0b100));
    assert_eq!(locate(0, 65), (0, 1));
    assert_eq!(locate(1, 65), (1, 1 << 63));
}

#[test]
fn grid_cell_row() {
    // 66 cells: word 0 holds columns 0 and 1, word 1 the other 64.
    assert_eq!(crate::board::grid::cell_row(1, 66), vec![1, 0]);
    assert_eq!(crate::board::grid::cell_row(2, 66), vec![0, 1 << 63]);
}

#[test]
fn grid_press_into() {
    use crate::board::grid::press_into;
    // 66 cells: pressing column 1 toggles columns 0, 1 and 2, across words.
    let mut target = [0, 0];
    press_into(&mut target, &[0b01, 0], 66);
    assert_eq!(target, [0b11, 1 << 63]);
}

#[test]
fn grid_size() {
    use crate::board::grid::size;
    assert_eq!(
        (size(3, 65), size(3, 64), size(130, 1), size(5, 30)),
        (6, 3, 3, 3)
    );
}

#[test]
fn grid_filled() {
    use crate::board::grid::Grid;
    assert_eq!(Grid::filled(2, 3), Grid::from_masks(&[0b111, 0b111], 3));
    assert_eq!(Grid::filled(1, 65).ones(), 65);
    assert_eq!(Grid::filled(100, 1).ones(), 100);
}

#[test]
fn grid_row() {
    use crate::board::grid::Grid;
    let grid = Grid::from_masks(&[0b10, 0b01], 2);
    assert_eq!((grid.row(0)[0], &grid.row(1)[..]), (0b10, &[0b01][..]));
}

#[test]
fn grid_push_row() {
    use crate::board::grid::Grid;
    let mut grid = Grid::new(0, 3);
    grid.push_row(&[0b101]);
    grid.push_row(&[0b010]);
    assert_eq!(grid, Grid::from_masks(&[0b101, 0b010], 3));
}

#[test]
fn grid_transpose() {
    use crate::board::grid::Grid;
    let grid = Grid::from_masks(&[0b110, 0b001], 3);
    assert_eq!(grid.transpose(), Grid::from_masks(&[0b10, 0b10, 0b01], 2));
}

#[test]
fn grid_prints_before() {
    use crate::board::grid::Grid;
    let (a, b) = (
        Grid::from_masks(&[0b01, 0b10], 2),
        Grid::from_masks(&[0b10, 0b00], 2),
    );
    // `a` reads 0 1 1 0 and `b` reads 1 0 0 0.
    assert!(a.prints_before(&b));
    assert!(!b.prints_before(&a) && !a.prints_before(&a));
}

#[test]
fn grid_apply() {
    use crate::board::grid::{apply, Grid};
    use crate::board::rule::Rule;
    let lights = Grid::from_masks(&[0b111], 3);
    assert!(apply(&Rule::standard(), &lights, &Grid::from_masks(&[0b010], 3)).is_zero());
}

#[test]
fn rule_graph() {
    use crate::board::rule::Rule;
    use crate::board::values::Board;
    let rule = Rule::graph(3, &[(0, 1), (1, 2)]);
    let mut lights = Board::new(1, 3);
    lights.press(&rule, 0, 1, 1);
    assert_eq!(lights.cells, vec![1, 1, 1]);
}

#[test]
fn rule_columns() {
    use crate::board::rule::Rule;
    // 1 x 3: the middle cell toggles all three, or only the two beside it.
    assert_eq!(Rule::standard().columns(1, 3)[1], 0b111);
    assert_eq!(Rule::neighbours().columns(1, 3)[1], 0b101);
    // 2 x 2, row and column: every cell but the opposite corner.
    assert_eq!(Rule::row_and_column().columns(2, 2)[0], 0b0111);
}

#[test]
fn rule_takes_modulus() {
    use crate::board::rule::takes_modulus;
    assert!(takes_modulus(2) && takes_modulus(65536) && takes_modulus(998244353));
    assert!(takes_modulus(1073741789)); // the largest prime below 2^30
    assert!(!takes_modulus(1) && !takes_modulus(65538) && !takes_modulus(1 << 30));
}

#[test]
fn row_full() {
    assert_eq!(crate::board::row::full(3), 0b111);
    assert_eq!(crate::board::row::full(64), u64::MAX);
    assert_eq!(crate::board::row::full(0), 0);
}

#[test]
fn row_press_word() {
    use crate::board::row::press_word;
    assert_eq!(press_word(0b0100, 0, 0), 0b1110);
    // The top bit of `below` shifts into the lowest bit of this word.
    assert_eq!(press_word(0, 0, 1 << 63), 1);
}

/// `board::chase`.
mod chase {

    use crate::board::chase::*;
    use crate::board::grid::apply;
    use crate::board::random::{random_board, SplitMix};
    use crate::board::rule::Rule;

    #[test]
    fn chase_clears_all_but_the_last_row() {
        let mut rng = SplitMix(7);
        for &(rows, width) in &[(3, 1), (5, 63), (4, 64), (6, 65), (3, 130), (2, 200)] {
            let lights = random_board(&mut rng, rows, width, false);
            let first = random_board(&mut rng, 1, width, false);
            let (presses, left) = chase(&lights, &first.row(0));
            let after = apply(&Rule::standard(), &lights, &presses);
            for r in 0..rows - 1 {
                assert!(
                    after.row(r).iter().all(|&w| w == 0),
                    "{} x {} row {}",
                    rows,
                    width,
                    r
                );
            }
            assert_eq!(&after.row(rows - 1)[..], &left[..], "{} x {}", rows, width);
            let residue = residue(Some(&lights), rows, width, &first.row(0));
            assert_eq!(residue, left);
        }
    }
}

/// `board::grid`.
mod grid {

    use crate::board::grid::*;
    use crate::board::random::{random_board, SplitMix};

    /// The grid as it prints, row by row or column by column.
    fn printed(grid: &Grid) -> String {
        let mut text = String::new();
        for r in 0..grid.rows() {
            for c in 0..grid.width() {
                text.push(if grid.cell(r, c) { '1' } else { '0' });
            }
        }
        text
    }

    #[test]
    fn rows_that_share_words_read_as_rows_of_their_own() {
        let mut rng = SplitMix(0x2545_f491);
        for width in [1, 2, 3, 5, 21, 31, 32, 33, 63, 64, 65] {
            for rows in [1, 2, 3, 63, 64, 65, 130] {
                let grid = random_board(&mut rng, rows, width, false);
                assert_eq!(grid.as_words().len(), size(rows, width));
                let mut rebuilt = Grid::new(0, width);
                for r in 0..rows {
                    let row = grid.row(r);
                    for c in 0..width {
                        let (word, bit) = locate(c, width);
                        assert_eq!(row[word] & bit != 0, grid.cell(r, c));
                    }
                    rebuilt.push_row(&row);
                }
                assert_eq!(rebuilt, grid, "{} x {}", rows, width);
                let mut set = Grid::new(rows, width);
                for r in (0..rows).rev() {
                    set.set_row(r, &grid.row(r));
                }
                assert_eq!(set, grid);
                assert_eq!(grid.transpose().transpose(), grid);
                let other = random_board(&mut rng, rows, width, false);
                assert_eq!(
                    grid.prints_before(&other),
                    printed(&grid) < printed(&other),
                    "{} x {}",
                    rows,
                    width
                );
                let ones = printed(&grid).matches('1').count();
                assert_eq!(grid.ones(), ones as u64);
            }
        }
        assert_eq!(Grid::filled(130, 3).ones(), 390);
    }

    #[test]
    fn a_press_toggles_what_the_rule_says() {
        use crate::board::rule::Rule;
        // Each rule modulo 2 by its definition: which cells (dr, dc) from
        // the pressed one it toggles, and whether it reaches along lines.
        type Toggles = fn(usize, usize) -> bool;
        let rules: [(Rule, Toggles); 4] = [
            (Rule::standard(), |dr, dc| dr + dc <= 1),
            (Rule::neighbours(), |dr, dc| dr + dc == 1),
            (Rule::eight_neighbours(), |dr, dc| dr <= 1 && dc <= 1),
            (Rule::row_and_column(), |dr, dc| dr == 0 || dc == 0),
        ];
        for (rule, toggles) in rules {
            let name = format!("{:?}", rule.press);
            for (rows, cols) in [(1, 1), (1, 5), (4, 1), (3, 4), (5, 5)] {
                for r in 0..rows {
                    for c in 0..cols {
                        let mut grid = Grid::new(rows, cols);
                        grid.press(&rule, r, c);
                        for rr in 0..rows {
                            for cc in 0..cols {
                                let (dr, dc) =
                                    (r.max(rr) - r.min(rr), c.max(cc) - c.min(cc));
                                assert_eq!(grid.cell(rr, cc), toggles(dr, dc), "{}", name);
                            }
                        }
                    }
                }
            }
        }
    }
}

/// `board::row`.
mod row {

    use crate::board::row::*;

    /// The mask of the single cell in column `column` of a row `width`
    /// cells wide, column 0 the top bit.
    fn cell(column: usize, width: usize) -> u64 {
        1 << (width - 1 - column)
    }

    #[test]
    fn press_matches_cell_by_cell_definition() {
        for width in 1..=10 {
            for k in 0..1u64 << width {
                let mut expected = 0;
                for j in 0..width {
                    if k & cell(j, width) != 0 {
                        expected ^= cell(j, width);
                        if j > 0 {
                            expected ^= cell(j - 1, width);
                        }
                        if j + 1 < width {
                            expected ^= cell(j + 1, width);
                        }
                    }
                }
                assert_eq!(press(k, full(width)), expected, "width {} k {:b}", width, k);
            }
        }
    }

    #[test]
    fn full_width_row_keeps_every_edge() {
        let all = full(64);
        assert_eq!(press(1 << 63, all), 0b11 << 62);
        assert_eq!(press(1, all), 0b11);
    }
}

/// `board::rule`.
mod rule {
    use crate::board::rule::*;

    #[test]
    fn presses_reach_what_each_rule_says() {
        let row_and_column = Rule::row_and_column();
        let mut reached = row_and_column.reach(3, 4, 1, 2);
        reached.sort_unstable();
        assert_eq!(
            reached,
            vec![(2, 1), (4, 1), (5, 1), (6, 1), (7, 1), (10, 1)]
        );
        let clocks = Rule::clocks();
        // Move 5 (BDEFH) from the middle clock.
        let cells: Vec<usize> = clocks.reach(3, 3, 1, 1).iter().map(|&(c, _)| c).collect();
        assert_eq!(cells, vec![1, 3, 4, 5, 7]);
        assert!(clocks.refuses(3, 3).is_none());
        assert!(clocks.refuses(4, 4).unwrap().contains("3 x 3"));
        let torus = Rule {
            torus: true,
            ..Rule::standard()
        };
        let mut wrapped = torus.reach(3, 3, 0, 0);
        wrapped.sort_unstable();
        assert_eq!(wrapped, vec![(0, 1), (1, 1), (2, 1), (3, 1), (6, 1)]);
    }
}
