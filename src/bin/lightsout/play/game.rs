//! The game itself, apart from any screen: the board, the goal, the moves
//! so far, hints and solving from any position, and the seed's way of
//! solving by hand, chasing the lights down to the last row (the transit
//! state) and reading off the first-row presses that finish it
//! ([`first_row_presses`]). Under any other rule ([`Variant`]: a stencil,
//! k colours, a torus) the game plays the same, with hints and solving
//! from the general engine, and no chase.

use lightsout::board::grid::Grid;
use lightsout::board::random::{random_values, SplitMix};
use lightsout::board::stencil::{Board, Variant};
use lightsout::engine::fewest::{
    fewest_by, fewest_within, greedy, Answer, DEFAULT_SEARCH_WORK,
};
use lightsout::engine::forms::{fewest, solutions, PACKED};
use lightsout::io::judge::Error;

/// The first-row presses that clear a board whose lights, after chasing
/// from an empty first row, are only `last_row` in the last row: press them
/// and chase again. The fewest-press solution's first row (past the walk,
/// the greedy search's, as [`quick_fewest`]); `None` if no presses clear
/// it.
pub fn first_row_presses(
    rows: usize,
    width: usize,
    last_row: &[bool],
) -> Option<Vec<usize>> {
    let mut transit = Grid::new(rows, width);
    for (c, &lit) in last_row.iter().enumerate() {
        if lit {
            transit.flip(rows - 1, c);
        }
    }
    let answer = quick_fewest(&transit)?;
    Some((0..width).filter(|&c| answer.presses.cell(0, c)).collect())
}

/// The fewest presses that clear `lights` as the game counts them (the
/// same as a judge binary's): past the walk, the greedy search, so that
/// no key waits on a proof.
fn quick_fewest(lights: &Grid) -> Option<Answer> {
    fewest_by(lights, &greedy)
}

/// The work the game gives the search `lightsout solve` makes, a quarter
/// of its default: about a second, past which hints and solving follow the
/// best solution found, not proven the fewest.
const GAME_WORK: u64 = DEFAULT_SEARCH_WORK / 4;

/// The presses of a fewest-press solution that clears `left`, row by row,
/// by the search `lightsout solve` makes, given [`GAME_WORK`].
pub fn solution_of(left: &Grid) -> Option<Vec<(usize, usize)>> {
    let answer = fewest_within(left, GAME_WORK)?;
    let (rows, width) = (left.rows(), left.width());
    Some(
        (0..rows)
            .flat_map(|r| (0..width).map(move |c| (r, c)))
            .filter(|&(r, c)| answer.presses.cell(r, c))
            .collect(),
    )
}

/// The fewest presses that clear `left` under any rule but the standard
/// one, and whether that is proven (see [`lightsout::engine::forms::fewest`]);
/// `None` if no presses do or the board is past the elimination.
fn variant_fewest(variant: &Variant, left: &Board) -> Option<(Board, bool)> {
    let solved = solutions(variant, left, PACKED).ok()??;
    Some(fewest(&solved))
}

/// A game: the board, its goal, the rule, and the presses made.
#[derive(Clone, Debug)]
pub struct Game {
    /// The lights now, 0 to k-1 each (0 and 1 in the standard game).
    pub board: Board,
    /// The board at the start.
    pub start: Board,
    /// What the lights must become.
    pub goal: Board,
    /// What a press does.
    pub variant: Variant,
    /// The presses made since the start, in order, for undo.
    /// Each press as its cell's index, `r * width + c`: four bytes a move
    /// (the game takes at most 2^20 cells).
    pub history: Vec<u32>,
    /// The fewest presses that reach the goal from the start.
    pub fewest_from_start: Option<Fewest>,
    /// The numbered level being played, if any (see [`crate::play::level`]).
    pub level: Option<u64>,
    rng: SplitMix,
}

impl Game {
    /// A game on `start` toward `goal` (same size) under `variant`; `seed`
    /// draws new boards.
    pub fn new(start: Board, goal: Board, variant: Variant, seed: u64) -> Game {
        let mut game = Game {
            board: start.clone(),
            fewest_from_start: None,
            start,
            goal,
            variant,
            history: Vec::new(),
            level: None,
            rng: SplitMix(seed),
        };
        game.fewest_from_start = game.fewest();
        game
    }

    /// The standard game on `start` toward `goal`.
    #[cfg(test)]
    pub fn standard(start: &Grid, goal: &Grid, seed: u64) -> Game {
        Game::new(
            Board::from_grid(start),
            Board::from_grid(goal),
            Variant::standard(),
            seed,
        )
    }

    /// A random board that can reach `goal` under `variant`: `goal` with
    /// random presses.
    pub fn random_start(goal: &Board, variant: &Variant, rng: &mut SplitMix) -> Board {
        let presses = random_values(rng, goal.rows, goal.cols, variant.modulus);
        let mut board = goal.clone();
        variant.apply(&mut board, &presses);
        board
    }

    /// What is left to clear: each cell less its goal, modulo k.
    pub fn left(&self) -> Board {
        let k = self.variant.modulus;
        let cells = self
            .board
            .cells
            .iter()
            .zip(&self.goal.cells)
            .map(|(&v, &g)| (v + k - g) % k)
            .collect();
        Board {
            cells,
            ..self.board.clone()
        }
    }

    /// How many cells still differ from the goal.
    pub fn lights_left(&self) -> u64 {
        self.left().cells.iter().filter(|&&v| v != 0).count() as u64
    }

