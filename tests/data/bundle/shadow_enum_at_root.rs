// breaker: refused 4
// An enum named `lightsout` at the root, where the library would stand.
#[allow(non_camel_case_types)]
enum lightsout {
    A,
}

fn main() {
    let _ = lightsout::A;
}
