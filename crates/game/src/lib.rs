//! The game, apart from any screen: what the terminal game (`lightsout
//! play`) and the page (`lightsout serve`) both play.
//!
//! A [`Game`] is a board under a rule ([`Rule`]: any stencil, K colours, a
//! torus, row and column), the goal it must become, and the moves made,
//! with undo and redo. Every answer (the fewest presses and whether they
//! are proven, the count of solutions, a hint, a solution, the chase by
//! hand) comes from the engines ([`lightsout::fewest`] and its kin). Boards are dealt from
//! a seed, so that a seed shown is a board given again, or are numbered
//! levels ([`level`]), whose best scores [`records`] keeps. [`link`]
//! writes a game as text and reads it back, for a link to share.

pub mod api;
pub mod level;
pub mod link;
pub mod records;
pub mod rules;
#[cfg(target_arch = "wasm32")]
mod wasm;

use crate::level::Track;
use lightsout::{
    chase_by_hand, count, fewest, hand_rows, random_values, solve, Board, Cells, Count,
    Minimal, Refused, Rule, Search, Solution, SplitMix, DEFAULT_SEARCH_WORK,
};

/// The work the game gives the search `lightsout solve` makes, a quarter
/// of its default: about a second of the whole search on any rule (see
/// [`lightsout::fewest`]), past which hints, solving and the won line follow
/// the best solution found, not proven the fewest.
pub const GAME_WORK: u64 = DEFAULT_SEARCH_WORK / 4;

/// What [`Game::hint`] suggests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// Press this cell (row, column) next.
    Press(usize, usize),
    /// Nothing to press: the board is clear.
    Nothing,
    /// No presses clear the board.
    Unreachable,
}

/// After a chase by hand ([`chase_by_hand`]), the presses of the first
/// rows (as many as the chase leaves lit, [`hand_rows`]) that clear `left`
/// once pressed and chased again: the first rows of the fewest presses
/// [`fewest`] finds within `budget`. `Ok(None)` if no presses clear it.
pub fn finishing_rows(
    rule: &Rule,
    left: &Board,
    budget: u64,
) -> Result<Option<Board>, Refused> {
    let h = hand_rows(rule).ok_or(Refused::NoHandChase)?.min(left.rows);
    let found = fewest(rule, &Cells::Values(left.clone()), Search::prove(budget))?;
    Ok(found.map(|solution| {
        let presses = solution.presses.board();
        Board {
            rows: h,
            cols: presses.cols,
            cells: presses.cells[..h * presses.cols].to_vec(),
        }
    }))
}

/// Where a game's start came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deal {
    /// Dealt at random from this seed ([`Game::dealt`]): the same seed, size
    /// and rule deal the same board.
    Seed(u64),
    /// Numbered level K ([`level`]).
    Level(u64),
    /// Given whole (all off, all on, a file, a link).
    Given,
}

/// How hard a dealt board is: how many of its cells the random presses
/// that deal it touch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Difficulty {
    /// An eighth of the cells pressed (one at least).
    Easy,
    /// A quarter of them.
    Medium,
    /// Every cell pressed a random number of times (0 among them): any
    /// board that can reach the goal, as likely as any other.
    Hard,
}

