//! TJOI 2008 彩灯 (Luogu P3857): see `coloured_lights --help`.

use lightsout::io::judge;
use lightsout::problems::coloured_lights;

fn main() {
    std::process::exit(judge::main(&coloured_lights::JUDGE));
}
