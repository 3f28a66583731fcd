//! Graphs in USACO Lights' format (`N M`, then M lines `a b`) as linear
//! systems over GF(2), for `solve --graph` and `count --graph`.

use lightsout::board::grid::Grid;
use lightsout::io::input::Scanner;
use lightsout::io::judge::Error;
use lightsout::linalg::gf2::MAX_UNKNOWNS;
use lightsout::problems::usaco_lights::read_graph;

use crate::cli::Inputs;

/// Reads stdin as a graph: what each switch toggles, bit `j` for light
/// `j + 1`.
pub fn read(inputs: &mut Inputs<'_>) -> Result<Vec<u64>, Error> {
    let data = inputs.all_of_stdin()?;
    let mut input = Scanner::new(&data);
    read_graph(&mut input, MAX_UNKNOWNS as u64)
        .and_then(|graph| input.finish().map(|()| graph))
        .map_err(|error| Error::from(error).from_source("stdin"))
}

/// The `n` x `n` matrix of a system given as `columns` (one mask an
/// unknown), one row an equation, as `gf2` takes it.
pub fn system(columns: &[u64]) -> Grid {
    let n = columns.len();
    let mut matrix = Grid::new(n, n);
    for (j, &column) in columns.iter().enumerate() {
        for i in (0..n).filter(|&i| column >> i & 1 == 1) {
            matrix.flip(i, j);
        }
    }
    matrix
}

/// A mask of `n` bits (bit `j` for unknown `j`) as a row of `n` cells.
pub fn system_row(mask: u64, n: usize) -> Vec<u64> {
    let mut row = Grid::new(1, n);
    for j in (0..n).filter(|&j| mask >> j & 1 == 1) {
        row.flip(0, j);
    }
    row.row(0).to_vec()
}

/// A row of `n` cells as a mask, bit `j` for cell `j`.
pub fn mask_of(row: &[u64], n: usize) -> u64 {
    let grid = Grid::from_words(1, n, row.to_vec());
    (0..n)
        .filter(|&j| grid.cell(0, j))
        .fold(0, |mask, j| mask | 1 << j)
}
