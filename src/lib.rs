//! Judge-compatible solvers for the Lights Out family of puzzles.
//!
//! Pressing a cell toggles it and its (up to four) orthogonal neighbours;
//! given the lit cells, find the cells to press so that every light goes
//! out. The library is in layers, each a folder that imports only the
//! layers above it in this list:
//!
//! - [`math`]: number theory (primes, factors, inverses modulo m);
//! - [`board`]: rows as bit masks and the row-mask recurrence
//!   `f(k) = (k << 1) ^ k ^ (k >> 1)`, grids of any width, boards of values,
//!   press rules ([`board::rule::Rule`], one type for every rule), and light
//!   chasing;
//! - [`linalg`]: general linear algebra: dense GF(2) matrices, systems modulo
//!   any k, polynomials;
//! - [`search`]: the lightest vector of an affine space over GF(2), the
//!   fewest-press search past walking every solution;
//! - [`engine`]: the board engines that replace enumeration (the standard
//!   rule's polynomials, the chase with affine forms for every other rule),
//!   and the plain algorithms the tests check them against;
//! - [`game`]: the game apart from any screen (moves, undo and redo, hints,
//!   solving, levels and records, a position as text), which the terminal
//!   game and the page both play;
//! - [`io`]: judge-format reading (whole, or in blocks), board formats,
//!   writing, and the driver and error type every program shares;
//! - [`kit`]: the problem setter's kit: generators of judge inputs and
//!   strict checkers of judge outputs;
//! - [`problems`]: the judge problems, one module each, and their registry.
//!
//! The programs live under `src/bin/`: one judge binary per problem, the
//! `lightsout` tool (with its game, `play`, and its page, `serve`) and
//! `lightsout-bundle`, which prints a judge binary as one source file.

#![deny(missing_docs)]

pub mod board;
pub mod engine;
pub mod game;
pub mod io;
pub mod kit;
pub mod linalg;
pub mod math;
pub mod problems;
pub mod search;
