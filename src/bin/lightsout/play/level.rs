//! Numbered levels, the same board for everyone, and the best-moves record
//! of each, kept in a small file under the user's data folder.

use std::path::PathBuf;

use lightsout::board::grid::Grid;
use lightsout::board::random::SplitMix;
use lightsout::board::rule::Rule;
use lightsout::board::values::Cells;
use lightsout::engine::fewest::DEFAULT_SEARCH_WORK;
use lightsout::engine::{solve, Want};

/// The highest level.
pub const MAX_LEVEL: u64 = 999;

/// Presses a level's board needs at most on one side before the board
/// grows.
const PER_SIDE: u64 = 15;

/// The side of level `k` and the presses it needs: 5 x 5 from 1 press up to
/// 15, then a side larger every 15 levels, each starting two presses
/// harder than the last.
pub fn shape(k: u64) -> (usize, u64) {
    let step = (k - 1) / PER_SIDE;
    (5 + step as usize, (k - 1) % PER_SIDE + 1 + 2 * step)
}

/// The board of level `k` (all off is its goal): presses on a dark board
/// drawn from a seed that is `k`'s own, drawn again until the fewest
/// presses that put it out are exactly as many as the level needs.
pub fn board(k: u64) -> Grid {
    let (side, presses) = shape(k);
    let mut rng = SplitMix(0x1e7e_1000 + k);
    loop {
        let mut pressed = Grid::new(side, side);
        while pressed.ones() < presses {
            let cell = rng.below((side * side) as u64) as usize;
            if !pressed.cell(cell / side, cell % side) {
                pressed.flip(cell / side, cell % side);
            }
        }
        let lights = lightsout::board::grid::apply(
            &Rule::standard(),
            &Grid::new(side, side),
            &pressed,
        );
        let want = Want::Fewest {
            budget: DEFAULT_SEARCH_WORK,
        };
        let found = solve(&Rule::standard(), &Cells::Bits(lights.clone()), want);
        if let Ok(Some(found)) = found {
            if found.minimal.proven() && found.count == presses {
                return lights;
            }
        }
    }
}

/// Where the records are kept: `$XDG_DATA_HOME/lightsout/records`, or
/// `~/.local/share/lightsout/records`.
fn records_path() -> Option<PathBuf> {
    let data = match std::env::var_os("XDG_DATA_HOME").filter(|d| !d.is_empty()) {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(std::env::var_os("HOME")?).join(".local/share"),
    };
    Some(data.join("lightsout").join("records"))
}

/// Notes `moves` for level `k`: the best before it, if any. The file holds
/// one line a level, `level K best B`; a file that cannot be read or
/// written loses no game, only the record.
pub fn record(k: u64, moves: u64) -> Option<u64> {
    let path = records_path()?;
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let mut lines: Vec<(u64, u64)> = text
        .lines()
        .filter_map(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                ["level", level, "best", best] => {
                    Some((level.parse().ok()?, best.parse().ok()?))
                }
                _ => None,
            }
        })
        .collect();
    let before = lines
        .iter()
        .find(|(level, _)| *level == k)
        .map(|&(_, best)| best);
    if before.map_or(true, |best| moves < best) {
        lines.retain(|(level, _)| *level != k);
        lines.push((k, moves));
        lines.sort_unstable();
        let text: String = lines
            .iter()
            .map(|(level, best)| format!("level {} best {}\n", level, best))
            .collect();
        if let Some(dir) = path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        let _ = std::fs::write(&path, text);
    }
    before
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_need_the_presses_they_say_and_grow() {
        assert_eq!(shape(1), (5, 1));
        assert_eq!(shape(15), (5, 15));
        assert_eq!(shape(16), (6, 3));
        for k in [1, 2, 7, 15, 16, 40] {
            let (side, presses) = shape(k);
            let lights = board(k);
            assert_eq!((lights.rows(), lights.width()), (side, side));
            let answer = lightsout::engine::fewest::fewest(&lights).unwrap();
            assert_eq!(
                (answer.count, answer.minimal()),
                (presses, true),
                "level {}",
                k
            );
            assert_eq!(board(k), lights, "level {} is the same every time", k);
        }
    }
}
