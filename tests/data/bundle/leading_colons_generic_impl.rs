// breaker: runs
// `impl<T> ::lightsout::...`: `::` after a generic list opens a path.
trait Named {
    fn name(&self) -> &'static str;
}

impl<T> Named for Vec<T> {
    fn name(&self) -> &'static str {
        "vec"
    }
}

fn first() -> Option<::lightsout::Grid> {
    Some(::lightsout::Grid::filled(1, 2))
}

fn main() {
    println!("{} {}", vec![1].name(), first().unwrap().ones());
}
