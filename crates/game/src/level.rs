//! Numbered levels, the same board for everyone, on three tracks: the
//! classic game, the torus (rows and columns wrap) and three colours (a
//! press adds 1 modulo 3). Each grows harder three ways: the board's side,
//! its kernel (a board whose kernel has dimension t has k^t solutions, and
//! the fewest must be picked among them), and, on each board, the fewest
//! presses, from an eighth of the cells to a third, so that the lights do
//! not show where to press. No level of a track that is chased by hand is
//! cleared by the chase alone: its first row needs presses, found by the
//! first-row system (see `lightsout first-row`). Every level's fewest is
//! proven by trying every solution: the stars a player earns are against
//! it.

use std::sync::Mutex;

use lightsout::grid::words;
use lightsout::standard::nullity;
use lightsout::{
    chase_by_hand, fewest, residue, Board, Cells, Grid, Rule, Search, SplitMix,
    DEFAULT_SEARCH_WORK,
};

/// The highest level of each track.
pub const MAX_LEVEL: u64 = 999;

/// The largest side the page plays, the last levels' too: `lightsout
/// solve` takes any size.
pub const MAX_SIDE: usize = 50;

/// The most levels on one side.
const PER_SIDE: u64 = 24;

/// A track of levels: the rule its boards are played under.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Track {
    /// The standard game.
    Classic,
    /// The standard press on a torus.
    Torus,
    /// The standard press, three colours.
    Three,
}

impl Track {
    /// Every track, in the order the page lists them.
    pub const ALL: [Track; 3] = [Track::Classic, Track::Torus, Track::Three];

    /// The rule its boards are played under.
    pub fn rule(self) -> Rule {
        match self {
            Track::Classic => Rule::standard(),
            Track::Torus => Rule {
                torus: true,
                ..Rule::standard()
            },
            Track::Three => Rule {
                modulus: 3,
                ..Rule::standard()
            },
        }
    }

    /// The track whose rule `rule` is, if any.
    pub fn of(rule: &Rule) -> Option<Track> {
        Track::ALL
            .iter()
            .copied()
            .find(|track| track.rule() == *rule)
    }

    /// Its name, as the page and the records write it.
    pub fn name(self) -> &'static str {
        match self {
            Track::Classic => "classic",
            Track::Torus => "torus",
            Track::Three => "three",
        }
    }

    /// The largest kernel of a level's board: the fewest presses are
    /// proven by trying its solutions, a million at most.
    fn max_kernel(self) -> usize {
        match self {
            Track::Classic | Track::Torus => 20,
            Track::Three => 12,
        }
    }
}

/// A track's sides, each with its kernel's dimension (see [`sides`]).
type Sides = Vec<(usize, usize)>;

/// The sides of each track's levels, made once.
static SIDES: Mutex<Vec<(Track, Sides)>> = Mutex::new(Vec::new());

/// The sides `track`'s levels are played on, in their order, each with
/// its kernel's dimension: by the side plus half that dimension (the
/// smaller side first on a tie), from 3 x 3 to the page's largest.
fn sides(track: Track) -> Sides {
    let mut made = SIDES
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some((_, sides)) = made.iter().find(|(t, _)| *t == track) {
        return sides.clone();
    }
    let rule = track.rule();
    let dimension = |n: usize| match track {
        Track::Classic => nullity(n, n) as u64,
        _ => lightsout::nullity(&rule, n, n)
            .ok()
            .flatten()
            .unwrap_or(u64::MAX),
    };
    let mut sides: Vec<(usize, usize)> = (3..=MAX_SIDE)
        .map(|n| (n, dimension(n)))
        // Where the kernel is as wide as the board (classic 4 x 4), the
        // chase clears every board that can be cleared.
        .filter(|&(n, t)| t <= track.max_kernel() as u64 && (t as usize) < n)
        .map(|(n, t)| (n, t as usize))
        .collect();
    sides.sort_by_key(|&(n, t)| (2 * n + t, n));
    made.push((track, sides.clone()));
    sides
}

/// The fewest presses of a side's levels, first and last: an eighth of
/// the cells (two at least) to a third.
fn presses(side: usize) -> (u64, u64) {
    let cells = (side * side) as u64;
    ((cells / 8).max(2), cells / 3)
}

