//! Judge-compatible solvers for the Lights Out family of puzzles.
//!
//! Pressing a cell toggles it and its (up to four) orthogonal neighbours;
//! given the lit cells, find the cells to press so that every light goes
//! out. The library holds the pieces every solver here is built from:
//!
//! - [`row`]: rows as bit masks and the row-mask recurrence
//!   `f(k) = (k << 1) ^ k ^ (k >> 1)`, the effect of pressing a row on itself;
//! - [`chase`]: light chasing, which forces every row of presses after the
//!   first;
//! - [`first_row`]: enumeration of first rows, and the fewest-press answer
//!   with the least printed form;
//! - [`grid`]: boards, press sets and matrices of any width, the same
//!   recurrence word by word;
//! - [`gf2`], [`poly`], [`solve`], [`matrix`]: the GF(2) algebra that
//!   replaces enumeration on large boards: the first-row equations solved
//!   with polynomials (and, as a check, by elimination), kernels, the kernel
//!   dimension, and the fewest-press search over all solutions;
//! - [`unique`]: table look-up for board sizes whose boards all have exactly
//!   one solution;
//! - [`input`], [`stream`], [`output`], [`judge`]: judge-format reading
//!   (whole, or in blocks), writing, and the driver the binaries share;
//! - [`fliptile`], [`extended_lights_out`]: the judge problems themselves;
//! - [`stress`]: a generator and a strict checker, for testing other
//!   solutions;
//! - [`tool`]: the `lightsout` command;
//! - [`bundle`]: single-file builds of the judge binaries for submission.
//!
//! Every module refers to its siblings as `super::name`, so the library can
//! be pasted into a single file inside a `mod` for judge submission.

pub mod bundle;
pub mod chase;
pub mod extended_lights_out;
pub mod first_row;
pub mod fliptile;
pub mod gf2;
pub mod grid;
pub mod input;
pub mod judge;
pub mod matrix;
pub mod output;
pub mod poly;
pub mod row;
pub mod solve;
pub mod stream;
pub mod stress;
pub mod tool;
pub mod unique;
