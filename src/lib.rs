//! Judge-compatible solvers for the Lights Out family of puzzles.
//!
//! Pressing a cell toggles it and its (up to four) orthogonal neighbours;
//! given the lit cells, find the cells to press so that every light goes
//! out. The library is in layers, each a folder that imports only the
//! layers above it in this list:
//!
//! - [`board`]: rows as bit masks and the row-mask recurrence
//!   `f(k) = (k << 1) ^ k ^ (k >> 1)`, grids of any width, press rules, and
//!   light chasing;
//! - [`algebra`]: the GF(2) algebra that replaces enumeration: the
//!   first-row equations solved with polynomials, elimination, the kernel
//!   dimension, the fewest-press search, and the plain algorithms the tests
//!   check the fast ones against;
//! - [`io`]: judge-format reading (whole, or in blocks), board formats,
//!   writing, and the driver and error type every program shares;
//! - [`kit`]: the problem setter's kit: generators of judge inputs and
//!   strict checkers of judge outputs;
//! - [`problems`]: the judge problems, one module each, and their registry.
//!
//! The programs live under `src/bin/`: one judge binary per problem, the
//! `lightsout` tool (with its game, `play`) and `bundle`, which prints a
//! judge binary as one source file.

pub mod algebra;
pub mod board;
pub mod io;
pub mod kit;
pub mod problems;
