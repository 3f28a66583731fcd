//! The input and output layer: scanners, board formats, writers: the cases their small functions are held to, beside the examples
//! in their docs.

#[test]
fn output_push_row() {
    let mut out = Vec::new();
    lightsout::io::output::push_row(&mut out, 0b1001, 4);
    assert_eq!(out, b"1 0 0 1\n");
}

#[test]
fn output_push_number() {
    let mut out = Vec::new();
    lightsout::io::output::push_number(&mut out, 1222);
    assert_eq!(out, b"1222");
}

#[test]
fn output_push_digit_rows() {
    let mut out = Vec::new();
    let grid = lightsout::board::grid::Grid::from_masks(&[0b110, 0b001], 3);
    lightsout::io::output::push_digit_rows(&mut out, &grid);
    assert_eq!(out, b"110\n001\n");
}

#[test]
fn output_write_grid() {
    let mut out = Vec::new();
    let grid = lightsout::board::grid::Grid::from_masks(&[0b10, 0b01], 2);
    lightsout::io::output::write_grid(&mut out, &grid).unwrap();
    assert_eq!(out, b"1 0\n0 1\n");
}

#[test]
fn input_starts_line() {
    use lightsout::io::input::Scanner;
    let mut input = Scanner::new(b"1 0\n1");
    assert!(input.starts_line());
    input.token();
    assert!(!input.starts_line());
    input.token();
    assert!(input.starts_line());
}

#[test]
fn input_on_line() {
    use lightsout::io::input::Scanner;
    let mut input = Scanner::new(b"1 0\n1 1");
    assert!(input.on_line(true, "a row").is_ok());
    input.token();
    assert!(input.on_line(false, "a row").is_ok());
    input.token();
    assert_eq!(
        input
            .on_line(false, "2 values on one line")
            .unwrap_err()
            .to_string(),
        "line 2, column 1: expected 2 values on one line, found \"1\""
    );
}

#[test]
fn input_one_word() {
    use lightsout::io::input::Scanner;
    let mut input = Scanner::new(b"TUE Tue");
    let days = ["MON", "TUE", "WED"];
    assert_eq!(input.one_word(&days, "a day"), Ok(1));
    assert_eq!(
        input.one_word(&days, "a day").unwrap_err().to_string(),
        "line 1, column 5: expected a day, found \"Tue\""
    );
}

#[test]
fn input_one_of() {
    use lightsout::io::input::Scanner;
    let mut input = Scanner::new(b"9 5");
    assert_eq!(input.one_of("3, 6, 9 or 12", &[3, 6, 9, 12]), Ok(9));
    assert_eq!(
        input
            .one_of("3, 6, 9 or 12", &[3, 6, 9, 12])
            .unwrap_err()
            .to_string(),
        "line 1, column 3: expected 3, 6, 9 or 12, found \"5\""
    );
}

#[test]
fn input_value_row() {
    use lightsout::io::input::Scanner;
    let mut out = Vec::new();
    let mut input = Scanner::new(b"0 2 1\n120\n13");
    input.value_row(3, 3, &mut out).unwrap();
    input.value_row(3, 3, &mut out).unwrap();
    assert_eq!(out, vec![0, 2, 1, 1, 2, 0]);
    assert_eq!(
        input.value_row(2, 3, &mut out).unwrap_err().to_string(),
        "line 3, column 2: expected a digit from 0 to 2, found \"3\""
    );
}

#[test]
fn input_char_row() {
    use lightsout::io::input::Scanner;
    let mut out = Vec::new();
    let mut input = Scanner::new(b"X..X\nX.Y.");
    input.char_row(4, b".X", &mut out).unwrap();
    assert_eq!(out, vec![0b1001]);
    assert_eq!(
        input.char_row(4, b".X", &mut out).unwrap_err().to_string(),
        "line 2, column 3: expected X or ., found \"Y\""
    );
}

#[test]
fn formats_read_many() {
    use lightsout::io::formats::read_many;
    use lightsout::io::stream::Stream;
    let mut input = &b"5 6 7"[..];
    let mut stream = Stream::new(&mut input);
    let read = read_many(&mut stream, 3, |s, i| {
        s.number("a number", 0, 9).map(|v| v + i as u64)
    });
    assert_eq!(read.unwrap(), vec![5, 7, 9]);
}

#[test]
fn formats_read_value_board() {
    use lightsout::io::formats::read_value_board;
    use lightsout::io::stream::Stream;
    let mut input = &b"2 3\n012\n2 1 0\n"[..];
    let board = read_value_board(&mut Stream::new(&mut input), 3).unwrap();
    assert_eq!(board.cells, vec![0, 1, 2, 2, 1, 0]);
}

#[test]
fn formats_read_rows() {
    use lightsout::io::formats::read_rows;
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
    use lightsout::board::grid::Grid;
    use lightsout::io::formats::char_rows;
    assert_eq!(
        char_rows(&Grid::from_masks(&[0b10, 0b01], 2), b".X"),
        "X.\n.X\n"
    );
}

#[test]
fn position_after() {
    use lightsout::io::position::Position;
    assert_eq!(
        Position::START.after(b"1 0\n0 "),
        Position { line: 2, column: 3 }
    );
    assert_eq!(
        Position { line: 2, column: 3 }.after(b"1"),
        Position { line: 2, column: 4 }
    );
}

#[test]
fn position_after_gaps() {
    use lightsout::io::position::{Gap, Position};
    // "1" then a run of two newlines and three spaces, kept as one byte.
    let gap = Gap {
        at: 1,
        lines: 2,
        columns: 3,
    };
    assert_eq!(
        Position::START.after_gaps(b"1 2", &[gap]),
        Position { line: 3, column: 5 }
    );
}