impl Difficulty {
    /// Every difficulty, easiest first.
    pub const ALL: [Difficulty; 3] =
        [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    /// Its name, as a link and the page write it.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }

    /// The difficulty named `name`.
    pub fn named(name: &str) -> Option<Difficulty> {
        Difficulty::ALL.iter().copied().find(|d| d.name() == name)
    }
}

/// A game: the board, its goal, the rule, and the moves made.
#[derive(Clone, Debug)]
pub struct Game {
    /// The lights now, 0 to k-1 each (0 and 1 in the standard game).
    pub board: Board,
    /// The board at the start.
    pub start: Board,
    /// What the lights must become.
    pub goal: Board,
    /// What a press does, [`Rule::fitted`] to the board: the rule the
    /// presses and every search use.
    pub rule: Rule,
    /// The rule as it was given, its name kept and its stencil unfitted:
    /// what a link writes and a new deal takes.
    given: Rule,
    /// Where the start came from.
    pub deal: Deal,
    /// How hard a dealt board is, and the next deal too.
    pub difficulty: Difficulty,
    /// The presses made since the start, in order, each as its cell's
    /// index `r * cols + c` (four bytes a move).
    moves: Vec<u32>,
    /// The presses undone, the last undone last: what redo makes again.
    undone: Vec<u32>,
    /// Whether a hint, a solve or the chase helped since the start: such a
    /// win sets no record.
    helped: bool,
}

impl Game {
    /// A game on `start` toward `goal` (the same size) under `rule`.
    ///
    /// # Panics
    /// If the boards differ in size, or the rule does not take it
    /// ([`Rule::refuses`]): a front end checks what it reads.
    pub fn new(start: Board, goal: Board, rule: Rule, deal: Deal) -> Game {
        assert_eq!((start.rows, start.cols), (goal.rows, goal.cols));
        assert_eq!(rule.refuses(start.rows, start.cols), None);
        Game {
            board: start.clone(),
            rule: rule.fitted(start.rows, start.cols),
            given: rule,
            start,
            goal,
            deal,
            difficulty: Difficulty::Hard,
            moves: Vec::new(),
            undone: Vec::new(),
            helped: false,
        }
    }

    /// A board dealt from `seed` that can reach `goal` under `rule`: `goal`
    /// with random presses on every cell ([`Difficulty::Hard`]).
    ///
    /// # Panics
    /// If the rule does not take the goal's size ([`Rule::refuses`]).
    pub fn dealt(goal: Board, rule: Rule, seed: u64) -> Game {
        Game::dealt_as(goal, rule, seed, Difficulty::Hard)
    }

    /// [`Game::dealt`], as hard as `difficulty` says: an easy or medium
    /// board's random presses touch an eighth or a quarter of its cells.
    pub fn dealt_as(goal: Board, rule: Rule, seed: u64, difficulty: Difficulty) -> Game {
        let mut rng = SplitMix(seed);
        let (rows, cols, k) = (goal.rows, goal.cols, rule.modulus);
        let presses = match difficulty {
            Difficulty::Hard => random_values(&mut rng, rows, cols, k),
            _ => {
                let cells = rows * cols;
                let share = if difficulty == Difficulty::Easy { 8 } else { 4 };
                let mut presses = Board::new(rows, cols);
                let mut pressed = 0;
                while pressed < (cells / share).max(1) {
                    let cell = rng.below(cells as u64) as usize;
                    if presses.cells[cell] == 0 {
                        presses.cells[cell] = 1 + rng.below(u64::from(k) - 1) as u32;
                        pressed += 1;
                    }
                }
                presses
            }
        };
        let mut start = goal.clone();
        start.apply(&rule.fitted(rows, cols), &presses);
        let mut game = Game::new(start, goal, rule, Deal::Seed(seed));
        game.difficulty = difficulty;
        game
    }

    /// The rule as it was given: its name kept and its stencil as written,
    /// before [`Rule::fitted`] cut it to the board (what a link writes).
    pub fn given(&self) -> &Rule {
        &self.given
    }

    /// Numbered level `k` (1 to [`level::MAX_LEVEL`]) of the classic game.
    pub fn level(k: u64) -> Game {
        Game::level_of(Track::Classic, k)
    }

    /// Numbered level `k` (1 to [`level::MAX_LEVEL`]) of `track`.
    pub fn level_of(track: Track, k: u64) -> Game {
        let start = level::board(track, k);
        let goal = Board::new(start.rows, start.cols);
        Game::new(start, goal, track.rule(), Deal::Level(k))
    }

    /// The track of a level's game, and its par: the fewest presses that
    /// clear its board, proven; `None` for a game not a level's.
    pub fn par(&self) -> Option<(Track, u64)> {
        match self.deal {
            Deal::Level(k) => {
                let track = Track::of(&self.rule)?;
                Some((track, level::shape(track, k).1))
            }
            _ => None,
        }
    }

