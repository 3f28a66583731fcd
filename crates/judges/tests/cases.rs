//! The judges' crate held to its cases (what were unit tests and doc
//! examples): the board formats, the writers and the driver, the problem
//! setter's kit, and what several problems share.

#[test]
fn output_push_row() {
    let mut out = Vec::new();
    lightsout_judges::output::push_row(&mut out, 0b1001, 4);
    assert_eq!(out, b"1 0 0 1\n");
}

#[test]
fn output_push_number() {
    let mut out = Vec::new();
    lightsout_judges::output::push_number(&mut out, 1222);
    assert_eq!(out, b"1222");
}

#[test]
fn output_push_digit_rows() {
    let mut out = Vec::new();
    let grid = lightsout::grid::Grid::from_masks(&[0b110, 0b001], 3);
    lightsout_judges::output::push_digit_rows(&mut out, &grid);
    assert_eq!(out, b"110\n001\n");
}

#[test]
fn output_write_grid() {
    let mut out = Vec::new();
    let grid = lightsout::grid::Grid::from_masks(&[0b10, 0b01], 2);
    lightsout_judges::output::write_grid(&mut out, &grid).unwrap();
    assert_eq!(out, b"1 0\n0 1\n");
}

#[test]
fn formats_read_many() {
    use lightsout::Stream;
    use lightsout_judges::formats::read_many;
    let mut input = &b"5 6 7"[..];
    let mut stream = Stream::new(&mut input);
    let read = read_many(&mut stream, 3, |s, i| {
        s.number("a number", 0, 9).map(|v| v + i as u64)
    });
    assert_eq!(read.unwrap(), vec![5, 7, 9]);
}

#[test]
fn formats_read_value_board() {
    use lightsout::Stream;
    use lightsout_judges::formats::read_value_board;
    let mut input = &b"2 3\n012\n2 1 0\n"[..];
    let board = read_value_board(&mut Stream::new(&mut input), 3).unwrap();
    assert_eq!(board.cells, vec![0, 1, 2, 2, 1, 0]);
}

#[test]
fn formats_read_rows() {
    use lightsout_judges::formats::read_rows;
    assert_eq!(
        read_rows(b"011\n1 0 0\n", 2).unwrap().cells,
        vec![0, 1, 1, 1, 0, 0]
    );
    assert_eq!(
        read_rows(b"10 0\n3 11\n", 12).unwrap().cells,
        vec![10, 0, 3, 11]
    );
    assert_eq!(read_rows(b"01\n1\n", 2), None);
    assert_eq!(read_rows(b"012\n", 2), None);
}

#[test]
fn formats_char_rows() {
    use lightsout::grid::Grid;
    use lightsout_judges::formats::char_rows;
    assert_eq!(
        char_rows(&Grid::from_masks(&[0b10, 0b01], 2), b".X"),
        "X.\n.X\n"
    );
}

/// `io::judge`.
mod judge {

    #[test]
    fn the_version_is_the_crates() {
        assert_eq!(lightsout_judges::judge::VERSION, crate::common::version());
    }
}

/// `io::output`.
mod output {

    use lightsout::grid::Grid;
    use std::io::{self, Write};

    use lightsout::SplitMix;
    use lightsout_judges::output::*;

    /// Takes every write whole, noting the longest.
    struct Writes {
        text: Vec<u8>,
        longest: usize,
    }

    impl Write for Writes {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.text.extend_from_slice(buf);
            self.longest = self.longest.max(buf.len());
            Ok(buf.len())
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn long_rows_are_written_in_blocks_and_short_ones_end_them() {
        // 2 x 400000: each row is 800 KB of text.
        let mut grid = Grid::new(2, 400_000);
        for c in (0..400_000).step_by(7) {
            grid.flip(c % 2, c);
        }
        let mut whole = Vec::new();
        push_grid(&mut whole, &grid);
        let mut writes = Writes {
            text: Vec::new(),
            longest: 0,
        };
        write_grid(&mut writes, &grid).unwrap();
        assert!(writes.text == whole);
        assert!(writes.longest < 600_000, "{}", writes.longest);
        // 5000 x 100, 1 MB: every write ends a line, so a line-buffered
        // stdout passes each on in one write.
        let grid = Grid::filled(5000, 100);
        let mut lines = LineEnds(0);
        write_grid(&mut lines, &grid).unwrap();
        assert!(lines.0 >= 4, "{} writes", lines.0);
    }

