//! Library Checker "Matrix Product (Mod 2)": see `matrix_product_mod_2 --help`.

use lightsout_judges::judge;
use lightsout_judges::problems::matrix_product_mod_2;

fn main() {
    std::process::exit(judge::main(&matrix_product_mod_2::JUDGE));
}