    /// A game on this board with cell (`r`, `c`) set to `v` (below the
    /// modulus), toward the same goal under the same rule: a board of
    /// one's own, given whole, with no moves and no help yet.
    pub fn edited(&self, r: usize, c: usize, v: u32) -> Game {
        let mut start = self.board.clone();
        start.cells[r * start.cols + c] = v % self.rule.modulus;
        Game::new(start, self.goal.clone(), self.given.clone(), Deal::Given)
    }

    /// The next game: the next level, or a board dealt from the seed after
    /// this one's (`fresh` for a board that was given).
    pub fn next(&self, fresh: u64) -> Game {
        match self.deal {
            Deal::Level(k) => {
                let track = Track::of(&self.rule).unwrap_or(Track::Classic);
                Game::level_of(track, (k + 1).min(level::MAX_LEVEL))
            }
            Deal::Seed(seed) => {
                let (goal, given) = (self.goal.clone(), self.given.clone());
                Game::dealt_as(goal, given, next_seed(seed), self.difficulty)
            }
            Deal::Given => {
                let (goal, given) = (self.goal.clone(), self.given.clone());
                Game::dealt_as(goal, given, fresh, self.difficulty)
            }
        }
    }

    /// The presses made since the start, as (row, column), 0-based.
    pub fn moves(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let cols = self.board.cols;
        self.moves
            .iter()
            .map(move |&cell| (cell as usize / cols, cell as usize % cols))
    }

    /// How many presses were made since the start.
    pub fn moves_made(&self) -> usize {
        self.moves.len()
    }

