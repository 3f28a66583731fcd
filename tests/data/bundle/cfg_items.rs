// breaker: refused 4
// Items under `#[cfg]`, one of them never built.
#[cfg(any())]
fn never() -> lightsout::Gird {
    unreachable!()
}

#[cfg(not(any()))]
fn lit() -> u64 {
    lightsout::Grid::filled(2, 2).ones()
}

fn main() {
    println!("{}", lit());
}
