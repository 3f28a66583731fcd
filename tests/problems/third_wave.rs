//! Oracles for the third wave, written from the statements alone and apart
//! from the library: an exhaustive search over every press set, every K or
//! every subset where the input is small, and a plain textbook elimination
//! (mod 2, 7 or 998244353, with `u64` and `%`) where it is not.
//!
//! `expected_third` gives the one right output of a problem whose every case
//! has exactly one; `check_third` judges an output of the two problems that
//! accept many (a solution and kernel basis; a basis of an intersection).
//! Inputs are read by splitting on whitespace and are taken to be valid: a
//! malformed input panics.

/// The prime of the Library Checker problems.
const P: u64 = 998_244_353;

/// Face The Right Way tries every set of turns up to this many cows.
const COWS_EVERY_SET: usize = 14;
/// Widget Factory tries every assignment of days up to this many types.
const WIDGETS_EVERY_DAY: usize = 4;
/// Awkward Lights tries every press set up to this many rooms.
const ROOMS_EVERY_SET: usize = 20;
/// The linear basis problem tries every subset up to this many numbers.
const NUMBERS_EVERY_SUBSET: usize = 16;
/// The determinant is expanded along rows (Laplace) up to this side.
const LAPLACE_SIDE: usize = 7;

/// Whitespace-separated words.
struct Words<'a>(std::str::SplitWhitespace<'a>);

impl Words<'_> {
    fn word(&mut self) -> &str {
        self.0.next().expect("input ends early")
    }

    fn number<T: std::str::FromStr>(&mut self) -> T {
        let word = self.word();
        match word.parse() {
            Ok(value) => value,
            Err(_) => panic!("not a number: {word:?}"),
        }
    }

    /// The next number, or None at the end of the input.
    fn number_or_end(&mut self) -> Option<usize> {
        self.0.next().map(|word| word.parse().expect("a number"))
    }

    /// `rows` rows of `cols` numbers.
    fn matrix(&mut self, rows: usize, cols: usize) -> Vec<Vec<u64>> {
        (0..rows)
            .map(|_| (0..cols).map(|_| self.number()).collect())
            .collect()
    }
}

/// The one right output of problem `name` for `input`; None for a name this
/// file does not know (or one with many right answers: see `check_third`).
pub(crate) fn expected_third(name: &str, input: &str) -> Option<String> {
    let mut t = Words(input.split_whitespace());
    let out = match name {
        "face_the_right_way" => face_the_right_way(&mut t),
        "widget_factory" => widget_factory(&mut t),
        "awkward_lights" => awkward_lights(&mut t),
        "linear_basis" => linear_basis(&mut t),
        "matrix_product_mod_2" => matrix_product_mod_2(&mut t),
        "matrix_det_mod_p" => {
            let n = t.number();
            let a = t.matrix(n, n);
            let det = if n <= LAPLACE_SIDE {
                det_laplace(&a)
            } else {
                det_elimination(a)
            };
            format!("{det}\n")
        }
        "matrix_rank_mod_p" => {
            let (n, m) = (t.number(), t.number());
            format!("{}\n", rank_mod_p(t.matrix(n, m), m))
        }
        "inverse_matrix_mod_p" => {
            let n = t.number();
            match inverse_mod_p(t.matrix(n, n)) {
                None => "-1\n".to_string(),
                Some(inverse) => inverse.iter().map(|row| line(row)).collect(),
            }
        }
        _ => return None,
    };
    Some(out)
}

/// Values separated by single spaces, and a newline.
fn line<T: ToString>(values: &[T]) -> String {
    let words: Vec<String> = values.iter().map(T::to_string).collect();
    words.join(" ") + "\n"
}

// ---------------------------------------------------------------------------
// POJ 3276 Face The Right Way

/// Every K from 1 to N; of the fewest turns M, the least K reaching it.
fn face_the_right_way(t: &mut Words) -> String {
    let n: usize = t.number();
    let mut backward = Vec::new();
    while backward.len() < n {
        backward.extend(t.word().chars().map(|ch| ch == 'B'));
    }
    let mut best: Option<(usize, usize)> = None;
    for k in 1..=n {
        let fewest = if n <= COWS_EVERY_SET {
            cows_every_set(&backward, k)
        } else {
            cows_sweep(&backward, k)
        };
        if let Some(m) = fewest {
            let better = match best {
                None => true,
                Some((best_m, _)) => m < best_m,
            };
            if better {
                best = Some((m, k));
            }
        }
    }
    let (m, k) = best.expect("K = 1 always turns every cow forward");
    format!("{k} {m}\n")
}

/// The fewest turns of K cows over every set of starting cows (each start
/// turned at most once: twice is none, and the order does not matter).
fn cows_every_set(backward: &[bool], k: usize) -> Option<usize> {
    let starts = backward.len() - k + 1;
    let mut best: Option<usize> = None;
    for set in 0u32..1 << starts {
        let mut cows = backward.to_vec();
        for start in 0..starts {
            if set >> start & 1 == 1 {
                for cow in &mut cows[start..start + k] {
                    *cow = !*cow;
                }
            }
        }
        if cows.iter().all(|&b| !b) {
            let turns = set.count_ones() as usize;
            best = Some(best.map_or(turns, |b| b.min(turns)));
        }
    }
    best
}

