//! POJ 3276 Face The Right Way (USACO 2007 March Gold): see `face_the_right_way --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::face_the_right_way;

fn main() {
    std::process::exit(judge::main(&face_the_right_way::JUDGE));
}
