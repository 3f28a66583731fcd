//! Judge-compatible solvers for the Lights Out family of puzzles, and a
//! library to write your own.
//!
//! Pressing a cell toggles it and its (up to four) orthogonal neighbours;
//! given the lit cells, find the cells to press so that every light goes
//! out. Underneath, every such puzzle is a linear system over GF(2), or
//! over Z_k when a press adds to a cell modulo k.
//!
//! # For your own solution
//!
//! What a contestant reaches for stands here, at the crate root, each with
//! its constraints, complexity and an example; `use lightsout::prelude::*`
//! brings them all. `lightsout-bundle main.rs` makes your file and the items
//! it uses one source file to submit (`docs/your-solution.md` in the
//! repository shows how).
//!
//! | idea | items |
//! |---|---|
//! | fast input, errors at a line and column | [`Scanner`], [`ParseError`] |
//! | boards and rules | [`Grid`] (bits), [`Board`] (values mod k), [`Cells`] (either), [`Rule`], [`Stencil`] |
//! | the chase and f(k) | [`press`], [`full`], [`chase`] |
//! | solve a board | [`solve`] (any solution), [`fewest`] (the fewest, with how far that is proven: [`Solution`], [`Minimal`]), [`Refused`] |
//! | count | [`count`] ([`Counts`], [`Count`]), [`kernel`], [`nullity`] |
//! | dense GF(2) | [`Matrix`] (rank, determinant, inverse, solve, product), [`XorBasis`] |
//! | modulo a prime, modulo k | [`Prime`], [`PrimeMatrix`] ([`PrimeSolutions`]), [`solve_mod`] ([`Solutions`]) |
//!
//! Two bit orders meet in the GF(2) items, each where its reader expects
//! it: a [`Grid`] row of at most 64 cells is a mask with column 0 in its
//! *top* bit, as the row prints (`0b100` is `1 0 0`), so that comparing
//! masks compares rows as text; a [`Matrix`] and an [`XorBasis`] hold
//! vectors with entry 0 in bit 0, as numbers are. [`Matrix::from_grid`] and
//! [`Matrix::to_grid`] convert.
//!
//! # The rest
//!
//! The layers below are the engines' own: public so that the programs
//! (the judges' crate, the game's, `lightsout` and the bundler) and the
//! tests reach them, hidden from these docs, and not API. They import only
//! the layers before them in this list: `math`, `board` (rows, grids,
//! rules, chasing), `linalg`, `search` (the fewest-press search), `engine`
//! (one way into every engine) and `io` (fast input).

#![deny(missing_docs)]

#[doc(hidden)]
pub mod board;
#[doc(hidden)]
pub mod engine;
#[doc(hidden)]
pub mod io;
#[doc(hidden)]
pub mod linalg;
#[doc(hidden)]
pub mod math;
pub mod prelude;
#[doc(hidden)]
pub mod search;

pub use crate::board::chase::chase;
pub use crate::board::grid::Grid;
pub use crate::board::row::{full, press};
pub use crate::board::rule::Rule;
pub use crate::board::stencil::Stencil;
pub use crate::board::values::{Board, Cells};
pub use crate::engine::{count, fewest, kernel, nullity, solve};
pub use crate::engine::{Counts, Minimal, Refused, Solution, DEFAULT_SEARCH_WORK};
pub use crate::io::input::{ParseError, Scanner};
pub use crate::linalg::gf2::XorBasis;
pub use crate::linalg::matrix::Matrix;
pub use crate::linalg::modular::{solve_mod, Count, Solutions};
pub use crate::linalg::prime::{Prime, PrimeMatrix, PrimeSolutions};