/// Left to right, turning the K cows from each cow still backward, every cow
/// turned one by one; None if some of the last K - 1 stay backward.
fn cows_sweep(backward: &[bool], k: usize) -> Option<usize> {
    let mut cows = backward.to_vec();
    let mut turns = 0;
    for start in 0..=cows.len() - k {
        if cows[start] {
            for cow in &mut cows[start..start + k] {
                *cow = !*cow;
            }
            turns += 1;
        }
    }
    if cows.iter().any(|&b| b) {
        None
    } else {
        Some(turns)
    }
}

// ---------------------------------------------------------------------------
// POJ 2947 Widget Factory

#[derive(Debug, PartialEq)]
enum Widgets {
    Inconsistent,
    Multiple,
    Days(Vec<u64>),
}

/// MON = 0 .. SUN = 6.
fn weekday(name: &str) -> u64 {
    const DAYS: [&str; 7] = ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"];
    match DAYS.iter().position(|&d| d == name) {
        Some(day) => day as u64,
        None => panic!("not a day: {name:?}"),
    }
}

/// Each case's records as rows mod 7: how many of each type, then the days
/// worked (START to END inclusive).
fn widget_factory(t: &mut Words) -> String {
    let mut out = String::new();
    while let Some(n) = t.number_or_end() {
        let m: usize = t.number();
        if n == 0 && m == 0 {
            break;
        }
        let mut rows = Vec::new();
        for _ in 0..m {
            let k: usize = t.number();
            let (start, end) = (weekday(t.word()), weekday(t.word()));
            let mut row = vec![0u64; n + 1];
            for _ in 0..k {
                let kind: usize = t.number();
                row[kind - 1] = (row[kind - 1] + 1) % 7;
            }
            row[n] = ((end + 7 - start) % 7 + 1) % 7;
            rows.push(row);
        }
        let answer = if n <= WIDGETS_EVERY_DAY {
            widgets_every_day(&rows, n)
        } else {
            widgets_elimination(rows, n)
        };
        match answer {
            Widgets::Inconsistent => out += "Inconsistent data.\n",
            Widgets::Multiple => out += "Multiple solutions.\n",
            Widgets::Days(days) => out += &line(&days),
        }
    }
    out
}

/// Every assignment of 3..=9 days to the n types, counted.
fn widgets_every_day(rows: &[Vec<u64>], n: usize) -> Widgets {
    let mut found: Vec<Vec<u64>> = Vec::new();
    for code in 0..7usize.pow(n as u32) {
        let days: Vec<u64> = (0..n)
            .map(|i| 3 + (code / 7usize.pow(i as u32) % 7) as u64)
            .collect();
        let holds = rows.iter().all(|row| {
            let sum: u64 = (0..n).map(|i| row[i] * days[i]).sum();
            sum % 7 == row[n]
        });
        if holds {
            found.push(days);
        }
    }
    match found.len() {
        0 => Widgets::Inconsistent,
        1 => Widgets::Days(found.remove(0)),
        _ => Widgets::Multiple,
    }
}

/// Gauss-Jordan elimination mod 7 of the rows (n coefficients, then the
/// right-hand side).
fn widgets_elimination(mut rows: Vec<Vec<u64>>, n: usize) -> Widgets {
    let mut rank = 0;
    for col in 0..n {
        let pivot = match (rank..rows.len()).find(|&r| rows[r][col] != 0) {
            Some(r) => r,
            None => continue,
        };
        rows.swap(rank, pivot);
        let inverse = (1..7).find(|&x| x * rows[rank][col] % 7 == 1).unwrap();
        for value in rows[rank].iter_mut() {
            *value = *value * inverse % 7;
        }
        let pivot_row = rows[rank].clone();
        for (r, row) in rows.iter_mut().enumerate() {
            let factor = row[col];
            if r != rank && factor != 0 {
                for c in 0..=n {
                    row[c] = (row[c] + 7 * 7 - factor * pivot_row[c]) % 7;
                }
            }
        }
        rank += 1;
    }
    if rows[rank..].iter().any(|row| row[n] != 0) {
        Widgets::Inconsistent
    } else if rank < n {
        Widgets::Multiple
    } else {
        // Full rank: row i holds the pivot of column i.
        let days = (0..n)
            .map(|i| {
                if rows[i][n] < 3 {
                    rows[i][n] + 7
                } else {
                    rows[i][n]
                }
            })
            .collect();
        Widgets::Days(days)
    }
}

// ---------------------------------------------------------------------------
// AOJ 1308 Awkward Lights

/// Each dataset: `1` if every light can be turned off, else `0`.
fn awkward_lights(t: &mut Words) -> String {
    let mut out = String::new();
    loop {
        let (cols, rows, d): (usize, usize, usize) = (t.number(), t.number(), t.number());
        if cols == 0 && rows == 0 && d == 0 {
            break;
        }
        let lit: Vec<u8> = t
            .matrix(rows, cols)
            .concat()
            .iter()
            .map(|&v| v as u8)
            .collect();
        // The switch of room `s` flips room `r` (cells numbered row by row).
        let flips = |s: usize, r: usize| {
            let (sr, sc, rr, rc) = (s / cols, s % cols, r / cols, r % cols);
            s == r || sr.abs_diff(rr) + sc.abs_diff(rc) == d
        };
        let cells = rows * cols;
        let solvable = if cells <= ROOMS_EVERY_SET {
            lights_every_set(&lit, &flips)
        } else {
            lights_elimination(&lit, &flips)
        };
        out += if solvable { "1\n" } else { "0\n" };
    }
    out
}

