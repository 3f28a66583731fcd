//! Proofs of the fewest presses split across machines: each part tries
//! its share of every solution that clears a board under the standard
//! rule ([`fewest_part`]), and how the proof is cut ([`split_of`]) is what
//! every part's certificate must say. The parts' search is the standard
//! rule's ([`standard::fewest_part`]).

use crate::board::rule::Rule;
use crate::board::values::Cells;
use crate::engine::greedy::Search;
use crate::engine::{fits, path, standard, Path, Refused};
use crate::search::transform::MAX_TRANSFORM_CELLS;

/// Part `part` of `parts` (from 0) of a proof of the fewest presses that
/// clear `lights`, split across machines:
/// the standard rule's boards of at most
/// [`Split::MAX_CELLS`](standard::Split::MAX_CELLS) cells, whose every
/// solution the parts try once between them: each tries every solution of
/// its own, whatever the search's budget, on the machine it says (its
/// threads and report of progress). `Ok(None)` where no presses clear the
/// board.
///
/// # Example
/// ```
/// use lightsout::{fewest_part, Cells, Grid, Rule, Search};
/// let lit = Cells::Bits(Grid::filled(4, 4));
/// let parts: Vec<_> = (0..3)
///     .map(|i| fewest_part(&Rule::standard(), &lit, i, 3, Search::prove(0)).unwrap().unwrap())
///     .collect();
/// // 4 x 4 has 2^4 solutions; the fewest clear it in 4 presses.
/// assert_eq!(parts.iter().filter_map(|p| p.count).min(), Some(4));
/// ```
pub fn fewest_part(
    rule: &Rule,
    lights: &Cells,
    part: usize,
    parts: usize,
    search: Search,
) -> Result<Option<standard::SplitPart>, Refused> {
    splittable(rule, lights)?;
    assert!(part < parts, "part {} of {}", part, parts);
    standard::fewest_part(&lights.grid(), part, parts, &search.machine)
}

/// How [`fewest_part`] cuts the proof on `lights`, without searching:
/// what every part's certificate must say.
/// `Ok(None)` where no presses clear the board.
///
/// # Example
/// ```
/// use lightsout::{fewest_part, split_of, Cells, Grid, Rule, Search};
/// let lit = Cells::Bits(Grid::filled(4, 4));
/// let split = split_of(&Rule::standard(), &lit).unwrap().unwrap();
/// let part = fewest_part(&Rule::standard(), &lit, 0, 3, Search::prove(0)).unwrap().unwrap();
/// assert_eq!((split.t, part.split), (4, split));
/// ```
pub fn split_of(rule: &Rule, lights: &Cells) -> Result<Option<standard::Split>, Refused> {
    splittable(rule, lights)?;
    standard::split_of(&lights.grid())
}

/// Whether a proof on `lights` under `rule` can be split: the standard
/// rule, at most [`Split::MAX_CELLS`](standard::Split::MAX_CELLS) cells.
fn splittable(rule: &Rule, lights: &Cells) -> Result<(), Refused> {
    let (rows, cols) = (lights.rows(), lights.cols());
    fits(rule, rows, cols)?;
    if path(rule, rows, cols) != Path::Standard {
        return Err(Refused::Shape(
            "a proof is split under the standard rule only".to_string(),
        ));
    }
    if rows * cols > MAX_TRANSFORM_CELLS {
        return Err(Refused::Shape(format!(
            "a split proof tries every solution of at most {} cells; this board has {}",
            MAX_TRANSFORM_CELLS,
            rows * cols
        )));
    }
    Ok(())
}
