//! The judges' tests: one crate, built at opt-level 1 with the judges (the
//! root's Cargo.toml says why) while the other tests (tests/tests.rs) build
//! at 0, so that the oracles' searches run quickly. Each file here is a
//! module; `cargo test NAME` runs the tests whose path holds NAME.

// What both test crates share; each uses a part of it.
#[allow(dead_code)]
#[path = "../../../tests/common/mod.rs"]
mod common;

mod bad_input;
mod brute_force;
mod cases;
mod judges;
mod problems;