/// Every press set, visited in Gray-code order (one switch more or less at
/// each step), against the lit rooms.
fn lights_every_set(lit: &[u8], flips: &dyn Fn(usize, usize) -> bool) -> bool {
    let cells = lit.len();
    let press: Vec<u32> = (0..cells)
        .map(|s| {
            (0..cells)
                .filter(|&r| flips(s, r))
                .fold(0, |m, r| m | 1 << r)
        })
        .collect();
    let target = (0..cells).fold(0u32, |m, r| m | u32::from(lit[r]) << r);
    let mut state = 0u32;
    if state == target {
        return true;
    }
    for step in 1u32..1 << cells {
        state ^= press[step.trailing_zeros() as usize];
        if state == target {
            return true;
        }
    }
    false
}

/// Gaussian elimination mod 2: one equation a light, one unknown a switch.
fn lights_elimination(lit: &[u8], flips: &dyn Fn(usize, usize) -> bool) -> bool {
    let cells = lit.len();
    let mut rows: Vec<Vec<u8>> = (0..cells)
        .map(|r| {
            let mut row: Vec<u8> = (0..cells).map(|s| u8::from(flips(s, r))).collect();
            row.push(lit[r]);
            row
        })
        .collect();
    let mut rank = 0;
    for col in 0..cells {
        let pivot = match (rank..cells).find(|&r| rows[r][col] == 1) {
            Some(r) => r,
            None => continue,
        };
        rows.swap(rank, pivot);
        let pivot_row = rows[rank].clone();
        for row in rows.iter_mut().skip(rank + 1) {
            if row[col] == 1 {
                for c in col..=cells {
                    row[c] ^= pivot_row[c];
                }
            }
        }
        rank += 1;
    }
    rows[rank..].iter().all(|row| row[cells] == 0)
}

// ---------------------------------------------------------------------------
// Luogu P3812 linear basis

/// The largest XOR of any subset.
fn linear_basis(t: &mut Words) -> String {
    let n: usize = t.number();
    let numbers: Vec<u64> = (0..n).map(|_| t.number()).collect();
    let best = if n <= NUMBERS_EVERY_SUBSET {
        xor_every_subset(&numbers)
    } else {
        xor_reduced_basis(&numbers)
    };
    format!("{best}\n")
}

fn xor_every_subset(numbers: &[u64]) -> u64 {
    (0u32..1 << numbers.len())
        .map(|set| {
            (0..numbers.len())
                .filter(|&i| set >> i & 1 == 1)
                .fold(0, |x, i| x ^ numbers[i])
        })
        .max()
        .unwrap()
}

/// Reduced row echelon form over GF(2), one bit a column from the top; the
/// XOR of every row then holds every pivot bit, and is the largest.
fn xor_reduced_basis(numbers: &[u64]) -> u64 {
    let mut rows = numbers.to_vec();
    let mut rank = 0;
    for bit in (0..64).rev() {
        let pivot = match (rank..rows.len()).find(|&r| rows[r] >> bit & 1 == 1) {
            Some(r) => r,
            None => continue,
        };
        rows.swap(rank, pivot);
        let pivot_row = rows[rank];
        for (r, row) in rows.iter_mut().enumerate() {
            if r != rank && *row >> bit & 1 == 1 {
                *row ^= pivot_row;
            }
        }
        rank += 1;
    }
    rows[..rank].iter().fold(0, |x, row| x ^ row)
}

// ---------------------------------------------------------------------------
// Library Checker: matrix_product_mod_2, matrix_det, matrix_rank,
// inverse_matrix

/// The triple loop, rows written as 0/1 strings.
fn matrix_product_mod_2(t: &mut Words) -> String {
    let (n, m, k): (usize, usize, usize) = (t.number(), t.number(), t.number());
    let mut bits = |rows: usize, cols: usize| -> Vec<Vec<u8>> {
        (0..rows)
            .map(|_| {
                let row: Vec<u8> = t.word().bytes().map(|b| b - b'0').collect();
                assert_eq!(row.len(), cols, "a row of {cols} bits");
                row
            })
            .collect()
    };
    let a = bits(n, m);
    let b = bits(m, k);
    let columns: Vec<Vec<u8>> = (0..k)
        .map(|j| b.iter().map(|row| row[j]).collect())
        .collect();
    let mut out = String::new();
    for a_row in &a {
        for column in &columns {
            let mut sum = 0;
            for (&x, &y) in a_row.iter().zip(column) {
                sum ^= x & y;
            }
            out.push(char::from(b'0' + sum));
        }
        out.push('\n');
    }
    out
}

fn pow_mod(mut base: u64, mut exp: u64) -> u64 {
    let mut result = 1;
    base %= P;
    while exp > 0 {
        if exp & 1 == 1 {
            result = result * base % P;
        }
        base = base * base % P;
        exp >>= 1;
    }
    result
}