    /// Fails a write that does not end a line.
    struct LineEnds(usize);

    impl Write for LineEnds {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            assert_eq!(buf.last(), Some(&b'\n'));
            self.0 += 1;
            Ok(buf.len())
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn rows_print_eight_cells_at_a_time_like_one_at_a_time() {
        let mut rng = SplitMix(0x9e37_79b9);
        for width in [1, 7, 8, 9, 63, 64, 65, 72, 130] {
            let mut grid = Grid::new(3, width);
            for r in 0..3 {
                for c in 0..width {
                    if rng.next_u64() & 1 == 1 {
                        grid.flip(r, c);
                    }
                }
            }
            let mut expected = String::new();
            for r in 0..3 {
                let cells: Vec<&str> = (0..width)
                    .map(|c| if grid.cell(r, c) { "1" } else { "0" })
                    .collect();
                expected += &cells.join(" ");
                expected.push('\n');
            }
            let mut text = Vec::new();
            push_grid(&mut text, &grid);
            assert_eq!(
                String::from_utf8(text).unwrap(),
                expected,
                "width {}",
                width
            );
        }
    }
}

#[test]
fn generate_rule_board() {
    use lightsout::Rule;
    use lightsout_judges::kit::generate::{rule_board, Sink, Spec};
    let rule = Rule {
        modulus: 3,
        ..Rule::standard()
    };
    let mut out = Vec::new();
    let spec = Spec {
        rows: Some(2),
        cols: Some(4),
        ..Spec::default()
    };
    let mut sink = Sink::new(&mut out);
    rule_board(&spec, &rule, &mut sink).unwrap();
    sink.finish().unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.starts_with("2 4\n") && text.lines().count() == 3);
}

#[test]
fn check_relaxed() {
    use lightsout_judges::kit::check::relaxed;
    let (fixed, changes) = relaxed(b"0 1 \r\n1  0\r\n\r\n").unwrap();
    assert_eq!(fixed, b"0 1\n1 0\n");
    assert_eq!(
        changes,
        [
            "\\r\\n line ends",
            "spaces other than single ones",
            "blank lines at the end"
        ]
    );
    assert!(relaxed(b"0 1\n").is_none());
}

#[test]
fn shared_count_line() {
    use lightsout::grid::Grid;
    use lightsout::standard::Goal;
    use lightsout_judges::problems::shared::count_line;
    assert_eq!(
        count_line(&Grid::from_masks(&[0b11], 2), Goal::ALL_OFF, "-1"),
        "1\n"
    );
    assert_eq!(
        count_line(&Grid::from_masks(&[0b10], 2), Goal::ALL_OFF, "-1"),
        "-1\n"
    );
}

/// `unique`: table look-up where every board has one solution.
mod unique {
    use lightsout::{apply, Grid, Rule};
    use lightsout_judges::unique::*;

    /// Whether `presses` clear `lights`, by the cell-by-cell simulation.
    fn clears(lights: &[u64], presses: &[u64], width: usize) -> bool {
        apply(
            &Rule::standard(),
            &Grid::from_masks(lights, width),
            &Grid::from_masks(presses, width),
        )
        .is_zero()
    }

    #[test]
    fn every_board_of_a_small_size_is_cleared() {
        let (rows, width) = (3, 3);
        let solver = Unique::new(rows, width).unwrap();
        for board in 0..1u64 << (rows * width) {
            let lights = unpack(board, rows, width);
            let presses = unpack(solver.presses(&lights), rows, width);
            assert!(clears(&lights, &presses, width), "board {:b}", board);
        }
    }

    #[test]
    fn unit_tables_match_cells() {
        let solver = Unique::new(5, 6).unwrap();
        let mut lights = [0; 5];
        // Column 4 of 6: the row's bits from column 0, the top one.
        lights[2] = 0b000010;
        let presses = unpack(solver.presses(&lights), 5, 6);
        assert!(clears(&lights, &presses, 6));
    }
}
