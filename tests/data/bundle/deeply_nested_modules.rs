// breaker: runs
// Library paths three modules down.
mod a {
    pub mod b {
        pub mod c {
            use lightsout::XorBasis;

            pub fn d() -> usize {
                let mut x = XorBasis::default();
                x.insert(2);
                x.dimension() + lightsout::Grid::filled(1, 1).ones() as usize
            }
        }
    }
}

fn main() {
    println!("{}", a::b::c::d());
}
