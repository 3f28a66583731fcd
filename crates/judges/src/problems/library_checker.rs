//! Library Checker's matrices: rows of digits `0`/`1` and rows of numbers
//! modulo 998244353, read a row at a time, and the random matrices of the
//! generators.

use std::io::Read;

use crate::error::Error;
use crate::formats::{read_many, read_stream_rows};
use crate::judge::{numbers, read_case};
use crate::kit::generate::{pick_side, Sink, Spec};
use crate::output::{push_digit_rows, push_number};
use lightsout::grid::{head, words};
use lightsout::{full, Grid, Matrix, Prime, PrimeMatrix, SplitMix, Stream};

/// A matrix of `rows` rows, each a word of `cols` digits `0`/`1` (none to
/// read when `cols` is 0), as Library Checker writes them, read a row at a
/// time, as a grid.
pub(crate) fn read_digit_rows(
    input: &mut Stream<'_>,
    rows: usize,
    cols: usize,
) -> Result<Grid, Error> {
    if cols == 0 {
        return Ok(Grid::new(rows, 0));
    }
    read_stream_rows(input, rows, cols, |s, width, row| {
        s.char_row(width, b"01", row)
    })
}

/// [`read_digit_rows`], as a matrix.
pub(crate) fn read_digit_matrix(
    input: &mut Stream<'_>,
    rows: usize,
    cols: usize,
) -> Result<Matrix, Error> {
    read_digit_rows(input, rows, cols).map(|grid| Matrix::from_grid(&grid))
}

/// A random `rows` x `cols` matrix, as a grid, whose rows span a space of
/// dimension `rank` (at most both sides): each row a random sum of `rank`
/// random rows, or a random row where `rank` is full.
pub(crate) fn random_matrix(
    rows: usize,
    cols: usize,
    rank: usize,
    rng: &mut SplitMix,
) -> Grid {
    let random_row = |rng: &mut SplitMix| {
        let mut row: Vec<u64> = (0..words(cols)).map(|_| rng.next_u64()).collect();
        if let Some(first) = row.first_mut() {
            *first &= full(head(cols));
        }
        row
    };
    let full_rank = rank >= rows.min(cols);
    let basis: Vec<Vec<u64>> = if full_rank {
        Vec::new()
    } else {
        (0..rank).map(|_| random_row(rng)).collect()
    };
    let mut grid = Grid::new(0, cols);
    for _ in 0..rows {
        if full_rank {
            grid.push_row(&random_row(rng));
            continue;
        }
        let mut sum = vec![0; words(cols)];
        for b in basis.iter().filter(|_| rng.next_u64() & 1 == 1) {
            for (s, w) in sum.iter_mut().zip(b) {
                *s ^= w;
            }
        }
        grid.push_row(&sum);
    }
    grid
}

/// `N` (`--rows`, by default 1 to `max`) and a random `N` x `N` matrix:
/// invertible about three times in ten, and of lower rank now and then.
pub(crate) fn square_matrix(
    spec: &Spec,
    max: u64,
    sink: &mut Sink<'_>,
) -> Result<(), Error> {
    if spec.cols.map_or(false, |cols| Some(cols) != spec.rows) {
        return Err(Error::usage("the matrix is square: give --rows N only"));
    }
    let mut rng = SplitMix(spec.seed);
    let n = pick_side(spec.rows, 1, max as usize, &mut rng)?;
    sink.push(format!("{}\n", n).as_bytes())?;
    let rank = if rng.below(4) == 0 {
        rng.below(n as u64) as usize
    } else {
        n
    };
    push_digit_rows(sink.text(), &random_matrix(n, n, rank, &mut rng));
    Ok(sink.push(b"")?)
}

/// The prime Library Checker's linear algebra is done modulo.
pub(crate) const MOD: u32 = 998_244_353;

/// A matrix of `rows` rows of `cols` numbers below [`MOD`], as Library
/// Checker writes them, read a thousand numbers at a time (a row can be
/// 250,000 numbers long).
pub(crate) fn read_prime_matrix(
    input: &mut Stream<'_>,
    rows: usize,
    cols: usize,
) -> Result<PrimeMatrix, Error> {
    let mut matrix = PrimeMatrix::new(Prime::new(MOD), 0, cols);
    for _ in 0..rows {
        let row = read_many(input, cols, |s, _| {
            s.number("an entry", 0, u64::from(MOD) - 1)
                .map(|v| v as u32)
        })?;
        matrix.push_row(&row);
    }
    Ok(matrix)
}

/// The rank of a random system's matrix of `n` x `m`: full two times in
/// three, any the rest, and at most half of the most with
/// `--many-solutions`.
pub(crate) fn system_rank(spec: &Spec, n: usize, m: usize, rng: &mut SplitMix) -> usize {
    let most = n.min(m);
    if spec.many_solutions {
        rng.below(most as u64 / 2 + 1) as usize
    } else if rng.below(3) == 0 {
        rng.below(most as u64 + 1) as usize
    } else {
        most
    }
}

/// Library Checker's largest square matrix modulo [`MOD`]: N.
pub(crate) const MAX_PRIME_SIDE: u64 = 500;

/// `N` (1 to [`MAX_PRIME_SIDE`]) and an `N` x `N` matrix modulo [`MOD`],
/// the whole input: the determinant's and the inverse's.
pub(crate) fn read_square_prime_matrix(input: &mut dyn Read) -> Result<PrimeMatrix, Error> {
    read_case(input, |stream| {
        let n = numbers(stream, |s| s.number("N", 1, MAX_PRIME_SIDE))? as usize;
        read_prime_matrix(stream, n, n)
    })
}

/// A random `rows` x `cols` matrix modulo [`MOD`] of rank `rank` (at most
/// both sides): a product of random `rows` x `rank` and `rank` x `cols`
/// factors, or random entries where the rank is full; 0, 1 and `MOD - 1`
/// come often.
pub(crate) fn random_prime_matrix(
    rows: usize,
    cols: usize,
    rank: usize,
    rng: &mut SplitMix,
) -> PrimeMatrix {
    let field = Prime::new(MOD);
    let mut random = |rows: usize, cols: usize| {
        let mut matrix = PrimeMatrix::new(field, 0, cols);
        for _ in 0..rows {
            let row: Vec<u32> = (0..cols)
                .map(|_| match rng.below(8) {
                    0 => 0,
                    1 => 1,
                    2 => MOD - 1,
                    _ => rng.below(u64::from(MOD)) as u32,
                })
                .collect();
            matrix.push_row(&row);
        }
        matrix
    };
    if rank >= rows.min(cols) {
        random(rows, cols)
    } else {
        let left = random(rows, rank);
        left.product(&random(rank, cols))
    }
}

/// Appends `values` separated by single spaces, then `\n`.
pub(crate) fn push_values(out: &mut Vec<u8>, values: &[u32]) {
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            out.push(b' ');
        }
        push_number(out, u64::from(v));
    }
    out.push(b'\n');
}

/// Appends every row of `matrix` as [`push_values`] does.
pub(crate) fn push_prime_matrix(out: &mut Vec<u8>, matrix: &PrimeMatrix) {
    for r in 0..matrix.rows() {
        push_values(out, matrix.row(r));
    }
}
