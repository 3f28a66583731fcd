//! All the integration tests but the judges' (judges/tests/tests.rs): one
//! crate, so that the first `cargo test` builds and links one test program
//! for them. Each file here is a module; `cargo test NAME` runs the tests
//! whose path holds NAME.

// What both test crates share; each uses a part of it.
#[allow(dead_code)]
mod common;

mod bundle;
mod bundle_breakers;
mod game;
mod game_model;
mod hardening;
mod kit;
mod layers;
mod lightsout;
mod page;
mod paths;
mod readme;
mod split;
mod stress;
mod your_solution;
