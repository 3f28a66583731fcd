//! SDOI 2010 外星千足虫 (Luogu P2447): see `alien_insects --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::alien_insects;

fn main() {
    std::process::exit(judge::main(&alien_insects::JUDGE));
}
