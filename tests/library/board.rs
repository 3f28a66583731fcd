//! The board layer: rows, grids, rules and the chase: the cases their small functions are held to, beside the examples
//! in their docs.

#[test]
fn values_rows_text() {
    use lightsout::board::values::Board;
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
    use lightsout::board::chase::chase_from;
    use lightsout::board::grid::Grid;
    let (presses, residue) = chase_from(None, 2, 3, &[0b100]);
    assert_eq!(
        (presses, residue),
        (Grid::from_masks(&[0b100, 0b110], 3), vec![0b101])
    );
}

#[test]
fn chase_chase_neighbours_only() {
    use lightsout::board::chase::chase_neighbours_only;
    use lightsout::board::grid::Grid;
    // The pressed cell stays dark: only the cell below is pressed next.
    let (presses, _) = chase_neighbours_only(2, 3, &[0b100]);
    assert_eq!(presses, Grid::from_masks(&[0b100, 0b010], 3));
}

#[test]
fn chase_residue() {
    use lightsout::board::chase::residue;
    use lightsout::board::grid::Grid;
    let lights = Grid::from_masks(&[0b000, 0b010, 0b000], 3);
    assert_eq!(residue(Some(&lights), 3, 3, &[0b010]), vec![0]);
    assert_eq!(residue(None, 1, 3, &[0b010]), vec![0b111]);
}

#[test]
fn grid_words() {
    use lightsout::board::grid::words;
    assert_eq!((words(1), words(64), words(65)), (1, 1, 2));
}

#[test]
fn grid_head() {
    use lightsout::board::grid::head;
    assert_eq!((head(0), head(3), head(64), head(65)), (0, 3, 64, 1));
}

#[test]
fn grid_locate() {
    use lightsout::board::grid::locate;
    assert_eq!(locate(0, 3), (0, 0b100));
    assert_eq!(locate(0, 65), (0, 1));
    assert_eq!(locate(1, 65), (1, 1 << 63));
}

#[test]
fn grid_cell_row() {
    // 66 cells: word 0 holds columns 0 and 1, word 1 the other 64.
    assert_eq!(lightsout::board::grid::cell_row(1, 66), vec![1, 0]);
    assert_eq!(lightsout::board::grid::cell_row(2, 66), vec![0, 1 << 63]);
}

#[test]
fn grid_press_into() {
    use lightsout::board::grid::press_into;
    // 66 cells: pressing column 1 toggles columns 0, 1 and 2, across words.
    let mut target = [0, 0];
    press_into(&mut target, &[0b01, 0], 66);
    assert_eq!(target, [0b11, 1 << 63]);
}

#[test]
fn grid_size() {
    use lightsout::board::grid::size;
    assert_eq!(
        (size(3, 65), size(3, 64), size(130, 1), size(5, 30)),
        (6, 3, 3, 3)
    );
}

#[test]
fn grid_filled() {
    use lightsout::board::grid::Grid;
    assert_eq!(Grid::filled(2, 3), Grid::from_masks(&[0b111, 0b111], 3));
    assert_eq!(Grid::filled(1, 65).ones(), 65);
    assert_eq!(Grid::filled(100, 1).ones(), 100);
}

#[test]
fn grid_row() {
    use lightsout::board::grid::Grid;
    let grid = Grid::from_masks(&[0b10, 0b01], 2);
    assert_eq!((grid.row(0)[0], &grid.row(1)[..]), (0b10, &[0b01][..]));
}

#[test]
fn grid_push_row() {
    use lightsout::board::grid::Grid;
    let mut grid = Grid::new(0, 3);
    grid.push_row(&[0b101]);
    grid.push_row(&[0b010]);
    assert_eq!(grid, Grid::from_masks(&[0b101, 0b010], 3));
}

#[test]
fn grid_transpose() {
    use lightsout::board::grid::Grid;
    let grid = Grid::from_masks(&[0b110, 0b001], 3);
    assert_eq!(grid.transpose(), Grid::from_masks(&[0b10, 0b10, 0b01], 2));
}

#[test]
fn grid_prints_before() {
    use lightsout::board::grid::Grid;
    let (a, b) = (
        Grid::from_masks(&[0b01, 0b10], 2),
        Grid::from_masks(&[0b10, 0b00], 2),
    );
    assert!(a.prints_before(&b, false));
    // By columns `a` reads 0 1 1 0 and `b` reads 1 0 0 0.
    assert!(a.prints_before(&b, true));
    assert!(!b.prints_before(&a, true) && !a.prints_before(&a, true));
}

#[test]
fn grid_apply() {
    use lightsout::board::grid::{apply, Grid};
    use lightsout::board::rule::Rule;
    let lights = Grid::from_masks(&[0b111], 3);
    assert!(apply(&Rule::standard(), &lights, &Grid::from_masks(&[0b010], 3)).is_zero());
}

#[test]
fn rule_graph() {
    use lightsout::board::rule::Rule;
    use lightsout::board::values::Board;
    let rule = Rule::graph(3, &[(0, 1), (1, 2)]);
    let mut lights = Board::new(1, 3);
    rule.press(&mut lights, 0, 1, 1);
    assert_eq!(lights.cells, vec![1, 1, 1]);
}

#[test]
fn rule_columns() {
    use lightsout::board::rule::Rule;
    // 1 x 3: the middle cell toggles all three, or only the two beside it.
    assert_eq!(Rule::standard().columns(1, 3)[1], 0b111);
    assert_eq!(Rule::named("neighbours").unwrap().columns(1, 3)[1], 0b101);
    // 2 x 2, row and column: every cell but the opposite corner.
    assert_eq!(
        Rule::named("row-and-column").unwrap().columns(2, 2)[0],
        0b0111
    );
}

#[test]
fn rule_takes_modulus() {
    use lightsout::board::rule::takes_modulus;
    assert!(takes_modulus(2) && takes_modulus(65536) && takes_modulus(998244353));
    assert!(takes_modulus(1073741789)); // the largest prime below 2^30
    assert!(!takes_modulus(1) && !takes_modulus(65538) && !takes_modulus(1 << 30));
}

#[test]
fn rule_is_prime() {
    use lightsout::board::rule::is_prime;
    assert!(is_prime(2) && is_prime(998244353) && !is_prime(1) && !is_prime(1 << 16));
}

#[test]
fn rule_from_options() {
    use lightsout::board::rule::Rule;
    let three = Rule::from_options(Some("standard"), None, Some(3), true).unwrap();
    assert_eq!(three.describe(), "--rule standard --mod 3 --torus");
    assert!(Rule::from_options(None, Some("010/121/010"), None, false).is_err());
    assert!(Rule::from_options(Some("clocks"), None, None, true).is_err());
}

#[test]
fn row_full() {
    assert_eq!(lightsout::board::row::full(3), 0b111);
    assert_eq!(lightsout::board::row::full(64), u64::MAX);
    assert_eq!(lightsout::board::row::full(0), 0);
}

#[test]
fn row_cell() {
    use lightsout::board::row::cell;
    assert_eq!(cell(0, 4), 0b1000);
    assert_eq!(cell(3, 4), 0b0001);
}

#[test]
fn row_press_word() {
    use lightsout::board::row::press_word;
    assert_eq!(press_word(0b0100, 0, 0), 0b1110);
    // The top bit of `below` shifts into the lowest bit of this word.
    assert_eq!(press_word(0, 0, 1 << 63), 1);
}
