//! The problem setter's kit for testing other solutions: reproducible
//! generators of judge inputs and strict checkers of judge outputs. Imports
//! the board, the algebra and input and output.

pub mod check;
pub mod generate;
