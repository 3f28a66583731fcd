//! USACO 2009 November Gold "Lights": see `usaco_lights --help`.

use lightsout::io::judge;
use lightsout::problems::usaco_lights;

fn main() {
    std::process::exit(judge::main(&usaco_lights::JUDGE));
}
