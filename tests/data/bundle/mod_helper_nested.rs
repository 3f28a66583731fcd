// breaker: refused 4
// A module in a file beside it, inside an inline module.
mod outer {
    pub mod inner;
}

fn main() {}
