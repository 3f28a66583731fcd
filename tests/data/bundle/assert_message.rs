// breaker: runs
// A failing assertion's message, caught: the expression as written.
fn main() {
    let message = std::panic::catch_unwind(|| {
        assert!(lightsout::Grid::new(1, 1).ones() == 1);
    })
    .unwrap_err();
    println!("{}", message.downcast_ref::<String>().unwrap());
}
