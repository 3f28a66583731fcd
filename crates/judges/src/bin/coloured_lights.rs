//! TJOI 2008 彩灯 (Luogu P3857): see `coloured_lights --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::coloured_lights;

fn main() {
    std::process::exit(judge::main(&coloured_lights::JUDGE));
}
