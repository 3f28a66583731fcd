//! The GF(2) algebra that replaces first-row enumeration on large boards.
//! Imports the board only.

pub mod bound;
pub mod cpu;
pub mod gf2;
pub mod matrix;
pub mod modular;
pub mod poly;
pub mod reference;
pub mod solve;
pub mod transform;
pub mod unique;
pub mod variant;
pub mod weight;