    /// How many presses redo can make again.
    pub fn redoable(&self) -> usize {
        self.undone.len()
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

    /// Whether the board is the goal.
    pub fn won(&self) -> bool {
        self.board == self.goal
    }

    /// Presses (`r`, `c`), 0-based; what was undone can no longer be
    /// redone.
    pub fn press(&mut self, r: usize, c: usize) {
        self.make(r, c);
        self.undone.clear();
    }

    /// Presses each of `moves` in turn, as [`Game::press`] would, in work
    /// that the board bounds, not the moves: the presses of each cell are
    /// added up and made at once (a press adds, so order does not matter).
    pub fn replay(&mut self, moves: &[(usize, usize)]) {
        let cols = self.board.cols;
        let k = u64::from(self.rule.modulus);
        let mut times = vec![0u64; self.board.cells.len()];
        for &(r, c) in moves {
            times[r * cols + c] += 1;
            self.moves.push((r * cols + c) as u32);
        }
        for (cell, &n) in times.iter().enumerate() {
            if n % k != 0 {
                self.board
                    .press(&self.rule, cell / cols, cell % cols, (n % k) as u32);
            }
        }
        self.undone.clear();
    }

    fn make(&mut self, r: usize, c: usize) {
        self.board.press(&self.rule, r, c, 1);
        self.moves.push((r * self.board.cols + c) as u32);
    }

    /// Takes back the last press (pressing k - 1 times more); false if
    /// there is none.
    pub fn undo(&mut self) -> bool {
        match self.moves.pop() {
            Some(cell) => {
                let (cols, cell) = (self.board.cols, cell as usize);
                let times = self.rule.modulus - 1;
                self.board
                    .press(&self.rule, cell / cols, cell % cols, times);
                self.undone.push(cell as u32);
                true
            }
            None => false,
        }
    }

    /// Makes again the last press undone; false if there is none.
    pub fn redo(&mut self) -> bool {
        match self.undone.pop() {
            Some(cell) => {
                let cols = self.board.cols;
                self.make(cell as usize / cols, cell as usize % cols);
                true
            }
            None => false,
        }
    }

    /// Back to the start, every press undone (redo makes them again);
    /// false if there was nothing to undo.
    pub fn restart(&mut self) -> bool {
        let any = !self.moves.is_empty();
        while self.undo() {}
        any
    }

    /// Notes that a hint, a solve or the chase helped: no win on this board
    /// sets a record, even after a restart.
    pub fn helped(&mut self) {
        self.helped = true;
    }

    /// Whether a hint, a solve or the chase helped on this board.
    pub fn was_helped(&self) -> bool {
        self.helped
    }

    /// The fewest presses that reach the goal from here, as far as the
    /// search given [`GAME_WORK`] knows: `None` if the goal cannot be
    /// reached or the engines refuse the board.
    pub fn fewest(&self) -> Option<Fewest> {
        self.fewest_within(GAME_WORK).ok()?
    }

    /// [`Game::fewest`] with the search given `budget` (see
    /// [`lightsout::fewest`]).
    pub fn fewest_within(&self, budget: u64) -> Result<Option<Fewest>, Refused> {
        let found = fewest(
            &self.rule,
            &Cells::Values(self.left()),
            Search::prove(budget),
        )?;
        Ok(found.as_ref().map(Fewest::of))
    }

    /// What can be known of the position: whether the goal can be reached,
    /// in how many ways, and the fewest presses with a solution that makes
    /// them (searched with `budget`, one search for both).
    pub fn analysis(&self, budget: u64) -> Result<Analysis, Refused> {
        let left = Cells::Values(self.left());
        let counts = count(&self.rule, &left)?;
        if !counts.solvable {
            return Ok(Analysis {
                solutions: None,
                fewest: None,
                presses: None,
            });
        }
        let found = fewest(&self.rule, &left, Search::prove(budget))?;
        Ok(Analysis {
            // Every solution differs from one by the kernel.
            solutions: Some(counts.kernel),
            fewest: found.as_ref().map(Fewest::of),
            presses: found.map(|found| pressed_cells(&found.presses.board())),
        })
    }

    /// [`Game::analysis`] without the search: whether the goal can be
    /// reached, in how many ways, and a solution, its presses the fewest
    /// proven only where it is the one solution (or presses none); else
    /// `at most` its presses. Elimination alone, at once.
    pub fn quick_analysis(&self) -> Result<Analysis, Refused> {
        let left = Cells::Values(self.left());
        let counts = count(&self.rule, &left)?;
        let presses = match solve(&self.rule, &left)? {
            Some(presses) if counts.solvable => presses,
            _ => {
                return Ok(Analysis {
                    solutions: None,
                    fewest: None,
                    presses: None,
                })
            }
        };
        let only = counts.kernel.powers.iter().all(|&(_, e)| e == 0);
        let count = presses.total();
        let proven = only || count == 0;
        Ok(Analysis {
            solutions: Some(counts.kernel),
            fewest: Some(Fewest {
                presses: count,
                proven,
                at_least: if proven { count } else { 0 },
            }),
            presses: Some(pressed_cells(&presses.board())),
        })
    }

    /// The presses of a fewest-press solution from here, row by row, a cell
    /// pressed j times appearing j times: the search `lightsout solve`
    /// makes, given [`GAME_WORK`]. `Ok(None)` if no presses reach the goal.
    pub fn solution(&self) -> Result<Option<Vec<(usize, usize)>>, Refused> {
        let found = fewest(
            &self.rule,
            &Cells::Values(self.left()),
            Search::prove(GAME_WORK),
        )?;
        Ok(found.map(|found| pressed_cells(&found.presses.board())))
    }

    /// The next press toward the goal, from the search of
    /// [`Game::solution`]: its first pressed cell read row by row.
    pub fn hint(&self) -> Result<Hint, Refused> {
        Ok(match self.solution()? {
            Some(presses) => match presses.first() {
                Some(&(r, c)) => Hint::Press(r, c),
                None => Hint::Nothing,
            },
            None => Hint::Unreachable,
        })
    }

    /// Whether the rule can be chased by hand (see [`Game::chase`]).
    pub fn chases(&self) -> bool {
        hand_rows(&self.rule).is_some()
    }

    /// Chases the lights left down to the last rows, as the engine's chase
    /// by hand presses them ([`chase_by_hand`]), each press made before
    /// the next, and `each` told of it; `each` says whether to go on. False,
    /// with nothing pressed, if the rule cannot be chased by hand.
    pub fn chase<E>(
        &mut self,
        mut each: impl FnMut(&Game, (usize, usize)) -> Result<bool, E>,
    ) -> Result<bool, E> {
        let presses = match chase_by_hand(&self.rule, &self.left()) {
            Ok(presses) => presses,
            Err(_) => return Ok(false),
        };
        self.helped();
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
    /// a cell pressed j times appearing j times (see [`finishing_rows`]);
    /// `None` if no presses do.
    pub fn finishing_first_rows(&self) -> Option<Vec<(usize, usize)>> {
        let first = finishing_rows(&self.rule, &self.left(), GAME_WORK).ok()??;
        Some(pressed_cells(&first))
    }

    /// "solved in K moves (fewest F)" for a game that started with `fewest`
    /// presses to make, or "(at most F, not proven fewest)" where the search
    /// did not prove it.
    pub fn won_line(&self, fewest: Option<Fewest>) -> String {
        let moves = self.moves.len();
        format!(
            "solved in {} move{} ({})",
            moves,
            if moves == 1 { "" } else { "s" },
            fewest.map_or_else(
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

/// The colour of value `v` of `k`: 0 a slate blue; with two colours, a lit
/// cell yellow; with more, a colour of its own hue for each value up to
/// nine (red, teal, violet, green, orange, sky, pink, then yellow), so that
/// nine colours are told apart without their digits, each lighter than
/// the one before, so that colour-blind players tell them apart too; past
/// nine, steps between them. Every colour stands out from a near-black
/// page at 3:1 or more (WCAG AA for what a player must see), and lit from
/// dark at 4.5:1.
///
/// The terminal game and the page draw with it.
pub fn colour(v: u32, k: u32) -> (u8, u8, u8) {
    const SCALE: [(u8, u8, u8); 9] = [
        (70, 96, 160),
        (225, 75, 70),
        (25, 180, 172),
        (160, 120, 235),
        (85, 205, 85),
        (250, 150, 40),
        (130, 200, 250),
        (240, 170, 230),
        (253, 231, 37),
    ];
    let last = (SCALE.len() - 1) as f64;
    let at = f64::from(v.min(k.max(2) - 1)) / f64::from(k.max(2) - 1) * last;
    // Up to nine colours, each its own; more, the steps between them.
    if k as usize <= SCALE.len() {
        return SCALE[at.round() as usize];
    }
    let (i, t) = (at.floor() as usize, at - at.floor());
    let (a, b) = (SCALE[i], SCALE[(i + 1).min(SCALE.len() - 1)]);
    let mix =
        |x: u8, y: u8| (f64::from(x) + (f64::from(y) - f64::from(x)) * t).round() as u8;
    (mix(a.0, b.0), mix(a.1, b.1), mix(a.2, b.2))
}

/// A seed from the clock and the process, different at every call: a new
/// board's.
pub fn fresh_seed() -> u64 {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| since.as_nanos() as u64);
    SplitMix(now ^ u64::from(std::process::id()) << 32).next_u64()
}

/// The seed dealt after `seed` (see [`Game::next`]).
pub fn next_seed(seed: u64) -> u64 {
    SplitMix(!seed).next_u64()
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
    /// How many presses the best solution found makes.
    pub presses: u64,
    /// Whether no solution has fewer; if not, `presses` is an upper bound.
    pub proven: bool,
    /// No solution has fewer than this many (`presses` where proven).
    pub at_least: u64,
}

impl Fewest {
    /// What a solution the engine found says of the fewest.
    fn of(found: &Solution) -> Fewest {
        Fewest {
            presses: found.count,
            proven: found.minimal.proven(),
            at_least: match found.minimal {
                Minimal::Unproven { at_least } => at_least,
                _ => found.count,
            },
        }
    }
}

impl std::fmt::Display for Fewest {
    /// `4`, `at most 9`, or `at most 9, at least 5`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.proven, self.at_least) {
            (true, _) => write!(f, "{}", self.presses),
            (false, 0) => write!(f, "at most {}", self.presses),
            (false, at_least) => {
                write!(f, "at most {}, at least {}", self.presses, at_least)
            }
        }
    }
}

/// What [`Game::analysis`] knows of a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// How many press boards reach the goal (each cell pressed 0 to k-1
    /// times); `None` where none do.
    pub solutions: Option<Count>,
    /// The fewest presses, where the goal can be reached.
    pub fewest: Option<Fewest>,
    /// The presses of a solution that makes them, row by row, a cell
    /// pressed j times appearing j times: its first is the hint.
    pub presses: Option<Vec<(usize, usize)>>,
}
