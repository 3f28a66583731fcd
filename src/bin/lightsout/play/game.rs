//! The game itself, apart from any screen: the board, the goal, the moves
//! so far, hints and solving from any position, and the seed's way of
//! solving by hand, chasing the lights down to the last row (the transit
//! state) and reading off the first-row presses that finish it. Under any
//! rule ([`Rule`]: a stencil, k colours, a torus, row and column), every
//! answer comes from the engines (`lightsout::engine`), and the chase by
//! hand is played where the rule allows it.

use lightsout::board::random::{random_values, SplitMix};
use lightsout::board::rule::Rule;
use lightsout::board::values::Board;
use lightsout::board::values::Cells;
use lightsout::engine::fewest::DEFAULT_SEARCH_WORK;
use lightsout::engine::{
    chase_by_hand, first_rows, hand_rows, hint, solve, Hint, Refused, Want,
};
use lightsout::io::judge::Error;

/// The work the game gives the search `lightsout solve` makes, a quarter
/// of its default: about a second, past which hints and solving follow the
/// best solution found, not proven the fewest.
const GAME_WORK: u64 = DEFAULT_SEARCH_WORK / 4;

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
    pub rule: Rule,
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
    /// A game on `start` toward `goal` (same size) under `rule`; `seed`
    /// draws new boards.
    pub fn new(start: Board, goal: Board, rule: Rule, seed: u64) -> Game {
        let mut game = Game {
            board: start.clone(),
            fewest_from_start: None,
            start,
            goal,
            rule,
            history: Vec::new(),
            level: None,
            rng: SplitMix(seed),
        };
        game.fewest_from_start = game.fewest();
        game
    }

    /// The standard game on `start` toward `goal`.
    #[cfg(test)]
    pub fn standard(
        start: &lightsout::board::grid::Grid,
        goal: &lightsout::board::grid::Grid,
        seed: u64,
    ) -> Game {
        Game::new(
            Board::from_grid(start),
            Board::from_grid(goal),
            Rule::standard(),
            seed,
        )
    }

    /// A random board that can reach `goal` under `rule`: `goal` with
    /// random presses.
    pub fn random_start(goal: &Board, rule: &Rule, rng: &mut SplitMix) -> Board {
        let presses = random_values(rng, goal.rows, goal.cols, rule.modulus);
        let mut board = goal.clone();
        rule.apply(&mut board, &presses);
        board
    }

    /// What is left to clear: each cell less its goal, modulo k.
    pub fn left(&self) -> Board {
        let k = self.rule.modulus;
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
    /// quick search knows (every solution walked where the kernel is small,
    /// a solution improved greedily past it): proven or an upper bound.
    pub fn fewest(&self) -> Option<Fewest> {
        let found = solve(
            &self.rule,
            &Cells::Values(self.left()),
            Want::Fewest { budget: 0 },
        );
        found.ok()?.map(|found| Fewest {
            presses: found.count,
            proven: found.minimal.proven(),
        })
    }

    /// Whether the board is the goal.
    pub fn won(&self) -> bool {
        self.board == self.goal
    }

    /// Presses (`r`, `c`), 0-based.
    pub fn press(&mut self, r: usize, c: usize) {
        self.rule.press(&mut self.board, r, c, 1);
        self.history.push((r * self.board.cols + c) as u32);
    }

    /// Takes back the last press (pressing k - 1 times more); false if
    /// there is none.
    pub fn undo(&mut self) -> bool {
        match self.history.pop() {
            Some(cell) => {
                let (cols, cell) = (self.board.cols, cell as usize);
                let times = self.rule.modulus - 1;
                self.rule
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
        self.start = Game::random_start(&self.goal, &self.rule, &mut self.rng);
        self.fewest_from_start = None;
        self.restart();
        self.fewest_from_start = self.fewest();
    }

    /// The presses of a fewest-press solution from here, row by row, a cell
    /// pressed j times appearing j times: the search `lightsout solve`
    /// makes, given a quarter of its default work.
    /// `Ok(None)` if no presses reach the goal; `Err` if the engines
    /// refuse the question.
    pub fn solution(&self) -> Result<Option<Vec<(usize, usize)>>, Refused> {
        let found = solve(
            &self.rule,
            &Cells::Values(self.left()),
            Want::Fewest { budget: GAME_WORK },
        )?;
        Ok(found.map(|found| pressed_cells(&found.presses.board())))
    }

    /// The next press toward the goal, from the search of
    /// [`Game::solution`] (see [`lightsout::engine::hint`]).
    pub fn hint(&self) -> Result<Hint, Refused> {
        hint(&self.rule, &Cells::Values(self.left()), GAME_WORK)
    }

    /// Whether the rule can be chased by hand (see [`Game::chase`]).
    pub fn chases(&self) -> bool {
        hand_rows(&self.rule).is_some()
    }

    /// Chases the lights left down to the last rows, as the engine's chase
    /// by hand presses them ([`chase_by_hand`]), each press made before
    /// the next, and `each` told of it; `each` says whether to go on. False,
    /// with nothing pressed, if the rule cannot be chased by hand.
    pub fn chase(
        &mut self,
        mut each: impl FnMut(&Game, (usize, usize)) -> Result<bool, Error>,
    ) -> Result<bool, Error> {
        let presses = match chase_by_hand(&self.rule, &self.left()) {
            Ok(presses) => presses,
            Err(_) => return Ok(false),
        };
        for (r, c, times) in presses {
            for _ in 0..times {
                self.press(r, c);
                if !each(self, (r, c))? {
                    return Ok(true);
                }
            }
        }
        Ok(true)
    }

    /// After a chase: the presses of the first rows that finish the game,
    /// a cell pressed j times appearing j times (see
    /// [`lightsout::engine::first_rows`]); `None` if no presses do.
    pub fn finishing_first_rows(&self) -> Option<Vec<(usize, usize)>> {
        let first = first_rows(&self.rule, &self.left(), 0).ok()??;
        Some(pressed_cells(&first))
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

/// The cells of `presses`, row by row, a cell pressed j times appearing j
/// times.
fn pressed_cells(presses: &Board) -> Vec<(usize, usize)> {
    let cols = presses.cols;
    presses
        .cells
        .iter()
        .enumerate()
        .flat_map(|(i, &times)| {
            std::iter::repeat((i / cols, i % cols)).take(times as usize)
        })
        .collect()
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
    use lightsout::board::grid::Grid;

    #[test]
    fn the_first_row_that_finishes_a_chase() {
        // 3 x 3, the middle of the last row lit: press the whole first row.
        let mut last = Grid::new(3, 3);
        last.flip(2, 1);
        let game = Game::standard(&last, &Grid::new(3, 3), 1);
        assert_eq!(
            game.finishing_first_rows(),
            Some(vec![(0, 0), (0, 1), (0, 2)])
        );
        let dark = Game::standard(&Grid::new(2, 2), &Grid::new(2, 2), 1);
        assert_eq!(dark.finishing_first_rows(), Some(vec![]));
    }
}