fn inv_mod(x: u64) -> u64 {
    assert!(x % P != 0, "no inverse of 0");
    pow_mod(x, P - 2)
}

/// Expansion along the first row: sum of (-1)^j a[0][j] det(minor(0, j)).
fn det_laplace(a: &[Vec<u64>]) -> u64 {
    let n = a.len();
    if n == 0 {
        return 1;
    }
    let mut det = 0;
    for j in 0..n {
        if a[0][j] % P == 0 {
            continue;
        }
        let minor: Vec<Vec<u64>> = a[1..]
            .iter()
            .map(|row| (0..n).filter(|&c| c != j).map(|c| row[c]).collect())
            .collect();
        let term = a[0][j] % P * det_laplace(&minor) % P;
        det = if j % 2 == 0 {
            (det + term) % P
        } else {
            (det + P - term) % P
        };
    }
    det
}

/// Forward elimination: the product of the pivots, negated at each swap.
fn det_elimination(mut a: Vec<Vec<u64>>) -> u64 {
    let n = a.len();
    let mut det = 1;
    for col in 0..n {
        let pivot = match (col..n).find(|&r| a[r][col] % P != 0) {
            Some(r) => r,
            None => return 0,
        };
        if pivot != col {
            a.swap(col, pivot);
            det = (P - det) % P;
        }
        det = det * (a[col][col] % P) % P;
        let inverse = inv_mod(a[col][col]);
        let pivot_row = a[col].clone();
        for row in a.iter_mut().skip(col + 1) {
            let factor = row[col] % P * inverse % P;
            for c in col..n {
                row[c] = (row[c] % P + P - factor * pivot_row[c] % P) % P;
            }
        }
    }
    det
}

/// The rank mod P of `rows` (each `cols` long; there may be no rows).
fn rank_mod_p(mut rows: Vec<Vec<u64>>, cols: usize) -> usize {
    let mut rank = 0;
    for col in 0..cols {
        let pivot = match (rank..rows.len()).find(|&r| rows[r][col] % P != 0) {
            Some(r) => r,
            None => continue,
        };
        rows.swap(rank, pivot);
        let inverse = inv_mod(rows[rank][col]);
        let pivot_row = rows[rank].clone();
        for row in rows.iter_mut().skip(rank + 1) {
            let factor = row[col] % P * inverse % P;
            for c in col..cols {
                row[c] = (row[c] % P + P - factor * pivot_row[c] % P) % P;
            }
        }
        rank += 1;
    }
    rank
}

/// Gauss-Jordan elimination of [A | I]; None if A is singular.
fn inverse_mod_p(a: Vec<Vec<u64>>) -> Option<Vec<Vec<u64>>> {
    let n = a.len();
    let mut rows: Vec<Vec<u64>> = a
        .into_iter()
        .enumerate()
        .map(|(i, mut row)| {
            row.iter_mut().for_each(|x| *x %= P);
            row.extend((0..n).map(|j| u64::from(i == j)));
            row
        })
        .collect();
    for col in 0..n {
        let pivot = (col..n).find(|&r| rows[r][col] != 0)?;
        rows.swap(col, pivot);
        let inverse = inv_mod(rows[col][col]);
        for x in rows[col].iter_mut() {
            *x = *x * inverse % P;
        }
        let pivot_row = rows[col].clone();
        for (r, row) in rows.iter_mut().enumerate() {
            let factor = row[col];
            if r != col && factor != 0 {
                for c in 0..2 * n {
                    row[c] = (row[c] + P - factor * pivot_row[c] % P) % P;
                }
            }
        }
    }
    Some(rows.into_iter().map(|row| row[n..].to_vec()).collect())
}

/// A times x, mod P.
fn times(a: &[Vec<u64>], x: &[u64]) -> Vec<u64> {
    a.iter()
        .map(|row| row.iter().zip(x).fold(0, |s, (&a, &x)| (s + a % P * x) % P))
        .collect()
}

// ---------------------------------------------------------------------------
// The problems with many right answers

/// Ok if `output` is a right answer of problem `name` to `input`, else a
/// one-line reason. Knows `linear_equations_mod_p` (Library Checker
/// system_of_linear_equations) and `intersection_of_f2_vector_spaces`.
pub(crate) fn check_third(name: &str, input: &str, output: &str) -> Result<(), String> {
    let lines = output_lines(output)?;
    let mut t = Words(input.split_whitespace());
    match name {
        "linear_equations_mod_p" => check_linear_equations(&mut t, &lines),
        "intersection_of_f2_vector_spaces" => check_intersection(&mut t, &lines),
        _ => Err(format!("check_third does not know {name:?}")),
    }
}

/// The lines of `output`, each of words separated by single spaces, the last
/// ended by a newline.
fn output_lines(output: &str) -> Result<Vec<&str>, String> {
    let body = match output.strip_suffix('\n') {
        Some(body) => body,
        None => return Err("the output does not end with a newline".to_string()),
    };
    let lines: Vec<&str> = body.split('\n').collect();
    for (i, l) in lines.iter().enumerate() {
        let words: Vec<&str> = l.split(' ').collect();
        if words
            .iter()
            .any(|w| w.is_empty() || w.contains(char::is_whitespace))
        {
            return Err(format!(
                "line {}: not words separated by single spaces",
                i + 1
            ));
        }
    }
    Ok(lines)
}

