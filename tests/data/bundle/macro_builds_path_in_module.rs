// breaker: runs
// A macro that builds `lightsout::$t`, called in a module.
macro_rules! make {
    ($t:ident) => {
        lightsout::$t::filled(2, 2)
    };
}

mod mine {
    pub fn lit() -> u64 {
        make!(Grid).ones()
    }
}

fn main() {
    println!("{}", mine::lit());
}
