//! Lights Out and its family as linear algebra, for your own solution:
//! rows and the recurrence `f(k) = (k << 1) ^ k ^ (k >> 1)`, light chasing
//! and first-row enumeration, every rule as data, and the algebra that
//! replaces enumeration on large boards.
//!
//! Pressing a cell toggles it and its (up to four) orthogonal neighbours;
//! given the lit cells, find the cells to press so that every light goes
//! out. Underneath, every such puzzle is a linear system over GF(2), or
//! over Z_k when a press adds to a cell modulo k.
//!
//! Everything stands here, at the crate root, each item with its
//! constraints, complexity and an example; `use lightsout::prelude::*`
//! brings them all. `lightsout-bundle main.rs` makes your file and the
//! items it uses one source file to submit (`docs/your-solution.md` in the
//! repository shows how), and only those: a program that names the
//! narrow entry points of [`standard`] or [`elimination`] bundles small.
//!
//! | idea | items |
//! |---|---|
//! | fast input, errors at a line and column | [`Scanner`] ([`Scanner::stdin`], [`Scanner::scan`]), [`Stream`] (in blocks), [`ParseError`], [`input`] |
//! | boards and rules | [`Grid`] (one bit a cell; [`grid`]: its words), [`Board`] (values mod k), [`Cells`] (either), [`Rule`] ([`Press`], [`Moves`], [`Stencil`]), [`apply`] |
//! | rows, f(k) and the chase | [`press`], [`full`], [`chase`], [`chase_from`], [`residue`], [`chase_neighbours_only`] |
//! | first-row enumeration | [`first_rows`], [`fewest_by_enumeration`] |
//! | any rule, every engine | [`solve`], [`fewest`] ([`Search`], [`Solution`], [`Minimal`]), [`count`] ([`Counts`], [`Count`]), [`kernel`], [`nullity`], [`Refused`], [`matrix`], [`path`] |
//! | in a small bundle | [`standard`] (the standard rule), [`elimination`] (any rule) |
//! | the chase by hand | [`chase_by_hand`], [`hand_rows`] |
//! | proofs split across machines | [`fewest_part`], [`split_of`], [`Progress`] |
//! | dense GF(2) | [`Matrix`] (rank, determinant, inverse, solve, product), [`Echelon`] (one elimination, many right-hand sides), [`Space`], [`XorBasis`], [`fewest_set`], [`intersection`] |
//! | switches wired to any cells | [`Switches`] (the fewest presses) |
//! | modulo a prime, modulo k | [`Prime`], [`PrimeMatrix`] ([`PrimeSpace`]), [`PrimeEchelon`], [`solve_mod`] ([`ModSpace`], [`each_solution`]) |
//! | boards to test on | [`SplitMix`], [`random_board`], [`random_values`] |
//!
//! The names follow one scheme. A board is a [`Grid`] (one bit a cell, the
//! lights of GF(2)), a [`Board`] (one value modulo k a cell) or [`Cells`]
//! (either, as the entry points for any rule take it). A [`Solution`] is
//! one press board that clears the lights, with its number of presses and
//! how far that is proven the fewest ([`standard::Solution`] on a grid).
//! Every solution of a linear system, `particular + kernel`, is a space,
//! named as its matrix is: [`Space`] over GF(2) (rows as words, as
//! [`standard::solved`] gives it), [`PrimeSpace`] modulo a prime
//! ([`PrimeMatrix::solve`]), [`ModSpace`] modulo any k ([`solve_mod`]). A
//! [`Count`] is one exact number, which prints as the number; [`Counts`] is
//! the three that [`count`] tells of a board.
//!
//! Two bit orders meet in the GF(2) items, each where its reader expects
//! it: a [`Grid`] row of at most 64 cells is a mask with column 0 in its
//! *top* bit, as the row prints (`0b100` is `1 0 0`), so that comparing
//! masks compares rows as text; a [`Matrix`] and an [`XorBasis`] hold
//! vectors with entry 0 in bit 0, as numbers are. [`Matrix::from_grid`] and
//! [`Matrix::to_grid`] convert.
//!
//! The sources are layers, private: `math`, `board` (rows, grids, rules,
//! chasing), `linalg` (GF(2), modulo a prime and modulo k, polynomials),
//! `search` (the lightest vector: the fewest-press search), `engine` (the
//! board engines and the one way into them) and `io` (fast input), each
//! naming only the layers before it. The crate keeps no setting of the
//! process's: what a search may use of the machine is its caller's
//! [`Search`].

#![deny(missing_docs)]

mod board;
mod engine;
mod io;
mod linalg;
mod math;
pub mod prelude;
mod search;
#[cfg(test)]
#[path = "../tests/library/mod.rs"]
mod tests;

pub use crate::board::chase::{chase, chase_from, chase_neighbours_only, residue};
pub use crate::board::grid;
pub use crate::board::grid::{apply, Grid};
pub use crate::board::random::{random_board, random_values, SplitMix};
pub use crate::board::row::{full, press};
pub use crate::board::rule::{takes_modulus, Moves, Press, Rule, CLOCK_MOVES};
pub use crate::board::rule::{MAX_MODULUS, MAX_PRIME_MODULUS};
pub use crate::board::stencil::{BadStencil, Stencil};
pub use crate::board::values::{value_separator, Board, Cells};
pub use crate::engine::elimination;
pub use crate::engine::greedy::Search;
pub use crate::engine::reference::{fewest_by_enumeration, first_rows};
pub use crate::engine::split::{fewest_part, split_of};
pub use crate::engine::standard;
pub use crate::engine::standard::{Split, SplitPart};
pub use crate::engine::{chase_by_hand, hand_rows, matrix, path, within_reach};
pub use crate::engine::{count, fewest, kernel, nullity, solve};
pub use crate::engine::{Counts, Minimal, Path, Refused, Solution, System};
pub use crate::engine::{DEFAULT_SEARCH_WORK, MAX_CELLS, MINUTE_OF_WORK};
pub use crate::io::input;
pub use crate::io::input::{ParseError, Scanner};
pub use crate::io::stream::Stream;
pub use crate::linalg::cpu::{Progress, Reporter};
pub use crate::linalg::gf2::{fewest_set, intersection, Space, XorBasis};
pub use crate::linalg::matrix::echelon::Echelon;
pub use crate::linalg::matrix::Matrix;
pub use crate::linalg::modular::{
    each_solution, solve_mod, Count, ModSpace, MAX_PRINTED_BITS,
};
pub use crate::linalg::prime::{Prime, PrimeEchelon, PrimeMatrix, PrimeSpace};
pub use crate::linalg::switches::Switches;
