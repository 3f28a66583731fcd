//! POJ 2947 Widget Factory (CERC 2005): see `widget_factory --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::widget_factory;

fn main() {
    std::process::exit(judge::main(&widget_factory::JUDGE));
}
