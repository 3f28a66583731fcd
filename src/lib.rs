//! Judge-compatible solvers for the Lights Out family of puzzles.
//!
//! Pressing a cell toggles it and its (up to four) orthogonal neighbours;
//! given the lit cells, find the cells to press so that every light goes
//! out. The library holds the pieces every solver here is built from:
//!
//! - [`row`]: rows as bit masks and the row-mask recurrence
//!   `f(k) = (k << 1) ^ k ^ (k >> 1)`, the effect of pressing a row on itself;
//! - [`grid`]: boards, press sets and matrices of any width, the same
//!   recurrence word by word;
//! - [`rule`]: press rules as data (the standard cross, the neighbours
//!   only, row and column);
//! - [`chase`]: light chasing, which forces every row of presses after the
//!   first;
//! - [`gf2`], [`poly`], [`solve`], [`weight`]: the GF(2) algebra: the
//!   first-row equations solved with polynomials, the kernel dimension, and
//!   the fewest-press search over all solutions (a walk over every one, or
//!   the Brouwer–Zimmermann bound for large kernels);
//! - [`unique`]: table look-up for board sizes whose boards all have exactly
//!   one solution;
//! - [`reference`](mod@reference): first-row enumeration and elimination, the plain
//!   algorithms the tests check the fast ones against;
//! - [`input`], [`stream`], [`output`], [`judge`]: judge-format reading
//!   (whole, or in blocks), writing, and the driver every binary shares;
//! - [`problems`]: the judge problems, one module each, and their registry;
//! - [`stress`]: the shared parts of the generators and strict checkers;
//! - [`tool`]: the `lightsout` command, and [`game`], its `play`;
//! - [`bundle`]: single-file builds of the judge binaries for submission.

pub mod bundle;
pub mod chase;
pub mod game;
pub mod gf2;
pub mod grid;
pub mod input;
pub mod judge;
pub mod output;
pub mod poly;
pub mod problems;
pub mod reference;
pub mod row;
pub mod rule;
pub mod solve;
pub mod stream;
pub mod stress;
pub mod tool;
pub mod unique;
pub mod weight;
