//! POJ 1753 Flip Game: see `flip_game --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::flip_game;

fn main() {
    std::process::exit(judge::main(&flip_game::JUDGE));
}
