// breaker: runs
// A function and a constant named `lightsout`: values, not paths.
#[allow(non_upper_case_globals)]
const lightsout_size: usize = 2;

fn lightsout() -> usize {
    lightsout_size
}

fn main() {
    println!("{}", lightsout::Grid::filled(lightsout(), 2).ones());
}
