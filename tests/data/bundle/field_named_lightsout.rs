// breaker: runs
// A field and a method named `lightsout`.
struct S {
    lightsout: u64,
}

impl S {
    fn lightsout(&self) -> u64 {
        self.lightsout + 1
    }
}

fn main() {
    let s = S { lightsout: 4 };
    println!("{} {}", s.lightsout(), lightsout::Grid::filled(1, 1).ones());
}
