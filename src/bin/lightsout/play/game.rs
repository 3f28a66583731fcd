//! The game itself, apart from any screen: the board, the goal, the moves
//! so far, hints and solving from any position, and the seed's way of
//! solving by hand, chasing the lights down to the last row (the transit
//! state) and reading off the first-row presses that finish it
//! ([`first_row_presses`]).

use lightsout::algebra::solve::{
    fewest_by, fewest_within, greedy, Answer, MAX_SEARCH_WORK,
};
use lightsout::board::grid::Grid;
use lightsout::board::random::{random_board, SplitMix};
use lightsout::board::rule::Rule;
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

/// The work the game gives the search `lightsout solve` makes, a
/// sixty-fourth of its default: about a second, past which hints and
/// solving follow the best solution found, not proven the fewest.
const GAME_WORK: u64 = MAX_SEARCH_WORK / 64;

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

/// A game: the board, its goal, and the presses made.
#[derive(Clone, Debug)]
pub struct Game {
    /// The lights now.
    pub board: Grid,
    /// The board at the start.
    pub start: Grid,
    /// What the lights must become.
    pub goal: Grid,
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
    /// A game on `start` toward `goal` (same size); `seed` draws new boards.
    pub fn new(start: Grid, goal: Grid, seed: u64) -> Game {
        let mut game = Game {
            board: start.clone(),
            fewest_from_start: None,
            start,
            goal,
            history: Vec::new(),
            level: None,
            rng: SplitMix(seed),
        };
        game.fewest_from_start = game.fewest();
        game
    }

    /// A random board that can reach `goal`: `goal` with random presses.
    pub fn random_start(goal: &Grid, rng: &mut SplitMix) -> Grid {
        let presses = random_board(rng, goal.rows(), goal.width(), false);
        let mut board = goal.clone();
        for r in 0..goal.rows() {
            for c in 0..goal.width() {
                if presses.cell(r, c) {
                    board.press(Rule::STANDARD, r, c);
                }
            }
        }
        board
    }

    /// The lights that differ from the goal: what is left to clear.
    pub fn left(&self) -> Grid {
        let mut left = self.board.clone();
        left.xor(&self.goal);
        left
    }

    /// How many cells still differ from the goal.
    pub fn lights_left(&self) -> u64 {
        self.left().ones()
    }

    /// The fewest presses that reach the goal from here, as far as the
    /// quick search knows: proven on every board the walk covers, an upper
    /// bound past it.
    pub fn fewest(&self) -> Option<Fewest> {
        quick_fewest(&self.left()).map(|answer| Fewest {
            presses: answer.count,
            proven: answer.minimal,
        })
    }

    /// Whether the board is the goal.
    pub fn won(&self) -> bool {
        self.board == self.goal
    }

    /// Presses (`r`, `c`), 0-based.
    pub fn press(&mut self, r: usize, c: usize) {
        self.board.press(Rule::STANDARD, r, c);
        self.history.push((r * self.board.width() + c) as u32);
    }

    /// Takes back the last press; false if there is none.
    pub fn undo(&mut self) -> bool {
        match self.history.pop() {
            Some(cell) => {
                let width = self.board.width();
                let cell = cell as usize;
                self.board.press(Rule::STANDARD, cell / width, cell % width);
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
        self.start = Game::random_start(&self.goal, &mut self.rng);
        self.fewest_from_start = None;
        self.restart();
        self.fewest_from_start = self.fewest();
    }

    /// The presses of a fewest-press solution from here, row by row (see
    /// [`solution_of`]).
    pub fn solution(&self) -> Option<Vec<(usize, usize)>> {
        solution_of(&self.left())
    }

    /// Chases the lights left down to the last row: presses under every
    /// cell of each row but the last that differs from the goal, each press
    /// made before the next row is looked at, and `each` told of it; `each`
    /// says whether to go on.
    pub fn chase(
        &mut self,
        mut each: impl FnMut(&Game, (usize, usize)) -> Result<bool, Error>,
    ) -> Result<(), Error> {
        for r in 0..self.board.rows().saturating_sub(1) {
            let left = self.left();
            for c in (0..self.board.width()).filter(|&c| left.cell(r, c)) {
                self.press(r + 1, c);
                if !each(self, (r + 1, c))? {
                    return Ok(());
                }
            }
        }
        Ok(())
    }

    /// After a chase: the first-row presses that finish the game (see
    /// [`first_row_presses`]).
    pub fn finishing_first_row(&self) -> Option<Vec<usize>> {
        let left = self.left();
        let last = left.rows() - 1;
        let row: Vec<bool> = (0..left.width()).map(|c| left.cell(last, c)).collect();
        first_row_presses(left.rows(), left.width(), &row)
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