    /// The fewest presses that reach the goal from here, as far as the
    /// quick search knows: proven on every board the walk covers (under
    /// another rule, where every solution can be tried), an upper bound
    /// past it.
    pub fn fewest(&self) -> Option<Fewest> {
        if self.variant.is_standard() {
            return quick_fewest(&self.left().to_grid()).map(|answer| Fewest {
                presses: answer.count,
                proven: answer.minimal(),
            });
        }
        variant_fewest(&self.variant, &self.left()).map(|(presses, proven)| Fewest {
            presses: presses.total(),
            proven,
        })
    }

    /// Whether the board is the goal.
    pub fn won(&self) -> bool {
        self.board == self.goal
    }

    /// Presses (`r`, `c`), 0-based.
    pub fn press(&mut self, r: usize, c: usize) {
        self.variant.press(&mut self.board, r, c, 1);
        self.history.push((r * self.board.cols + c) as u32);
    }

    /// Takes back the last press (pressing k - 1 times more); false if
    /// there is none.
    pub fn undo(&mut self) -> bool {
        match self.history.pop() {
            Some(cell) => {
                let (cols, cell) = (self.board.cols, cell as usize);
                let times = self.variant.modulus - 1;
                self.variant
                    .press(&mut self.board, cell / cols, cell % cols, times);
                true
            }
            None => false,
        }
    }

    /// Back to the start.
    pub fn restart(&mut self) {
        self.board = self.start.clone();
        self.history.clear();
    }

    /// What is said at the win: [`Game::won_line`], and for a level its
    /// best-moves record, which this win may beat (and then writes).
    pub fn win(&self) -> String {
        let line = self.won_line();
        match self.level {
            None => line,
            Some(k) => match crate::play::level::record(k, self.history.len() as u64) {
                Some(best) if best <= self.history.len() as u64 => {
                    format!("{}; level {} best: {}", line, k, best)
                }
                _ => format!("{}; level {}: a new best", line, k),
            },
        }
    }

    /// A new random board of the same size toward the same goal (a level
    /// plays its own board again).
    pub fn renew(&mut self) {
        if self.level.is_some() {
            self.restart();
            return;
        }
        self.start = Game::random_start(&self.goal, &self.variant, &mut self.rng);
        self.fewest_from_start = None;
        self.restart();
        self.fewest_from_start = self.fewest();
    }

    /// The presses of a fewest-press solution from here, row by row (see
    /// [`solution_of`]; a cell pressed j times appears j times).
    pub fn solution(&self) -> Option<Vec<(usize, usize)>> {
        if self.variant.is_standard() {
            return solution_of(&self.left().to_grid());
        }
        let (presses, _) = variant_fewest(&self.variant, &self.left())?;
        let cols = presses.cols;
        Some(
            presses
                .cells
                .iter()
                .enumerate()
                .flat_map(|(i, &times)| {
                    std::iter::repeat((i / cols, i % cols)).take(times as usize)
                })
                .collect(),
        )
    }

    /// Chases the lights left down to the last row (the standard game
    /// only: false under another rule, with nothing pressed): presses
    /// under every cell of each row but the last that differs from the
    /// goal, each press made before the next row is looked at, and `each`
    /// told of it; `each` says whether to go on.
    pub fn chase(
        &mut self,
        mut each: impl FnMut(&Game, (usize, usize)) -> Result<bool, Error>,
    ) -> Result<bool, Error> {
        if !self.variant.is_standard() {
            return Ok(false);
        }
        for r in 0..self.board.rows.saturating_sub(1) {
            let left = self.left();
            for c in (0..self.board.cols).filter(|&c| left.get(r, c) != 0) {
                self.press(r + 1, c);
                if !each(self, (r + 1, c))? {
                    return Ok(true);
                }
            }
        }
        Ok(true)
    }

    /// After a chase: the first-row presses that finish the game (see
    /// [`first_row_presses`]).
    pub fn finishing_first_row(&self) -> Option<Vec<usize>> {
        let left = self.left();
        let last = left.rows - 1;
        let row: Vec<bool> = (0..left.cols).map(|c| left.get(last, c) != 0).collect();
        first_row_presses(left.rows, left.cols, &row)
    }

    /// "solved in K moves (fewest F)", or "(at most F, not proven fewest)"
    /// where the search did not prove it.
    pub fn won_line(&self) -> String {
        let moves = self.history.len();
        format!(
            "solved in {} move{} ({})",
            moves,
            if moves == 1 { "" } else { "s" },
            self.fewest_from_start.map_or_else(
                || "fewest unknown".to_string(),
                |f| if f.proven {
                    format!("fewest {}", f.presses)
                } else {
                    // These moves are a solution too.
                    let bound = f.presses.min(moves as u64);
                    format!("at most {}, not proven fewest", bound)
                }
            )
        )
    }
}

/// The fewest presses from a position as the game knows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fewest {
    /// How many.
    pub presses: u64,
    /// Whether no solution has fewer; if not, `presses` is an upper bound.
    pub proven: bool,
}

impl std::fmt::Display for Fewest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.proven {
            write!(f, "{}", self.presses)
        } else {
            write!(f, "at most {}", self.presses)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_row_that_finishes_a_chase() {
        // 3 x 3, the middle of the last row lit: press the whole first row.
        assert_eq!(
            first_row_presses(3, 3, &[false, true, false]),
            Some(vec![0, 1, 2])
        );
        assert_eq!(first_row_presses(2, 2, &[false, false]), Some(vec![]));
    }
}
