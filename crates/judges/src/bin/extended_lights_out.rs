//! POJ 1222 EXTENDED LIGHTS OUT: see `extended_lights_out --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::extended_lights_out;

fn main() {
    std::process::exit(judge::main(&extended_lights_out::JUDGE));
}
