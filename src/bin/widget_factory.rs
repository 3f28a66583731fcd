//! POJ 2947 Widget Factory (CERC 2005): see `widget_factory --help`.

use lightsout::io::judge;
use lightsout::problems::widget_factory;

fn main() {
    std::process::exit(judge::main(&widget_factory::JUDGE));
}
