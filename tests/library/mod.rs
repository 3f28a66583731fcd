//! The library's modules held to their cases, a module a layer: the tests
//! that were the library's own unit tests and the doc examples that held
//! small functions to cases, here so that the library is compiled once for
//! the tests (a unit test in it would build it a second time, as its own
//! test program).

mod board;
mod engine;
mod game;
mod io;
mod kit;
mod linalg;
mod math;
mod problems;
mod search;
