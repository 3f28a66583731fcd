// breaker: runs
// `::lightsout` after `return`, `&mut`, `=>` and `as`.
fn make(n: usize) -> ::lightsout::Grid {
    if n == 0 {
        return ::lightsout::Grid::new(1, 1);
    }
    match n {
        1 => ::lightsout::Grid::filled(1, 1),
        _ => ::lightsout::Grid::filled(n, n),
    }
}

fn flip(g: &mut ::lightsout::Grid) {
    g.flip(0, 0);
}

fn main() {
    let mut g = make(3);
    flip(&mut g);
    println!("{} {}", g.ones(), ::lightsout::MAX_MODULUS as u64 > 0);
}
