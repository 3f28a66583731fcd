//! USACO 2009 November Gold "Lights": see `usaco_lights --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::usaco_lights;

fn main() {
    std::process::exit(judge::main(&usaco_lights::JUDGE));
}
