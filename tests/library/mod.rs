//! The library's unit tests, a module a layer: the library's modules held
//! to their cases (what were unit tests and doc examples), and the engines
//! held to each other and to plain enumeration. Kept outside `src/` (the
//! library includes this folder under `cfg(test)`), so that the library's
//! sources are what a contestant adds or bundles and nothing else.

mod board;
mod engine;
mod examples;
mod io;
mod linalg;
mod math;
mod search;

/// Whether to run the heavy checks whole: `LIGHTSOUT_FULL=1`, as CI does.
/// Plain `cargo test` runs a representative sample of them.
fn full() -> bool {
    std::env::var_os("LIGHTSOUT_FULL").map_or(false, |v| v != "0")
}
