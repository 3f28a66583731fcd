// breaker: runs
// `use x::lightsout` inside a function.
mod other {
    pub mod lightsout {
        pub struct Grid;

        impl Grid {
            pub fn filled(_: usize, _: usize) -> u64 {
                7
            }
        }
    }
}

fn main() {
    use other::lightsout;
    println!("{}", lightsout::Grid::filled(2, 2));
}
