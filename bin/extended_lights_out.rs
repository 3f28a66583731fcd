//! POJ 1222 EXTENDED LIGHTS OUT: see `extended_lights_out --help`.

use lightsout::extended_lights_out;

fn main() {
    std::process::exit(lightsout::judge::main(
        "extended_lights_out",
        extended_lights_out::HELP,
        extended_lights_out::run,
    ));
}