/// The side of level `k` (1 to [`MAX_LEVEL`]) of `track` and the fewest
/// presses it needs (a cell pressed j times counts j): the level's par,
/// proven.
///
/// # Example
/// ```
/// use lightsout_game::level::{shape, Track};
/// assert_eq!(shape(Track::Classic, 1), (3, 2));
/// assert_eq!(shape(Track::Classic, 2), (3, 3));
/// // Then 5 x 5, whose kernel has dimension 2, as hard as 6 x 6 is.
/// assert_eq!(shape(Track::Classic, 3), (5, 3));
/// ```
pub fn shape(track: Track, k: u64) -> (usize, u64) {
    let sides = sides(track);
    let mut first = 1;
    for (i, &(side, _)) in sides.iter().enumerate() {
        let (low, high) = presses(side);
        let count = (high - low + 1).min(PER_SIDE);
        if k < first + count || i + 1 == sides.len() {
            let j = (k - first).min(count - 1);
            return (side, low + (high - low) * j / (count - 1).max(1));
        }
        first += count;
    }
    unreachable!("the last side takes every level past the others")
}

/// The last levels made, for the requests that read one again.
static MADE: Mutex<Vec<(Track, u64, Board)>> = Mutex::new(Vec::new());

/// The board of level `k` of `track` (all off is its goal): presses on a
/// dark board drawn from a seed that is `k`'s own, drawn again until the
/// chase alone does not clear it and the fewest presses that put it out
/// are exactly as many as the level needs, proven by trying every
/// solution.
pub fn board(track: Track, k: u64) -> Board {
    let mut made = MADE.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some((_, _, lights)) =
        made.iter().find(|(t, level, _)| (*t, *level) == (track, k))
    {
        return lights.clone();
    }
    let lights = make(track, k);
    if made.len() == 4 {
        made.remove(0);
    }
    made.push((track, k, lights.clone()));
    lights
}

/// [`board`], made.
fn make(track: Track, k: u64) -> Board {
    let (side, presses) = shape(track, k);
    let rule = track.rule();
    // The classic track's seeds as they always were: its levels stay.
    let seed = match track {
        Track::Classic => 0x1e7e_2000 + k,
        Track::Torus => 0x7025_2000 + k,
        Track::Three => 0x3333_2000 + k,
    };
    let mut rng = SplitMix(seed);
    let k_colours = u64::from(rule.modulus);
    loop {
        let mut pressed = Board::new(side, side);
        let mut total = 0;
        while total < presses {
            let cell = rng.below((side * side) as u64) as usize;
            if pressed.cells[cell] == 0 {
                // Modulo 2 no draw: the classic levels stay as they were.
                let times = match k_colours {
                    2 => 1,
                    k => (1 + rng.below(k - 1)).min(presses - total),
                };
                pressed.cells[cell] = times as u32;
                total += times;
            }
        }
        // The lights those presses clear: what they add, negated (modulo
        // 2, what they add).
        let mut lights = Board::new(side, side);
        lights.apply(&rule, &pressed);
        for v in &mut lights.cells {
            *v = (rule.modulus - *v) % rule.modulus;
        }
        if chased_out(track, &lights) {
            continue;
        }
        // Every solution tried (a million at most) proves it: no search
        // past it is needed.
        let cells = match track {
            Track::Three => Cells::Values(lights.clone()),
            _ => Cells::Bits(lights.to_grid()),
        };
        let found = fewest(&rule, &cells, Search::prove(DEFAULT_SEARCH_WORK));
        if let Ok(Some(found)) = found {
            if found.minimal.proven() && found.count == presses {
                return lights;
            }
        }
    }
}

/// Whether the chase by hand alone clears `lights` on `track` (never, on
/// the torus, which is not chased by hand).
fn chased_out(track: Track, lights: &Board) -> bool {
    let side = lights.rows;
    match track {
        Track::Classic => {
            let grid: Grid = lights.to_grid();
            let dark = vec![0; words(side)];
            residue(Some(&grid), side, side, &dark)
                .iter()
                .all(|&w| w == 0)
        }
        Track::Torus => false,
        Track::Three => {
            let rule = track.rule();
            let mut left = lights.clone();
            let presses = chase_by_hand(&rule, lights).unwrap_or_default();
            for (r, c, times) in presses {
                left.press(&rule, r, c, times);
            }
            left.cells.iter().all(|&v| v == 0)
        }
    }
}

/// The stars a level won in `moves` earns against its par, the proven
/// fewest: three at the par, two within half as many again, one else.
///
/// # Example
/// ```
/// use lightsout_game::level::stars;
/// assert_eq!((stars(6, 6), stars(9, 6), stars(10, 6)), (3, 2, 1));
/// ```
pub fn stars(moves: u64, par: u64) -> u8 {
    if moves <= par {
        3
    } else if 2 * moves <= 3 * par {
        2
    } else {
        1
    }
}