/// The numbers on one line of the output.
fn numbers(line_no: usize, text: &str) -> Result<Vec<u64>, String> {
    text.split(' ')
        .map(|w| {
            w.parse()
                .map_err(|_| format!("line {line_no}: {w:?} is not a number"))
        })
        .collect()
}

/// `-1` exactly when A x = b has no solution; else R = M - rank(A), a
/// solution c, and R independent vectors d with A d = 0.
fn check_linear_equations(t: &mut Words, lines: &[&str]) -> Result<(), String> {
    let (n, m): (usize, usize) = (t.number(), t.number());
    let a = t.matrix(n, m);
    let b: Vec<u64> = (0..n).map(|_| t.number()).collect();
    let rank = rank_mod_p(a.clone(), m);
    let augmented: Vec<Vec<u64>> = a
        .iter()
        .zip(&b)
        .map(|(row, &bi)| row.iter().copied().chain(Some(bi)).collect())
        .collect();
    let solvable = rank_mod_p(augmented, m + 1) == rank;
    if lines[0] == "-1" {
        if solvable {
            return Err("printed -1, but the system has a solution".to_string());
        }
        if lines.len() > 1 {
            return Err("more lines after -1".to_string());
        }
        return Ok(());
    }
    if !solvable {
        return Err("printed a solution, but the system has none".to_string());
    }
    let r: usize = match lines[0].parse() {
        Ok(r) => r,
        Err(_) => return Err(format!("line 1: {:?} is not R", lines[0])),
    };
    if r != m - rank {
        return Err(format!(
            "R = {r}, but the solutions have dimension {}",
            m - rank
        ));
    }
    if lines.len() != r + 2 {
        return Err(format!("{} lines, expected R + 2 = {}", lines.len(), r + 2));
    }
    let mut vectors = Vec::new();
    for (i, text) in lines[1..].iter().enumerate() {
        let v = numbers(i + 2, text)?;
        if v.len() != m {
            return Err(format!(
                "line {}: {} values, expected M = {m}",
                i + 2,
                v.len()
            ));
        }
        if v.iter().any(|&x| x >= P) {
            return Err(format!("line {}: a value not below {P}", i + 2));
        }
        vectors.push(v);
    }
    if times(&a, &vectors[0]) != b {
        return Err("A c != b".to_string());
    }
    for (j, d) in vectors[1..].iter().enumerate() {
        if times(&a, d).iter().any(|&x| x != 0) {
            return Err(format!("line {}: A d != 0", j + 3));
        }
    }
    if rank_mod_p(vectors[1..].to_vec(), m) != r {
        return Err("the kernel vectors are not independent".to_string());
    }
    Ok(())
}

/// A basis over GF(2) kept by leading bit.
struct XorBasis([u64; 64]);

impl XorBasis {
    fn new() -> Self {
        XorBasis([0; 64])
    }

    /// What is left of `x` once every leading bit of the basis is cleared.
    fn reduce(&self, mut x: u64) -> u64 {
        for bit in (0..64).rev() {
            if x >> bit & 1 == 1 && self.0[bit] != 0 {
                x ^= self.0[bit];
            }
        }
        x
    }

    /// Adds `x`; false if it was already in the span.
    fn insert(&mut self, x: u64) -> bool {
        let x = self.reduce(x);
        if x == 0 {
            return false;
        }
        self.0[63 - x.leading_zeros() as usize] = x;
        true
    }
}

