//! The input layer: scanners, streams and positions, held to their cases
//! (what were unit tests and doc examples).

#[test]
fn input_starts_line() {
    use crate::input::Scanner;
    let mut input = Scanner::new(b"1 0\n1");
    assert!(input.starts_line());
    input.token();
    assert!(!input.starts_line());
    input.token();
    assert!(input.starts_line());
}

#[test]
fn input_on_line() {
    use crate::input::Scanner;
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
    use crate::input::Scanner;
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
    use crate::input::Scanner;
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
    use crate::input::Scanner;
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
    use crate::input::Scanner;
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
fn position_after() {
    use crate::io::position::Position;
    assert_eq!(
        Position::START.after_gaps(b"1 0\n0 ", &[]),
        Position { line: 2, column: 3 }
    );
    assert_eq!(
        Position { line: 2, column: 3 }.after_gaps(b"1", &[]),
        Position { line: 2, column: 4 }
    );
}

#[test]
fn position_after_gaps() {
    use crate::io::position::{Gap, Position};
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

/// `io::input`.
mod input {

    use crate::input::*;
    use crate::SplitMix;

    #[test]
    fn errors_point_at_the_token() {
        let mut input = Scanner::new(b"1 0\n0 2 1\n");
        assert_eq!(input.row_mask(3), Ok(0b100));
        let error = input.bit().unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 2, column 3: expected 0 or 1, found \"2\""
        );
    }

    #[test]
    fn end_of_input_is_reported_where_it_is() {
        let mut input = Scanner::new(b"1 0\n0");
        assert_eq!(input.row_mask(3), Ok(0b100));
        let error = input.bit().unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 2, column 2: expected 0 or 1, found end of input"
        );
    }

    #[test]
    fn numbers_are_checked_for_range_and_overflow() {
        let mut input = Scanner::new(b"16 -1 99999999999999999999999 +3 7");
        let expected = "expected the number of rows, from 1 to 15, found ";
        for (column, token) in &[
            (1, "\"16\""),
            (4, "\"-1\""),
            (7, "\"99999999999999999999999\""),
            (31, "\"+3\""),
        ] {
            let error = input.number("the number of rows", 1, 15).unwrap_err();
            assert_eq!(
                error.to_string(),
                format!("line 1, column {}: {}{}", column, expected, token)
            );
        }
        assert_eq!(input.number("the number of rows", 1, 15), Ok(7));
    }

    #[test]
    fn odd_tokens_are_quoted_readably() {
        assert_eq!(quote(b"\xff\xfe"), "\"\\xff\\xfe\"");
        assert_eq!(quote(b"a\"b"), "\"a\\\"b\"");
        assert_eq!(quote(&[b'1'; 30]), format!("\"{}\"...", "1".repeat(24)));
    }

    #[test]
    fn columns_count_characters() {
        let mut input = Scanner::new("é 5".as_bytes());
        assert!(input.token().is_some());
        let error = input.bit().unwrap_err();
        assert_eq!((error.line, error.column), (1, 3));
    }

    #[test]
    fn wide_rows_fill_words_from_the_top() {
        let text = "1 ".repeat(65) + "\n" + &"0".repeat(64) + "1";
        let mut input = Scanner::new(text.as_bytes());
        let mut out = Vec::new();
        input.bit_row(65, &mut out).unwrap();
        input.bit_or_digit_row(65, &mut out).unwrap();
        assert_eq!(out, vec![1, u64::MAX, 0, 1]);
        let mut input = Scanner::new(b"101 1");
        assert_eq!(
            input.bit_row(3, &mut out).unwrap_err().found,
            Found::Token("\"101\"".to_string())
        );
    }

    #[test]
    fn rows_read_alike_on_every_path() {
        // Plain, tab-separated, CRLF, glued and cut rows, each with and
        // without 16 bytes after it.
        let rows: &[(&str, Result<u64, &str>)] = &[
            ("0 1 1 0 1 0\n", Ok(0b011010)),
            ("1 1 1 1 1 1\r\n", Ok(0b111111)),
            ("1\t0 0 0 0 1\n", Ok(0b100001)),
            ("1  0 0 0 0 1\n", Ok(0b100001)),
            (
                "0 1 1 0 1 01\n",
                Err("line 1, column 11: expected 0 or 1, found \"01\""),
            ),
            (
                "0 1 2 0 1 0\n",
                Err("line 1, column 5: expected 0 or 1, found \"2\""),
            ),
        ];
        for (row, expected) in rows {
            for tail in &["", "                    "] {
                let text = format!("{}{}", row, tail);
                let got = Scanner::new(text.as_bytes())
                    .row_mask(6)
                    .map_err(|e| e.to_string());
                assert_eq!(got, expected.map_err(str::to_string), "{:?}", text);
            }
        }
        let cut = Scanner::new(b"0 1 1 0 1").row_mask(6).unwrap_err();
        assert_eq!(
            cut.to_string(),
            "line 1, column 10: expected 0 or 1, found end of input"
        );
    }

    #[test]
    fn tokens_glued_to_a_cell_are_rejected() {
        let mut input = Scanner::new(b"10 1");
        assert_eq!(
            input.bit().unwrap_err().found,
            Found::Token("\"10\"".to_string())
        );
    }

    #[test]
    fn cells_are_packed_a_word_at_a_time_like_one_at_a_time() {
        // Rows read eight cells at a time (a word of digits, or cells one
        // space apart) against the words packed a cell at a time here.
        let mut rng = SplitMix(0x5eed);
        for width in [1, 7, 8, 9, 15, 63, 64, 65, 71, 72, 100, 128, 129, 200] {
            let token: Vec<u8> = (0..width)
                .map(|_| b'0' + (rng.next_u64() & 1) as u8)
                .collect();
            let mut slow = vec![7];
            let mut word = 0;
            for (column, &digit) in token.iter().enumerate() {
                word = word << 1 | u64::from(digit - b'0');
                if (width - column - 1) % 64 == 0 {
                    slow.push(word);
                    word = 0;
                }
            }
            // As digits, `0110`, and spaced, `0 1 1 0`.
            let spaced: Vec<u8> = token
                .iter()
                .flat_map(|&b| [b, b' '])
                .take(2 * width - 1)
                .collect();
            for (stride, text) in [(1, &token), (2, &spaced)] {
                let read = |text: &[u8]| {
                    let mut out = vec![7];
                    let mut scanner = Scanner::new(text);
                    scanner.bit_or_digit_row(width, &mut out).map(|()| out)
                };
                assert_eq!(
                    read(text).unwrap(),
                    slow,
                    "width {}, stride {}",
                    width,
                    stride
                );
                let mut bad = text.clone();
                bad[stride * (width / 2)] = b'2';
                assert!(read(&bad).is_err(), "width {}, stride {}", width, stride);
                if stride == 2 && width > 1 {
                    // A tab between cells: read a cell at a time, the same.
                    let mut tabbed = text.clone();
                    tabbed[1] = b'\t';
                    assert_eq!(read(&tabbed).unwrap(), slow, "width {}", width);
                }
            }
        }
    }
}

