//! The integration tests: one crate, so that the first `cargo test` builds
//! and links one test program. Each file here is a module; `cargo test
//! NAME` runs the tests whose path holds NAME.

mod common;

mod bad_input;
mod brute_force;
mod bundle;
mod game;
mod hardening;
mod judges;
mod kit;
mod layers;
mod library;
mod lightsout;
mod page;
mod problems;
mod readme;
mod split;
mod stress;
mod your_solution;
