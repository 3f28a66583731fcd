//! POJ 3276 Face The Right Way (USACO 2007 March Gold): see `face_the_right_way --help`.

use lightsout::io::judge;
use lightsout::problems::face_the_right_way;

fn main() {
    std::process::exit(judge::main(&face_the_right_way::JUDGE));
}