/// `io::stream`.
mod stream {
    use crate::input::{ParseError, Scanner};
    use std::io::{self, Read};

    use crate::SplitMix;
    use crate::*;

    /// A reader that hands out its data in pieces of random sizes.
    struct Pieces<'a> {
        data: &'a [u8],
        rng: SplitMix,
    }

    impl Read for Pieces<'_> {
        fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
            let n = (1 + self.rng.below(3000) as usize)
                .min(out.len())
                .min(self.data.len());
            out[..n].copy_from_slice(&self.data[..n]);
            self.data = &self.data[n..];
            Ok(n)
        }
    }

    /// `count` cases of three digits, each read by one call of `parse`.
    fn cases(
        mut parse: impl FnMut(
            &mut dyn FnMut(&mut Scanner<'_>) -> Result<[u64; 3], ParseError>,
        ) -> Result<[u64; 3], ParseError>,
        count: usize,
    ) -> Vec<Result<[u64; 3], ParseError>> {
        (0..count)
            .map(|_| {
                parse(&mut |s| {
                    Ok([
                        s.number("a digit", 0, 9)?,
                        s.number("a digit", 0, 9)?,
                        s.number("a digit", 0, 9)?,
                    ])
                })
            })
            .collect()
    }

    #[test]
    fn long_whitespace_inside_a_parse_is_kept_short_and_placed_exactly() {
        let mut rng = SplitMix(17);
        for round in 0..60 {
            let mut text = Vec::new();
            let tokens = 3 * (1 + rng.below(6) as usize);
            for k in 0..tokens {
                // Runs of every length, long ones past the stream's limit,
                // on one line or many.
                let run = [1, 2, 7, 1500, 5000, 300_000][rng.below(6) as usize];
                let lines = rng.below(2) == 0;
                for _ in 0..run {
                    let blank = [b' ', b'\n', b'\t', b' '][rng.below(4) as usize];
                    text.push(if lines { blank } else { b' ' });
                }
                let bad = round % 3 == 0 && k == tokens - 2;
                text.push(if bad {
                    b'x'
                } else {
                    b'0' + rng.below(10) as u8
                });
            }
            text.extend_from_slice(b"\n");
            // The same cases, one parse each, from a whole scanner and from
            // a stream fed in pieces.
            let mut scanner = Scanner::new(&text);
            let expected = cases(|parse| parse(&mut scanner), tokens / 3);
            let mut reader = Pieces {
                data: &text,
                rng: SplitMix(round),
            };
            let mut stream = Stream::new(&mut reader);
            let mut longest = 0;
            let found = cases(
                |parse| {
                    let result = stream.parse(|s| parse(s)).unwrap();
                    longest = longest.max(stream.held());
                    result
                },
                tokens / 3,
            );
            assert_eq!(found, expected, "round {}", round);
            // Whether each token starts a line, one parse a token: the
            // stream keeps the line ends (and the input's start) that it
            // drops between parses.
            let mut scanner = Scanner::new(&text);
            let mut lines = Vec::new();
            loop {
                let starts = scanner.starts_line();
                if scanner.token().is_none() {
                    break;
                }
                lines.push(starts);
            }
            let mut reader = Pieces {
                data: &text,
                rng: SplitMix(round + 100),
            };
            let mut stream = Stream::new(&mut reader);
            let streamed: Vec<bool> = (0..lines.len())
                .map(|_| {
                    let parse = |s: &mut Scanner<'_>| {
                        let starts = s.starts_line();
                        match s.token() {
                            Some(_) => Ok(starts),
                            None => Err(s.error(None, "a token")),
                        }
                    };
                    stream.parse(parse).unwrap().unwrap()
                })
                .collect();
            assert_eq!(streamed, lines, "round {}", round);
            // The buffer never held a long run: a block or two.
            assert!(
                longest <= 4 * Stream::BLOCK,
                "round {}: {} bytes",
                round,
                longest
            );
        }
    }
}

#[test]
fn scan_reads_numbers_words_and_letters_and_says_what_it_wanted() {
    use crate::input::Scanner;
    let mut s = Scanner::new(b"42 -7 word x\n\xff 300");
    assert_eq!((s.scan::<usize>(), s.scan::<i64>()), (Ok(42), Ok(-7)));
    assert_eq!(
        (s.scan::<String>(), s.scan::<char>()),
        (Ok("word".to_string()), Ok('x'))
    );
    let error = s.scan::<String>().unwrap_err().to_string();
    assert_eq!(
        error,
        "line 2, column 1: expected a String, found \"\\xff\""
    );
    assert_eq!(
        s.scan::<u8>().unwrap_err().to_string(),
        "line 2, column 3: expected a u8, found \"300\""
    );
    // `?` carries it into a boxed error.
    let boxed = || -> Result<u32, Box<dyn std::error::Error>> {
        Ok(Scanner::new(b"x").scan::<u32>()?)
    };
    assert_eq!(
        boxed().unwrap_err().to_string(),
        "line 1, column 1: expected a u32, found \"x\""
    );
}
