//! The board: rows as bit masks, grids of any width, press rules, and light
//! chasing. Imports nothing else of the crate.

pub mod chase;
pub mod grid;
pub mod random;
pub mod row;
pub mod rule;
pub mod stencil;
pub mod symmetry;
pub mod values;