/// One line a case: `k w_0 .. w_{k-1}`, the w independent, each in both
/// spans, k = dim U + dim V - dim (U + V).
fn check_intersection(t: &mut Words, lines: &[&str]) -> Result<(), String> {
    let cases: usize = t.number();
    if lines.len() != cases {
        return Err(format!("{} lines, expected T = {cases}", lines.len()));
    }
    for (i, text) in lines.iter().enumerate() {
        let case = i + 1;
        let (mut u, mut v, mut both) = (XorBasis::new(), XorBasis::new(), XorBasis::new());
        let (mut dim_u, mut dim_v, mut dim_sum) = (0, 0, 0);
        for _ in 0..t.number::<usize>() {
            let x = t.number();
            dim_u += usize::from(u.insert(x));
            dim_sum += usize::from(both.insert(x));
        }
        for _ in 0..t.number::<usize>() {
            let x = t.number();
            dim_v += usize::from(v.insert(x));
            dim_sum += usize::from(both.insert(x));
        }
        let words = numbers(case, text)?;
        let k = words[0] as usize;
        if words.len() != k + 1 {
            return Err(format!(
                "line {case}: k = {k} but {} vectors",
                words.len() - 1
            ));
        }
        let expected = dim_u + dim_v - dim_sum;
        if k != expected {
            return Err(format!(
                "line {case}: k = {k}, the intersection has {expected}"
            ));
        }
        let mut found = XorBasis::new();
        for &w in &words[1..] {
            if w >= 1 << 30 {
                return Err(format!("line {case}: {w} is not below 2^30"));
            }
            if u.reduce(w) != 0 || v.reduce(w) != 0 {
                return Err(format!("line {case}: {w} is not in both spaces"));
            }
            if !found.insert(w) {
                return Err(format!("line {case}: {w} depends on the ones before it"));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small xorshift generator for the cross-checks.
    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: u64) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0 % n
        }
    }

    fn expect(name: &str, input: &str) -> String {
        expected_third(name, input).unwrap()
    }

    #[test]
    fn unknown_names_have_no_oracle() {
        assert_eq!(expected_third("flip_game", "bwwb"), None);
        assert_eq!(
            expected_third("linear_equations_mod_p", "1 1\n1\n1\n"),
            None
        );
        assert!(check_third("flip_game", "", "1\n").is_err());
    }

    #[test]
    fn face_the_right_way_sample_and_edges() {
        let name = "face_the_right_way";
        assert_eq!(expect(name, "7\nB\nB\nF\nB\nF\nB\nB\n"), "3 3\n");
        // Every cow forward: K = 1 already needs no turn.
        assert_eq!(expect(name, "5\nF\nF\nF\nF\nF\n"), "1 0\n");
        assert_eq!(expect(name, "1\nF\n"), "1 0\n");
        assert_eq!(expect(name, "1\nB\n"), "1 1\n");
        // K = N turns all of them at once.
        assert_eq!(expect(name, "4 B B B B"), "4 1\n");
        // The sweep path (N above COWS_EVERY_SET).
        let twenty = "20 ".to_string() + &"B ".repeat(20);
        assert_eq!(expect(name, &twenty), "20 1\n");
    }

    #[test]
    fn face_the_right_way_sweep_matches_every_set() {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        for _ in 0..300 {
            let n = 1 + rng.below(COWS_EVERY_SET as u64) as usize;
            let cows: Vec<bool> = (0..n).map(|_| rng.below(2) == 1).collect();
            for k in 1..=n {
                assert_eq!(
                    cows_every_set(&cows, k),
                    cows_sweep(&cows, k),
                    "{cows:?} {k}"
                );
            }
        }
    }

    #[test]
    fn widget_factory_sample_and_edges() {
        let name = "widget_factory";
        let sample = "2 3\n2 MON THU\n1 2\n3 MON FRI\n1 1 2\n3 MON SUN\n1 2 2\n\
                      10 2\n1 MON TUE\n3\n1 MON WED\n3\n0 0\n";
        assert_eq!(expect(name, sample), "8 3\nInconsistent data.\n");
        // The statement's example: TUE to FRI with one type-1 widget is 4 days.
        assert_eq!(expect(name, "1 1\n1 TUE FRI\n1\n0 0\n"), "4\n");
        // Same start and end day: 1 day mod 7, so 8.
        assert_eq!(expect(name, "1 1\n1 SUN SUN\n1\n0 0\n"), "8\n");
        assert_eq!(
            expect(name, "2 1\n2 MON TUE\n1 2\n0 0\n"),
            "Multiple solutions.\n"
        );
        // Inconsistent wins over multiple.
        let both = "3 2\n1 MON TUE\n1\n1 MON WED\n1\n0 0\n";
        assert_eq!(expect(name, both), "Inconsistent data.\n");
        // The elimination path, n = 5: type i alone, i + 2 days.
        let mut five = "5 5\n".to_string();
        for (i, end) in ["WED", "THU", "FRI", "SAT", "SUN"].iter().enumerate() {
            five += &format!("1 MON {end}\n{}\n", i + 1);
        }
        five += "0 0\n";
        assert_eq!(expect(name, &five), "3 4 5 6 7\n");
    }

    #[test]
    fn widget_elimination_matches_every_day() {
        let mut rng = Rng(0x2545_f491_4f6c_dd1d);
        for _ in 0..2000 {
            let n = 1 + rng.below(WIDGETS_EVERY_DAY as u64) as usize;
            let m = 1 + rng.below(5) as usize;
            let rows: Vec<Vec<u64>> = (0..m)
                .map(|_| (0..=n).map(|_| rng.below(7)).collect())
                .collect();
            assert_eq!(
                widgets_every_day(&rows, n),
                widgets_elimination(rows.clone(), n),
                "{rows:?}"
            );
        }
    }

    /// The statement's ten datasets (AOJ 1308, ICPC Asia Tokyo 2010 D).
    const AWKWARD_SAMPLE: &str = "1 1 1\n1\n2 2 1\n1 1\n1 1\n3 2 1\n1 0 1\n0 1 0\n\
        3 3 1\n1 0 1\n0 1 0\n1 0 1\n4 4 2\n1 1 0 1\n0 0 0 1\n1 0 1 1\n1 0 0 0\n\
        5 5 1\n1 1 1 0 1\n0 1 0 1 0\n1 0 1 0 1\n0 1 0 1 0\n1 0 1 0 1\n\
        5 5 2\n0 0 0 0 0\n0 0 0 0 0\n0 0 1 0 0\n0 0 0 0 0\n0 0 0 0 0\n\
        11 11 3\n\
        0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0\n\
        0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 1 0 0 0 0 0\n\
        0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0\n\
        0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0\n\
        11 11 3\n\
        0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0\n\
        0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 1 1 0 0 0 0\n\
        0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0\n\
        0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0\n\
        13 13 7\n\
        0 0 0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0 0 0\n\
        0 0 0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0 0 0\n\
        0 0 0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0 0 0\n\
        0 0 0 0 0 0 1 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0 0 0\n\
        0 0 0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0 0 0\n\
        0 0 0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0 0 0 0 0\n\
        0 0 0 0 0 0 0 0 0 0 0 0 0\n\
        0 0 0\n";

    #[test]
    fn awkward_lights_sample() {
        assert_eq!(
            expect("awkward_lights", AWKWARD_SAMPLE),
            "1\n1\n0\n1\n0\n0\n1\n1\n0\n1\n"
        );
    }

    #[test]
    fn awkward_lights_the_room_itself_and_distance_exactly_d() {
        // 1 x 3, d = 2: the middle switch flips only itself; the ends flip
        // each other and themselves. So the middle light alone: 1; an end
        // alone: 0 (it always flips with the other end).
        assert_eq!(expect("awkward_lights", "3 1 2\n0 1 0\n0 0 0\n"), "1\n");
        assert_eq!(expect("awkward_lights", "3 1 2\n1 0 0\n0 0 0\n"), "0\n");
        // m columns, n rows: 2 columns of 1 row, d = 1: one press flips both.
        assert_eq!(expect("awkward_lights", "2 1 1\n1 1\n0 0 0\n"), "1\n");
        assert_eq!(expect("awkward_lights", "2 1 1\n1 0\n0 0 0\n"), "0\n");
    }

    #[test]
    fn awkward_lights_elimination_matches_every_set() {
        let mut rng = Rng(0xdead_beef_cafe_f00d);
        for _ in 0..300 {
            let rows = 1 + rng.below(4) as usize;
            let cols = 1 + rng.below(5) as usize;
            let d = 1 + rng.below((rows + cols) as u64) as usize;
            let lit: Vec<u8> = (0..rows * cols).map(|_| rng.below(2) as u8).collect();
            let flips = |s: usize, r: usize| {
                let (sr, sc, rr, rc) = (s / cols, s % cols, r / cols, r % cols);
                s == r || sr.abs_diff(rr) + sc.abs_diff(rc) == d
            };
            assert_eq!(
                lights_every_set(&lit, &flips),
                lights_elimination(&lit, &flips),
                "{rows}x{cols} d={d} {lit:?}"
            );
        }
    }

    #[test]
    fn linear_basis_samples() {
        assert_eq!(expect("linear_basis", "2\n1 1\n"), "1\n");
        assert_eq!(expect("linear_basis", "4\n1 5 9 4\n"), "13\n");
        let big = "20\n".to_string() + &"1125899906842623 ".repeat(20);
        assert_eq!(expect("linear_basis", &big), "1125899906842623\n");
    }

    #[test]
    fn linear_basis_elimination_matches_every_subset() {
        let mut rng = Rng(0x0123_4567_89ab_cdef);
        for _ in 0..500 {
            let n = 1 + rng.below(NUMBERS_EVERY_SUBSET as u64) as usize;
            let bits = 1 + rng.below(50);
            let numbers: Vec<u64> = (0..n).map(|_| rng.below(1 << bits)).collect();
            assert_eq!(
                xor_every_subset(&numbers),
                xor_reduced_basis(&numbers),
                "{numbers:?}"
            );
        }
    }

    #[test]
    fn library_checker_examples() {
        // gen/example_*.in and sol/correct.cpp's answers.
        let product = "matrix_product_mod_2";
        assert_eq!(expect(product, "2 2 2\n11\n10\n10\n11\n"), "01\n10\n");
        assert_eq!(expect(product, "1 2 3\n10\n101\n010\n"), "101\n");
        assert_eq!(expect(product, "1 1 1\n0\n0\n"), "0\n");

        let det = "matrix_det_mod_p";
        assert_eq!(expect(det, "3\n3 1 4\n1 5 9\n2 6 5\n"), "998244263\n");
        assert_eq!(expect(det, "3\n1 2 3\n4 5 6\n7 8 9\n"), "0\n");
        assert_eq!(expect(det, "2\n0 1\n1 0\n"), "998244352\n");

        let rank = "matrix_rank_mod_p";
        assert_eq!(expect(rank, "3 3\n1 2 3\n4 5 6\n7 8 9\n"), "2\n");
        assert_eq!(expect(rank, "1 5\n1 2 3 4 5\n"), "1\n");
        assert_eq!(expect(rank, "2 2\n0 0\n0 0\n"), "0\n");
        assert_eq!(expect(rank, "3 0\n\n\n\n"), "0\n");
        assert_eq!(expect(rank, "0 4\n"), "0\n");

        let inverse = "inverse_matrix_mod_p";
        assert_eq!(
            expect(inverse, "3\n3 1 4\n1 5 9\n2 6 5\n"),
            "188557267 255106890 587855008\n\
             122007643 987152749 321656514\n\
             576763404 310564910 976061145\n"
        );
        assert_eq!(expect(inverse, "3\n1 2 3\n4 5 6\n7 8 9\n"), "-1\n");
        assert_eq!(expect(inverse, "2\n0 1\n1 0\n"), "0 1\n1 0\n");
        // gen/anti55588_00.in
        assert_eq!(
            expect(inverse, "3\n1 2 3\n0 0 1\n0 1 0\n"),
            "1 998244350 998244351\n0 0 1\n0 1 0\n"
        );
    }

    #[test]
    fn determinant_elimination_matches_laplace() {
        let mut rng = Rng(0x1357_9bdf_2468_ace0);
        for _ in 0..300 {
            let n = 1 + rng.below(6) as usize;
            let range = if rng.below(2) == 0 { 3 } else { P };
            let a: Vec<Vec<u64>> = (0..n)
                .map(|_| (0..n).map(|_| rng.below(range)).collect())
                .collect();
            assert_eq!(det_laplace(&a), det_elimination(a.clone()), "{a:?}");
            // The rank is n exactly when the determinant is not 0.
            assert_eq!(rank_mod_p(a.clone(), n) == n, det_laplace(&a) != 0);
            // An inverse exactly when the determinant is not 0.
            assert_eq!(inverse_mod_p(a.clone()).is_some(), det_laplace(&a) != 0);
            if let Some(inverse) = inverse_mod_p(a.clone()) {
                for j in 0..n {
                    let column: Vec<u64> = inverse.iter().map(|row| row[j]).collect();
                    let unit: Vec<u64> = (0..n).map(|i| u64::from(i == j)).collect();
                    assert_eq!(times(&a, &column), unit, "{a:?}");
                }
            }
        }
    }

    #[test]
    fn linear_equations_checker() {
        let name = "linear_equations_mod_p";
        let input = "2 3\n1 2 3\n4 5 6\n50 122\n";
        // sol/correct.cpp's answer, and another right one.
        assert_eq!(
            check_third(name, input, "1\n998244351 26 0\n1 998244351 1\n"),
            Ok(())
        );
        assert_eq!(
            check_third(name, input, "1\n998244351 26 0\n2 998244349 2\n"),
            Ok(())
        );
        let wrong = [
            "-1\n",
            "0\n998244351 26 0\n",
            "2\n998244351 26 0\n1 998244351 1\n2 998244349 2\n",
            "1\n998244351 27 0\n1 998244351 1\n",
            "1\n998244351 26 0\n1 998244351 2\n",
            "1\n998244351 26 0\n0 0 0\n",
            "1\n998244351 26 0\n1 1022 1\n1 998244351 1\n",
            "1\n998244351 26 0 \n1 998244351 1\n",
            "1\n998244351 26 0\n1 998244351 1",
            "1\n998244351 26\n1 998244351 1\n",
        ];
        for output in wrong {
            assert!(check_third(name, input, output).is_err(), "{output:?}");
        }
        // x = 1 and x = 2: no solution.
        let none = "2 1\n1\n1\n1 2\n";
        assert_eq!(check_third(name, none, "-1\n"), Ok(()));
        assert!(check_third(name, none, "0\n1\n").is_err());
        assert!(check_third(name, none, "-1\n0\n").is_err());
        // A unique solution: R = 0.
        let unique = "2 2\n1 0\n0 2\n5 4\n";
        assert_eq!(check_third(name, unique, "0\n5 2\n"), Ok(()));
        assert!(check_third(name, unique, "-1\n").is_err());
    }

    #[test]
    fn intersection_checker() {
        let name = "intersection_of_f2_vector_spaces";
        let input = "9\n2 1 2\n3 1 2 4\n3 7 3 1\n2 3 1\n1 2\n2 1 3\n1 2\n2 3 1\n\
                     2 3 4\n3 1 5 3\n3 31 4 15\n4 92 65 35 89\n3 1 2 4\n0\n0\n\
                     3 1 2 4\n0\n0\n";
        // sol/correct.cpp's answer.
        let correct = "2 1 2\n2 3 1\n1 2\n1 2\n2 4 3\n0\n0\n0\n0\n";
        assert_eq!(check_third(name, input, correct), Ok(()));
        let other = "2 3 2\n2 2 1\n1 2\n1 2\n2 7 3\n0\n0\n0\n0\n";
        assert_eq!(check_third(name, input, other), Ok(()));
        let wrong = [
            "1 1\n2 3 1\n1 2\n1 2\n2 4 3\n0\n0\n0\n0\n",
            "2 1 1\n2 3 1\n1 2\n1 2\n2 4 3\n0\n0\n0\n0\n",
            "2 1 4\n2 3 1\n1 2\n1 2\n2 4 3\n0\n0\n0\n0\n",
            "2 1 2\n2 3 1\n1 2\n1 2\n2 4 3\n0\n0\n0\n",
            "2 1 2\n2 3 1\n1 3\n1 2\n2 4 3\n0\n0\n0\n0\n",
            "2 1 2\n2 3 1\n1 2\n1 2\n2 4 3\n0\n0\n0\n1 0\n",
            "2 1 2\n2 3 1\n1 2\n1 2\n2 4 3\n0\n0\n0\n0",
            "2  1 2\n2 3 1\n1 2\n1 2\n2 4 3\n0\n0\n0\n0\n",
        ];
        for output in wrong {
            assert!(check_third(name, input, output).is_err(), "{output:?}");
        }
    }
}
