// breaker: runs
// `option_env!` of a variable of the contestant's own: the same under rustc.
fn main() {
    let local = option_env!("LIGHTSOUT_BREAKER_LOCAL").is_some();
    println!("{} {}", local, lightsout::Grid::filled(1, 1).ones());
}
